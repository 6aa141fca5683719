import type { Actor } from '@pm/domain';
import { UnauthenticatedError, userDecider, userStream } from '@pm/domain';
import type { FastifyRequest } from 'fastify';
import type { Principal } from './command-bus';
import { type AggregateSource, loadAggregate } from './command-bus';

/** The acting user is read from its own stream, so a role or scope change applies to the next command. */
export const loadActor = async (source: AggregateSource, userId: number): Promise<Actor | null> => {
  const { state } = await loadAggregate(source, userDecider, userStream(userId));
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

/** The signed-in principal, or 401. A session whose user no longer exists or is inactive is ended. */
export const requirePrincipal = async (
  source: AggregateSource,
  request: FastifyRequest,
): Promise<Principal> => {
  const userId = request.session.userId;
  if (userId === undefined) throw new UnauthenticatedError();
  const actor = await loadActor(source, userId);
  if (!actor) {
    await request.session.destroy();
    throw new UnauthenticatedError();
  }
  return principalOf(actor);
};

/** The demo seed and scheduled jobs act as the system, with SuperAdmin's reach. */
export const systemPrincipal = (name: string): Principal => ({
  actor: { userId: 0, username: name, role: 'SuperAdmin', regionId: null, clusterId: null, projectId: null },
  ref: { kind: 'system', name },
});
