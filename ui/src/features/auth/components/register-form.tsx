import { LightField, useLightForm } from '@/components/light/form';
import { t } from '@/i18n';
import { useAuth } from './auth-context';
import { AuthForm, PasswordField, UsernameField } from './auth-form';

// zod and the domain's schemas load with the form's first check, not with the first screen
const registerFormSchema = () => import('@pm/domain/auth/schemas').then((m) => m.registerFormSchema);

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

/** The confirmation is checked again when the password changes. */
const DEPENDENCIES = { password: ['confirmPassword'] };

/** `autoFocus`: the username field takes the focus (not when the tabs were moved by keyboard). */
export function RegisterForm({ autoFocus = true }: { readonly autoFocus?: boolean }) {
  const { registerMutation } = useAuth();
  const pending = registerMutation.isPending;
  const { mutate } = registerMutation;
  const form = useLightForm({
    schema: registerFormSchema,
    initialValues: EMPTY,
    dependencies: DEPENDENCIES,
    // spec: validation: confirmPassword is removed before sending
    onValid: ({ confirmPassword: _confirmPassword, ...input }) => mutate(input),
  });

  return (
    <AuthForm
      name="register"
      form={form}
      pending={pending}
      submit={t('Create Account')}
      submitting={t('Creating account...')}
    >
      <UsernameField form={form} autoFocus={autoFocus} />
      <div className="pm-form-row">
        <LightField form={form} name="firstName" label={t('First Name')} autoComplete="given-name" />
        <LightField form={form} name="lastName" label={t('Last Name')} autoComplete="family-name" />
      </div>
      <LightField form={form} name="email" label={t('Email')} type="email" autoComplete="email" />
      <LightField
        form={form}
        name="phone"
        label={t('Phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+254 7XX XXX XXX"
      />
      <PasswordField form={form} label={t('Password')} autoComplete="new-password" />
      <PasswordField
        form={form}
        name="confirmPassword"
        label={t('Confirm Password')}
        autoComplete="new-password"
      />
    </AuthForm>
  );
}
