import { type RecordVisitationInput, visitationDecider, visitationStream } from '@pm/domain';
import { nextId } from '@pm/infra/ids';
import { run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { meetingGroupFacts, writableGroup } from './access';

/** The visitation aggregate (`visitation-N`): one visit to a group, with what it found. */
export const recordVisitation = async (
  ctx: CommandContext,
  input: RecordVisitationInput,
): Promise<Written> => {
  const group = await writableGroup(ctx.deps, ctx.principal.actor, input.groupId);
  const visitationId = await nextId(ctx.deps.pool, 'group_visitation');
  const { groupId: _groupId, ...visit } = input;
  const outcome = await run(ctx, visitationDecider, visitationStream(visitationId), {
    type: 'RecordVisitation',
    data: { visitationId, ...visit, group: meetingGroupFacts(group) },
  });
  return { id: visitationId, position: outcome.position };
};
