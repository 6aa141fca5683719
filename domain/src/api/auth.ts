import { z } from 'zod';
import { loginSchema, registerSchema } from '../auth/schemas';
import { changePasswordSchema } from '../identity/schemas';
import { languageSchema } from '../shared/language';
import { currentUserSchema } from './account-queries';
import { contractsOf } from './contract';

const { command } = contractsOf('Authentication');

/** The one answer of a registration. */
export const registrationReceivedSchema = z
  .object({ message: z.string() })
  .meta({ id: 'RegistrationReceived' });

/** Sign-in, self-registration and sign-out (spec: API calls): the routes anyone may call. */
export const authCommands = {
  login: command('POST /api/login', 200, 'Sign in; starts a new session (the pm.sid cookie)', {
    public: true,
    body: loginSchema,
    response: currentUserSchema,
    errors: [401, 429],
  }),
  register: command(
    'POST /api/register',
    202,
    'Ask for an account without a role (RegisterUser). Answered alike whether the username was free (the account is created) or taken (nothing is): it never tells which usernames exist. Sign in afterwards',
    { public: true, body: registerSchema, response: registrationReceivedSchema, errors: [429] },
  ),
  logout: command('POST /api/logout', 204, 'Sign out; ends the session if there is one', { public: true }),
  changePassword: command(
    'POST /api/change-password',
    200,
    'The signed-in user chooses a new password; clears a pending first-sign-in change (ChangePassword)',
    { body: changePasswordSchema, beforePasswordChange: true, readOnlyOpen: true },
  ),
  chooseLanguage: command(
    'PUT /api/user/language',
    200,
    'The signed-in user chooses the language the product speaks to it in, for every browser (ChooseLanguage)',
    { body: z.strictObject({ language: languageSchema }), beforePasswordChange: true, readOnlyOpen: true },
  ),
} as const;
