import {
  assertCan,
  businessDate,
  canRead,
  ForbiddenError,
  groupDecider,
  groupStream,
  hasCapability,
  maskedPhone,
  NotFoundError,
  normaliseKenyanPhone,
  participantDecider,
  participantStream,
  recorderOf,
  ussdAccessDecider,
  ussdAccessStream,
  ValidationError,
} from '@pm/domain';
import type { ResetUssdPinInput } from '@pm/domain/api/ussd';
import { ussdCommands } from '@pm/domain/api/ussd';
import { loadAggregate, run } from '../../lib/command-bus';
import { type CommandContext, type CommandRoute, defineRoute } from '../../lib/define-command';
import { answered } from '../mobile-money/routes';
import { phoneId, resetAccess } from './access';
import { childrenOf, membershipsOf } from './callers';

const NOBODY = 'No one with this number in your scope';

/**
 * Whether the actor looks after someone whose number this is: a child's (the capability to record their
 * payments, where they are) or a member's (the capability to manage their group). Out of scope: 404, as
 * if the number were no one's; in scope without the capability: 403.
 */
const mayReset = async (ctx: CommandContext, phone: string): Promise<void> => {
  const { deps, principal } = ctx;
  const { actor } = principal;
  // a role that may do neither anywhere is refused before anyone's number is looked up
  if (!hasCapability(actor, 'payments.record') && !hasCapability(actor, 'savingGroups.manage'))
    throw new ForbiddenError('Your role may not reset a USSD PIN');
  const places = [
    ...(
      await Promise.all(
        (
          await childrenOf(deps.pool, phone, businessDate(ctx.now))
        ).map(
          async (c) =>
            (
              await loadAggregate(deps, participantDecider, participantStream(c.participantId))
            ).state,
        ),
      )
    ).flatMap((s) => (s.status === 'none' ? [] : [{ place: s, capability: 'payments.record' as const }])),
    ...(
      await Promise.all(
        (
          await membershipsOf(deps.pool, phone)
        ).map(async (m) => (await loadAggregate(deps, groupDecider, groupStream(m.id))).state),
      )
    ).flatMap((s) => (s.status === 'none' ? [] : [{ place: s, capability: 'savingGroups.manage' as const }])),
  ].filter((p) => canRead(actor, p.place));
  if (places.length === 0) throw new NotFoundError(NOBODY);
  const allowed = places.find((p) => hasCapability(actor, p.capability) && canRead(actor, p.place));
  assertCan(actor, (allowed ?? places[0]!).capability, (allowed ?? places[0]!).place);
};

/** POST /api/ussd/pin-resets: the number's PIN, code and lock are cleared, and the reset is an event. */
export const resetUssdPin = async (ctx: CommandContext, input: ResetUssdPinInput) => {
  const phone = normaliseKenyanPhone(input.phone);
  if (phone === null)
    throw new ValidationError('Enter a valid Kenyan phone number, e.g. +254 712 345 678', {
      phone: 'Enter a valid Kenyan phone number, e.g. +254 712 345 678',
    });
  await mayReset(ctx, phone);
  const outcome = await run(ctx, ussdAccessDecider, ussdAccessStream(phoneId(phone)), {
    type: 'ResetUssdPin',
    data: {
      phone: maskedPhone(phone),
      reason: input.reason,
      resetBy: recorderOf(ctx.principal.ref),
      at: ctx.now,
    },
  });
  await resetAccess(ctx.deps.pool, phone);
  return { phone: maskedPhone(phone), position: outcome.position };
};

export const ussdRoutes: readonly CommandRoute[] = [
  defineRoute(ussdCommands.resetUssdPin, (route, { body }) =>
    answered(route, (ctx) => resetUssdPin(ctx, body)),
  ),
];
