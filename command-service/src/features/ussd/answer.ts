import { businessDate, kenyanClock, normaliseKenyanPhone, ussdPage, ussdTexts } from '@pm/domain';
import type { CommandDeps } from '../../context';
import { accessOf } from './access';
import { type CallerChild, type CallerMembership, childrenOf, membershipsOf } from './callers';
import { keepSession, sessionOf } from './session';
import { type Caller, nextStep, type Turn } from './steps';

/** What Africa's Talking posts for each input of a session. */
export interface UssdRequest {
  readonly sessionId: string;
  readonly phoneNumber: string;
  /** Every input of the session so far, joined by '*' (empty at the start). */
  readonly text: string;
}

const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
};

const END_SESSION = 'Your session has ended. Please dial again.';

/** The first page: the number's lock, then whether it is anyone's on the register, then the languages. */
const begin = async (c: Caller): Promise<Turn> => {
  const t = ussdTexts('en');
  const { lockedUntil } = await accessOf(c.deps.pool, c.phone);
  if (lockedUntil !== null) return [{ at: 'ended' }, ussdPage('END', [t.locked(kenyanClock(lockedUntil))])];
  const [children, groups] = await Promise.all([c.children(), c.memberships()]);
  if (children.length === 0 && groups.length === 0) return [{ at: 'ended' }, ussdPage('END', [t.unknown])];
  return [{ at: 'language' }, ussdPage('CON', [t.welcome])];
};

/**
 * The page for one request of a USSD session (docs/domain/ussd.md): the inputs not yet taken are acted
 * on in order and the last page answered. A request sent again (no new input) is answered the page it
 * got; a session that is not this number's, has gone back, or has outlived SESSION_MS is ended without
 * acting on anything.
 */
export const answerUssd = async (
  deps: CommandDeps,
  request: UssdRequest,
  now = new Date().toISOString(),
): Promise<string> => {
  const phone = normaliseKenyanPhone(request.phoneNumber);
  if (phone === null) return ussdPage('END', [ussdTexts('en').unknown]);
  const inputs = request.text === '' ? [] : request.text.split('*').map((i) => i.trim());
  const session = await sessionOf(deps.pool, request.sessionId);
  if (session && session.phone !== phone) return ussdPage('END', [END_SESSION]);
  if (session && inputs.length === session.inputs) return session.answer;
  if ((!session && inputs.length > 0) || (session && (!session.live || inputs.length < session.inputs)))
    return ussdPage('END', [END_SESSION]);
  const today = businessDate(now);
  const caller = (taken: number): Caller => ({
    deps,
    phone,
    now,
    request: `ussd:${request.sessionId}:${taken}`,
    children: once<CallerChild[]>(() => childrenOf(deps.pool, phone, today)),
    memberships: once<CallerMembership[]>(() => membershipsOf(deps.pool, phone)),
  });
  let [step, answer]: Turn = session ? [session.step, session.answer] : await begin(caller(0));
  for (let i = session?.inputs ?? 0; i < inputs.length; i += 1) {
    if (step.at === 'ended') break;
    [step, answer] = await nextStep(caller(i + 1), step, inputs[i] ?? '');
  }
  await keepSession(deps.pool, request.sessionId, { phone, step, inputs: inputs.length, answer });
  return answer;
};
