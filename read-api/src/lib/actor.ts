import type { Actor, CurrentUser } from '@pm/domain';
import { ForbiddenError, hasProgrammeAccess, UnauthenticatedError } from '@pm/domain';
import { db, firstRow } from '@pm/infra/db/typed';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

export interface UserRow extends CurrentUser {
  isActive: boolean;
}

/** Accounts (`u`) with their region (`r`), cluster (`c`) and project (`p`), for their places' names. */
export const usersWithPlaces = () =>
  db
    .selectFrom('users as u')
    .leftJoin('regions as r', 'r.id', 'u.region_id')
    .leftJoin('clusters as c', 'c.id', 'u.cluster_id')
    .leftJoin('projects as p', 'p.id', 'u.project_id');

export const loadUser = async (pool: pg.Pool, userId: number): Promise<UserRow | null> =>
  (await firstRow(
    pool,
    usersWithPlaces()
      .select([
        'u.id',
        'u.username',
        'u.role',
        'u.region_id as regionId',
        'u.cluster_id as clusterId',
        'u.project_id as projectId',
        'u.first_name as firstName',
        'u.last_name as lastName',
        'u.email',
        'u.phone',
        'u.must_change_password as mustChangePassword',
        'u.language',
        'u.is_active as isActive',
        'r.name as regionName',
        'c.name as clusterName',
        'p.code as projectCode',
        'p.name as projectName',
      ])
      .$narrowType<Pick<UserRow, 'role' | 'language'>>()
      .where('u.id', '=', userId),
  )) ?? null;

export const actorOf = (user: UserRow): Actor => ({
  userId: user.id,
  username: user.username,
  role: user.role,
  regionId: user.regionId,
  clusterId: user.clusterId,
  projectId: user.projectId,
});

/** The signed-in user's row, or 401. */
export const requireUser = async (pool: pg.Pool, request: FastifyRequest): Promise<UserRow> => {
  const userId = request.session.userId;
  if (userId === undefined) throw new UnauthenticatedError();
  const user = await loadUser(pool, userId);
  if (!user?.isActive) throw new UnauthenticatedError();
  return user;
};

/** The signed-in actor with programme scope; a self-registered account awaiting assignment gets 403. */
export const requireProgrammeActor = async (pool: pg.Pool, request: FastifyRequest): Promise<Actor> => {
  const user = await requireUser(pool, request);
  // a one-time password must be replaced before anything of the programme is read
  if (user.mustChangePassword) throw new ForbiddenError('Choose your own password before anything else');
  const actor = actorOf(user);
  if (!hasProgrammeAccess(actor))
    throw new ForbiddenError('Your account is waiting for an administrator to assign your role and scope');
  return actor;
};
