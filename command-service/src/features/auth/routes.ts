import { setTimeout as delay } from 'node:timers/promises';
import { authCommands as c } from '@pm/domain/api/auth';
import { destroyOtherSessions } from '@pm/infra/http/session-store';
import type { FastifyRequest } from 'fastify';
import { systemPrincipal } from '../../lib/actor';
import {
  type CommandRoute,
  defineCommand,
  defineRoute,
  type RouteContext,
  systemContext,
} from '../../lib/define-command';
import { commandIdFor, POSITION_COOKIE } from '../../lib/request';
import { authenticate, changePassword, chooseLanguage, registerUser } from './service';

/** How long a registration takes to answer at the least (see the register route). */
export const REGISTRATION_ANSWER_MS = 600;

/** What every registration is answered, the username free or taken. */
export const REGISTRATION_RECEIVED =
  'Registration received. Sign in with the username and password you chose; an administrator will give the account its role.';

/** A new session id on every sign-in: a session fixed before sign-in is worthless after it. */
const startSession = async (request: FastifyRequest, userId: number): Promise<void> => {
  await request.session.regenerate();
  request.session.userId = userId;
  request.session.signedInAt = Date.now();
};

/**
 * A password changed ends the user's other sessions (a phone left signed in elsewhere, a session someone
 * took), as an administrator's reset and a deactivation end them all; the session that changed it goes on.
 * A retry of the change (its Idempotency-Key) ends them again, harmlessly.
 */
const endOtherSessions = async ({ deps, request }: RouteContext): Promise<void> => {
  const userId = request.session.userId;
  if (userId !== undefined) await destroyOtherSessions(deps.pool, userId, request.session.sessionId);
};

/** POST /api/login, /api/register, /api/logout (spec: API calls): public, answered by their own handlers. */
export const authRoutes: readonly CommandRoute[] = [
  defineRoute(c.login, async ({ deps, request }, { body }) => {
    const user = await authenticate(deps, body, request.ip);
    await startSession(request, user.id);
    request.log.info({ userId: user.id }, 'signed in');
    return user;
  }),
  // The same answer, at the same time, whether the username was free or taken: no session and no cookie
  // (the new account signs in as any other), and not before REGISTRATION_ANSWER_MS, which the work of a
  // new account (its password hash, its claim and its first event) stays under.
  defineRoute(c.register, async ({ deps, request, reply }, { body }) => {
    const started = Date.now();
    await deps.throttle.registration(request.ip);
    const principal = systemPrincipal('self-registration');
    const ctx = systemContext(deps, principal, new Date().toISOString(), commandIdFor(request));
    const created = await registerUser(ctx, body);
    if (created) request.log.info({ userId: created.user.id }, 'registered');
    else request.log.info('registration for a username already taken: nothing created');
    await delay(Math.max(0, REGISTRATION_ANSWER_MS - (Date.now() - started)));
    return reply.code(c.register.status).send({ message: REGISTRATION_RECEIVED });
  }),
  defineRoute(c.logout, async ({ request, reply }) => {
    if (request.session.userId !== undefined) await request.session.destroy();
    reply.clearCookie('pm.sid', { path: '/' });
    reply.clearCookie(POSITION_COOKIE, { path: '/' });
    return reply.code(c.logout.status).send();
  }),
  defineCommand(c.changePassword, (ctx, { body }) => changePassword(ctx, body), endOtherSessions),
  defineCommand(c.chooseLanguage, (ctx, { body }) => chooseLanguage(ctx, body.language)),
];
