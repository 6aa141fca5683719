import type { Recorder } from '../../contributions/contribution/events';
import { businessDate } from '../../shared/dates';
import { ConflictError, ForbiddenError, msg, NotFoundError, RuleViolation } from '../../shared/errors';
import { type CommandHandlers, decideBy } from '../../shared/handlers';
import { formatMoney } from '../../shared/money';
import { assertReversible } from '../reversal';
import { isSamePerson, recorderOf } from '../shared';
import type {
  ApproveDisbursement,
  CreateEmergencyFund,
  EmergencyFundCommand,
  MembershipFacts,
  RecordEmergencyContribution,
  RejectDisbursement,
  ReverseEmergencyContribution,
  SubmitDisbursement,
} from './commands';
import type { EmergencyFundEvent } from './events';
import { type CreatedFund, type EmergencyFundState, fundBalance } from './state';

const isActiveMemberOf = (fund: CreatedFund, member: MembershipFacts): boolean =>
  member.isActive && member.groupId === fund.groupId;

/** A request may be decided while it is pending, and never by the user who submitted it (maker-checker). */
const assertDecidable = (fund: CreatedFund, disbursementId: number, decider: Recorder): void => {
  const request = fund.disbursements[disbursementId];
  if (!request) throw new NotFoundError('Disbursement request not found');
  if (request.status !== 'pending')
    throw new RuleViolation('Only pending requests can be approved or rejected');
  if (isSamePerson(request.requestedBy, decider))
    throw new ForbiddenError('You cannot approve or reject your own request');
};

/** Who decides, and on which business day. */
interface Deciding {
  readonly today: string;
  readonly actor: Recorder;
}

const create = (
  command: CreateEmergencyFund,
  state: EmergencyFundState,
  { actor }: Deciding,
): EmergencyFundEvent[] => {
  if (state.status !== 'none') throw new ConflictError('This emergency fund already exists');
  const { group, ...fund } = command.data;
  if (group.status !== 'Active')
    throw new RuleViolation(
      msg`An emergency fund cannot be created while the group is ${{ status: group.status }}`,
    );
  if (fund.contributionAmount <= 0) throw new RuleViolation('Contribution amount must be a positive number');
  if (fund.maxDisbursementPerMember <= 0)
    throw new RuleViolation('Maximum disbursement per member must be a positive number');
  return [
    {
      type: 'EmergencyFundCreated',
      data: {
        fundId: fund.fundId,
        groupId: group.groupId,
        description: fund.description,
        contributionAmount: fund.contributionAmount,
        maxDisbursementPerMember: fund.maxDisbursementPerMember,
        isActive: fund.isActive,
        projectId: group.projectId,
        clusterId: group.clusterId,
        regionId: group.regionId,
        createdBy: actor,
      },
    },
  ];
};

const contribute = (
  command: RecordEmergencyContribution,
  state: CreatedFund,
  { today, actor }: Deciding,
): EmergencyFundEvent[] => {
  const { member, contributionId, ...rest } = command.data;
  if (state.status !== 'active') throw new RuleViolation('This emergency fund is not active');
  if (!isActiveMemberOf(state, member))
    throw new RuleViolation('Only active members of this group can contribute');
  if (rest.amount <= 0) throw new RuleViolation('Amount must be a positive number');
  if (rest.contributionDate > today) throw new RuleViolation('The contribution date cannot be in the future');
  if (rest.contributionDate < member.joinedOn)
    throw new RuleViolation(
      msg`The contribution date cannot be before the member joined on ${{ joinedOn: member.joinedOn }}`,
    );
  return [
    {
      type: 'EmergencyContributionRecorded',
      data: {
        fundId: state.fundId,
        contributionId,
        memberId: member.memberId,
        amount: rest.amount,
        contributionDate: rest.contributionDate,
        notes: rest.notes,
        meetingId: rest.meetingId,
        recordedBy: actor,
        recordedOn: today,
      },
    },
  ];
};

