import { DomainError, type UssdLanguage, ussdKes, ussdTexts, WAITING_MESSAGE } from '@pm/domain';
import { systemPrincipal } from '../../lib/actor';
import { systemContext } from '../../lib/define-command';
import { payableMonth, startPayRequest } from '../mobile-money/pay-requests';
import type { Caller } from './steps';

/**
 * "Pay now": a request to pay (STK push) to the caller's own phone for their child's oldest month still
 * owing (docs/domain/mobile-money.md, "Requests to pay"), asked once per session input (its command id).
 * The child is one of the caller's, found again by the number: a session cannot name another's child.
 */
export const payNow = async (c: Caller, lang: UssdLanguage, participantId: number): Promise<string> => {
  const t = ussdTexts(lang);
  const child = (await c.children()).find((k) => k.participantId === participantId);
  if (!child?.oldestOwed) return t.nothingOwed;
  const ctx = systemContext(c.deps, systemPrincipal('USSD'), c.now, c.request);
  try {
    const payable = await payableMonth(ctx, child.oldestOwed.contributionId, () => {});
    const asked = await startPayRequest(ctx, payable, c.phone.slice(1));
    return t.payAsked(ussdKes(Math.round(asked.amount * 100)));
  } catch (e) {
    if (e instanceof DomainError && e.message === WAITING_MESSAGE) return t.payWaiting;
    if (e instanceof DomainError) return t.payFailed;
    throw e;
  }
};
