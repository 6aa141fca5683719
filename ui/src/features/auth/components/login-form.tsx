import { useLightForm } from '@/components/light/form';
import { t } from '@/i18n';
import { useAuth } from './auth-context';
import { AuthForm, PasswordField, UsernameField } from './auth-form';

// zod and the domain's schemas load with the form's first check, not with the first screen
const loginSchema = () => import('@pm/domain/auth/schemas').then((m) => m.loginSchema);

const EMPTY = { username: '', password: '' };

/** `autoFocus`: the username field takes the focus (not when the tabs were moved by keyboard). */
export function LoginForm({ autoFocus = true }: { readonly autoFocus?: boolean }) {
  const { loginMutation } = useAuth();
  const pending = loginMutation.isPending;
  const { mutate } = loginMutation;
  const form = useLightForm({
    schema: loginSchema,
    initialValues: EMPTY,
    onValid: (input) => mutate(input),
  });

  return (
    <AuthForm
      name="login"
      form={form}
      pending={pending}
      submit={t('Sign In')}
      submitting={t('Signing in...')}
    >
      <UsernameField form={form} autoFocus={autoFocus} />
      <PasswordField form={form} label={t('Password')} autoComplete="current-password" />
    </AuthForm>
  );
}
