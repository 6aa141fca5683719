import { CREATES, can, rolesCreatedBy } from '@pm/domain';
import type { OneTimePasswordResult } from '@pm/domain/identity/rows';
import { Flex, theme } from 'antd';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { type ManagedUser, useManagedUsers } from '@/features/users/api/get-managed-users';
import { ActionsTable } from '@/features/users/components/actions-table';
import { CreateUserDialog } from '@/features/users/components/create-user-dialog';
import { EditUserDialog } from '@/features/users/components/edit-user-dialog';
import { OneTimePasswordDialog } from '@/features/users/components/one-time-password-dialog';
import { USER_CSV_COLUMNS } from '@/features/users/components/user-csv';
import { UsersTable } from '@/features/users/components/users-table';
import { WaitingUsers } from '@/features/users/components/waiting-users';
import { t } from '@/i18n';
import { downloadTableCsv } from '@/lib/table-csv';
import { useDisclosure } from '@/lib/use-disclosure';
import { usePageExport } from '../shell/page-export';
import { useQuickAddRequest } from '../shell/quick-add';
import { useSignedInUser } from '../use-signed-in-user';
import { useConfirmReset } from './users/use-confirm-reset';
import { usePlaces } from './users/use-places';
import { UsersHeader } from './users/users-header';

/** /users (spec: screens "User Management"): managed users, Create, Edit, Show/Hide Actions, accounts waiting. */
export default function UsersPage() {
  const { user, actor } = useSignedInUser();
  const { token } = theme.useToken();
  const everyone = CREATES[user.role] === 'any';
  const creates = rolesCreatedBy(actor);
  const canCreate = can(actor, 'users.manage') && creates.length > 0;
  const users = useManagedUsers();
  const places = usePlaces(canCreate, creates);
  const creating = useDisclosure();
  const editing = useDisclosure<ManagedUser>();
  const [showActions, setShowActions] = useState(false);
  const [password, setPassword] = useState<OneTimePasswordResult | null>(null);
  const confirmReset = useConfirmReset(setPassword);
  usePageExport({
    formats: ['csv'],
    loading: false,
    onExport: () => downloadTableCsv('users', USER_CSV_COLUMNS, users.data ?? []),
  });
  useQuickAddRequest(() => creating.open(), canCreate);
  const ownProject =
    user.role === 'ProjectAdmin' && user.projectCode
      ? `${user.projectCode} - ${user.projectName ?? ''}`
      : null;

  return (
    <Flex vertical gap={token.marginLG}>
      <UsersHeader
        everyone={everyone}
        creates={creates}
        canCreate={canCreate}
        showActions={showActions}
        onToggleActions={() => setShowActions((shown) => !shown)}
        onCreate={() => creating.open()}
      />
      {user.role === 'SuperAdmin' && <WaitingUsers places={places} />}
      <LoadError what={t('users')} error={users.error} />
      <UsersTable
        users={users.data ?? []}
        loading={users.isLoading}
        onEdit={editing.open}
        onResetPassword={confirmReset}
      />
      {showActions && <ActionsTable />}
      {canCreate && (
        <CreateUserDialog
          key={`create-${creating.key}`}
          {...creating.props}
          roles={creates}
          // SuperAdmin chooses among every role; the others start from the role they make by default
          defaultRole={everyone ? null : (creates[0] ?? null)}
          fixedPlace={ownProject}
          places={places}
          onCreated={(result) => {
            creating.close();
            setPassword(result);
          }}
        />
      )}
      <EditUserDialog key={`edit-${editing.key}`} {...editing.props} user={editing.subject} />
      <OneTimePasswordDialog result={password} onClose={() => setPassword(null)} />
    </Flex>
  );
}
