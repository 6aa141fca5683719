import { updateManagedUserSchema } from '@pm/domain/identity/schemas';
import { Form, Input, Switch } from 'antd';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { parseForm, showServerFieldErrors } from '@/lib/zod-form';
import type { ManagedUser } from '../api/get-managed-users';
import { useUpdateUser } from '../api/update-user';
import { ProfileItems } from './profile-items';

/** Edit dialog (spec: screens): names, email, phone and active; the username cannot be changed. */
export function EditUserDialog({ user, ...dialog }: DialogProps & { readonly user: ManagedUser | null }) {
  const [form] = Form.useForm();
  const update = useUpdateUser({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });
  if (!user) return null;

  const submit = async () => {
    const input = await parseForm(updateManagedUserSchema, form);
    if (input) update.mutate({ id: user.id, ...input });
  };

  return (
    <ModalForm
      {...dialog}
      title={t('Edit {{name}}', { name: user.username })}
      okText={t('Save Changes')}
      pendingText={t('Saving...')}
      pending={update.isPending}
      form={form}
      name="edit-user"
      initialValues={{
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.email ?? '',
        phone: user.phone ?? '',
        isActive: user.isActive,
      }}
      onSubmit={submit}
    >
      <Form.Item label={t('Username')}>
        <Input value={user.username} disabled />
      </Form.Item>
      <ProfileItems schema={updateManagedUserSchema} />
      <Form.Item
        name="isActive"
        label={t('Active')}
        valuePropName="checked"
        extra={t('An inactive user is signed out at once and cannot sign in.')}
      >
        <Switch />
      </Form.Item>
    </ModalForm>
  );
}
