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
});
