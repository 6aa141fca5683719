import { getEntry } from '../../shared/bucketed';
import { businessDate } from '../../shared/dates';
import { ConflictError, msg, NotFoundError, RuleViolation } from '../../shared/errors';
import { type CommandHandlers, decideBy } from '../../shared/handlers';
import { formatMoney } from '../../shared/money';
import { recorderOf } from '../shared';
import { decideAdjustment } from './adjustments';
import { assertMemberDate, decideCollection } from './collections';
import type {
  DisburseLoan,
  EnrolMember,
  GroupCommand,
  ReceiveRepayment,
  RecordLoanWriteOff,
  RecordSaving,
  RegisterGroup,
  SetGroupStatus,
} from './commands';
import { assertOpenDate, decideCycle } from './cycles';
import type { GroupEvent } from './events';
import { decideLeaving } from './leaving';
import { assertLoanRules, decideLoanRules } from './lending';
import { decideReversal } from './reversals';
import { type GroupState, isActiveMember, loanFund, type RegisteredGroup } from './state';

const register = (command: RegisterGroup, state: GroupState, today: string): GroupEvent[] => {
  if (state.status !== 'none') throw new ConflictError('This saving group already exists');
  const { groupId, project, ...details } = command.data;
  if (!project.isActive) throw new RuleViolation('Saving groups cannot be added to an inactive project');
  if (details.totalMembers !== details.maleMembers + details.femaleMembers)
    throw new RuleViolation('Total members must equal male + female members');
  if (details.savingAmount <= 0) throw new RuleViolation('Saving amount must be a positive number');
  if (details.registrationDate > today)
    throw new RuleViolation('The registration date cannot be in the future');
  return [
    {
      type: 'GroupRegistered',
      data: {
        groupId,
        ...details,
        projectId: project.projectId,
        clusterId: project.clusterId,
        regionId: project.regionId,
        createdBy: recorderOf(command.metadata.actor),
      },
    },
  ];
};

const setStatus = (command: SetGroupStatus, state: RegisteredGroup): GroupEvent[] =>
  state.status === command.data.status
    ? []
    : [{ type: 'GroupStatusChanged', data: { groupId: state.groupId, status: command.data.status } }];

const enrol = (command: EnrolMember, state: RegisteredGroup, today: string): GroupEvent[] => {
  const { memberId, memberNumber } = command.data;
  if (state.members[memberId]) throw new ConflictError('This member already exists');
  // Former members keep their number: it identifies them in the group's history.
  if (Object.values(state.members).some((m) => m.memberNumber === memberNumber))
    throw new ConflictError(msg`Member number ${{ memberNumber }} is already used in this group`);
  const { joinedOn } = command.data;
  if (joinedOn > today) throw new RuleViolation('The joining date cannot be in the future');
  if (joinedOn < state.registrationDate)
    throw new RuleViolation(
      msg`The joining date cannot be before the group was registered on ${{ registrationDate: state.registrationDate }}`,
    );
  return [
    {
      type: 'MemberJoined',
      data: { groupId: state.groupId, ...command.data, joinedAt: command.metadata.now },
    },
  ];
};

const recordSaving = (command: RecordSaving, state: RegisteredGroup, today: string): GroupEvent[] => {
  const { amount, memberId, savingDate } = command.data;
  if (state.status !== 'Active')
    throw new RuleViolation(msg`Savings cannot be recorded while the group is ${{ status: state.status }}`);
  if (!isActiveMember(state, memberId)) throw new RuleViolation('Only active members of this group can save');
  if (amount <= 0) throw new RuleViolation('Amount must be a positive number');
  assertMemberDate(state, memberId, savingDate, 'saving', command.metadata.now);
  return [
    {
      type: 'SavingRecorded',
      data: {
        groupId: state.groupId,
        ...command.data,
        recordedBy: recorderOf(command.metadata.actor),
        recordedOn: today,
      },
    },
  ];
};

