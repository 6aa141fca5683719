import { t } from '@/i18n';
import { apiSend } from '@/lib/api-client';
import { markSignedOut } from '@/lib/return-to';
import { useCommand } from '@/lib/use-command';
import { replaceSessionUser } from './session-cache';

/** POST /api/logout → 204; the body is not read. */
export const logout = async (): Promise<void> => {
  await apiSend<unknown>('POST', '/api/logout');
};

export const useLogout = () =>
  useCommand<void, void>({
    mutationFn: logout,
    failureTitle: t('Logout failed'),
    failure: t('Could not sign out'),
    failureText: 'message',
    invalidate: (client) => {
      markSignedOut();
      return replaceSessionUser(client, null);
    },
  });
