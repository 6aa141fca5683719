import type { UserEvent } from '@pm/domain';
import type { Handlers, Projected } from '../read-model';
import { insert } from '../sql';

/** The columns both kinds of account set the same way. */
const account = (e: Projected<UserEvent>) => ({
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
  UserCreated: (tx, e) =>
    insert(tx, 'users', {
      ...account(e),
      role: e.data.role,
      region_id: e.data.regionId,
      cluster_id: e.data.clusterId,
      project_id: e.data.projectId,
      must_change_password: e.data.mustChangePassword,
      self_registered: false,
      created_by: e.data.createdBy,
    }),
};
