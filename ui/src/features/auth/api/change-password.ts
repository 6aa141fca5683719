import type { ChangePasswordInput } from '@pm/domain/identity/schemas';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { invalidateUrls } from '@/lib/query-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { userQueryKey } from './get-user';

/** POST /api/change-password {currentPassword, newPassword}: clears a pending first-sign-in change. */
export const changePassword = (input: ChangePasswordInput): Promise<CommandResult> =>
  apiSend<CommandResult>('POST', '/api/change-password', input);

export const useChangePassword = (callbacks: CommandCallbacks = {}) =>
  useCommand({
    ...callbacks,
    mutationFn: changePassword,
    success: t('Password changed successfully'),
    failure: t('Failed to change password'),
    invalidate: (client) => invalidateUrls(client, [userQueryKey[0]]),
  });