const reverseContribution = (
  command: ReverseEmergencyContribution,
  state: CreatedFund,
): EmergencyFundEvent[] => {
  const { contributionId, reason } = command.data;
  const contribution = state.contributions[contributionId];
  if (!contribution) throw new NotFoundError('Emergency contribution not found');
  const stamp = assertReversible(contribution, 'emergency contribution', command.metadata);
  const { memberId, amount, meetingId } = contribution;
  return [
    {
      type: 'EmergencyContributionReversed',
      data: { fundId: state.fundId, contributionId, memberId, amount, meetingId, reason, ...stamp },
    },
  ];
};

const submit = (
  command: SubmitDisbursement,
  state: CreatedFund,
  { today, actor }: Deciding,
): EmergencyFundEvent[] => {
  const { disbursementId, member, amount, emergencyType, description, disbursementDate } = command.data;
  if (state.disbursements[disbursementId]) throw new ConflictError('This request already exists');
  if (state.status !== 'active') throw new RuleViolation('This emergency fund is not active');
  if (!isActiveMemberOf(state, member))
    throw new RuleViolation('Only active members of this group can request a disbursement');
  if (amount <= 0) throw new RuleViolation('Amount must be a positive number');
  // the day the money is paid out: neither ahead of today nor before the member (and so the group) existed
  if (disbursementDate !== null && disbursementDate > today)
    throw new RuleViolation('The disbursement date cannot be in the future');
  if (disbursementDate !== null && disbursementDate < member.joinedOn)
    throw new RuleViolation(
      msg`The disbursement date cannot be before the member joined on ${{ joinedOn: member.joinedOn }}`,
    );
  if (description.trim().length < 10) throw new RuleViolation('Please provide detailed description');
  if (amount > state.maxDisbursementPerMember)
    throw new RuleViolation(
      msg`The amount is above the fund's maximum of ${{ maximum: formatMoney(state.maxDisbursementPerMember) }} per member`,
    );
  const { available } = fundBalance(state);
  if (amount > available)
    throw new RuleViolation(
      msg`The fund has only ${{ available: formatMoney(Math.max(0, available)) }} available`,
    );
  return [
    {
      type: 'DisbursementRequested',
      data: {
        fundId: state.fundId,
        disbursementId,
        memberId: member.memberId,
        amount,
        emergencyType,
        description: description.trim(),
        disbursementDate,
        requestedBy: actor,
        requestedOn: today,
      },
    },
  ];
};

const approve = (
  command: ApproveDisbursement,
  state: CreatedFund,
  { today, actor }: Deciding,
): EmergencyFundEvent[] => {
  const { disbursementId } = command.data;
  assertDecidable(state, disbursementId, actor);
  return [
    {
      type: 'DisbursementApproved',
      data: { fundId: state.fundId, disbursementId, approvedBy: actor, approvedOn: today },
    },
  ];
};

const reject = (
  command: RejectDisbursement,
  state: CreatedFund,
  { today, actor }: Deciding,
): EmergencyFundEvent[] => {
  const { disbursementId } = command.data;
  assertDecidable(state, disbursementId, actor);
  const reason = command.data.reason.trim();
  if (reason.length < 3) throw new RuleViolation('Please give a reason of at least 3 characters');
  return [
    {
      type: 'DisbursementRejected',
      data: { fundId: state.fundId, disbursementId, reason, rejectedBy: actor, rejectedOn: today },
    },
  ];
};

const DECISIONS: CommandHandlers<
  Exclude<EmergencyFundCommand, CreateEmergencyFund>,
  CreatedFund,
  EmergencyFundEvent,
  Deciding
> = {
  RecordEmergencyContribution: contribute,
  ReverseEmergencyContribution: reverseContribution,
  SubmitDisbursement: submit,
  ApproveDisbursement: approve,
  RejectDisbursement: reject,
};

export const decide = (command: EmergencyFundCommand, state: EmergencyFundState): EmergencyFundEvent[] => {
  const deciding = { today: businessDate(command.metadata.now), actor: recorderOf(command.metadata.actor) };
  if (command.type === 'CreateEmergencyFund') return create(command, state, deciding);
  if (state.status === 'none') throw new NotFoundError('Emergency fund not found');
  return decideBy(DECISIONS, command, state, deciding);
};
