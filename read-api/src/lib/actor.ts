import type { Actor, CurrentUser } from '@pm/domain';
import { ForbiddenError, hasProgrammeAccess, UnauthenticatedError } from '@pm/domain';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

export interface UserRow extends CurrentUser {
  isActive: boolean;
}

export const loadUser = async (pool: pg.Pool, userId: number): Promise<UserRow | null> => {
  const result = await pool.query<UserRow>(
    `SELECT u.id, u.username, u.role, u.region_id AS "regionId", u.cluster_id AS "clusterId", u.project_id AS "projectId",
            u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.phone,
            u.must_change_password AS "mustChangePassword", u.language, u.is_active AS "isActive",
            r.name AS "regionName", c.name AS "clusterName", p.code AS "projectCode", p.name AS "projectName"
       FROM users u
       LEFT JOIN regions r ON r.id = u.region_id
       LEFT JOIN clusters c ON c.id = u.cluster_id
       LEFT JOIN projects p ON p.id = u.project_id
      WHERE u.id = $1`,
    [userId],
  );
  return result.rows[0] ?? null;
};

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
