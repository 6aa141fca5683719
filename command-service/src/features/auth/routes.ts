import { loginSchema, parseOrThrow, registerSchema } from '@pm/domain';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { commandIdFor, recordPosition } from '../../lib/request';
import { authenticate, registerUser } from './service';

/** POST /api/login, /api/register, /api/logout (spec 1 §7). */
export const authRoutes = async (app: FastifyInstance, deps: CommandDeps): Promise<void> => {
  app.post('/api/login', async (request) => {
    const input = parseOrThrow(loginSchema, request.body);
    const user = await authenticate(deps, input, request.ip);
    // A new session id on every sign-in: a session fixed before sign-in is worthless after it.
    await request.session.regenerate();
    request.session.userId = user.id;
    request.session.signedInAt = Date.now();
    request.log.info({ userId: user.id }, 'signed in');
    return user;
  });

  app.post('/api/register', async (request, reply) => {
    const input = parseOrThrow(registerSchema, request.body);
    const { user, position } = await registerUser(deps, input, {
      principal: systemPrincipal('self-registration'),
      username: input.username,
      password: input.password,
      now: new Date().toISOString(),
      execution: { commandId: commandIdFor(request) },
    });
    await request.session.regenerate();
    request.session.userId = user.id;
    request.session.signedInAt = Date.now();
    recordPosition(request, position);
    request.log.info({ userId: user.id }, 'registered');
    return reply.code(201).send(user);
  });

  app.post('/api/logout', async (request, reply) => {
    if (request.session.userId !== undefined) await request.session.destroy();
    reply.clearCookie('pm.sid', { path: '/' });
    return reply.code(204).send();
  });
};
