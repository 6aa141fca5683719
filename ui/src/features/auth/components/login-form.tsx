import { Button, Form, Input } from 'antd';
import { t } from '@/i18n';
import { parseForm, zodRule } from '@/lib/zod-form';
import { useAuth } from './auth-context';

// zod and the domain's schemas load with the form's first check, not with the first screen
const loginSchema = () => import('@pm/domain/auth/schemas').then((m) => m.loginSchema);

/** `autoFocus`: the username field takes the focus (not when the tabs were moved by keyboard). */
export function LoginForm({ autoFocus = true }: { readonly autoFocus?: boolean }) {
  const [form] = Form.useForm();
  const { loginMutation } = useAuth();
  const pending = loginMutation.isPending;

  const onFinish = async () => {
    const input = await parseForm(loginSchema, form);
    if (input) loginMutation.mutate(input);
  };

  return (
    <Form
      form={form}
      name="login"
      layout="vertical"
      initialValues={{ username: '', password: '' }}
      onFinish={onFinish}
      disabled={pending}
    >
      <Form.Item name="username" label={t('Username')} required rules={[zodRule(loginSchema, 'username')]}>
        <Input autoComplete="username" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item name="password" label={t('Password')} required rules={[zodRule(loginSchema, 'password')]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {pending ? t('Signing in...') : t('Sign In')}
      </Button>
    </Form>
  );
}
