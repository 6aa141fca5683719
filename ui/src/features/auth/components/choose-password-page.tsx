import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { t } from '@/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useChangePassword } from '../api/change-password';
import type { User } from '../api/get-user';
import { useAuth } from './auth-context';

// zod and the schema load with the form's first check: the page (and the shell it shares chunks with) does not carry them
const changePasswordFormSchema = () =>
  import('@pm/domain/identity/schemas').then((m) => m.changePasswordFormSchema);

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
        <Flex justify="space-between" align="start" gap={12}>
          <Typography.Title level={1} style={{ fontSize: 22 }}>
            {t('Choose your password')}
          </Typography.Title>
          <LanguageSwitch />
        </Flex>
        <Typography.Paragraph type="secondary">
          {t(
            'You are signed in as {{username}} with a one-time password. Choose a password of your own (at least 8 characters) to continue.',
            { username: user.username },
          )}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" name="choose-password" onFinish={submit} requiredMark={false}>
          <Form.Item name="currentPassword" label={t('One-time password')} rules={rule('currentPassword')}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="newPassword" label={t('New password')} rules={rule('newPassword')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="confirmPassword" label={t('Confirm new password')} rules={rule('confirmPassword')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Flex justify="space-between">
            <Button onClick={() => logoutMutation.mutate()} loading={logoutMutation.isPending}>
              {t('Sign Out')}
            </Button>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {change.isPending ? t('Saving...') : t('Save Password')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
