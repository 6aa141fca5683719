import type { OneTimePasswordResult } from '@pm/domain/identity/rows';
import { App } from 'antd';
import type { ManagedUser } from '@/features/users/api/get-managed-users';
import { useResetPassword } from '@/features/users/api/reset-password';
import { t } from '@/i18n';

/**
 * Reset password, asked first: the answer's one-time password goes to `onReset` (shown to give to the
 * user).
 */
export const useConfirmReset = (onReset: (result: OneTimePasswordResult) => void) => {
  const reset = useResetPassword(onReset);
  const { modal } = App.useApp();
  return (target: ManagedUser) =>
    modal.confirm({
      title: t('Reset the password of {{username}}?', { username: target.username }),
      content: t(
        'Their current password stops working at once and their open sessions end. You will see a one-time password to give them; they choose their own at the next sign-in.',
      ),
      okText: t('Reset password'),
      okButtonProps: { danger: true },
      onOk: () => reset.mutate(target.id),
    });
};
