import type { OneTimePasswordResult } from '@pm/domain/identity/rows';
import { t } from '@/i18n';
import { apiSend } from '@/lib/api-client';
import { useCommand } from '@/lib/use-command';
import { MANAGED_USERS_URL } from './get-managed-users';
import { invalidateAfterUserWrite } from './invalidate';

/** POST /api/managed-users/{id}/reset-password → a new one-time password, shown once. */
export const resetPassword = (id: number): Promise<OneTimePasswordResult> =>
  apiSend<OneTimePasswordResult>('POST', `${MANAGED_USERS_URL}/${id}/reset-password`, {});

export const useResetPassword = (onReset: (result: OneTimePasswordResult) => void) =>
  useCommand({
    mutationFn: resetPassword,
    success: t('Password reset successfully'),
    failure: t('Failed to reset password'),
    invalidate: (client, _id, result) => {
      onReset(result);
      return invalidateAfterUserWrite(client);
    },
  });
