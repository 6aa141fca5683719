import { userCommands as c } from '@pm/domain/api/users';
import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../../context';
import {
  type CommandContext,
  type CommandRoute,
  defineCommand,
  defineRoute,
  signedInPrincipal,
} from '../../lib/define-command';
import { commandIdFor, recordPosition } from '../../lib/request';
import { assignRole, createManagedUser, resetPassword, updateManagedUser } from './service';

/**
 * Answers that carry a one-time password are not replayed from the idempotency table (which would keep
 * the password): a retried create answers 409 for the username it already took.
 */
const contextOf = (deps: CommandDeps, request: FastifyRequest): CommandContext => ({
  deps,
  principal: signedInPrincipal(request),
  now: new Date().toISOString(),
  execution: { commandId: commandIdFor(request) },
});

/** User management (spec: API calls): create, edit (incl. active flag), reset password, assign a role. */
export const userRoutes: readonly CommandRoute[] = [
  defineRoute(c.createUser, async ({ deps, request, reply }, { body }) => {
    const created = await createManagedUser(contextOf(deps, request), body);
    recordPosition(request, reply, created.position === null ? null : BigInt(created.position));
    return reply.code(c.createUser.status).send(created);
  }),
  defineCommand(c.updateUser, (ctx, { params, body }) => updateManagedUser(ctx, params.id, body)),
  defineRoute(c.resetPassword, async ({ deps, request, reply }, { params, body }) => {
    const reset = await resetPassword(contextOf(deps, request), params.id, body.reason);
    recordPosition(request, reply, reset.position === null ? null : BigInt(reset.position));
    return reply.code(c.resetPassword.status).send(reset);
  }),
  defineCommand(c.assignRole, (ctx, { params, body }) => assignRole(ctx, params.id, body)),
];
