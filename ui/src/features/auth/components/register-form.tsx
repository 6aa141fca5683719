import { Button, Col, Form, Input, Row } from 'antd';
import { t } from '@/i18n';
import { parseForm, zodRule } from '@/lib/zod-form';
import { useAuth } from './auth-context';

// zod and the domain's schemas load with the form's first check, not with the first screen
const registerFormSchema = () => import('@pm/domain/auth/schemas').then((m) => m.registerFormSchema);

const rule = (field: string) => [zodRule(registerFormSchema, field)];

// Every field starts as an empty string, so an untouched field gets the schema's own message.
const EMPTY = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/** `autoFocus`: the username field takes the focus (not when the tabs were moved by keyboard). */
export function RegisterForm({ autoFocus = true }: { readonly autoFocus?: boolean }) {
  const [form] = Form.useForm();
  const { registerMutation } = useAuth();
  const pending = registerMutation.isPending;

  const onFinish = async () => {
    const values = await parseForm(registerFormSchema, form);
    if (!values) return;
    // spec §5: confirmPassword is removed before sending
    const { confirmPassword: _confirmPassword, ...input } = values;
    registerMutation.mutate(input);
  };

  return (
    <Form
      form={form}
      name="register"
      layout="vertical"
      initialValues={EMPTY}
      onFinish={onFinish}
      disabled={pending}
    >
      <Form.Item name="username" label={t('Username')} required rules={rule('username')}>
        <Input autoComplete="username" autoFocus={autoFocus} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t('First Name')} rules={rule('firstName')}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t('Last Name')} rules={rule('lastName')}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label={t('Email')} rules={rule('email')}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="phone" label={t('Phone')} rules={rule('phone')}>
        <Input type="tel" autoComplete="tel" placeholder="+254 7XX XXX XXX" />
      </Form.Item>
      <Form.Item name="password" label={t('Password')} required rules={rule('password')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('Confirm Password')}
        required
        dependencies={['password']}
        rules={rule('confirmPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {pending ? t('Creating account...') : t('Create Account')}
      </Button>
    </Form>
  );
}
