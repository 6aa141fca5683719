import type { Cents } from '../shared/money';

/**
 * A member's passbook for one cycle (: the member's entries of the cycle as lines in date
 * order and the totals they add up to. Pure: the read API reads the rows, this decides which count. A
 * reversed entry keeps its line, marked, and stays out of every total.
 */

export const PASSBOOK_LINE_KINDS = [
  'saving',
  'savingsAdjustment',
  'loan',
  'repayment',
  'penalty',
  'penaltyPayment',
  'fee',
  'emergencyContribution',
  'leavingPayout',
] as const;
export type PassbookLineKind = (typeof PASSBOOK_LINE_KINDS)[number];

/** One passbook never lists more lines than this (its totals still count every entry). */
export const MAX_PASSBOOK_LINES = 1000;

/** A closed cycle: its number and close date. */
export interface ClosedCycleBound {
  readonly cycle: number;
  readonly closeDate: string;
}

/**
 * The cycle an entry belongs to (docs/domain/saving-group-money.md, cycles by business date): the first
 * closed cycle whose close date is after the entry's date, or equal to it with the entry recorded while
 * that cycle was still open (`recordedIn`, the cycle open when it was recorded; unknown: taken as recorded
 * before the close, as the rules then required); otherwise the open cycle. `closes` in cycle order.
 */
export const cycleOfEntry = (
  date: string,
  recordedIn: number | null | undefined,
  closes: readonly ClosedCycleBound[],
  open: number,
): number => {
  for (const c of closes)
    if (date < c.closeDate || (date === c.closeDate && (recordedIn ?? 0) <= c.cycle)) return c.cycle;
  return open;
};

/**
 * The days a cycle's entries are dated on, both ends included; null: unbounded. With `cycle` (and the
 * group's closed cycles and open one), an entry belongs by `cycleOfEntry`: one dated on a close date and
 * recorded after the confirmation is the next cycle's, one dated after a close date the previous cycle
 * was closed at is the next cycle's whenever it was recorded.
 */
export interface CycleWindow {
  readonly from: string | null;
  readonly to: string | null;
  readonly cycle?: {
    readonly number: number;
    readonly closes: readonly ClosedCycleBound[];
    readonly open: number;
  };
}

export const inWindow = (date: string, window: CycleWindow): boolean =>
  (window.from === null || date >= window.from) && (window.to === null || date <= window.to);

interface Reversible {
  readonly id: number;
  readonly date: string;
  /** the cycle open when it was recorded (null or absent: unknown) */
  readonly cycle?: number | null;
  readonly amount: Cents;
  readonly reversed: boolean;
  readonly reversalReason: string | null;
  readonly notes: string | null;
  /** an adjustment of the member's savings (signed amount, reason in notes), not a saving paid in */
  readonly adjustment?: boolean;
}

export interface PassbookLoan {
  readonly id: number;
  readonly date: string;
  readonly cycle?: number | null;
  /** principal lent */
  readonly amount: Cents;
  /** principal and service charge: what is to be repaid */
  readonly totalDue: Cents;
  readonly purpose: string;
}

export interface PassbookRepayment extends Reversible {
  readonly loanId: number;
}

export interface PassbookPenalty extends Reversible {
  readonly penaltyType: string;
  /** the day it was paid (in full), null while unpaid */
  readonly paidOn: string | null;
  /** the cycle open when it was paid (null or absent: unknown) */
  readonly paidCycle?: number | null;
}

/** Every entry of one member, of any cycle: the passbook picks the cycle's. */
export interface PassbookFacts {
  readonly savings: readonly Reversible[];
  readonly loans: readonly PassbookLoan[];
  readonly repayments: readonly PassbookRepayment[];
  readonly penalties: readonly PassbookPenalty[];
  readonly fees: readonly Reversible[];
  readonly emergencyContributions: readonly Reversible[];
  /** What the member was paid out when they left mid-cycle (none: they left under 'atClose', or stay). */
  readonly leavingPayouts?: readonly { readonly date: string; readonly amount: Cents }[];
}

export interface PassbookLine {
  readonly kind: PassbookLineKind;
  /** the entry's id (a penalty's payment: the penalty's id) */
  readonly entryId: number;
  readonly date: string;
  readonly amount: Cents;
  readonly loanId: number | null;
  readonly description: string | null;
  readonly reversed: boolean;
  readonly reversalReason: string | null;
}

export interface PassbookTotals {
  readonly savings: Cents;
  /** principal of the loans issued in the cycle */
  readonly loansTaken: Cents;
  /** repayments received in the cycle (on any of the member's loans, carried ones included) */
  readonly repaid: Cents;
  /** still owed on all the member's loans at the end of the cycle (today for an open one) */
  readonly loanOutstanding: Cents;
  /** penalties imposed in the cycle */
  readonly finesImposed: Cents;
  /** penalties paid in the cycle */
  readonly finesPaid: Cents;
  /** penalties unpaid at the end of the cycle (today for an open one), earlier ones carried included */
  readonly finesOwed: Cents;
  readonly feesPaid: Cents;
  readonly emergencyContributions: Cents;
  /** paid out to the member when they left mid-cycle, in the cycle */
  readonly paidOutOnLeaving: Cents;
}

