import { randomInt } from 'node:crypto';
import {
  type Actor,
  assertCan,
  assertMayCreateAt,
  ForbiddenError,
  NotFoundError,
  roleCreatedBy,
  type UserActionType,
  userDecider,
  userStream,
} from '@pm/domain';
import type { OneTimePasswordResult } from '@pm/domain/identity/rows';
import type {
  AssignRoleInput,
  CreateManagedUserInput,
  UpdateManagedUserInput,
} from '@pm/domain/identity/schemas';
import { hashPassword } from '@pm/infra/auth/password';
import { db, execute } from '@pm/infra/db/typed';
import { destroyUserSessions } from '@pm/infra/http/session-store';
import { sql } from 'kysely';
import { run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { createUser } from '../auth/service';
import { placeFor } from './place';

// no 0/o, 1/l/i: read aloud or copied from a screen without mistakes
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A one-time password: four groups of four (about 79 bits), e.g. `k7pq-3mxa-9tfr-h2we`. */
export const oneTimePassword = (): string =>
  Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');

/** The acting user as the decider checks it; null for the system, which has SuperAdmin's reach. */
const actorOf = (ctx: CommandContext): Actor | null =>
  ctx.principal.ref.kind === 'system' ? null : ctx.principal.actor;

/** The answer that carries a one-time password: the only place it ever appears. */
const withPassword = (
  id: number,
  position: bigint | null,
  username: string,
  oneTimePassword: string,
): OneTimePasswordResult => ({ id, position: position?.toString() ?? null, username, oneTimePassword });

/**
 * Runs a user-management command. A refusal by the policy (403, 404) is recorded on the acting user's
 * own stream (docs/access-policy.md: every refused attempt is an action), then answered as it was.
 */
const recordingRefusal = async <T>(
  ctx: CommandContext,
  action: UserActionType,
  targetUserId: number | null,
  work: () => Promise<T>,
): Promise<T> => {
  try {
    return await work();
  } catch (e) {
    const { ref } = ctx.principal;
    if (ref.kind === 'user' && (e instanceof ForbiddenError || e instanceof NotFoundError)) {
      const refusal = { ...ctx, execution: { commandId: `${ctx.execution.commandId}:refused` } };
      await run(refusal, userDecider, userStream(ref.userId), {
        type: 'RecordRefusal',
        data: { userId: ref.userId, action, targetUserId, reason: e.message },
      });
    }
    throw e;
  }
};

const managing = (ctx: CommandContext, userId: number, reason: string | null) => {
  assertCan(ctx.principal.actor, 'users.manage');
  return { userId, actor: actorOf(ctx), reason };
};

/** One level down, in the creator's scope, with a one-time password the answer carries once. */
export const createManagedUser = (
  ctx: CommandContext,
  input: CreateManagedUserInput,
): Promise<OneTimePasswordResult> =>
  recordingRefusal(ctx, 'create_user', null, async () => {
    const { actor } = ctx.principal;
    assertCan(actor, 'users.manage');
    const role = roleCreatedBy(actor, input.role);
    const place = await placeFor(ctx.deps, actor, role, input);
    assertMayCreateAt(actor, role, place);
    const password = oneTimePassword();
    const { firstName, lastName, email, phone } = input;
    const { user, position } = await createUser(ctx, {
      username: input.username,
      password,
      role,
      ...place,
      firstName,
      lastName,
      email,
      phone,
      mustChangePassword: true,
    });
    return withPassword(user.id, position, user.username, password);
  });

/** The Edit dialog: profile, then the active flag; deactivating ends the user's sessions at once. */
export const updateManagedUser = (
  ctx: CommandContext,
  userId: number,
  input: UpdateManagedUserInput,
): Promise<Written> =>
  recordingRefusal(ctx, 'update_user', userId, async () => {
    const change = managing(ctx, userId, input.reason);
    const { firstName, lastName, email, phone } = input;
    const stream = userStream(userId);
    const updated = await run(ctx, userDecider, stream, {
      type: 'UpdateUser',
      data: { ...change, firstName, lastName, email, phone },
    });
    if (input.isActive === undefined) return { id: userId, position: updated.position };
    // a second append of the same request: its own command id, decided on the state after the first
    const second = { ...ctx, execution: { commandId: `${ctx.execution.commandId}:status` } };
    const status = await run(second, userDecider, stream, {
      type: input.isActive ? 'ReactivateUser' : 'DeactivateUser',
      data: change,
    });
    if (!input.isActive) await destroyUserSessions(ctx.deps.pool, userId);
    return { id: userId, position: status.position ?? updated.position };
  });

/** A new one-time password: recorded as a PasswordReset (never the password); open sessions end. */
export const resetPassword = (
  ctx: CommandContext,
  userId: number,
  reason: string | null,
): Promise<OneTimePasswordResult> =>
  recordingRefusal(ctx, 'reset_password', userId, async () => {
    const outcome = await run(ctx, userDecider, userStream(userId), {
      type: 'ResetPassword',
      data: managing(ctx, userId, reason),
    });
    if (outcome.state.status === 'none') throw new Error('user not found after reset');
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    await execute(
      ctx.deps.pool,
      db
        .updateTable('credentials')
        .set({ password_hash: passwordHash, updated_at: sql<string>`now()` })
        .where('user_id', '=', userId),
    );
    await destroyUserSessions(ctx.deps.pool, userId);
    return withPassword(userId, outcome.position, outcome.state.username, password);
  });

/** SuperAdmin gives a self-registered account its role and the place it works. */
export const assignRole = (ctx: CommandContext, userId: number, input: AssignRoleInput): Promise<Written> =>
  recordingRefusal(ctx, 'assign_role', userId, async () => {
    const { actor } = ctx.principal;
    const change = managing(ctx, userId, input.reason);
    const place = await placeFor(ctx.deps, actor, input.role, input);
    const outcome = await run(ctx, userDecider, userStream(userId), {
      type: 'AssignRole',
      data: { ...change, role: input.role, ...place },
    });
    return { id: userId, position: outcome.position };
  });
