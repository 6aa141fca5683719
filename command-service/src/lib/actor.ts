import type { Actor } from '@pm/domain';
import { ForbiddenError, UnauthenticatedError, type UserState, userDecider, userStream } from '@pm/domain';
import type { FastifyRequest } from 'fastify';
import type { Principal } from './command-bus';
import { type AggregateSource, loadAggregate } from './command-bus';

/** Users' states by id, with the stream version they were read at (at most CACHED_USERS, oldest out). */
const users = new Map<number, { version: number; state: UserState }>();
const CACHED_USERS = 10_000;

/**
 * The user's state: the cached one while the stream's version read with the session still matches it (a
 * change of role, scope or status moves the version, so it applies to the very next request), otherwise
 * read from the stream. Without the version (another event store) it is always read.
 */
const userStateOf = async (
  source: AggregateSource,
  userId: number,
  version: number | null,
): Promise<UserState> => {
  const cached = users.get(userId);
  if (cached && version !== null && cached.version === version) return cached.state;
  const loaded = await loadAggregate(source, userDecider, userStream(userId));
  users.delete(userId);
  if (version !== null && loaded.version === version) {
    users.set(userId, { version: loaded.version, state: loaded.state });
    if (users.size > CACHED_USERS) users.delete(users.keys().next().value!);
  }
  return loaded.state;
};

/** The acting user is read from its own stream, so a role or scope change applies to the next command. */
export const loadActor = async (source: AggregateSource, userId: number): Promise<Actor | null> =>
  actorOfState((await loadAggregate(source, userDecider, userStream(userId))).state);

const actorOfState = (state: UserState): Actor | null => {
  if (state.status !== 'active') return null;
  return {
    userId: state.userId,
    username: state.username,
    role: state.role,
    regionId: state.regionId,
    clusterId: state.clusterId,
    projectId: state.projectId,
  };
};

export const principalOf = (actor: Actor): Principal => ({
  actor,
  ref: { kind: 'user', userId: actor.userId, username: actor.username, role: actor.role },
});

export const MUST_CHANGE_PASSWORD = 'Choose your own password before anything else';

/**
 * The signed-in principal, or 401. A session whose user no longer exists or is inactive is ended. A
 * user still holding a one-time password may only change it (403 otherwise), whatever client it uses.
 */
export const requirePrincipal = async (
  source: AggregateSource,
  request: FastifyRequest,
  options: { beforePasswordChange?: boolean } = {},
): Promise<Principal> => {
  const userId = request.session.userId;
  if (userId === undefined) throw new UnauthenticatedError();
  const state = await userStateOf(source, userId, request.session.userVersion ?? null);
  const actor = actorOfState(state);
  if (!actor || state.status !== 'active') {
    await request.session.destroy();
    throw new UnauthenticatedError();
  }
  if (state.mustChangePassword && !options.beforePasswordChange)
    throw new ForbiddenError(MUST_CHANGE_PASSWORD);
  return principalOf(actor);
};

/** The demo seed and scheduled jobs act as the system, with SuperAdmin's reach. */
export const systemPrincipal = (name: string): Principal => ({
  actor: { userId: 0, username: name, role: 'SuperAdmin', regionId: null, clusterId: null, projectId: null },
  ref: { kind: 'system', name },
});
