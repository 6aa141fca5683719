import {
  ConflictError,
  type CurrentUser,
  clusterDecider,
  clusterStream,
  type LoginInput,
  msg,
  projectDecider,
  projectStream,
  type RegisterInput,
  type Role,
  regionDecider,
  regionStream,
  UnauthenticatedError,
  type UserState,
  userDecider,
  userStream,
  ValidationError,
} from '@pm/domain';
import type { ChangePasswordInput } from '@pm/domain/identity/schemas';
import type { Language } from '@pm/domain/shared/language';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@pm/infra/auth/password';
import { db, execute, firstRow } from '@pm/infra/db/typed';
import { nextId } from '@pm/infra/ids';
import { sql } from 'kysely';
import type { CommandDeps } from '../../context';
import { loadAggregate, run } from '../../lib/command-bus';
import type { CommandContext, Written } from '../../lib/define-command';
import { reserving, type UniqueKey } from '../../lib/unique-keys';
import { assertAcceptablePassword } from './password-policy';

export type UserView = CurrentUser;

export const describeUser = async (
  deps: CommandDeps,
  user: Extract<UserState, { userId: number }>,
): Promise<UserView> => {
  const [region, cluster, project] = await Promise.all([
    user.regionId === null ? null : loadAggregate(deps, regionDecider, regionStream(user.regionId)),
    user.clusterId === null ? null : loadAggregate(deps, clusterDecider, clusterStream(user.clusterId)),
    user.projectId === null ? null : loadAggregate(deps, projectDecider, projectStream(user.projectId)),
  ]);
  return {
    id: user.userId,
    username: user.username,
    role: user.role,
    regionId: user.regionId,
    clusterId: user.clusterId,
    projectId: user.projectId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    mustChangePassword: user.mustChangePassword,
    language: user.language,
    regionName: region?.state.status === 'none' || !region ? null : region.state.name,
    clusterName: cluster?.state.status === 'none' || !cluster ? null : cluster.state.name,
    projectCode: project?.state.status === 'none' || !project ? null : project.state.code,
    projectName: project?.state.status === 'none' || !project ? null : project.state.name,
  };
};

const INVALID = 'Invalid username or password';

/**
 * Verifies a sign-in. Unknown usernames cost the same hash as known ones, and every failure answers
 * the same message, so neither timing nor text reveals which usernames exist.
 */
export const authenticate = async (
  deps: CommandDeps,
  input: LoginInput,
  address: string,
): Promise<UserView> => {
  const attempt = await deps.throttle.attempt(input.username, address);
  const owner = await deps.uniqueKeys.owner('username', input.username);
  const userId = owner === null ? null : Number(owner.replace('user-', ''));
  const stored = userId === null ? undefined : await storedHash(deps, userId);
  const ok = await verifyPassword(input.password, stored ?? (await dummyPasswordHash()));
  const user = userId === null ? null : (await loadAggregate(deps, userDecider, userStream(userId))).state;
  if (!ok || stored === undefined || !user || user.status !== 'active') {
    throw new UnauthenticatedError(INVALID);
  }
  await attempt.succeeded();
  return describeUser(deps, user);
};

/** A user's password hash, if the user has one. */
const storedHash = async (deps: CommandDeps, userId: number): Promise<string | undefined> =>
  (
    await firstRow(
      deps.pool,
      db.selectFrom('credentials').select('password_hash').where('user_id', '=', userId),
    )
  )?.password_hash;

const storeCredentials = async (deps: CommandDeps, userId: number, password: string): Promise<void> => {
  const passwordHash = await hashPassword(password);
  await execute(
    deps.pool,
    db
      .insertInto('credentials')
      .values({ user_id: userId, password_hash: passwordHash })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          password_hash: eb.ref('excluded.password_hash'),
          updated_at: sql<string>`now()`,
        })),
      ),
  );
};

const username: UniqueKey = {
  kind: 'username',
  taken: (name) => msg`The username ${{ username: name }} is already taken`,
};

