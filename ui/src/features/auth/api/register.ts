import type { RegisterInput } from '@pm/domain';
import { t } from '@/i18n';
import { apiSend, isApiError } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import type { User } from './get-user';
import { login } from './login';
import { replaceSessionUser } from './session-cache';

/**
 * POST /api/register: the user fields (confirmPassword already removed) plus the spec's defaults. The
 * server ignores role and flags, and answers alike whether the username was free or taken (it never says
 * which usernames exist), without signing in: the new account then signs in as any other, and comes back
 * with role null until an administrator assigns it. A sign-in refused here means the username was someone
 * else's.
 */
export const register = async (input: RegisterInput): Promise<User> => {
  await apiSend<{ message: string }>('POST', '/api/register', {
    ...input,
    role: 'ProjectAdmin',
    mustChangePassword: true,
    isActive: true,
  });
  try {
    return await login({ username: input.username, password: input.password });
  } catch (error) {
    if (isApiError(error) && error.status === 401)
      throw new Error(
        t('Could not sign in with this username and password. If the username is taken, choose another'),
      );
    throw error;
  }
};

export const useRegister = () =>
  useCommand({
    mutationFn: register,
    failureTitle: t('Registration failed'),
    failure: t('Could not create the account'),
    failureText: 'message',
    invalidate: (client, _input, user) => replaceSessionUser(client, user),
  });
