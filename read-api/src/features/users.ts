import { type Actor, CREATES, ForbiddenError } from '@pm/domain';
import { userQueries as q } from '@pm/domain/api/user-queries';
import type { ManagedUserRow, UserActionRow } from '@pm/domain/identity/rows';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { scopeCondition } from '../lib/scope-sql';

/**
 * The accounts an actor manages (policy's canManageUser as SQL): SuperAdmin every assigned account but
 * its own; everyone else the role it creates, inside its scope; a facilitator none.
 */
const managedCondition = (actor: Actor, params: unknown[]): string => {
  const creates = actor.role === null ? [] : CREATES[actor.role];
  if (creates !== 'any' && creates.length === 0) return 'false';
  params.push(actor.userId);
  const notSelf = `u.id <> $${params.length}`;
  if (creates === 'any') return `u.role IS NOT NULL AND ${notSelf}`;
  params.push(creates);
  const role = `u.role = ANY($${params.length}::text[])`;
  const scope = scopeCondition(
    actor,
    { region: 'u.region_id', cluster: 'u.cluster_id', project: 'u.project_id' },
    params,
  );
  return `${role} AND ${notSelf} AND ${scope}`;
};

const USER_COLUMNS = `u.id, u.username, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.phone,
       u.role, u.region_id AS "regionId", u.cluster_id AS "clusterId", u.project_id AS "projectId",
       r.name AS "regionName", c.name AS "clusterName", p.code AS "projectCode",
       u.is_active AS "isActive", u.must_change_password AS "mustChangePassword",
       u.created_by AS "createdBy", u.created_at AS "createdAt"
  FROM users u
  LEFT JOIN regions r ON r.id = u.region_id
  LEFT JOIN clusters c ON c.id = u.cluster_id
  LEFT JOIN projects p ON p.id = u.project_id`;

export const userManagementQueryRoutes = [
  defineQuery(q.listManagedUsers, ['users', 'hierarchy'], async ({ pool, actor }) => {
    const params: unknown[] = [];
    return selectRows<ManagedUserRow>(
      pool,
      `SELECT ${USER_COLUMNS} WHERE ${managedCondition(actor, params)} ORDER BY u.created_at DESC, u.id DESC`,
      params,
    );
  }),

  defineQuery(q.listWaitingUsers, ['users', 'hierarchy'], async ({ pool, actor }) => {
    if (actor.role !== 'SuperAdmin') throw new ForbiddenError();
    return selectRows<ManagedUserRow>(
      pool,
      `SELECT ${USER_COLUMNS} WHERE u.role IS NULL ORDER BY u.created_at, u.id`,
    );
  }),

  defineQuery(q.listUserActions, ['users'], async ({ pool, actor }) => {
    const params: unknown[] = [];
    let visible = 'true';
    if (actor.role !== 'SuperAdmin') {
      params.push(actor.userId);
      visible = `a.performed_by = $1 OR a.target_user_id IN (SELECT u.id FROM users u WHERE ${managedCondition(actor, params)})`;
    }
    return selectRows<UserActionRow>(
      pool,
      `SELECT a.position::text AS id, a.action_type AS "actionType", a.performed_by AS "performedBy",
              b.username AS "performedByUsername", a.target_user_id AS "targetUserId",
              t.username AS "targetUsername", a.action_details AS "actionDetails",
              a.action_date AS "actionDate", a.reason, a.is_successful AS "isSuccessful"
         FROM user_management_actions a
         LEFT JOIN users b ON b.id = a.performed_by
         LEFT JOIN users t ON t.id = a.target_user_id
        WHERE ${visible}
        ORDER BY a.position DESC`,
      params,
    );
  }),
];
