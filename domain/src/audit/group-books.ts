import type { EmergencyFundEvent } from '../saving-groups/emergency-fund';
import type { GroupEvent } from '../saving-groups/group';
import type { LoanEvent } from '../saving-groups/loan';
import { businessDate } from '../shared/dates';
import { applyEvent } from '../shared/handlers';
import type { Cents } from '../shared/money';
import { BOOK_ENTRIES, type BookLoan, type BooksSoFar, figuresOf, noBooks } from './books-fold';
import { inLogOrder } from './log-order';

/**
 * A group's books as they stood at a moment, replayed from its streams (the group, its loans, its
 * emergency funds). Two time axes: `asOf` counts the entries whose business date (the saving's date, the
 * payment's date, the reversal's date…) is on or before that day; `knownAt` counts the events recorded
 * at or before that instant. A back-dated entry therefore shows up as a difference between the two. A
 * reversal counts as of the date of the entry it reverses (see `countsFrom`).
 */

export type MoneyEvent = GroupEvent | LoanEvent | EmergencyFundEvent;

/** An event as the store holds it: its data, and when it was recorded. */
export interface StoredMoneyEvent {
  readonly event: MoneyEvent;
  readonly position: bigint;
  /** ISO instant the store recorded it. */
  readonly recordedAt: string;
}

export interface BooksQuery {
  /** 'YYYY-MM-DD': entries dated on or before it (default: no limit). */
  readonly asOf?: string;
  /** ISO instant: events recorded at or before it (default: no limit). */
  readonly knownAt?: string;
  /**
   * 'YYYY-MM-DD': the day the loans at risk are counted on when neither `asOf` nor `knownAt` names one
   * (the books of today count today's overdue days).
   */
  readonly today?: string;
}

export interface MemberBooks {
  readonly memberId: number;
  readonly memberNumber: string;
  readonly memberName: string;
  readonly savings: Cents;
  readonly loansOutstanding: Cents;
  readonly repayments: Cents;
  readonly penaltiesOwed: Cents;
  readonly penaltiesPaid: Cents;
  readonly feesPaid: Cents;
}

export interface LoanAtRisk {
  readonly loanId: number;
  readonly borrowerId: number;
  readonly outstanding: Cents;
  readonly dueDate: string;
  readonly daysOverdue: number;
}

export interface GroupBooks {
  readonly members: MemberBooks[];
  /** savings paid in (cash) */
  readonly savings: Cents;
  /** adjustments of members' savings (no cash): the members' savings add up to savings + savingsAdjusted */
  readonly savingsAdjusted: Cents;
  readonly repayments: Cents;
  readonly penaltiesAndFees: Cents;
  readonly disbursed: Cents;
  /** share-outs paid at cycle closes */
  readonly paidOut: Cents;
  /** savings + repayments + penalties and fees paid − principal disbursed − paid out */
  readonly loanFund: Cents;
  readonly loansOutstanding: Cents;
  /** contributions − approved disbursements */
  readonly emergencyFund: Cents;
  /** Every loan issued by then and what is still owed of it. */
  readonly loans: { readonly loanId: number; readonly borrowerId: number; readonly outstanding: Cents }[];
  /** Active loans past their due date with something still owed, on the as-of day. */
  readonly loansAtRisk: LoanAtRisk[];
  /** How many events counted, of how many in the streams. */
  readonly eventsCounted: number;
  readonly eventsTotal: number;
}

/** The business date of an event: the day the entry says it happened (null: no money, always counted). */
export const businessDateOf = ({ event, recordedAt }: StoredMoneyEvent): string | null => {
  const d = event.data as Record<string, unknown>;
  for (const field of [
    'savingDate',
    'adjustmentDate',
    'loanDate',
    'paymentDate',
    'penaltyDate',
    'contributionDate',
    'reversedOn',
    'approvedOn',
    'completedOn',
    'closeDate',
    'writtenOffOn',
    'paidOn',
  ])
    if (typeof d[field] === 'string') return d[field] as string;
  // the fund's echo of a reversed repayment carries no date: the day it was recorded
  if (event.type === 'RepaymentCreditReversed') return businessDate(recordedAt);
  return null;
};

