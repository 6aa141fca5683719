import type { SomeEventHandlers } from '../shared/handlers';
import type { Cents } from '../shared/money';
import type { MemberBooks, MoneyEvent } from './group-books';

export interface BookLoan {
  borrowerId: number;
  total: Cents;
  paid: Cents;
  dueDate: string;
  /** written off: no longer owed */
  writtenOff: Cents;
}

type MemberFigures = {
  -readonly [K in Exclude<keyof MemberBooks, 'memberId' | 'memberNumber' | 'memberName'>]: Cents;
};

/** What `groupBooks` keeps while it replays the events it counts. */
export interface BooksSoFar {
  readonly members: Map<number, { memberNumber: string; memberName: string }>;
  readonly book: Map<number, MemberFigures>;
  readonly savings: Map<number, { memberId: number; amount: Cents }>;
  readonly penalties: Map<number, { memberId: number; amount: Cents; paid: Cents }>;
  readonly fees: Map<number, { memberId: number; amount: Cents }>;
  readonly loans: Map<number, BookLoan>;
  readonly repaymentsOf: Map<number, { loanId: number; amount: Cents }>;
  /** the fund's credits of repayments counted, by repayment */
  readonly credited: Set<number>;
  readonly contributions: Set<number>;
  readonly disbursements: Map<number, Cents>;
  readonly totals: {
    savings: Cents;
    adjusted: Cents;
    repayments: Cents;
    penaltiesAndFees: Cents;
    disbursed: Cents;
    paidOut: Cents;
    emergency: Cents;
  };
}

export const noBooks = (): BooksSoFar => ({
  members: new Map(),
  book: new Map(),
  savings: new Map(),
  penalties: new Map(),
  fees: new Map(),
  loans: new Map(),
  repaymentsOf: new Map(),
  credited: new Set(),
  contributions: new Set(),
  disbursements: new Map(),
  totals: {
    savings: 0,
    adjusted: 0,
    repayments: 0,
    penaltiesAndFees: 0,
    disbursed: 0,
    paidOut: 0,
    emergency: 0,
  },
});

/** A member's figures, opened at nothing the first time the member is named. */
export const figuresOf = (books: BooksSoFar, memberId: number): MemberFigures => {
  let b = books.book.get(memberId);
  if (!b) {
    b = { savings: 0, loansOutstanding: 0, repayments: 0, penaltiesOwed: 0, penaltiesPaid: 0, feesPaid: 0 };
    books.book.set(memberId, b);
  }
  return b;
};

/** How each money event counted moves the books; the other events move nothing. */
export const BOOK_ENTRIES: SomeEventHandlers<MoneyEvent, BooksSoFar> = {
  MemberJoined: (books, { data }) => {
    books.members.set(data.memberId, { memberNumber: data.memberNumber, memberName: data.memberName });
    figuresOf(books, data.memberId);
  },
  SavingRecorded: (books, { data }) => {
    books.savings.set(data.savingId, { memberId: data.memberId, amount: data.amount });
    figuresOf(books, data.memberId).savings += data.amount;
    books.totals.savings += data.amount;
  },
  SavingsAdjusted: (books, { data }) => {
    // the member's savings move, the cash does not (docs/domain/saving-group-money.md, Corrections)
    figuresOf(books, data.memberId).savings += data.amount;
    books.totals.adjusted += data.amount;
  },
  SavingReversed: (books, { data }) => {
    if (!books.savings.delete(data.savingId)) return; // a saving not counted (dated later) is not undone
    figuresOf(books, data.memberId).savings -= data.amount;
    books.totals.savings -= data.amount;
  },
  LoanDisbursed: (books, { data }) => {
    books.totals.disbursed += data.amount;
  },
  RepaymentReceived: (books, { data }) => {
    books.credited.add(data.repaymentId);
    books.totals.repayments += data.amount;
  },
  RepaymentCreditReversed: (books, { data }) => {
    if (!books.credited.delete(data.repaymentId)) return;
    books.totals.repayments -= data.amount;
  },
  LoanIssued: (books, { data }) => {
    books.loans.set(data.loanId, {
      borrowerId: data.borrowerId,
      total: data.totalAmount,
      paid: 0,
      dueDate: data.dueDate,
      writtenOff: 0,
    });
  },
  LoanWrittenOff: (books, { data }) => {
    const loan = books.loans.get(data.loanId);
    if (loan) loan.writtenOff = data.amount;
  },
  RepaymentRecorded: (books, { data }) => {
    const loan = books.loans.get(data.loanId);
    if (!loan) return;
    loan.paid += data.amount;
    books.repaymentsOf.set(data.repaymentId, { loanId: data.loanId, amount: data.amount });
    figuresOf(books, loan.borrowerId).repayments += data.amount;
  },
  RepaymentReversed: (books, { data }) => {
    const loan = books.loans.get(data.loanId);
    if (!loan || !books.repaymentsOf.has(data.repaymentId)) return;
    loan.paid -= data.amount;
    figuresOf(books, loan.borrowerId).repayments -= data.amount;
  },
  PenaltyImposed: (books, { data }) => {
    books.penalties.set(data.penaltyId, { memberId: data.memberId, amount: data.amount, paid: 0 });
    figuresOf(books, data.memberId).penaltiesOwed += data.amount;
  },
  PenaltyPaid: (books, { data }) => {
    const penalty = books.penalties.get(data.penaltyId);
    if (!penalty) return;
    penalty.paid = data.amount;
    figuresOf(books, penalty.memberId).penaltiesOwed -= data.amount;
    figuresOf(books, penalty.memberId).penaltiesPaid += data.amount;
    books.totals.penaltiesAndFees += data.amount;
  },
  PenaltyReversed: (books, { data }) => {
    const penalty = books.penalties.get(data.penaltyId);
    if (!penalty) return;
    const member = figuresOf(books, penalty.memberId);
    member.penaltiesOwed -= penalty.amount - penalty.paid;
    member.penaltiesPaid -= penalty.paid;
    books.totals.penaltiesAndFees -= penalty.paid;
    books.penalties.delete(data.penaltyId);
  },
  RegistrationFeePaid: (books, { data }) => {
    books.fees.set(data.feePaymentId, { memberId: data.memberId, amount: data.amount });
    figuresOf(books, data.memberId).feesPaid += data.amount;
    books.totals.penaltiesAndFees += data.amount;
  },
  FeePaymentReversed: (books, { data }) => {
    if (!books.fees.delete(data.feePaymentId)) return;
    figuresOf(books, data.memberId).feesPaid -= data.amount;
    books.totals.penaltiesAndFees -= data.amount;
  },
  CycleClosed: (books, { data }) => {
    for (const payout of data.payouts) books.totals.paidOut += payout.amount;
  },
  MemberPaidOut: (books, { data }) => {
    books.totals.paidOut += data.amount;
  },
  EmergencyContributionRecorded: (books, { data }) => {
    books.contributions.add(data.contributionId);
    books.totals.emergency += data.amount;
  },
  EmergencyContributionReversed: (books, { data }) => {
    if (!books.contributions.delete(data.contributionId)) return;
    books.totals.emergency -= data.amount;
  },
  DisbursementRequested: (books, { data }) => {
    books.disbursements.set(data.disbursementId, data.amount);
  },
  DisbursementApproved: (books, { data }) => {
    books.totals.emergency -= books.disbursements.get(data.disbursementId) ?? 0;
  },
};
