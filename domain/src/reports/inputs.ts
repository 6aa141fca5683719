/**
 * What the report builders (participant-reports.ts, financial-reports.ts, asset-reports.ts) take: rows
 * the command service reads from the read tables, money in cents. The builders are pure: they count and
 * add, and give KES out.
 */

export interface ChildInput {
  participantId: string;
  fullName: string;
  gender: string;
  dateOfBirth: string | null;
  projectCode: string;
  parentGuardianName: string | null;
  contactPhone: string | null;
  monthlyContribution: number;
  isActive: boolean;
}

export interface MonthInput {
  participantId: string;
  month: string;
  expected: number;
  paid: number;
}

export interface PaymentInput {
  paymentDate: string;
  participantId: string;
  fullName: string;
  projectCode: string;
  month: string;
  amount: number;
  recordedBy: string;
  reversed: boolean;
  reversedAt: string | null;
}

export interface AssetInput {
  assetId: string;
  name: string;
  description: string | null;
  projectCode: string;
  condition: string;
  disposalPrice: number | null;
  disposalDate: string | null;
  addedOn: string;
}

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
export const share = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
export const inRange = (date: string, from: string | null, to: string | null) =>
  (from === null || date >= from) && (to === null || date <= to);

/** Items grouped by key, in first-seen order (Map.groupBy is ES2024). */
export const groupBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
};
