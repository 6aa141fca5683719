import {
  type Actor,
  assertCan,
  businessDate,
  type CreateEmergencyFundInput,
  type CreateSavingGroupInput,
  canRead,
  type DisbursementRequestInput,
  type EmergencyContributionInput,
  emergencyFundDecider,
  emergencyFundStream,
  type GroupStatus,
  groupDecider,
  groupStream,
  type IssueLoanInput,
  isActiveMember,
  loanDecider,
  loanStream,
  type MemberInput,
  NotFoundError,
  type RecordRepaymentInput,
  type RecordSavingInput,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import {
  type Execution,
  execute,
  executeSteps,
  loadAggregate,
  type Principal,
  step,
} from '../../lib/command-bus';
import type { Written } from '../../lib/command-route';
import { projectPlaceFor } from '../../lib/project-place';

const meta = (principal: Principal, now: string) => ({ now, actor: principal.ref });

/** The group if the actor may see it (404 otherwise) and manage saving groups there (403 otherwise). */
const writableGroup = async (deps: CommandDeps, actor: Actor, groupId: number) => {
  const { state } = await loadAggregate(deps.store, groupDecider, groupStream(groupId));
  if (state.status === 'none' || !canRead(actor, state)) throw new NotFoundError('Saving group not found');
  assertCan(actor, 'savingGroups.manage', state);
  return state;
};

export const registerGroup = async (
  deps: CommandDeps,
  principal: Principal,
  input: CreateSavingGroupInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  assertCan(principal.actor, 'savingGroups.manage');
  const project = await projectPlaceFor(
    deps,
    principal.actor,
    input.projectId,
    'savingGroups.manage',
    'You can register groups only in your own project',
  );
  const groupId = await nextId(deps.pool, 'saving_group');
  const { projectId: _projectId, ...details } = input;
  const outcome = await execute(
    deps.store,
    groupDecider,
    groupStream(groupId),
    { type: 'RegisterGroup', data: { groupId, project, ...details }, metadata: meta(principal, now) },
    execution,
  );
  return { id: groupId, position: outcome.position };
};

export const setGroupStatus = async (
  deps: CommandDeps,
  principal: Principal,
  groupId: number,
  status: GroupStatus,
  execution: Execution,
  now: string,
): Promise<Written> => {
  await writableGroup(deps, principal.actor, groupId);
  const outcome = await execute(
    deps.store,
    groupDecider,
    groupStream(groupId),
    { type: 'SetGroupStatus', data: { status }, metadata: meta(principal, now) },
    execution,
  );
  return { id: groupId, position: outcome.position };
};

export const enrolMember = async (
  deps: CommandDeps,
  principal: Principal,
  input: MemberInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  await writableGroup(deps, principal.actor, input.groupId);
  const memberId = await nextId(deps.pool, 'group_member');
  const stream = groupStream(input.groupId);
  const { groupId: _groupId, ...member } = input;
  // members are addressed by id in the API (DELETE /api/group-members/{id}): remember their group
  const outcome = await deps.uniqueKeys.withReservation(
    'group-member',
    String(memberId),
    stream,
    'Member id in use',
    () =>
      execute(
        deps.store,
        groupDecider,
        stream,
        { type: 'EnrolMember', data: { memberId, ...member }, metadata: meta(principal, now) },
        execution,
      ),
  );
  return { id: memberId, position: outcome.position };
};

const groupOfMember = async (deps: CommandDeps, memberId: number): Promise<number> => {
  const owner = await deps.uniqueKeys.owner('group-member', String(memberId));
  if (owner === null) throw new NotFoundError('Member not found');
  return Number(owner.slice('group-'.length));
};

export const removeMember = async (
  deps: CommandDeps,
  principal: Principal,
  memberId: number,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const groupId = await groupOfMember(deps, memberId);
  await writableGroup(deps, principal.actor, groupId);
  const outcome = await execute(
    deps.store,
    groupDecider,
    groupStream(groupId),
    { type: 'RemoveMember', data: { memberId }, metadata: meta(principal, now) },
    execution,
  );
  return { id: memberId, position: outcome.position };
};

export const recordSaving = async (
  deps: CommandDeps,
  principal: Principal,
  input: RecordSavingInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  await writableGroup(deps, principal.actor, input.groupId);
  const savingId = await nextId(deps.pool, 'group_saving');
  const outcome = await execute(
    deps.store,
    groupDecider,
    groupStream(input.groupId),
    {
      type: 'RecordSaving',
      data: {
        savingId,
        memberId: input.memberId,
        amount: input.amount,
        savingDate: input.savingDate,
        notes: input.notes ?? null,
        meetingId: input.meetingId ?? null,
      },
      metadata: meta(principal, now),
    },
    execution,
  );
  return { id: savingId, position: outcome.position };
};

/** IssueLoan: the loan stream opens and the group's fund is debited together, at the versions decided on. */
export const issueLoan = async (
  deps: CommandDeps,
  principal: Principal,
  input: IssueLoanInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const group = await writableGroup(deps, principal.actor, input.groupId);
  const loanId = await nextId(deps.pool, 'loan');
  const loanDate = input.loanDate ?? businessDate(now);
  const metadata = meta(principal, now);
  const position = await executeSteps(
    deps.store,
    [
      step(deps.store, groupDecider, groupStream(input.groupId), {
        type: 'DisburseLoan',
        data: { loanId, borrowerId: input.borrowerId, amount: input.amount, loanDate },
        metadata,
      }),
      step(deps.store, loanDecider, loanStream(loanId), {
        type: 'IssueLoan',
        data: {
          loanId,
          groupId: input.groupId,
          borrowerId: input.borrowerId,
          amount: input.amount,
          interestRate: input.interestRate,
          termMonths: input.termMonths,
          loanDate,
          purpose: input.purpose,
          guarantors: input.guarantors ?? [],
          meetingId: input.meetingId ?? null,
          place: { projectId: group.projectId, clusterId: group.clusterId, regionId: group.regionId },
        },
        metadata,
      }),
    ],
    execution,
    metadata,
  );
  return { id: loanId, position };
};

/** RecordRepayment: the loan takes the repayment (balance rule) and the group's fund is credited, together. */
export const recordRepayment = async (
  deps: CommandDeps,
  principal: Principal,
  input: RecordRepaymentInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const { state: loan } = await loadAggregate(deps.store, loanDecider, loanStream(input.loanId));
  if (loan.status === 'none' || !canRead(principal.actor, loan)) throw new NotFoundError('Loan not found');
  assertCan(principal.actor, 'savingGroups.manage', loan);
  const repaymentId = await nextId(deps.pool, 'loan_repayment');
  const metadata = meta(principal, now);
  const position = await executeSteps(
    deps.store,
    [
      step(deps.store, loanDecider, loanStream(input.loanId), {
        type: 'RecordRepayment',
        data: {
          repaymentId,
          amount: input.amount,
          paymentDate: input.paymentDate,
          notes: input.notes ?? null,
          meetingId: input.meetingId ?? null,
        },
        metadata,
      }),
      step(deps.store, groupDecider, groupStream(loan.groupId), {
        type: 'ReceiveRepayment',
        data: { repaymentId, loanId: input.loanId, amount: input.amount, paymentDate: input.paymentDate },
        metadata,
      }),
    ],
    execution,
    metadata,
  );
  return { id: repaymentId, position };
};

export const createEmergencyFund = async (
  deps: CommandDeps,
  principal: Principal,
  input: CreateEmergencyFundInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const group = await writableGroup(deps, principal.actor, input.groupId);
  const fundId = await nextId(deps.pool, 'emergency_fund');
  const outcome = await execute(
    deps.store,
    emergencyFundDecider,
    emergencyFundStream(fundId),
    {
      type: 'CreateEmergencyFund',
      data: {
        fundId,
        description: input.description,
        contributionAmount: input.contributionAmount,
        maxDisbursementPerMember: input.maxDisbursementPerMember,
        isActive: input.isActive,
        group: {
          groupId: input.groupId,
          status: group.status,
          projectId: group.projectId,
          clusterId: group.clusterId,
          regionId: group.regionId,
        },
      },
      metadata: meta(principal, now),
    },
    execution,
  );
  return { id: fundId, position: outcome.position };
};

/** The fund (404 out of scope), the capability, and the member's standing in the fund's group. */
const fundAndMember = async (deps: CommandDeps, actor: Actor, fundId: number, memberId: number | null) => {
  const { state: fund } = await loadAggregate(deps.store, emergencyFundDecider, emergencyFundStream(fundId));
  if (fund.status === 'none' || !canRead(actor, fund)) throw new NotFoundError('Emergency fund not found');
  assertCan(actor, 'savingGroups.manage', fund);
  if (memberId === null) return { fund, member: null };
  const { state: group } = await loadAggregate(deps.store, groupDecider, groupStream(fund.groupId));
  const owner = await deps.uniqueKeys.owner('group-member', String(memberId));
  return {
    fund,
    member: {
      memberId,
      // a member of another group is named as such, so the decider refuses it
      groupId: owner === null ? -1 : Number(owner.slice('group-'.length)),
      isActive: group.status !== 'none' && isActiveMember(group, memberId),
    },
  };
};

export const recordEmergencyContribution = async (
  deps: CommandDeps,
  principal: Principal,
  input: EmergencyContributionInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const { member } = await fundAndMember(deps, principal.actor, input.fundId, input.memberId);
  const contributionId = await nextId(deps.pool, 'emergency_contribution');
  const outcome = await execute(
    deps.store,
    emergencyFundDecider,
    emergencyFundStream(input.fundId),
    {
      type: 'RecordEmergencyContribution',
      data: {
        contributionId,
        member: member!,
        amount: input.amount,
        contributionDate: input.contributionDate,
        notes: input.notes ?? null,
        meetingId: input.meetingId ?? null,
      },
      metadata: meta(principal, now),
    },
    execution,
  );
  return { id: contributionId, position: outcome.position };
};

export const submitDisbursement = async (
  deps: CommandDeps,
  principal: Principal,
  input: DisbursementRequestInput,
  execution: Execution,
  now: string,
): Promise<Written> => {
  const { member } = await fundAndMember(deps, principal.actor, input.fundId, input.memberId);
  const disbursementId = await nextId(deps.pool, 'emergency_disbursement');
  const stream = emergencyFundStream(input.fundId);
  const outcome = await deps.uniqueKeys.withReservation(
    'disbursement',
    String(disbursementId),
    stream,
    'in use',
    () =>
      execute(
        deps.store,
        emergencyFundDecider,
        stream,
        {
          type: 'SubmitDisbursement',
          data: {
            disbursementId,
            member: member!,
            amount: input.amount,
            emergencyType: input.emergencyType,
            description: input.description,
            disbursementDate: input.disbursementDate ?? null,
          },
          metadata: meta(principal, now),
        },
        execution,
      ),
  );
  return { id: disbursementId, position: outcome.position };
};

/** Approve or reject: ProjectAdmin level or above (the policy), never one's own request (the decider). */
export const decideDisbursement = async (
  deps: CommandDeps,
  principal: Principal,
  disbursementId: number,
  decision: { approve: true } | { approve: false; reason: string },
  execution: Execution,
  now: string,
): Promise<Written> => {
  const stream = await deps.uniqueKeys.owner('disbursement', String(disbursementId));
  if (stream === null) throw new NotFoundError('Disbursement request not found');
  const { state: fund } = await loadAggregate(deps.store, emergencyFundDecider, stream);
  if (fund.status === 'none' || !canRead(principal.actor, fund))
    throw new NotFoundError('Disbursement request not found');
  assertCan(principal.actor, 'emergency.decide', fund);
  const outcome = await execute(
    deps.store,
    emergencyFundDecider,
    stream,
    decision.approve
      ? { type: 'ApproveDisbursement', data: { disbursementId }, metadata: meta(principal, now) }
      : {
          type: 'RejectDisbursement',
          data: { disbursementId, reason: decision.reason },
          metadata: meta(principal, now),
        },
    execution,
  );
  return { id: disbursementId, position: outcome.position };
};
