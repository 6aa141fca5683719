import { type Bucketed, entriesOf, getEntry, putEntry } from '../../shared/bucketed';
import type { Cents } from '../../shared/money';
import { entryOf, type ReversibleEntry } from '../reversal';
import { DEFAULT_REGISTRATION_FEE, type GroupPlace, type GroupStatus, type MemberRole } from '../shared';
import { type CycleFacts, evolveCycle, firstCycle } from './cycle-state';
import type { GroupEvent, LateFineOf, LoanRules } from './events';

export interface GroupMember {
  readonly memberNumber: string;
  readonly memberName: string;
  readonly role: MemberRole;
  /** false once the member has left: a former member stays in the state, and in the history. */
  readonly active: boolean;
  /** 'YYYY-MM-DD': none of the member's money is dated before it */
  readonly joinedOn: string;
}

/** A saving, a fee payment: what a reversal needs to undo it. */
export interface GroupEntry extends ReversibleEntry {
  readonly memberId: number;
  readonly amount: Cents;
  readonly meetingId: number | null;
  /** its business date (the saving's, the payment's, the penalty's): a closed cycle's entries stay */
  readonly dated: string;
  /**
   * The cycle open when it was recorded (absent for entries stored before it was kept): an entry dated on
   * a close date belongs to the closed cycle when recorded before the confirmation, else to the next.
   */
  readonly cycle?: number;
  /** A saving handed back to its member when they left mid-cycle: no share-out or reversal takes it again. */
  readonly paidOutOnLeaving?: boolean;
}

/** Running totals of the group's money, all cents. */
export interface GroupLedger {
  readonly savings: Cents;
  /** Repayments received: principal and service charge. */
  readonly repayments: Cents;
  readonly disbursed: Cents; // principal
  readonly penaltiesPaid: Cents;
  readonly feesPaid: Cents;
  /** Share-outs paid at the close of a cycle, and to members paid out on leaving. */
  readonly paidOut: Cents;
}

export interface GroupPenalty extends GroupEntry {
  /** what was paid of it (0 while unpaid) */
  readonly paidAmount: Cents;
  /** the loan and overdue month it fines, for a late fine */
  readonly lateFine: LateFineOf | null;
}

/**
 * A loan as the fund sees it. `totalAmount` is null for a loan disbursed before the group learnt totals:
 * such a loan counts as repaid once its principal is credited back (the nearest the group stream can tell).
 */
export interface LoanFacts {
  readonly borrowerId: number;
  readonly amount: Cents;
  readonly totalAmount: Cents | null;
  /** repayments credited for it, less those reversed */
  readonly credited: Cents;
  /** what was written off of it (absent: nothing) */
  readonly writtenOff?: Cents;
  /** the loan's date (absent on states kept before it was) */
  readonly dated?: string;
}

/** Before any LoanRulesSet: one active loan per member, no ceiling, no late fine. */
export const DEFAULT_LOAN_RULES: LoanRules = {
  oneActiveLoan: true,
  ceilingMultiple: null,
  lateFinePerMonth: null,
  setOffAtShareOut: false,
  leavingPayout: 'atClose',
};

export type RegisteredGroup = {
  status: GroupStatus;
  groupId: number;
  name: string;
  maxLoanAmount: Cents | null;
  /** 'YYYY-MM-DD': no money of the group is dated before it */
  registrationDate: string;
  /** memberId → member */
  members: Readonly<Record<number, GroupMember>>;
  /** loanId → borrower, principal, total and what was credited back */
  loans: Readonly<Record<number, LoanFacts>>;
  /** repayments credited (a retried ReceiveRepayment credits nothing twice), and whether reversed since */
  receivedRepayments: Bucketed<{ amount: Cents; reversed: boolean; dated?: string; cycle?: number }>;
  /** savingId → saving (bucketed: a group gains about a thousand a year) */
  savings: Bucketed<GroupEntry>;
  /**
   * adjustmentId → adjustment of a member's savings (signed `amount`): in their savings, not in the cash
   * (absent on states kept before adjustments existed: none)
   */
  adjustments?: Readonly<Record<number, GroupEntry>>;
  /** feePaymentId → payment */
  feePayments: Readonly<Record<number, GroupEntry>>;
  /** penaltyId → penalty */
  penalties: Readonly<Record<number, GroupPenalty>>;
  /** The registration fee a member pays now, cents. */
  registrationFee: Cents;
  /** memberIds who paid their registration fee (a reversed payment takes the member out again) */
  feesPaidBy: Readonly<Record<number, true>>;
  /** the current loan rules and their version (0: the defaults) */
  loanRules: LoanRules & { readonly version: number };
  /** The last day a leaving member was paid out (absent: never): no close may be dated before it. */
  lastPaidOutOn?: string;
  ledger: GroupLedger;
} & CycleFacts &
  GroupPlace;

