import type { Role } from '@pm/domain';
import type { OneTimePasswordResult } from '@pm/domain/identity/rows';
import { createManagedUserSchema } from '@pm/domain/identity/schemas';
import { Alert, Form, Input, Typography } from 'antd';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { parseForm, showServerFieldErrors, zodRule } from '@/lib/zod-form';
import { useCreateUser } from '../api/create-user';
import { PlaceItem } from './place-item';
import type { PlaceOptions } from './place-options';
import { ProfileItems, RoleItem } from './profile-items';

interface CreateUserDialogProps extends DialogProps {
  /** The role the caller creates (one level down); null for SuperAdmin, who chooses it. */
  readonly fixedRole: Role | null;
  /** A ProjectAdmin's facilitators go to its own project: shown, not chosen. */
  readonly fixedPlace: string | null;
  readonly places: PlaceOptions;
  readonly onCreated: (result: OneTimePasswordResult) => void;
}

const rule = (field: string) => [zodRule(createManagedUserSchema, field)];

/** Create dialog (spec §2 /users): the role is set by the server; the password is a one-time one. */
export function CreateUserDialog({
  fixedRole,
  fixedPlace,
  places,
  onCreated,
  ...dialog
}: CreateUserDialogProps) {
  const [form] = Form.useForm();
  const chosenRole = Form.useWatch<Role | undefined>('role', form);
  const role = fixedRole ?? chosenRole;
  const create = useCreateUser({ onCreated, onError: (error) => showServerFieldErrors(form, error) });

  const submit = async () => {
    const input = await parseForm(createManagedUserSchema, form);
    if (input) create.mutate({ ...input, role: role ?? null });
  };

  return (
    <ModalForm
      {...dialog}
      title="Create User"
      okText="Create User"
      pendingText="Creating..."
      pending={create.isPending}
      form={form}
      name="create-user"
      initialValues={{ username: '', firstName: '', lastName: '', email: '', phone: '' }}
      onSubmit={submit}
    >
      <Alert
        type="info"
        showIcon
        title="The system generates a one-time password, shown once after the user is created. The user chooses their own password at first sign-in."
      />
      <Form.Item name="username" label="Username" required rules={rule('username')}>
        <Input autoComplete="off" />
      </Form.Item>
      <ProfileItems schema={createManagedUserSchema} />
      {fixedRole ? (
        <Form.Item label="Role">
          <Typography.Text strong>{fixedRole}</Typography.Text>
        </Form.Item>
      ) : (
        <RoleItem />
      )}
      {fixedPlace ? (
        <Form.Item label="Project">
          <Typography.Text>{fixedPlace}</Typography.Text>
        </Form.Item>
      ) : (
        <PlaceItem role={role} places={places} />
      )}
    </ModalForm>
  );
}
