import type { Actor } from '@pm/domain';
import { ForbiddenError, UnauthenticatedError, type UserState, userDecider, userStream } from '@pm/domain';
import type { FastifyRequest } from 'fastify';
import type { Principal } from './command-bus';
import { type AggregateSource, loadAggregate } from './command-bus';

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
  const { state } = await loadAggregate(source, userDecider, userStream(userId));
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
