import {
  type Actor,
  assertCan,
  ForbiddenError,
  inScope,
  NO_RECIPIENTS,
  NotFoundError,
  projectDecider,
  projectStream,
  RuleViolation,
  type SendSmsInput,
  smsDecider,
  smsStream,
  ValidationError,
} from '@pm/domain';
import { sealRecipientPhones } from '@pm/infra/crypto/sms-phones';
import { nextId } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import { loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { resolveRecipients } from './recipients';

/**
 * The project a message goes out for. A ProjectAdmin's own project (another one: 403); SuperAdmin and
 * ClusterAdmin name one (400 'Please select a project' without), which must exist (404) and lie in
 * their scope (403).
 */
const smsProjectFor = async (deps: CommandDeps, actor: Actor, requested: number | null | undefined) => {
  const own = actor.role === 'ProjectAdmin';
  if (own && requested != null && requested !== actor.projectId)
    throw new ForbiddenError('You can send SMS only for your own project');
  const projectId = own ? actor.projectId : (requested ?? null);
  if (projectId === null)
    throw new ValidationError('Please select a project', { projectId: 'Please select a project' });
  const { state } = await loadAggregate(deps, projectDecider, projectStream(projectId));
  if (state.status === 'none')
    throw new NotFoundError('Project not found', { projectId: 'Project not found' });
  if (!inScope(actor, state)) throw new ForbiddenError('That project is outside your scope');
  assertCan(actor, 'sms.send', state);
  return { ...state, projectId, isActive: state.status === 'active' };
};

export interface SmsQueuedAnswer extends Written {
  readonly totalRecipients: number;
  readonly skippedRecipients: number;
}

/**
 * QueueSms: the recipients are resolved and counted here (the client's totalRecipients is ignored),
 * their numbers sealed, and the message stored as SmsQueued. Nothing is sent yet: the dispatcher hands
 * stored messages to the gateway (./dispatcher.ts). Zero recipients: 422 and nothing stored.
 */
export const sendSms = async (ctx: CommandContext, input: SendSmsInput): Promise<SmsQueuedAnswer> => {
  const { deps, principal } = ctx;
  assertCan(principal.actor, 'sms.send');
  const project = await smsProjectFor(deps, principal.actor, input.projectId);
  const resolved = await resolveRecipients(deps.pool, project.projectId, input, ctx.now);
  if (resolved.entries.length === 0) throw new RuleViolation(NO_RECIPIENTS);
  const smsId = await nextId(deps.pool, 'sms');
  const recipients = await sealRecipientPhones(deps.pool, smsId, resolved.entries);
  // a child erased between the look-up and the sealing has no key any more: its number is left out
  const skippedRecipients = resolved.skipped + resolved.entries.length - recipients.length;
  const ref = principal.ref;
  const outcome = await run(ctx, smsDecider, smsStream(smsId), {
    type: 'QueueSms',
    data: {
      smsId,
      content: input.content,
      recipientType: input.recipientType,
      recipientFilter: input.recipientFilter,
      recipients,
      skippedRecipients,
      sentBy: ref.kind === 'user' ? { userId: ref.userId, username: ref.username } : null,
      project: {
        projectId: project.projectId,
        clusterId: project.clusterId,
        regionId: project.regionId,
        isActive: project.isActive,
      },
    },
  });
  return { id: smsId, position: outcome.position, totalRecipients: recipients.length, skippedRecipients };
};
