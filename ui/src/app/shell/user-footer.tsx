import { LogoutOutlined } from '@ant-design/icons';
import { App, Button, theme } from 'antd';
import type { User } from '@/features/auth/api/get-user';
import { useAuth } from '@/features/auth/components/auth-context';
import { t } from '@/i18n';
import { initialsOf } from '@/lib/format';
import { unsentOf } from '@/offline/queue-types';
import { useQueuedCommands } from '@/offline/use-offline-queue';
import { RoleBadge } from './role-badge';

/**
 * The sidebar footer (spec: screens): initials, username, role badge and Sign Out. Signing out with records not
 * yet sent from this phone asks first: they stay on the phone and go when the same user signs in again.
 */
export function UserFooter({ user }: { readonly user: User }) {
  const { logoutMutation } = useAuth();
  const { token } = theme.useToken();
  const { modal } = App.useApp();
  const unsent = unsentOf(useQueuedCommands(user.id)).length;
  const pending = logoutMutation.isPending;
  const signOut = () => {
    if (unsent === 0) return logoutMutation.mutate();
    modal.confirm({
      title: t('Records not yet sent'),
      content: t(
        '{{count}} records kept on this phone have not reached the server. They stay on this phone and are sent when you sign in here again.',
        { count: unsent },
      ),
      okText: t('Sign out anyway'),
      okButtonProps: { danger: true },
      cancelText: t('Stay signed in'),
      onOk: () => logoutMutation.mutate(),
    });
  };
  return (
    <div className="pm-user-footer" style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      <div className="pm-user">
        <span className="pm-avatar" style={{ backgroundColor: token.colorPrimary }} aria-hidden>
          {initialsOf(user.username)}
        </span>
        <div className="pm-user-text">
          <strong className="pm-ellipsis" title={user.username} data-testid="current-username">
            {user.username}
          </strong>
          <div>
            <RoleBadge user={user} />
          </div>
        </div>
      </div>
      <Button icon={<LogoutOutlined aria-hidden />} loading={pending} onClick={signOut} block>
        {pending ? t('Signing out...') : t('Sign Out')}
      </Button>
    </div>
  );
}