export type GroupState = { status: 'none' } | RegisteredGroup;

export const initialState = (): GroupState => ({ status: 'none' });

export const evolve = (state: GroupState, event: GroupEvent): GroupState => {
  if (event.type === 'GroupRegistered') {
    const d = event.data;
    return {
      status: 'Active',
      groupId: d.groupId,
      name: d.name,
      maxLoanAmount: d.maxLoanAmount,
      registrationDate: d.registrationDate,
      members: {},
      loans: {},
      receivedRepayments: {},
      savings: {},
      adjustments: {},
      feePayments: {},
      penalties: {},
      registrationFee: DEFAULT_REGISTRATION_FEE,
      feesPaidBy: {},
      loanRules: { ...DEFAULT_LOAN_RULES, version: 0 },
      ledger: { savings: 0, repayments: 0, disbursed: 0, penaltiesPaid: 0, feesPaid: 0, paidOut: 0 },
      cycle: firstCycle(d.registrationDate),
      closeProposal: null,
      closedThrough: null,
      projectId: d.projectId,
      clusterId: d.clusterId,
      regionId: d.regionId,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'GroupStatusChanged':
      return { ...state, status: event.data.status };
    case 'MemberJoined':
      return {
        ...state,
        members: {
          ...state.members,
          [event.data.memberId]: {
            memberNumber: event.data.memberNumber,
            memberName: event.data.memberName,
            role: event.data.role,
            active: true,
            joinedOn: event.data.joinedOn ?? state.registrationDate,
          },
        },
      };
    case 'MemberLeft': {
      const member = state.members[event.data.memberId];
      return member
        ? { ...state, members: { ...state.members, [event.data.memberId]: { ...member, active: false } } }
        : state;
    }
    case 'MemberPaidOut': {
      const { memberId, amount, paidOn } = event.data;
      let savings = state.savings;
      // the member's savings not yet handed back (those of closed cycles were, at their share-outs)
      for (const [id, s] of entriesOf(state.savings))
        if (s.memberId === memberId && !s.reversed && !s.paidOutOnLeaving)
          savings = putEntry(savings, id, { ...s, paidOutOnLeaving: true });
      const adjustments = { ...state.adjustments };
      for (const [id, a] of Object.entries(adjustments))
        if (a.memberId === memberId && !a.paidOutOnLeaving)
          adjustments[Number(id)] = { ...a, paidOutOnLeaving: true };
      return {
        ...state,
        savings,
        adjustments,
        lastPaidOutOn: paidOn,
        ledger: { ...state.ledger, paidOut: state.ledger.paidOut + amount },
      };
    }
    case 'SavingRecorded': {
      const d = event.data;
      return {
        ...state,
        savings: putEntry(state.savings, d.savingId, entryFrom(d, d.savingDate, state.cycle.number)),
        ledger: { ...state.ledger, savings: state.ledger.savings + d.amount },
      };
    }
    case 'SavingsAdjusted': {
      // the member's savings move; the cash (the ledger) does not
      const d = event.data;
      return {
        ...state,
        adjustments: {
          ...state.adjustments,
          [d.adjustmentId]: entryFrom({ ...d, meetingId: null }, d.adjustmentDate, state.cycle.number),
        },
      };
    }
    case 'SavingReversed': {
      const saving = getEntry(state.savings, event.data.savingId);
      return {
        ...state,
        savings: saving
          ? putEntry(state.savings, event.data.savingId, { ...saving, reversed: true })
          : state.savings,
        ledger: { ...state.ledger, savings: state.ledger.savings - event.data.amount },
      };
    }
    case 'LoanDisbursed':
      return {
        ...state,
        loans: {
          ...state.loans,
          [event.data.loanId]: {
            borrowerId: event.data.borrowerId,
            amount: event.data.amount,
            totalAmount: event.data.totalAmount ?? null,
            credited: 0,
            dated: event.data.loanDate,
          },
        },
        ledger: { ...state.ledger, disbursed: state.ledger.disbursed + event.data.amount },
      };
    case 'RepaymentReceived':
      return {
        ...state,
        receivedRepayments: putEntry(state.receivedRepayments, event.data.repaymentId, {
          amount: event.data.amount,
          reversed: false,
          dated: event.data.paymentDate,
          cycle: state.cycle.number,
        }),
        loans: credit(state.loans, event.data.loanId, event.data.amount),
        ledger: { ...state.ledger, repayments: state.ledger.repayments + event.data.amount },
      };
    case 'LoanWriteOffRecorded': {
      const loan = state.loans[event.data.loanId];
      return loan
        ? {
            ...state,
            loans: { ...state.loans, [event.data.loanId]: { ...loan, writtenOff: event.data.amount } },
          }
        : state;
    }
    case 'RepaymentCreditReversed':
      return {
        ...state,
        receivedRepayments: putEntry(state.receivedRepayments, event.data.repaymentId, {
          ...getEntry(state.receivedRepayments, event.data.repaymentId),
          amount: event.data.amount,
          reversed: true,
        }),
        loans: credit(state.loans, event.data.loanId, -event.data.amount),
        ledger: { ...state.ledger, repayments: state.ledger.repayments - event.data.amount },
      };
    case 'PenaltyImposed':
      return {
        ...state,
        penalties: {
          ...state.penalties,
          [event.data.penaltyId]: {
            ...entryFrom(event.data, event.data.penaltyDate, state.cycle.number),
            paidAmount: 0,
            lateFine: event.data.lateFine ?? null,
          },
        },
      };
    case 'PenaltyPaid': {
      const penalty = state.penalties[event.data.penaltyId];
      if (!penalty) return state;
      return {
        ...state,
        penalties: {
          ...state.penalties,
          [event.data.penaltyId]: { ...penalty, paidAmount: event.data.amount },
        },
        ledger: { ...state.ledger, penaltiesPaid: state.ledger.penaltiesPaid + event.data.amount },
      };
    }
    case 'PenaltyReversed': {
      const penalty = state.penalties[event.data.penaltyId];
      return {
        ...state,
        penalties: penalty
          ? { ...state.penalties, [event.data.penaltyId]: { ...penalty, reversed: true } }
          : state.penalties,
        ledger: { ...state.ledger, penaltiesPaid: state.ledger.penaltiesPaid - event.data.paidAmount },
      };
    }
    case 'LoanRulesSet': {
      const { oneActiveLoan, ceilingMultiple, lateFinePerMonth, version } = event.data;
      const setOffAtShareOut = event.data.setOffAtShareOut ?? false;
      const leavingPayout = event.data.leavingPayout ?? 'atClose';
      return {
        ...state,
        loanRules: {
          oneActiveLoan,
          ceilingMultiple,
          lateFinePerMonth,
          setOffAtShareOut,
          leavingPayout,
          version,
        },
      };
    }
    case 'RegistrationFeeSet':
      return { ...state, registrationFee: event.data.feeAmount };
    case 'RegistrationFeePaid': {
      const entry = entryFrom(event.data, event.data.paymentDate, state.cycle.number);
      return {
        ...state,
        feesPaidBy: { ...state.feesPaidBy, [event.data.memberId]: true },
        feePayments: { ...state.feePayments, [event.data.feePaymentId]: entry },
        ledger: { ...state.ledger, feesPaid: state.ledger.feesPaid + event.data.amount },
      };
    }
    case 'FeePaymentReversed': {
      const { [event.data.memberId]: _, ...feesPaidBy } = state.feesPaidBy;
      const payment = state.feePayments[event.data.feePaymentId];
      return {
        ...state,
        feesPaidBy,
        feePayments: payment
          ? { ...state.feePayments, [event.data.feePaymentId]: { ...payment, reversed: true } }
          : state.feePayments,
        ledger: { ...state.ledger, feesPaid: state.ledger.feesPaid - event.data.amount },
      };
    }
    case 'CycleCloseProposed':
    case 'CycleCloseRejected':
    case 'CycleClosed':
    case 'CycleOpened':
      return evolveCycle(state, event);
  }
};

const credit = (loans: RegisteredGroup['loans'], loanId: number, amount: Cents): RegisteredGroup['loans'] => {
  const loan = loans[loanId];
  return loan ? { ...loans, [loanId]: { ...loan, credited: loan.credited + amount } } : loans;
};

const entryFrom = (
  d: {
    memberId: number;
    amount: Cents;
    meetingId: number | null;
    recordedBy: GroupEntry['recordedBy'];
    recordedOn?: string;
  },
  dated: string,
  cycle: number,
): GroupEntry => ({
  memberId: d.memberId,
  amount: d.amount,
  meetingId: d.meetingId,
  dated,
  cycle,
  ...entryOf(d.recordedBy, d.recordedOn),
});

/**
 * What the group can lend now: all savings + all repayments received (principal and service charge) +
 * penalties paid + registration fees paid − all principal disbursed − share-outs paid at cycle closes.
 */
export const loanFund = ({ ledger: l }: RegisteredGroup): Cents =>
  l.savings + l.repayments + l.penaltiesPaid + l.feesPaid - l.disbursed - l.paidOut;

export const isActiveMember = (state: RegisteredGroup, memberId: number): boolean =>
  state.members[memberId]?.active === true;