/** The events that undo an entry: each names the entry it reverses. */
const REVERSALS: ReadonlySet<MoneyEvent['type']> = new Set([
  'SavingReversed',
  'RepaymentReversed',
  'RepaymentCreditReversed',
  'PenaltyReversed',
  'FeePaymentReversed',
  'EmergencyContributionReversed',
] as const);

/**
 * The date an event counts from on the business-date axis (null: whatever the day). A reversal counts as
 * of its entry's own date, not the day it was recorded: the entry was a mistake, so the books of any day
 * leave it out once it is reversed, and a close dated after the entry never pays out a reversed saving.
 * So a reversal is dateless here, and each fold applies it only when it counted the entry it reverses.
 * (Which entries a reversal may still touch is the decider's rule: only those of the open cycle.)
 */
export const countsFrom = (stored: StoredMoneyEvent): string | null =>
  REVERSALS.has(stored.event.type) ? null : businessDateOf(stored);

const counts = (stored: StoredMoneyEvent, query: BooksQuery): boolean => {
  if (query.knownAt !== undefined && stored.recordedAt > query.knownAt) return false;
  const date = countsFrom(stored);
  return query.asOf === undefined || date === null || date <= query.asOf;
};

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The loans at risk on `day`, and each loan and member with what is still owed of it. */
const loansOwed = (books: BooksSoFar, day: string | null) => {
  const loansAtRisk: LoanAtRisk[] = [];
  let loansOutstanding = 0;
  const owed = (loan: BookLoan) => Math.max(0, loan.total - loan.paid - loan.writtenOff);
  for (const [loanId, loan] of books.loans) {
    const outstanding = owed(loan);
    loansOutstanding += outstanding;
    figuresOf(books, loan.borrowerId).loansOutstanding += outstanding;
    if (outstanding > 0 && day !== null && loan.dueDate < day)
      loansAtRisk.push({
        loanId,
        borrowerId: loan.borrowerId,
        outstanding,
        dueDate: loan.dueDate,
        daysOverdue: daysBetween(loan.dueDate, day),
      });
  }
  const loans = [...books.loans].map(([loanId, loan]) => ({
    loanId,
    borrowerId: loan.borrowerId,
    outstanding: owed(loan),
  }));
  return { loansAtRisk, loansOutstanding, loans };
};

/** Replays the events (any order; they are sorted by position) into the books as of the query. */
export const groupBooks = (events: readonly StoredMoneyEvent[], query: BooksQuery = {}): GroupBooks => {
  const books = noBooks();
  let counted = 0;
  for (const stored of inLogOrder(events)) {
    if (!counts(stored, query)) continue;
    counted += 1;
    applyEvent(BOOK_ENTRIES, books, stored.event);
  }
  const day = query.asOf ?? (query.knownAt ? businessDate(query.knownAt) : (query.today ?? null));
  const { loansAtRisk, loansOutstanding, loans } = loansOwed(books, day);
  const { members, book, totals } = books;
  return {
    members: [...book]
      .filter(([memberId]) => members.has(memberId))
      .map(([memberId, b]) => ({ memberId, ...members.get(memberId)!, ...b }))
      .sort((a, b) => a.memberNumber.localeCompare(b.memberNumber)),
    savings: totals.savings,
    savingsAdjusted: totals.adjusted,
    repayments: totals.repayments,
    penaltiesAndFees: totals.penaltiesAndFees,
    disbursed: totals.disbursed,
    paidOut: totals.paidOut,
    loanFund:
      totals.savings + totals.repayments + totals.penaltiesAndFees - totals.disbursed - totals.paidOut,
    loansOutstanding,
    loans,
    emergencyFund: totals.emergency,
    loansAtRisk,
    eventsCounted: counted,
    eventsTotal: events.length,
  };
};
