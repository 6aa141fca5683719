import { loginSchema, registerSchema } from '../auth/schemas';
import { currentUserSchema } from './account-queries';
import { commandContract } from './contract';

const tags = ['Authentication'];

/** Sign-in, self-registration and sign-out (spec 1 §7): the routes anyone may call. */
export const authCommands = {
  login: commandContract({
    method: 'POST',
    url: '/api/login',
    status: 200,
    summary: 'Sign in; starts a new session (the pm.sid cookie)',
    tags,
    public: true,
    body: loginSchema,
    response: currentUserSchema,
    errors: [401, 429],
  }),
  register: commandContract({
    method: 'POST',
    url: '/api/register',
    status: 201,
    summary: 'Create an account without a role and sign in (RegisterUser)',
    tags,
    public: true,
    body: registerSchema,
    response: currentUserSchema,
    errors: [409],
  }),
  logout: commandContract({
    method: 'POST',
    url: '/api/logout',
    status: 204,
    summary: 'Sign out; ends the session if there is one',
    tags,
    public: true,
  }),
} as const;