/**
 * Both ways an account comes to exist: reserve the username, store the password hash (never in the
 * event log), append the user's first event; undo the reservation and hash if the append fails.
 */
const openAccount = async (
  ctx: CommandContext,
  account: { readonly username: string; readonly password: string },
  append: (userId: number) => Promise<{ position: bigint | null; state: UserState }>,
): Promise<{ user: UserView; position: bigint | null }> => {
  const { deps } = ctx;
  const userId = await nextId(deps.pool, 'user');
  return reserving(deps, username, account.username, userStream(userId), async () => {
    await storeCredentials(deps, userId, account.password);
    try {
      const outcome = await append(userId);
      if (outcome.state.status === 'none') throw new Error('user not created');
      return { user: await describeUser(deps, outcome.state), position: outcome.position };
    } catch (e) {
      await execute(deps.pool, db.deleteFrom('credentials').where('user_id', '=', userId));
      throw e;
    }
  });
};

/**
 * Self-registration: whatever role or scope the client sent, the account starts with none. Its answer
 * never tells whether the username was free: a taken one (found before, or taken meanwhile) costs the
 * same password hash and creates nothing, and the route answers both alike (routes.ts). Answers the new
 * account, or null when the username was taken.
 */
export const registerUser = async (
  ctx: CommandContext,
  input: RegisterInput,
): Promise<{ user: UserView; position: bigint | null } | null> => {
  assertAcceptablePassword(input.password, input.username, 'password');
  if ((await ctx.deps.uniqueKeys.owner('username', input.username)) !== null) {
    await hashPassword(input.password);
    return null;
  }
  try {
    return await openAccount(ctx, input, (userId) =>
      run(ctx, userDecider, userStream(userId), {
        type: 'RegisterUser',
        data: {
          userId,
          username: input.username,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
        },
      }),
    );
  } catch (e) {
    if (e instanceof ConflictError) return null;
    throw e;
  }
};

export interface CreateUserInput {
  readonly username: string;
  readonly password: string;
  readonly role: Role;
  readonly regionId: number | null;
  readonly clusterId: number | null;
  readonly projectId: number | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly mustChangePassword: boolean;
}

/** An account with a role and its resolved scope chain (the demo seed; user management builds on it). */
export const createUser = (ctx: CommandContext, input: CreateUserInput) =>
  openAccount(ctx, input, (userId) => {
    const { password: _password, ...fields } = input;
    const { ref } = ctx.principal;
    return run(ctx, userDecider, userStream(userId), {
      type: 'CreateUser',
      data: { userId, ...fields, createdBy: ref.kind === 'user' ? ref.userId : null },
    });
  });

/**
 * The signed-in user chooses a new password (at first sign-in, after a reset, or any time): the current
 * one is checked first; the event records that it changed, never the password.
 */
export const changePassword = async (ctx: CommandContext, input: ChangePasswordInput): Promise<Written> => {
  const { deps } = ctx;
  const { userId } = ctx.principal.actor;
  const stored = await storedHash(deps, userId);
  if (stored === undefined || !(await verifyPassword(input.currentPassword, stored)))
    throw new ValidationError('Current password is incorrect', {
      currentPassword: 'Current password is incorrect',
    });
  assertAcceptablePassword(input.newPassword, ctx.principal.actor.username, 'newPassword');
  const outcome = await run(ctx, userDecider, userStream(userId), {
    type: 'ChangePassword',
    data: { userId },
  });
  await storeCredentials(deps, userId, input.newPassword);
  return { id: userId, position: outcome.position };
};

/** The signed-in user chooses its language (no event when it is already the chosen one). */
export const chooseLanguage = async (ctx: CommandContext, language: Language): Promise<Written> => {
  const { userId } = ctx.principal.actor;
  const outcome = await run(ctx, userDecider, userStream(userId), {
    type: 'ChooseLanguage',
    data: { userId, language },
  });
  return { id: userId, position: outcome.position };
};
