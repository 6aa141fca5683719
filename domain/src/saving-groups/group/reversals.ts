import { getEntry } from '../../shared/bucketed';
import { NotFoundError, RuleViolation } from '../../shared/errors';
import { type CommandHandlers, decideBy } from '../../shared/handlers';
import { assertReversible } from '../reversal';
import type { ReverseFeePayment, ReversePenalty, ReverseRepaymentCredit, ReverseSaving } from './commands';
import { assertOpenEntry, savingsStayPositive } from './cycles';
import type { GroupEvent } from './events';
import type { RegisteredGroup } from './state';

/** Corrections on the group's stream: a saving, a penalty, a fee payment, and the fund's side of a repayment. */
export type GroupReversal = ReverseSaving | ReversePenalty | ReverseFeePayment | ReverseRepaymentCredit;

const reverseSaving = (command: ReverseSaving, state: RegisteredGroup): GroupEvent[] => {
  const { savingId, reason } = command.data;
  const saving = getEntry(state.savings, savingId);
  if (!saving) throw new NotFoundError('Saving not found');
  if (saving.paidOutOnLeaving)
    throw new RuleViolation('This saving was paid back to the member when they left the group');
  assertOpenEntry(state, saving);
  const stamp = assertReversible(saving, 'saving', command.metadata);
  if (!savingsStayPositive(state, saving.memberId, { without: saving }))
    throw new RuleViolation(
      "This saving cannot be reversed: an adjustment took the member's savings down by more than would be left",
    );
  const { groupId } = state;
  const { memberId, amount, meetingId } = saving;
  return [
    {
      type: 'SavingReversed',
      data: { groupId, savingId, memberId, amount, entryDate: saving.dated, meetingId, reason, ...stamp },
    },
  ];
};

const reversePenalty = (command: ReversePenalty, state: RegisteredGroup): GroupEvent[] => {
  const { penaltyId, reason } = command.data;
  const penalty = state.penalties[penaltyId];
  if (!penalty) throw new NotFoundError('Penalty not found');
  // an unpaid penalty never entered a closed cycle's fund: carried into the next cycle, it may go
  if (penalty.paidAmount > 0) assertOpenEntry(state, penalty);
  const stamp = assertReversible(penalty, 'penalty', command.metadata);
  const { groupId } = state;
  const { memberId, amount, paidAmount, meetingId } = penalty;
  return [
    {
      type: 'PenaltyReversed',
      data: { groupId, penaltyId, memberId, amount, paidAmount, meetingId, reason, ...stamp },
    },
  ];
};

const reverseFeePayment = (command: ReverseFeePayment, state: RegisteredGroup): GroupEvent[] => {
  const { feePaymentId, reason } = command.data;
  const payment = state.feePayments[feePaymentId];
  if (!payment) throw new NotFoundError('Registration fee payment not found');
  assertOpenEntry(state, payment);
  const stamp = assertReversible(payment, 'registration fee payment', command.metadata);
  const { groupId } = state;
  const { memberId, amount, meetingId } = payment;
  return [
    {
      type: 'FeePaymentReversed',
      data: {
        groupId,
        feePaymentId,
        memberId,
        amount,
        entryDate: payment.dated,
        meetingId,
        reason,
        ...stamp,
      },
    },
  ];
};

/** Who may reverse was decided on the loan's stream; this is its echo on the fund, credited once. */
const reverseRepaymentCredit = (command: ReverseRepaymentCredit, state: RegisteredGroup): GroupEvent[] => {
  const { repaymentId, loanId } = command.data;
  const credit = getEntry(state.receivedRepayments, repaymentId);
  if (!credit) throw new NotFoundError('Repayment not found in this group');
  if (credit.reversed) return [];
  // decided with the loan's ReverseRepayment and appended together: a closed cycle's repayment stays
  if (credit.dated) assertOpenEntry(state, { dated: credit.dated, cycle: credit.cycle });
  return [
    {
      type: 'RepaymentCreditReversed',
      data: {
        groupId: state.groupId,
        repaymentId,
        loanId,
        amount: credit.amount,
        ...(credit.dated ? { entryDate: credit.dated } : {}),
      },
    },
  ];
};

const REVERSALS: CommandHandlers<GroupReversal, RegisteredGroup, GroupEvent> = {
  ReverseSaving: reverseSaving,
  ReversePenalty: reversePenalty,
  ReverseFeePayment: reverseFeePayment,
  ReverseRepaymentCredit: reverseRepaymentCredit,
};

export const decideReversal = (command: GroupReversal, state: RegisteredGroup): GroupEvent[] =>
  decideBy(REVERSALS, command, state, undefined);
