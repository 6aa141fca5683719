import {
  assertCan,
  type CreateEmergencyFundInput,
  canRead,
  type DisbursementRequestInput,
  type EmergencyContributionInput,
  emergencyFundDecider,
  emergencyFundStream,
  NotFoundError,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import { loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { runEntry } from '../../lib/entry-keys';
import { fundAndMember, writableGroup } from './access';
import { assertMeetingOfGroup } from './meeting';
import { ENTRY_KEYS } from './reversals';

/** The emergency fund aggregate (`emergency-fund-N`): contributions and maker-checker requests. */

export const createEmergencyFund = async (
  ctx: CommandContext,
  input: CreateEmergencyFundInput,
): Promise<Written> => {
  const group = await writableGroup(ctx.deps, ctx.principal.actor, input.groupId);
  const fundId = await nextId(ctx.deps.pool, 'emergency_fund');
  const outcome = await run(ctx, emergencyFundDecider, emergencyFundStream(fundId), {
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
  });
  return { id: fundId, position: outcome.position };
};

export const recordEmergencyContribution = async (
  ctx: CommandContext,
  input: EmergencyContributionInput,
): Promise<Written> => {
  const { fund, member } = await fundAndMember(ctx.deps, ctx.principal.actor, input.fundId, input.memberId);
  await assertMeetingOfGroup(ctx.deps, input.meetingId, fund.groupId);
  const contributionId = await nextId(ctx.deps.pool, 'emergency_contribution');
  const stream = emergencyFundStream(input.fundId);
  const outcome = await runEntry(
    ctx,
    emergencyFundDecider,
    stream,
    {
      type: 'RecordEmergencyContribution',
      data: {
        contributionId,
        member,
        amount: input.amount,
        contributionDate: input.contributionDate,
        notes: input.notes ?? null,
        meetingId: input.meetingId ?? null,
      },
    },
    { kind: ENTRY_KEYS.emergencyContribution, id: contributionId },
  );
  return { id: contributionId, position: outcome.position };
};

export const submitDisbursement = async (
  ctx: CommandContext,
  input: DisbursementRequestInput,
): Promise<Written> => {
  const { member } = await fundAndMember(ctx.deps, ctx.principal.actor, input.fundId, input.memberId);
  const disbursementId = await nextId(ctx.deps.pool, 'emergency_disbursement');
  const stream = emergencyFundStream(input.fundId);
  const outcome = await runEntry(
    ctx,
    emergencyFundDecider,
    stream,
    {
      type: 'SubmitDisbursement',
      data: {
        disbursementId,
        member,
        amount: input.amount,
        emergencyType: input.emergencyType,
        description: input.description,
        disbursementDate: input.disbursementDate ?? null,
      },
    },
    { kind: 'disbursement', id: disbursementId },
  );
  return { id: disbursementId, position: outcome.position };
};

export type Decision = { approve: true } | { approve: false; reason: string };

/** Approve or reject: ProjectAdmin level or above (the policy), never one's own request (the decider). */
export const decideDisbursement = async (
  ctx: CommandContext,
  disbursementId: number,
  decision: Decision,
): Promise<Written> => {
  const stream = await ctx.deps.uniqueKeys.owner('disbursement', String(disbursementId));
  if (stream === null) throw new NotFoundError('Disbursement request not found');
  const { state: fund } = await loadAggregate(ctx.deps, emergencyFundDecider, stream);
  if (fund.status === 'none' || !canRead(ctx.principal.actor, fund))
    throw new NotFoundError('Disbursement request not found');
  assertCan(ctx.principal.actor, 'emergency.decide', fund);
  const outcome = await run(
    ctx,
    emergencyFundDecider,
    stream,
    decision.approve
      ? { type: 'ApproveDisbursement', data: { disbursementId } }
      : { type: 'RejectDisbursement', data: { disbursementId, reason: decision.reason } },
  );
  return { id: disbursementId, position: outcome.position };
};
