import { z } from 'zod';
import { managedUserRowSchema, userActionRowSchema } from '../identity/rows';
import { contractsOf } from './contract';

const { query } = contractsOf('User management');

/** The users a caller manages, the actions on them, and the accounts waiting for a role. */
export const userQueries = {
  listManagedUsers: query(
    '/api/managed-users',
    'Users the caller manages: one level down within its scope (SuperAdmin: everyone)',
    { response: z.array(managedUserRowSchema), errors: [403] },
  ),
  listWaitingUsers: query(
    '/api/managed-users/waiting',
    'Self-registered accounts without a role yet (SuperAdmin)',
    { response: z.array(managedUserRowSchema), errors: [403] },
  ),
  listUserActions: query(
    '/api/user-management-actions',
    'User-management actions the caller did or on users it manages, newest first',
    { response: z.array(userActionRowSchema), errors: [403] },
  ),
} as const;
