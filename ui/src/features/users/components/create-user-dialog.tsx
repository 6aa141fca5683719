import type { Role } from '@pm/domain';
import type { OneTimePasswordResult } from '@pm/domain/identity/rows';
import { createManagedUserSchema } from '@pm/domain/identity/schemas';
import { Alert, Form, Input, Typography } from 'antd';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useCreateUser } from '../api/create-user';
import { newUserRequest } from './new-user-request';
import { PlaceItem } from './place-item';
import { type AuditorScope, type PlaceOptions, SCOPE_FIELD } from './place-options';
import { ProfileItems, RoleItem } from './profile-items';

interface CreateUserDialogProps extends DialogProps {
  /** The roles the caller creates: one is shown, several are chosen from (every role for SuperAdmin). */
  readonly roles: readonly Role[];
  /** The role chosen until another is (a NationalDirector's RegionalAdmin); none for SuperAdmin. */
  readonly defaultRole: Role | null;
  /** A ProjectAdmin's facilitators go to its own project: shown, not chosen. */
  readonly fixedPlace: string | null;
  readonly places: PlaceOptions;
  readonly onCreated: (result: OneTimePasswordResult) => void;
}

const rule = (field: string) => [zodRule(createManagedUserSchema, field)];

/**
 * Create dialog (spec: screens /users): the role among those the caller creates, the place that role asks for
 * (an Auditor's scope first), and a one-time password made by the server.
 */
export function CreateUserDialog({
  roles,
  defaultRole,
  fixedPlace,
  places,
  onCreated,
  ...dialog
}: CreateUserDialogProps) {
  const [form] = Form.useForm();
  const fixedRole = roles.length === 1 ? roles[0] : undefined;
  const chosenRole = Form.useWatch<Role | undefined>('role', form);
  const role = fixedRole ?? chosenRole;
  const scope = Form.useWatch<AuditorScope | undefined>(SCOPE_FIELD, form);
  const create = useCreateUser({ onCreated, onError: (error) => showServerFieldErrors(form, error) });

  const submit = async () => {
    const input = await parseForm(createManagedUserSchema, form);
    if (input) create.mutate(newUserRequest(input, role, form.getFieldValue(SCOPE_FIELD)));
  };

  return (
    <ModalForm
      {...dialog}
      title={t('Create User')}
      okText={t('Create User')}
      pendingText={t('Creating...')}
      pending={create.isPending}
      form={form}
      name="create-user"
      initialValues={{
        username: '',
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        ...(fixedRole === undefined && defaultRole ? { role: defaultRole } : {}),
      }}
      onSubmit={submit}
    >
      <Alert
        type="info"
        showIcon
        title={t(
          'The system generates a one-time password, shown once after the user is created. The user chooses their own password at first sign-in.',
        )}
      />
      <Form.Item name="username" label={t('Username')} required rules={rule('username')}>
        <Input autoComplete="off" />
      </Form.Item>
      <ProfileItems schema={createManagedUserSchema} />
      {fixedRole ? (
        <Form.Item label={t('Role')}>
          <Typography.Text strong>{fixedRole}</Typography.Text>
        </Form.Item>
      ) : (
        <RoleItem roles={roles} />
      )}
      {fixedPlace ? (
        <Form.Item label={t('Project')}>
          <Typography.Text>{fixedPlace}</Typography.Text>
        </Form.Item>
      ) : (
        <PlaceItem role={role} scope={scope} places={places} />
      )}
    </ModalForm>
  );
}
