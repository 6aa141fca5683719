import { LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Result, Typography, theme } from 'antd';
import type { User } from '@/features/auth/api/get-user';
import { useAuth } from '@/features/auth/components/auth-context';
import { t } from '@/i18n';
import { PRODUCT_NAME } from '../navigation';

/**
 * A self-registered account has no role and no scope until an administrator assigns them (docs/access-policy.md:
 * "its own account only"), so instead of programme pages it sees this, with a way to sign out.
 */
export function PendingRolePage({ user }: { readonly user: User }) {
  const { logoutMutation } = useAuth();
  const { token } = theme.useToken();
  const pending = logoutMutation.isPending;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Typography.Text strong>{t(PRODUCT_NAME)}</Typography.Text>
          <Flex align="center" gap={12}>
            <Typography.Text>{user.username}</Typography.Text>
            <Button
              icon={<LogoutOutlined aria-hidden />}
              loading={pending}
              onClick={() => logoutMutation.mutate()}
            >
              {pending ? t('Signing out...') : t('Sign Out')}
            </Button>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Result
          status="info"
          title={
            <Typography.Title level={1} style={{ fontSize: 24 }}>
              {t('Your account is waiting for an administrator to assign your role and scope')}
            </Typography.Title>
          }
          subTitle={t(
            'You are signed in as {{username}}. Once an administrator has given your account a role and a project, cluster or region, reload this page to start working.',
            { username: user.username },
          )}
        />
      </Layout.Content>
    </Layout>
  );
}
