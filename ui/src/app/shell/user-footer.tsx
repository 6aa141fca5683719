import { LogoutOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography, theme } from 'antd';
import type { User } from '@/features/auth/api/get-user';
import { useAuth } from '@/features/auth/components/auth-context';
import { t } from '@/i18n';
import { initialsOf } from '@/lib/format';
import { RoleBadge } from './role-badge';

/** The sidebar footer (spec §2): initials, username, role badge and Sign Out. */
export function UserFooter({ user }: { readonly user: User }) {
  const { logoutMutation } = useAuth();
  const { token } = theme.useToken();
  const pending = logoutMutation.isPending;
  return (
    <Flex vertical gap={10} style={{ padding: 16, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex align="center" gap={10}>
        <Avatar style={{ backgroundColor: token.colorPrimary, flexShrink: 0 }} aria-hidden>
          {initialsOf(user.username)}
        </Avatar>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis data-testid="current-username">
            {user.username}
          </Typography.Text>
          <div>
            <RoleBadge user={user} />
          </div>
        </Flex>
      </Flex>
      <Button
        icon={<LogoutOutlined aria-hidden />}
        loading={pending}
        onClick={() => logoutMutation.mutate()}
        block
      >
        {pending ? t('Signing out...') : t('Sign Out')}
      </Button>
    </Flex>
  );
}
