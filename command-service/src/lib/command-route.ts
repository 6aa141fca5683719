import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandDeps } from '../context';
import { requirePrincipal } from './actor';
import type { Execution, Principal } from './command-bus';
import { once } from './idempotency';
import { commandIdFor, expectedVersionFor, idempotencyKeyOf, recordPosition } from './request';

export interface Written {
  readonly id: number;
  readonly position: bigint | null;
}

export type CommandHandler = (
  principal: Principal,
  request: FastifyRequest,
  execution: Execution,
  now: string,
) => Promise<Written>;

/**
 * A command route: authenticate, run the handler once per Idempotency-Key, record the appended position
 * in the session (read-your-writes) and answer { id, position } — the position as a string, so the
 * client can ask the read API for at least that position.
 */
export const commandRoute =
  (deps: CommandDeps, status: 200 | 201, handler: CommandHandler) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = await requirePrincipal(deps.store, request);
    const execution: Execution = {
      commandId: commandIdFor(request),
      expectedVersion: expectedVersionFor(request),
    };
    const response = await once(deps.pool, idempotencyKeyOf(request), async () => {
      const written = await handler(principal, request, execution, new Date().toISOString());
      return { status, body: { id: written.id, position: written.position?.toString() ?? null } };
    });
    const { position } = response.body as { position: string | null };
    recordPosition(request, position === null ? null : BigInt(position));
    return reply.code(response.status).send(response.body);
  };
