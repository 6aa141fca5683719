import type { RegisterInput } from '@pm/domain';
import { t } from '@/i18n';
import { apiSend } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import type { User } from './get-user';
import { replaceSessionUser } from './session-cache';

/**
 * POST /api/register: the user fields (confirmPassword already removed) plus the spec's defaults. The
 * server ignores role and flags; a self-registered account comes back with role null until an
 * administrator assigns it.
 */
export const register = (input: RegisterInput): Promise<User> =>
  apiSend<User>('POST', '/api/register', {
    ...input,
    role: 'ProjectAdmin',
    mustChangePassword: true,
    isActive: true,
  });

export const useRegister = () =>
  useCommand({
    mutationFn: register,
    failureTitle: t('Registration failed'),
    failure: t('Could not create the account'),
    failureText: 'message',
    invalidate: (client, _input, user) => replaceSessionUser(client, user),
  });
