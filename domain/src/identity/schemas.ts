import { z } from 'zod';
import { ROLES } from '../access/roles';
import { passwordSchema, registerSchema } from '../auth/schemas';
import { optionalIdSchema } from '../shared/bounds';

const reasonSchema = z
  .string()
  .trim()
  .max(500, 'Reason must be at most 500 characters')
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

const profile = registerSchema.pick({ firstName: true, lastName: true, email: true, phone: true });

const scope = {
  regionId: optionalIdSchema('Please select a region'),
  clusterId: optionalIdSchema('Please select a cluster'),
  projectId: optionalIdSchema('Please select a project'),
};

/**
 * The Create dialog (spec: validation: username required, email of email form). `role` is read only from a
 * SuperAdmin (everyone else creates the role one level down) and `password` is ignored: the server
 * issues a one-time password.
 */
export const createManagedUserSchema = registerSchema
  .pick({ username: true })
  .extend(profile.shape)
  .extend({
    role: z.enum(ROLES, { error: 'Please select a role' }).optional().nullable(),
    password: z.string().max(1024).optional().nullable(),
    ...scope,
  });
export type CreateManagedUserInput = z.infer<typeof createManagedUserSchema>;

/**
 * The Edit dialog: names, email, phone and the active flag; the username never changes. A field left
 * out keeps its value (null or blank clears it).
 */
export const updateManagedUserSchema = z.object({
  firstName: profile.shape.firstName.optional(),
  lastName: profile.shape.lastName.optional(),
  email: profile.shape.email.optional(),
  phone: profile.shape.phone.optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  reason: reasonSchema,
});
export type UpdateManagedUserInput = z.infer<typeof updateManagedUserSchema>;

/** SuperAdmin gives a self-registered account its role and the place it works. */
export const assignRoleSchema = z.object({
  role: z.enum(ROLES, { error: 'Please select a role' }),
  ...scope,
  reason: reasonSchema,
});
export type AssignRoleInput = z.infer<typeof assignRoleSchema>;

export const resetPasswordSchema = z.object({ reason: reasonSchema });

/** "Choose your password" at first sign-in (and any time after). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1024, 'Current password is incorrect'),
    newPassword: passwordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: 'Choose a password different from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The form adds a confirmation, checked in the browser only. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