export interface MemberPassbook {
  readonly lines: PassbookLine[];
  readonly totals: PassbookTotals;
  /** how many lines there were before the cap */
  readonly lineCount: number;
}

const ORDER: Record<PassbookLineKind, number> = Object.fromEntries(
  PASSBOOK_LINE_KINDS.map((kind, i) => [kind, i]),
) as Record<PassbookLineKind, number>;

const compareLines = (a: PassbookLine, b: PassbookLine): number =>
  a.date.localeCompare(b.date) || ORDER[a.kind] - ORDER[b.kind] || a.entryId - b.entryId;

const sum = (entries: readonly { amount: Cents }[]): Cents => entries.reduce((s, e) => s + e.amount, 0);

const entryLine = (kind: PassbookLineKind, e: Reversible, description = e.notes): PassbookLine => ({
  kind,
  entryId: e.id,
  date: e.date,
  amount: e.amount,
  loanId: null,
  description,
  reversed: e.reversed,
  reversalReason: e.reversalReason,
});

/**
 * The cycle's lines and totals. `asOf` is the day the balances are taken on: the close date of a closed
 * cycle, today for the open one.
 */
export const memberPassbook = (
  facts: PassbookFacts,
  window: CycleWindow,
  asOf: string,
  maxLines = MAX_PASSBOOK_LINES,
): MemberPassbook => {
  const of = window.cycle;
  const inCycle = (date: string, recordedIn: number | null | undefined) =>
    of ? cycleOfEntry(date, recordedIn, of.closes, of.open) === of.number : inWindow(date, window);
  const within = <T extends { date: string; cycle?: number | null }>(entries: readonly T[]) =>
    entries.filter((e) => inCycle(e.date, e.cycle));
  const counted = <T extends { date: string; reversed: boolean }>(entries: readonly T[]) =>
    within(entries).filter((e) => !e.reversed);
  const savings = within(facts.savings);
  const loans = within(facts.loans);
  const repayments = within(facts.repayments);
  const penalties = within(facts.penalties);
  const penaltyPayments = facts.penalties.filter((p) => p.paidOn !== null && inCycle(p.paidOn, p.paidCycle));
  const fees = within(facts.fees);
  const emergency = within(facts.emergencyContributions);
  const leaving = within(facts.leavingPayouts ?? []);
  const lines: PassbookLine[] = [
    ...savings.map((e) => entryLine(e.adjustment ? 'savingsAdjustment' : 'saving', e)),
    ...loans.map(
      (l): PassbookLine => ({
        kind: 'loan',
        entryId: l.id,
        date: l.date,
        amount: l.amount,
        loanId: l.id,
        description: l.purpose,
        reversed: false,
        reversalReason: null,
      }),
    ),
    ...repayments.map((r) => ({ ...entryLine('repayment', r), loanId: r.loanId })),
    ...penalties.map((p) => entryLine('penalty', p, [p.penaltyType, p.notes].filter(Boolean).join(': '))),
    ...penaltyPayments.map((p) => ({ ...entryLine('penaltyPayment', p, p.penaltyType), date: p.paidOn! })),
    ...fees.map((e) => entryLine('fee', e)),
    ...emergency.map((e) => entryLine('emergencyContribution', e)),
    ...leaving.map(
      (e, i): PassbookLine => ({
        kind: 'leavingPayout',
        entryId: i + 1,
        date: e.date,
        amount: e.amount,
        loanId: null,
        description: null,
        reversed: false,
        reversalReason: null,
      }),
    ),
  ].sort(compareLines);
  const live = (r: { reversed: boolean }) => !r.reversed;
  const repaidBy = (loanId: number) =>
    sum(facts.repayments.filter((r) => r.loanId === loanId && live(r) && r.date <= asOf));
  const loanOutstanding = facts.loans
    .filter((l) => l.date <= asOf)
    .reduce((s, l) => s + Math.max(0, l.totalDue - repaidBy(l.id)), 0);
  const finesOwed = sum(
    facts.penalties.filter((p) => live(p) && p.date <= asOf && (p.paidOn === null || p.paidOn > asOf)),
  );
  return {
    lines: lines.slice(0, maxLines),
    lineCount: lines.length,
    totals: {
      savings: sum(counted(facts.savings)),
      loansTaken: sum(loans),
      repaid: sum(counted(facts.repayments)),
      loanOutstanding,
      finesImposed: sum(counted(facts.penalties)),
      finesPaid: sum(penaltyPayments.filter(live)),
      finesOwed,
      feesPaid: sum(counted(facts.fees)),
      emergencyContributions: sum(counted(facts.emergencyContributions)),
      paidOutOnLeaving: leaving.reduce((total, e) => total + e.amount, 0),
    },
  };
};
