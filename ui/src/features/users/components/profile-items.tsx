import { ROLES, type Role } from '@pm/domain';
import { Form, Input } from 'antd';
import type { z } from 'zod';
import { SearchSelect } from '@/components/form-inputs';
import { t, tKey } from '@/i18n';
import { zodRule } from '@/lib/zod-form';

const FIELDS = [
  ['firstName', tKey('First Name')],
  ['lastName', tKey('Last Name')],
  ['email', tKey('Email')],
  ['phone', tKey('Phone')],
] as const;

/** First name, last name, email and phone, checked by the dialog's schema (Create and Edit). */
export function ProfileItems({ schema }: { readonly schema: z.ZodType }) {
  return FIELDS.map(([name, label]) => (
    <Form.Item key={name} name={name} label={t(label)} rules={[zodRule(schema, name)]}>
      <Input type={name === 'email' ? 'email' : 'text'} autoComplete="off" />
    </Form.Item>
  ));
}

/**
 * The role picker of those who create several roles: every role for SuperAdmin (Create, Assign), a
 * RegionalAdmin or an Auditor for a NationalDirector. Everyone else's role is fixed by the server.
 */
export function RoleItem({ roles = ROLES }: { readonly roles?: readonly Role[] }) {
  return (
    <Form.Item
      name="role"
      label={t('Role')}
      required
      rules={[{ required: true, message: t('Please select a role') }]}
    >
      <SearchSelect options={roles.map((r) => ({ value: r, label: r }))} placeholder={t('Choose the role')} />
    </Form.Item>
  );
}
