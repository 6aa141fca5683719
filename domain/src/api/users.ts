import { oneTimePasswordSchema } from '../identity/rows';
import {
  assignRoleSchema,
  createManagedUserSchema,
  resetPasswordSchema,
  updateManagedUserSchema,
} from '../identity/schemas';
import { idParams } from '../shared/bounds';
import { contractsOf } from './contract';

const { command } = contractsOf('User management');

/**
 * User management (spec: screens /users): one level down, the role set by the server. Deactivating and
 * reactivating are the Edit dialog's isActive, as the specification sends them.
 */
export const userCommands = {
  createUser: command(
    'POST /api/managed-users',
    201,
    'Create a user one level down with a one-time password, answered once (CreateUser)',
    { body: createManagedUserSchema, response: oneTimePasswordSchema, errors: [403, 409] },
  ),
  updateUser: command(
    'PUT /api/managed-users/:id',
    200,
    'Edit names, email, phone and the active flag; deactivating ends the sessions (UpdateUser, DeactivateUser, ReactivateUser)',
    { params: idParams('User'), body: updateManagedUserSchema, errors: [403, 404, 422] },
  ),
  resetPassword: command(
    'POST /api/managed-users/:id/reset-password',
    200,
    'Issue a new one-time password, answered once; ends the sessions (ResetPassword)',
    {
      params: idParams('User'),
      body: resetPasswordSchema,
      response: oneTimePasswordSchema,
      errors: [403, 404],
    },
  ),
  assignRole: command(
    'POST /api/managed-users/:id/assign',
    200,
    'SuperAdmin gives a self-registered account its role and scope (AssignRole)',
    { params: idParams('User'), body: assignRoleSchema, errors: [403, 404, 422] },
  ),
} as const;
