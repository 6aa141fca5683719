import { businessDate } from '../../shared/dates';
import { ConflictError, msg, NotFoundError, RuleViolation } from '../../shared/errors';
import { type CommandHandlers, decideBy } from '../../shared/handlers';
import { formatMoney, MAX_CENTS } from '../../shared/money';
import { loanDueDate, loanTotal, toBasisPoints } from '../loan-rules';
import { assertReversible } from '../reversal';
import { recorderOf } from '../shared';
import type { IssueLoan, LoanCommand, RecordRepayment, ReverseRepayment, WriteOffLoan } from './commands';
import type { LoanEvent } from './events';
import { type IssuedLoan, type LoanState, remainingOf } from './state';

const issue = (command: IssueLoan, state: LoanState, today: string): LoanEvent[] => {
  if (state.status !== 'none') throw new ConflictError('This loan already exists');
  const { place, ...loan } = command.data;
  const { amount, interestRate, termMonths, loanDate } = loan;
  if (amount <= 0) throw new RuleViolation('Amount must be a positive number');
  if (!Number.isFinite(interestRate) || interestRate < 0)
    throw new RuleViolation('Interest rate cannot be negative');
  if (interestRate > 100) throw new RuleViolation('Interest rate must be at most 100 percent');
  if (toBasisPoints(interestRate) / 100 !== interestRate)
    throw new RuleViolation('Interest rate has at most two decimals');
  if (!Number.isInteger(termMonths) || termMonths < 1)
    throw new RuleViolation('Term must be at least 1 month');
  if (termMonths > 120) throw new RuleViolation('Term must be at most 120 months');
  const purpose = loan.purpose.trim();
  if (purpose.length < 5) throw new RuleViolation('Purpose must be at least 5 characters');
  if (loanDate > today) throw new RuleViolation('The loan date cannot be in the future');
  const totalAmount = loanTotal(amount, interestRate, termMonths);
  if (totalAmount > MAX_CENTS) throw new RuleViolation('The total to repay is too large');
  return [
    {
      type: 'LoanIssued',
      data: {
        loanId: loan.loanId,
        groupId: loan.groupId,
        borrowerId: loan.borrowerId,
        amount,
        interestRate,
        termMonths,
        totalAmount,
        loanDate,
        dueDate: loanDueDate(loanDate, termMonths),
        purpose,
        guarantors: loan.guarantors,
        meetingId: loan.meetingId,
        ...place,
        issuedBy: recorderOf(command.metadata.actor),
      },
    },
  ];
};

const recordRepayment = (command: RecordRepayment, state: IssuedLoan, today: string): LoanEvent[] => {
  const { amount, paymentDate } = command.data;
  if (state.status !== 'active') throw new RuleViolation('Only active loans can take repayments');
  if (amount <= 0) throw new RuleViolation('Amount must be a positive number');
  if (paymentDate > today) throw new RuleViolation('The payment date cannot be in the future');
  if (paymentDate < state.loanDate)
    throw new RuleViolation('The payment date cannot be before the loan date');
  const remaining = remainingOf(state);
  if (amount > remaining)
    throw new RuleViolation(
      msg`The repayment is more than the remaining balance of ${{ remaining: formatMoney(remaining) }}`,
    );
  const recorded: LoanEvent = {
    type: 'RepaymentRecorded',
    data: {
      loanId: state.loanId,
      ...command.data,
      recordedBy: recorderOf(command.metadata.actor),
      recordedOn: today,
    },
  };
  return amount === remaining
    ? [recorded, { type: 'LoanCompleted', data: { loanId: state.loanId, completedOn: paymentDate } }]
    : [recorded];
};

const reverseRepayment = (command: ReverseRepayment, state: IssuedLoan): LoanEvent[] => {
  const { repaymentId, reason } = command.data;
  const repayment = state.repayments[repaymentId];
  if (!repayment) throw new NotFoundError('Repayment not found');
  const stamp = assertReversible(repayment, 'repayment', command.metadata);
  return [
    {
      type: 'RepaymentReversed',
      data: {
        loanId: state.loanId,
        repaymentId,
        amount: repayment.amount,
        meetingId: repayment.meetingId,
        reopened: state.status === 'completed',
        reason,
        ...stamp,
      },
    },
  ];
};

const writeOff = (command: WriteOffLoan, state: IssuedLoan, today: string): LoanEvent[] => {
  const { writeOffDate, reason } = command.data;
  if (state.status === 'defaulted') throw new ConflictError('This loan has already been written off');
  if (state.status !== 'active') throw new RuleViolation('Only an active loan can be written off');
  if (writeOffDate > today) throw new RuleViolation('The write-off date cannot be in the future');
  if (writeOffDate <= state.dueDate)
    throw new RuleViolation(
      msg`A loan can be written off only after its due date (${{ dueDate: state.dueDate }})`,
    );
  return [
    {
      type: 'LoanWrittenOff',
      data: {
        loanId: state.loanId,
        groupId: state.groupId,
        amount: remainingOf(state),
        writtenOffOn: writeOffDate,
        reason: reason.trim(),
        writtenOffBy: recorderOf(command.metadata.actor),
      },
    },
  ];
};

/** Each command on an issued loan, given its business date. */
const DECISIONS: CommandHandlers<Exclude<LoanCommand, IssueLoan>, IssuedLoan, LoanEvent, string> = {
  RecordRepayment: recordRepayment,
  ReverseRepayment: reverseRepayment,
  WriteOffLoan: writeOff,
};

export const decide = (command: LoanCommand, state: LoanState): LoanEvent[] => {
  const today = businessDate(command.metadata.now);
  if (command.type === 'IssueLoan') return issue(command, state, today);
  if (state.status === 'none') throw new NotFoundError('Loan not found');
  return decideBy(DECISIONS, command, state, today);
};
