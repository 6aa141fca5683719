import { changePasswordFormSchema } from '@pm/domain/identity/schemas';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useChangePassword } from '../api/change-password';
import type { User } from '../api/get-user';
import { useAuth } from './auth-context';

const rule = (field: string) => [zodRule(changePasswordFormSchema, field)];

/**
 * First sign-in with a one-time password (or after a reset): before any other screen the user chooses a
 * password of their own. Once it is changed, GET /api/user answers mustChangePassword false and the guard
 * shows the programme.
 */
export function ChoosePasswordPage({ user }: { readonly user: User }) {
  const [form] = Form.useForm();
  const { logoutMutation } = useAuth();
  const change = useChangePassword({ onError: (error) => showServerFieldErrors(form, error) });

  const submit = async () => {
    const input = await parseForm(changePasswordFormSchema, form);
    if (input) change.mutate({ currentPassword: input.currentPassword, newPassword: input.newPassword });
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 460 }}>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          Choose your password
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          You are signed in as {user.username} with a one-time password. Choose a password of your own (at
          least 8 characters) to continue.
        </Typography.Paragraph>
        <Form form={form} layout="vertical" name="choose-password" onFinish={submit} requiredMark={false}>
          <Form.Item name="currentPassword" label="One-time password" rules={rule('currentPassword')}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="newPassword" label="New password" rules={rule('newPassword')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="confirmPassword" label="Confirm new password" rules={rule('confirmPassword')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Flex justify="space-between">
            <Button onClick={() => logoutMutation.mutate()} loading={logoutMutation.isPending}>
              Sign Out
            </Button>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {change.isPending ? 'Saving...' : 'Save Password'}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
