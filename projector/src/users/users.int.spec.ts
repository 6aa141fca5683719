import { describe, it } from 'vitest';
import { anEvent } from '../testing/an-event';
import { projectionSpec } from '../testing/projection-spec';
import { usersModel } from './index';

describe('users read model', () => {
  it('keeps self-registered accounts without a role and created ones with their scope', async () => {
    await projectionSpec(usersModel)
      .given([
        anEvent('UserCreated', {
          userId: 1,
          username: 'admin',
          role: 'SuperAdmin',
          mustChangePassword: true,
        }),
        anEvent('UserRegistered', { userId: 2, username: 'grace', email: 'grace@example.org' }),
        anEvent('UserCreated', {
          userId: 3,
          username: 'project',
          role: 'ProjectAdmin',
          regionId: 1,
          clusterId: 1,
          projectId: 1,
          createdBy: 1,
        }),
      ])
      .then({
        users: [
          { id: 1, role: 'SuperAdmin', project_id: null, must_change_password: true, self_registered: false },
          { id: 2, role: null, project_id: null, must_change_password: false, self_registered: true },
          { id: 3, role: 'ProjectAdmin', project_id: 1, must_change_password: false, self_registered: false },
        ],
      });
  });
  it('applies user-management changes and records each as an action, never a password', async () => {
    const change = { userId: 3, by: 1, reason: null };
    await projectionSpec(usersModel)
      .given([
        anEvent('UserCreated', { userId: 1, username: 'admin', role: 'SuperAdmin' }),
        anEvent('UserCreated', {
          userId: 3,
          username: 'amani',
          role: 'ProjectAdmin',
          regionId: 1,
          clusterId: 1,
          projectId: 1,
          createdBy: 1,
          mustChangePassword: true,
        }),
        anEvent('PasswordChanged', { userId: 3 }),
        anEvent('UserUpdated', {
          ...change,
          firstName: 'Amani',
          lastName: 'W',
          email: 'a@example.org',
          phone: null,
        }),
        anEvent('UserDeactivated', { ...change, reason: 'Left the programme' }),
        anEvent('PasswordReset', change),
        anEvent('UserRegistered', { userId: 4, username: 'grace' }),
        anEvent('RoleAssigned', {
          ...change,
          userId: 4,
          role: 'ClusterAdmin',
          regionId: 1,
          clusterId: 2,
          projectId: null,
        }),
      ])
      .then({
        users: [
          {
            id: 1,
            role: 'SuperAdmin',
            email: null,
            cluster_id: null,
            is_active: true,
            must_change_password: false,
          },
          {
            id: 3,
            role: 'ProjectAdmin',
            email: 'a@example.org',
            cluster_id: 1,
            is_active: false,
            must_change_password: true,
          },
          {
            id: 4,
            role: 'ClusterAdmin',
            email: null,
            cluster_id: 2,
            is_active: true,
            must_change_password: false,
          },
        ],
        user_management_actions: [
          { action_type: 'create_user', performed_by: null, target_user_id: 1, reason: null },
          { action_type: 'create_user', performed_by: 1, target_user_id: 3, reason: null },
          { action_type: 'update_user', performed_by: 1, target_user_id: 3, reason: null },
          {
            action_type: 'deactivate_user',
            performed_by: 1,
            target_user_id: 3,
            reason: 'Left the programme',
          },
          { action_type: 'reset_password', performed_by: 1, target_user_id: 3, reason: null },
          { action_type: 'assign_role', performed_by: 1, target_user_id: 4, reason: null },
        ],
      });
  });
});
