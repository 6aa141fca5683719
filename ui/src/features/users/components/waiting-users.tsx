import type { Role } from '@pm/domain';
import { assignRoleSchema } from '@pm/domain/identity/schemas';
import { Button, Card, Form, Table, type TableColumnsType } from 'antd';
import { type DialogProps, ModalForm } from '@/components/modal-form';
import { t } from '@/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { parseForm, showServerFieldErrors } from '@/lib/zod-form';
import { useAssignRole } from '../api/assign-role';
import { displayName, type ManagedUser, useWaitingUsers } from '../api/get-managed-users';
import { PlaceItem } from './place-item';
import { type AuditorScope, type PlaceOptions, SCOPE_FIELD, withPlace } from './place-options';
import { RoleItem } from './profile-items';

function AssignRoleDialog({
  user,
  places,
  ...dialog
}: DialogProps & { readonly user: ManagedUser | null; readonly places: PlaceOptions }) {
  const [form] = Form.useForm();
  const role = Form.useWatch<Role | undefined>('role', form);
  const scope = Form.useWatch<AuditorScope | undefined>(SCOPE_FIELD, form);
  const assign = useAssignRole({
    onSuccess: dialog.onClose,
    onError: (error) => showServerFieldErrors(form, error),
  });
  if (!user) return null;
  const submit = async () => {
    const input = await parseForm(assignRoleSchema, form);
    if (input)
      assign.mutate({ id: user.id, ...withPlace(input, input.role, form.getFieldValue(SCOPE_FIELD)) });
  };
  return (
    <ModalForm
      {...dialog}
      title={t('Assign a role to {{name}}', { name: user.username })}
      okText={t('Assign')}
      pendingText={t('Assigning...')}
      pending={assign.isPending}
      form={form}
      name="assign-role"
      onSubmit={submit}
    >
      <RoleItem />
      <PlaceItem role={role} scope={scope} places={places} />
    </ModalForm>
  );
}

/** Self-registered accounts waiting for a role (SuperAdmin), each with Assign. */
export function WaitingUsers({ places }: { readonly places: PlaceOptions }) {
  const waiting = useWaitingUsers(true);
  const assigning = useDisclosure<ManagedUser>();
  const columns: TableColumnsType<ManagedUser> = [
    {
      title: t('User'),
      key: 'user',
      render: (_: unknown, u: ManagedUser) => `${displayName(u)} (@${u.username})`,
    },
    { title: t('Email'), dataIndex: 'email', key: 'email', render: (e: string | null) => e ?? '-' },
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, u: ManagedUser) => (
        <Button
          onClick={() => assigning.open(u)}
          aria-label={t('Assign a role to {{name}}', { name: u.username })}
        >
          {t('Assign')}
        </Button>
      ),
    },
  ];
  const rows = waiting.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card title={t('Waiting for a role')}>
      <Table<ManagedUser> rowKey="id" size="small" columns={columns} dataSource={rows} pagination={false} />
      <AssignRoleDialog key={assigning.key} {...assigning.props} user={assigning.subject} places={places} />
    </Card>
  );
}
