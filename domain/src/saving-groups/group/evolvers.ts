import { entriesOf, getEntry, putEntry } from '../../shared/bucketed';
import type { EventHandlers } from '../../shared/handlers';
import type { Cents } from '../../shared/money';
import { entryOf } from '../reversal';
import { evolveCycle } from './cycle-state';
import type { GroupEvent, GroupRegistered } from './events';
import type { GroupEntry, GroupState, RegisteredGroup } from './state';

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

/** How each event of a registered group changes its state (the registration itself: see state.ts). */
export const GROUP_EVOLVERS: EventHandlers<
  Exclude<GroupEvent, GroupRegistered>,
  RegisteredGroup,
  GroupState
> = {
  GroupStatusChanged: (state, event) => ({ ...state, status: event.data.status }),
  MemberJoined: (state, event) => ({
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
  }),
  MemberLeft: (state, event) => {
    const member = state.members[event.data.memberId];
    return member
      ? { ...state, members: { ...state.members, [event.data.memberId]: { ...member, active: false } } }
      : state;
  },
  MemberPaidOut: (state, event) => {
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
  },
  SavingRecorded: (state, event) => {
    const d = event.data;
    return {
      ...state,
      savings: putEntry(state.savings, d.savingId, entryFrom(d, d.savingDate, state.cycle.number)),
      ledger: { ...state.ledger, savings: state.ledger.savings + d.amount },
    };
  },
  SavingsAdjusted: (state, event) => {
    // the member's savings move; the cash (the ledger) does not
    const d = event.data;
    return {
      ...state,
      adjustments: {
        ...state.adjustments,
        [d.adjustmentId]: entryFrom({ ...d, meetingId: null }, d.adjustmentDate, state.cycle.number),
      },
    };
  },
  SavingReversed: (state, event) => {
    const saving = getEntry(state.savings, event.data.savingId);
    return {
      ...state,
      savings: saving
        ? putEntry(state.savings, event.data.savingId, { ...saving, reversed: true })
        : state.savings,
      ledger: { ...state.ledger, savings: state.ledger.savings - event.data.amount },
    };
  },
  LoanDisbursed: (state, event) => ({
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
  }),
  RepaymentReceived: (state, event) => ({
    ...state,
    receivedRepayments: putEntry(state.receivedRepayments, event.data.repaymentId, {
      amount: event.data.amount,
      reversed: false,
      dated: event.data.paymentDate,
      cycle: state.cycle.number,
    }),
    loans: credit(state.loans, event.data.loanId, event.data.amount),
    ledger: { ...state.ledger, repayments: state.ledger.repayments + event.data.amount },
  }),
  LoanWriteOffRecorded: (state, event) => {
    const loan = state.loans[event.data.loanId];
    return loan
      ? {
          ...state,
          loans: { ...state.loans, [event.data.loanId]: { ...loan, writtenOff: event.data.amount } },
        }
      : state;
  },
  RepaymentCreditReversed: (state, event) => ({
    ...state,
    receivedRepayments: putEntry(state.receivedRepayments, event.data.repaymentId, {
      ...getEntry(state.receivedRepayments, event.data.repaymentId),
      amount: event.data.amount,
      reversed: true,
    }),
    loans: credit(state.loans, event.data.loanId, -event.data.amount),
    ledger: { ...state.ledger, repayments: state.ledger.repayments - event.data.amount },
  }),
  PenaltyImposed: (state, event) => ({
    ...state,
    penalties: {
      ...state.penalties,
      [event.data.penaltyId]: {
        ...entryFrom(event.data, event.data.penaltyDate, state.cycle.number),
        paidAmount: 0,
        lateFine: event.data.lateFine ?? null,
      },
    },
  }),
  PenaltyPaid: (state, event) => {
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
  },
  PenaltyReversed: (state, event) => {
    const penalty = state.penalties[event.data.penaltyId];
    return {
      ...state,
      penalties: penalty
        ? { ...state.penalties, [event.data.penaltyId]: { ...penalty, reversed: true } }
        : state.penalties,
      ledger: { ...state.ledger, penaltiesPaid: state.ledger.penaltiesPaid - event.data.paidAmount },
    };
  },
  LoanRulesSet: (state, event) => {
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
  },
  RegistrationFeeSet: (state, event) => ({ ...state, registrationFee: event.data.feeAmount }),
  RegistrationFeePaid: (state, event) => {
    const entry = entryFrom(event.data, event.data.paymentDate, state.cycle.number);
    return {
      ...state,
      feesPaidBy: { ...state.feesPaidBy, [event.data.memberId]: true },
      feePayments: { ...state.feePayments, [event.data.feePaymentId]: entry },
      ledger: { ...state.ledger, feesPaid: state.ledger.feesPaid + event.data.amount },
    };
  },
  FeePaymentReversed: (state, event) => {
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
  },
  CycleCloseProposed: evolveCycle,
  CycleCloseRejected: evolveCycle,
  CycleClosed: evolveCycle,
  CycleOpened: evolveCycle,
};
