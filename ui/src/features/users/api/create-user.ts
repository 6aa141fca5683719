import type { OneTimePasswordResult } from '@pm/domain/identity/rows';
import type { CreateManagedUserInput } from '@pm/domain/identity/schemas';
import { t } from '@/i18n';
import { apiSend } from '@/lib/api-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { MANAGED_USERS_URL } from './get-managed-users';
import { invalidateAfterUserWrite } from './invalidate';

/** POST /api/managed-users → 201 with the one-time password, shown once. */
export const createUser = (input: CreateManagedUserInput): Promise<OneTimePasswordResult> =>
  apiSend<OneTimePasswordResult>('POST', MANAGED_USERS_URL, input);

export const useCreateUser = (
  callbacks: Omit<CommandCallbacks, 'onSuccess'> & { onCreated: (result: OneTimePasswordResult) => void },
) =>
  useCommand({
    onError: callbacks.onError,
    mutationFn: createUser,
    success: t('User created successfully'),
    failure: t('Failed to create user'),
    invalidate: (client, _input, result) => {
      callbacks.onCreated(result);
      return invalidateAfterUserWrite(client);
    },
  });
