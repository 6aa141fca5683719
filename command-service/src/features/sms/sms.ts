import {
  type Actor,
  assertCan,
  businessDate,
  ForbiddenError,
  inScope,
  NO_RECIPIENTS,
  NotFoundError,
  projectDecider,
  projectStream,
  RuleViolation,
  type SendSmsInput,
  smsDecider,
  smsPartsOf,
  smsSizeOf,
  smsStream,
  ValidationError,
} from '@pm/domain';
import type { SmsPreview } from '@pm/domain/sms/rows';
import { sealRecipientPhones } from '@pm/infra/crypto/sms-phones';
import { nextId } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import { loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { costOf, releaseSend, reserveSend, usedOn } from './limits';
import { type ResolvedRecipients, resolveRecipients } from './recipients';

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
  /** The SMS it is billed as: its parts times its recipients. */
  readonly parts: number;
}

/** Who a message goes to, as the repeat check compares it (hashed before it is kept). */
const recipientsKeyOf = (input: SendSmsInput): string =>
  `${input.recipientType}:${input.recipientFilter ?? ''}:${input.customPhoneNumber ?? ''}`;

/**
 * What a message would be before it is sent (the confirmation of a bulk send): its recipients, the SMS it
 * is billed as and their cost, and what is left of the project's budget today. Nothing is stored.
 */
export const previewSms = async (ctx: CommandContext, input: SendSmsInput): Promise<SmsPreview> => {
  const { deps, principal } = ctx;
  assertCan(principal.actor, 'sms.send');
  const project = await smsProjectFor(deps, principal.actor, input.projectId);
  const resolved = await resolveRecipients(deps.pool, project.projectId, input, ctx.now);
  const limits = deps.config.smsLimits;
  const size = smsSizeOf(input.content.trim());
  const totalParts = size.parts * resolved.entries.length;
  const used = await usedOn(deps.pool, project.projectId, businessDate(ctx.now));
  return {
    totalRecipients: resolved.entries.length,
    skippedRecipients: resolved.skipped,
    encoding: size.encoding,
    partsPerMessage: size.parts,
    totalParts,
    partPrice: limits.partPrice,
    cost: costOf(totalParts, limits),
    dailyBudget: limits.dailyPartsPerProject,
    usedToday: used,
    remainingToday: Math.max(0, limits.dailyPartsPerProject - used),
  };
};

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
  const parts = smsPartsOf(input.content.trim()) * resolved.entries.length;
  const ref = principal.ref;
  await reserveSend(
    deps.pool,
    {
      smsId,
      projectId: project.projectId,
      userId: ref.kind === 'user' ? ref.userId : null,
      now: ctx.now,
      parts,
      recipients: recipientsKeyOf(input),
      content: input.content,
    },
    deps.config.smsLimits,
  );
  try {
    return await queue(ctx, input, project, resolved, smsId, parts);
  } catch (e) {
    await releaseSend(deps.pool, smsId);
    throw e;
  }
};

const queue = async (
  ctx: CommandContext,
  input: SendSmsInput,
  project: Awaited<ReturnType<typeof smsProjectFor>>,
  resolved: ResolvedRecipients,
  smsId: number,
  parts: number,
): Promise<SmsQueuedAnswer> => {
  const { deps, principal } = ctx;
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
  return {
    id: smsId,
    position: outcome.position,
    totalRecipients: recipients.length,
    skippedRecipients,
    parts,
  };
};
