import { z } from 'zod';

/** Sign-in (spec: validation). */
export const loginSchema = z.object({
  // bounded before anything is hashed or counted: no stored username or password is longer
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(100, 'Invalid username or password'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Invalid username or password'),
});
export type LoginInput = z.infer<typeof loginSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** OWASP ASVS: at least 8 characters, long passphrases allowed, no composition rules. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/**
 * Self-registration (spec: validation). Role, scope and flags sent by a client are accepted by the schema so
 * the form's payload parses, and then ignored by the server: an administrator assigns role and scope.
 */
export const registerSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .min(3, 'Username must be at least 3 characters')
    .max(50, 'Username must be at most 50 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, dots, dashes and underscores'),
  password: passwordSchema,
  firstName: optionalText(100, 'First name must be at most 100 characters'),
  lastName: optionalText(100, 'Last name must be at most 100 characters'),
  email: z
    .union([
      z.literal(''),
      z.email('Please enter a valid email address').max(254, 'Please enter a valid email address'),
    ])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  phone: optionalText(30, 'Phone number must be at most 30 characters'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The create-account form adds confirmPassword, which is removed before sending. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
