import type { LoginInput } from '@pm/domain';
import { t } from '@/i18n';
import { apiSend } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import type { User } from './get-user';
import { replaceSessionUser } from './session-cache';

/** POST /api/login {username, password} → the user. */
export const login = (input: LoginInput): Promise<User> => apiSend<User>('POST', '/api/login', input);

export const useLogin = () =>
  useCommand({
    mutationFn: login,
    failureTitle: t('Login failed'),
    failure: t('Could not sign in'),
    failureText: 'message',
    invalidate: (client, _input, user) => replaceSessionUser(client, user),
  });
