import {
  assertCan,
  ForbiddenError,
  groupStream,
  inScope,
  type MemberWithoutPhone,
  membersWithoutPhone,
  NotFoundError,
  projectDecider,
  projectStream,
  type SetSmsReceiptsInput,
  type SmsSwitchKind,
  smsReceiptsDecider,
  smsReceiptsStream,
} from '@pm/domain';
import type { ProjectPlace } from '@pm/domain/shared/place';
import { loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { writableGroup } from '../saving-groups/access';

export interface ReceiptsSet extends Written {
  readonly enabled: boolean;
  readonly membersWithoutPhone: MemberWithoutPhone[];
}

const placeOf = (p: ProjectPlace): ProjectPlace => ({
  projectId: p.projectId,
  clusterId: p.clusterId,
  regionId: p.regionId,
});

/** The command's kind: none for receipts, as the commands were before reminders. */
const kindOf = (kind: SmsSwitchKind) => (kind === 'reminders' ? { kind } : {});

/**
 * PUT /api/saving-groups/{id}/sms-receipts (and …/sms-reminders, kind 'reminders'): whoever manages the
 * group (its settings, as the loan rules) turns its members' receipts (or loan and meeting reminders) on
 * or off. Turning them on answers the members who will get none.
 */
export const setGroupReceipts = async (
  ctx: CommandContext,
  groupId: number,
  input: SetSmsReceiptsInput,
  kind: SmsSwitchKind = 'receipts',
): Promise<ReceiptsSet> => {
  const group = await writableGroup(ctx.deps, ctx.principal.actor, groupId);
  const outcome = await run(ctx, smsReceiptsDecider, smsReceiptsStream(group.projectId), {
    type: 'SetSmsReceipts',
    data: { scope: 'group', groupId, enabled: input.enabled, ...kindOf(kind), place: placeOf(group) },
  });
  const members = input.enabled
    ? membersWithoutPhone(await ctx.deps.store.readStream(groupStream(groupId)))
    : [];
  return { id: groupId, position: outcome.position, enabled: input.enabled, membersWithoutPhone: members };
};

/**
 * PUT /api/projects/{id}/sms-receipts (and …/sms-reminders, kind 'reminders'): the roles that send the
 * project's SMS (SuperAdmin, ClusterAdmin, ProjectAdmin, in scope) turn the guardians' payment receipts
 * (or contribution reminders) on or off.
 */
export const setProjectReceipts = async (
  ctx: CommandContext,
  projectId: number,
  input: SetSmsReceiptsInput,
  kind: SmsSwitchKind = 'receipts',
): Promise<ReceiptsSet> => {
  const { actor } = ctx.principal;
  assertCan(actor, 'sms.send');
  const { state } = await loadAggregate(ctx.deps, projectDecider, projectStream(projectId));
  if (state.status === 'none') throw new NotFoundError('Project not found');
  if (!inScope(actor, state)) throw new ForbiddenError('That project is outside your scope');
  assertCan(actor, 'sms.send', state);
  const outcome = await run(ctx, smsReceiptsDecider, smsReceiptsStream(projectId), {
    type: 'SetSmsReceipts',
    data: {
      scope: 'project',
      groupId: null,
      enabled: input.enabled,
      ...kindOf(kind),
      place: placeOf({ ...state, projectId }),
    },
  });
  return { id: projectId, position: outcome.position, enabled: input.enabled, membersWithoutPhone: [] };
};
