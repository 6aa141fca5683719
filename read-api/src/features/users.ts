import { type Actor, CREATES, ForbiddenError } from '@pm/domain';
import { userQueries as q } from '@pm/domain/api/user-queries';
import type { ManagedUserRow, UserActionRow } from '@pm/domain/identity/rows';
import type { Database, Users } from '@pm/infra/db/tables';
import { db, rows } from '@pm/infra/db/typed';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { usersWithPlaces } from '../lib/actor';
import { defineQuery } from '../lib/define-query';
import { withinScope } from '../lib/typed-scope';

type UsersBuilder = ExpressionBuilder<Database & { u: Users }, 'u'>;

/**
 * The accounts an actor manages (policy's canManageUser as SQL): SuperAdmin every assigned account but
 * its own; everyone else the role it creates, inside its scope; a facilitator none.
 */
const managedBy = (eb: UsersBuilder, actor: Actor): Expression<SqlBool> => {
  const creates = actor.role === null ? [] : CREATES[actor.role];
  if (creates !== 'any' && creates.length === 0) return sql<SqlBool>`false`;
  const notSelf = eb('u.id', '<>', actor.userId);
  if (creates === 'any') return eb.and([eb('u.role', 'is not', null), notSelf]);
  return eb.and([
    eb('u.role', '=', eb.fn.any(sql<string[]>`${creates}::text[]`)),
    notSelf,
    withinScope(eb, { actor }, { region: 'u.region_id', cluster: 'u.cluster_id', project: 'u.project_id' }),
  ]);
};

/** The accounts the condition picks, with the names of their places. */
const usersWhere = (condition: (eb: UsersBuilder) => Expression<SqlBool>) =>
  usersWithPlaces()
    .select([
      'u.id',
      'u.username',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
      'u.phone',
      'u.role',
      'u.region_id as regionId',
      'u.cluster_id as clusterId',
      'u.project_id as projectId',
      'r.name as regionName',
      'c.name as clusterName',
      'p.code as projectCode',
      'u.is_active as isActive',
      'u.must_change_password as mustChangePassword',
      'u.created_by as createdBy',
      'u.created_at as createdAt',
    ])
    .$narrowType<{ role: ManagedUserRow['role'] }>()
    .where(condition);

export const userManagementQueryRoutes = [
  defineQuery(q.listManagedUsers, ['users', 'hierarchy'], async ({ pool, actor }) =>
    rows(
      pool,
      usersWhere((eb) => managedBy(eb, actor))
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc'),
    ),
  ),

  defineQuery(q.listWaitingUsers, ['users', 'hierarchy'], async ({ pool, actor }) => {
    if (actor.role !== 'SuperAdmin') throw new ForbiddenError();
    return rows(
      pool,
      usersWhere((eb) => eb('u.role', 'is', null))
        .orderBy('u.created_at')
        .orderBy('u.id'),
    );
  }),

  defineQuery(q.listUserActions, ['users'], async ({ pool, actor }) =>
    rows(
      pool,
      db
        .selectFrom('user_management_actions as a')
        .leftJoin('users as b', 'b.id', 'a.performed_by')
        .leftJoin('users as t', 't.id', 'a.target_user_id')
        .select([
          'a.position as id',
          'a.action_type as actionType',
          'a.performed_by as performedBy',
          'b.username as performedByUsername',
          'a.target_user_id as targetUserId',
          't.username as targetUsername',
          'a.action_details as actionDetails',
          'a.action_date as actionDate',
          'a.reason',
          'a.is_successful as isSuccessful',
        ])
        .$narrowType<{ actionType: UserActionRow['actionType'] }>()
        .where((eb) =>
          actor.role === 'SuperAdmin'
            ? sql<SqlBool>`true`
            : eb.or([
                eb('a.performed_by', '=', actor.userId),
                eb(
                  'a.target_user_id',
                  'in',
                  db
                    .selectFrom('users as u')
                    .select('u.id')
                    .where((ub) => managedBy(ub, actor)),
                ),
              ]),
        )
        .orderBy('a.position', 'desc'),
    ),
  ),
];
