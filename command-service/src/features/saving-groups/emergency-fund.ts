import {
  assertCan,
  type CreateEmergencyFundInput,
  canRead,
  type DisbursementRequestInput,
  type EmergencyContributionInput,
  type EmergencyFundCommand,
  emergencyFundDecider,
  emergencyFundStream,
  type MembershipFacts,
  NotFoundError,
} from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import { type Bare, loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { recordEntry, runEntry } from '../../lib/entry-keys';
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

/**
 * A new entry on an emergency fund's stream for a member of its group (fundAndMember), under an id from
 * `ids.sequence` indexed to the stream as `ids.kind`, at a meeting of the group when one is named.
 */
const recordFundEntry = async (
  ctx: CommandContext,
  at: { readonly fundId: number; readonly memberId: number; readonly meetingId?: number | null },
  ids: { readonly sequence: string; readonly kind: string },
  command: (id: number, member: MembershipFacts) => Bare<EmergencyFundCommand>,
): Promise<Written> => {
  const { fund, member } = await fundAndMember(ctx.deps, ctx.principal.actor, at.fundId, at.memberId);
  await assertMeetingOfGroup(ctx.deps, at.meetingId, fund.groupId);
  const stream = emergencyFundStream(at.fundId);
  return recordEntry(ctx, ids, (entry) =>
    runEntry(ctx, emergencyFundDecider, stream, command(entry.id, member), entry),
  );
};

export const recordEmergencyContribution = (
  ctx: CommandContext,
  input: EmergencyContributionInput,
): Promise<Written> =>
  recordFundEntry(
    ctx,
    input,
    { sequence: 'emergency_contribution', kind: ENTRY_KEYS.emergencyContribution },
    (contributionId, member) => ({
      type: 'RecordEmergencyContribution',
      data: {
        contributionId,
        member,
        amount: input.amount,
        contributionDate: input.contributionDate,
        notes: input.notes ?? null,
        meetingId: input.meetingId ?? null,
      },
    }),
  );

export const submitDisbursement = (ctx: CommandContext, input: DisbursementRequestInput): Promise<Written> =>
  recordFundEntry(
    ctx,
    { fundId: input.fundId, memberId: input.memberId },
    { sequence: 'emergency_disbursement', kind: 'disbursement' },
    (disbursementId, member) => ({
      type: 'SubmitDisbursement',
      data: {
        disbursementId,
        member,
        amount: input.amount,
        emergencyType: input.emergencyType,
        description: input.description,
        disbursementDate: input.disbursementDate ?? null,
      },
    }),
  );

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
