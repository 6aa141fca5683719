import { z } from 'zod';
import { ROLES } from '../access/roles';
import { instantSchema } from '../api/contract';
import { USER_ACTION_TYPES } from './user/actions';

/** One account as the /users table shows it (spec: fields's managed-user view). */
export const managedUserRowSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    role: z.enum(ROLES).nullable(),
    regionId: z.number().int().nullable(),
    clusterId: z.number().int().nullable(),
    projectId: z.number().int().nullable(),
    regionName: z.string().nullable(),
    clusterName: z.string().nullable(),
    projectCode: z.string().nullable(),
    isActive: z.boolean(),
    mustChangePassword: z.boolean(),
    createdBy: z.number().int().nullable(),
    createdAt: instantSchema,
  })
  .meta({ id: 'ManagedUser' });
export type ManagedUserRow = z.infer<typeof managedUserRowSchema>;

/** One user-management action (spec: fields user_management_actions), newest first. */
export const userActionRowSchema = z
  .object({
    id: z.string().meta({ description: 'the event position' }),
    actionType: z.enum(USER_ACTION_TYPES),
    performedBy: z.number().int().nullable(),
    performedByUsername: z.string().nullable(),
    /** null for a refused create (no account was made). */
    targetUserId: z.number().int().nullable(),
    targetUsername: z.string().nullable(),
    /** JSON text, with the role where one was given (spec: fields). */
    actionDetails: z.string(),
    actionDate: instantSchema,
    reason: z.string().nullable(),
    isSuccessful: z.boolean(),
  })
  .meta({ id: 'UserManagementAction' });
export type UserActionRow = z.infer<typeof userActionRowSchema>;

/** A create or reset answer: the one-time password, shown once and stored nowhere but as a hash. */
export const oneTimePasswordSchema = z
  .object({
    id: z.number().int(),
    position: z.string().nullable(),
    username: z.string(),
    oneTimePassword: z.string(),
  })
  .meta({ id: 'OneTimePassword' });
export type OneTimePasswordResult = z.infer<typeof oneTimePasswordSchema>;