const disburse = (command: DisburseLoan, state: RegisteredGroup): GroupEvent[] => {
  const { loanId, borrowerId, amount, loanDate } = command.data;
  if (state.loans[loanId]) throw new ConflictError('This loan was already disbursed');
  if (loanDate < state.registrationDate)
    throw new RuleViolation(
      msg`The loan date cannot be before the group was registered on ${{ registrationDate: state.registrationDate }}`,
    );
  if (state.status !== 'Active')
    throw new RuleViolation(msg`Loans cannot be issued while the group is ${{ status: state.status }}`);
  if (!isActiveMember(state, borrowerId))
    throw new RuleViolation('The borrower must be an active member of this group');
  assertMemberDate(state, borrowerId, loanDate, 'loan', command.metadata.now);
  if (amount <= 0) throw new RuleViolation('Amount must be a positive number');
  if (state.maxLoanAmount !== null && amount > state.maxLoanAmount)
    throw new RuleViolation(
      msg`The amount is above this group's maximum loan of ${{ maxLoan: formatMoney(state.maxLoanAmount) }}`,
    );
  assertLoanRules(state, borrowerId, amount);
  const available = loanFund(state);
  if (amount > available)
    throw new RuleViolation(
      msg`The loan fund has only ${{ available: formatMoney(Math.max(0, available)) }} available`,
    );
  return [{ type: 'LoanDisbursed', data: { groupId: state.groupId, ...command.data } }];
};

const receiveRepayment = (command: ReceiveRepayment, state: RegisteredGroup): GroupEvent[] => {
  if (!state.loans[command.data.loanId]) throw new NotFoundError('Loan not found in this group');
  // The loan stream has accepted this repayment already: a retry after a failed append credits it once.
  if (getEntry(state.receivedRepayments, command.data.repaymentId)) return [];
  if (command.data.amount <= 0) throw new RuleViolation('Amount must be a positive number');
  // decided with the loan's RecordRepayment and appended together: a refusal here stores neither
  assertOpenDate(state, command.data.paymentDate);
  return [{ type: 'RepaymentReceived', data: { groupId: state.groupId, ...command.data } }];
};

const recordWriteOff = (command: RecordLoanWriteOff, state: RegisteredGroup): GroupEvent[] => {
  const loan = state.loans[command.data.loanId];
  if (!loan) throw new NotFoundError('Loan not found in this group');
  // decided with the loan's WriteOffLoan and appended together: a retry records it once
  if (loan.writtenOff) return [];
  assertOpenDate(state, command.data.writeOffDate);
  const { loanId, amount, writeOffDate } = command.data;
  return [
    {
      type: 'LoanWriteOffRecorded',
      data: { groupId: state.groupId, loanId, amount, writtenOffOn: writeOffDate },
    },
  ];
};

/** Each command on a registered group, given its business date. */
const DECISIONS: CommandHandlers<
  Exclude<GroupCommand, RegisterGroup>,
  RegisteredGroup,
  GroupEvent,
  string
> = {
  SetGroupStatus: setStatus,
  EnrolMember: enrol,
  RemoveMember: decideLeaving,
  RecordSaving: recordSaving,
  AdjustSavings: decideAdjustment,
  DisburseLoan: disburse,
  ReceiveRepayment: receiveRepayment,
  RecordLoanWriteOff: recordWriteOff,
  ImposePenalty: decideCollection,
  MarkPenaltyPaid: decideCollection,
  SetRegistrationFee: decideCollection,
  RecordFeePayment: decideCollection,
  SetLoanRules: decideLoanRules,
  ReverseSaving: decideReversal,
  ReversePenalty: decideReversal,
  ReverseFeePayment: decideReversal,
  ReverseRepaymentCredit: decideReversal,
  ProposeCycleClose: decideCycle,
  ConfirmCycleClose: decideCycle,
  RejectCycleClose: decideCycle,
};

export const decide = (command: GroupCommand, state: GroupState): GroupEvent[] => {
  const today = businessDate(command.metadata.now);
  if (command.type === 'RegisterGroup') return register(command, state, today);
  if (state.status === 'none') throw new NotFoundError('Saving group not found');
  return decideBy(DECISIONS, command, state, today);
};
