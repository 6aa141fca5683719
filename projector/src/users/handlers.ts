import type { UserCreated, UserEvent, UserRegistered } from '@pm/domain';
import type { UserActionRow } from '@pm/domain/identity/rows';
import type pg from 'pg';
import type { Handlers, Projected } from '../read-model';
import { insert, update } from '../sql';

/** The columns both kinds of account set the same way. */
const account = (e: Projected<UserRegistered | UserCreated>) => ({
  id: e.data.userId,
  username: e.data.username,
  first_name: e.data.firstName,
  last_name: e.data.lastName,
  email: e.data.email,
  phone: e.data.phone,
  is_active: true,
  created_at: e.occurredAt,
  updated_at: e.occurredAt,
  last_position: e.position,
});

/** One row of the actions table per user-management event, keyed by its position (a replay adds nothing). */
const action = (
  tx: pg.PoolClient,
  e: Projected<UserEvent>,
  type: UserActionRow['actionType'],
  change: { userId: number | null; by: number | null; reason: string | null },
  details: Record<string, unknown> = {},
  isSuccessful = true,
) =>
  insert(tx, 'user_management_actions', {
    position: e.position,
    action_type: type,
    performed_by: change.by,
    target_user_id: change.userId,
    action_details: JSON.stringify(details),
    action_date: e.occurredAt,
    reason: change.reason,
    is_successful: isSuccessful,
  });

const set = (tx: pg.PoolClient, e: Projected<UserEvent>, columns: Record<string, unknown>) =>
  update(tx, 'users', e.data.userId, { ...columns, updated_at: e.occurredAt }, e.position);

export const handlers: Handlers<UserEvent> = {
  UserRegistered: (tx, e) =>
    insert(tx, 'users', {
      ...account(e),
      role: null,
      region_id: null,
      cluster_id: null,
      project_id: null,
      must_change_password: false,
      self_registered: true,
      created_by: null,
    }),
  UserCreated: async (tx, e) => {
    const { userId, createdBy: by, role, regionId, clusterId, projectId } = e.data;
    await insert(tx, 'users', {
      ...account(e),
      role,
      region_id: regionId,
      cluster_id: clusterId,
      project_id: projectId,
      must_change_password: e.data.mustChangePassword,
      self_registered: false,
      created_by: by,
    });
    await action(
      tx,
      e,
      'create_user',
      { userId, by, reason: null },
      { role, regionId, clusterId, projectId },
    );
  },
  UserUpdated: async (tx, e) => {
    const { firstName, lastName, email, phone } = e.data;
    await set(tx, e, { first_name: firstName, last_name: lastName, email, phone });
    await action(tx, e, 'update_user', e.data, { firstName, lastName, email, phone });
  },
  UserDeactivated: async (tx, e) => {
    await set(tx, e, { is_active: false });
    await action(tx, e, 'deactivate_user', e.data, { isActive: false });
  },
  UserReactivated: async (tx, e) => {
    await set(tx, e, { is_active: true });
    await action(tx, e, 'reactivate_user', e.data, { isActive: true });
  },
  PasswordReset: async (tx, e) => {
    await set(tx, e, { must_change_password: true });
    await action(tx, e, 'reset_password', e.data);
  },
  PasswordChanged: (tx, e) => set(tx, e, { must_change_password: false }),
  LanguageChosen: (tx, e) => set(tx, e, { language: e.data.language }),
  RoleAssigned: async (tx, e) => {
    const { role, regionId, clusterId, projectId } = e.data;
    await set(tx, e, { role, region_id: regionId, cluster_id: clusterId, project_id: projectId });
    await action(tx, e, 'assign_role', e.data, { role, regionId, clusterId, projectId });
  },
  UserManagementRefused: (tx, e) =>
    action(
      tx,
      e,
      e.data.action,
      { userId: e.data.targetUserId, by: e.data.userId, reason: e.data.reason },
      {},
      false,
    ),
};
