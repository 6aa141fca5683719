import type { Cents } from '../../shared/money';

/** One of a child's contributions with what it still owes. */
export interface OwedMonth {
  readonly contributionId: number;
  /** 'YYYY-MM' */
  readonly month: string;
  readonly outstanding: Cents;
}

export interface Allocation {
  readonly contributionId: number;
  readonly amount: Cents;
}

/**
 * Pays a child's outstanding months from an amount, oldest month first, each up to what it owes; answers
 * the parts and what is left (the child's credit). Every cent is either in a part or left: the parts and
 * the rest always add up to the amount.
 */
export const allocateOldestFirst = (
  amount: Cents,
  months: readonly OwedMonth[],
): { readonly parts: readonly Allocation[]; readonly left: Cents } => {
  const parts: Allocation[] = [];
  let left = amount;
  for (const month of [...months].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0))) {
    if (left <= 0) break;
    const part = Math.min(left, Math.max(0, month.outstanding));
    if (part === 0) continue;
    parts.push({ contributionId: month.contributionId, amount: part });
    left -= part;
  }
  return { parts, left };
};
