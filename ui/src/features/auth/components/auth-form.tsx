import { Button } from 'antd';
import type { ReactNode } from 'react';
import type { LightForm } from '@/components/light-form';

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
