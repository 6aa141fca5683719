import { Button } from 'antd';
import type { ReactNode } from 'react';
import { LightField, type LightForm } from '@/components/light/form';
import { t } from '@/i18n';

/** A sign-in card's form (sign-in or create account): its fields, greyed while sent, and its button. */
export function AuthForm({
  name,
  form,
  pending,
  submit,
  submitting,
  children,
}: {
  readonly name: string;
  readonly form: LightForm;
  readonly pending: boolean;
  /** The button's text, and its text while the form is being sent. */
  readonly submit: string;
  readonly submitting: string;
  readonly children: ReactNode;
}) {
  return (
    <form name={name} className="pm-form" onSubmit={form.onSubmit} noValidate>
      <fieldset className="pm-fieldset" disabled={pending}>
        {children}
        <Button type="primary" htmlType="submit" block loading={pending}>
          {pending ? submitting : submit}
        </Button>
      </fieldset>
    </form>
  );
}

/** Both forms' first field. `autoFocus`: not when the tabs were moved by keyboard. */
export function UsernameField({
  form,
  autoFocus,
}: {
  readonly form: LightForm;
  readonly autoFocus: boolean;
}) {
  return (
    <LightField
      form={form}
      name="username"
      label={t('Username')}
      required
      autoComplete="username"
      autoFocus={autoFocus}
    />
  );
}

/** A required password field of either form; `autoComplete` tells the phone's password manager which. */
export function PasswordField({
  form,
  name = 'password',
  label,
  autoComplete,
}: {
  readonly form: LightForm;
  readonly name?: string;
  readonly label: string;
  readonly autoComplete: 'current-password' | 'new-password';
}) {
  return <LightField form={form} name={name} label={label} required password autoComplete={autoComplete} />;
}
