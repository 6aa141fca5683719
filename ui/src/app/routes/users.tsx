import { PlusOutlined } from '@ant-design/icons';
import { assignmentLevel, CREATES, can, type Role, rolesCreatedBy } from '@pm/domain';
import type { OneTimePasswordResult } from '@pm/domain/identity/rows';
import { App, Button, Flex, Space, theme } from 'antd';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useClusters } from '@/features/hierarchy/api/get-clusters';
import { useRegions } from '@/features/hierarchy/api/get-regions';
import { projectLabel, useProjects } from '@/features/projects/api/get-projects';
import { type ManagedUser, useManagedUsers } from '@/features/users/api/get-managed-users';
import { useResetPassword } from '@/features/users/api/reset-password';
import { ActionsTable } from '@/features/users/components/actions-table';
import { CreateUserDialog } from '@/features/users/components/create-user-dialog';
import { EditUserDialog } from '@/features/users/components/edit-user-dialog';
import { OneTimePasswordDialog } from '@/features/users/components/one-time-password-dialog';
import type { PlaceOptions } from '@/features/users/components/place-options';
import { USER_CSV_COLUMNS } from '@/features/users/components/user-csv';
import { UsersTable } from '@/features/users/components/users-table';
import { WaitingUsers } from '@/features/users/components/waiting-users';
import { t } from '@/i18n';
import { downloadTableCsv } from '@/lib/table-csv';
import { useDisclosure } from '@/lib/use-disclosure';
import { usePageExport } from '../shell/page-export';
import { useQuickAddRequest } from '../shell/quick-add';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * The levels a creator places new accounts at: a ProjectAdmin's facilitators go to a project, so it reads
 * no list of regions or clusters (which it may not read: 403); an Auditor may go to any level.
 */
const placeLevelsOf = (roles: readonly Role[]): ReadonlySet<string> =>
  new Set(
    roles.flatMap((role) => {
      const level = assignmentLevel(role);
      return level === 'any' ? ['region', 'cluster', 'project'] : [level];
    }),
  );

/** The places the caller may put a new account, from the lists its scope already limits. */
const usePlaces = (enabled: boolean, roles: readonly Role[]): PlaceOptions => {
  const levels = placeLevelsOf(roles);
  const regions = useRegions({ enabled: enabled && levels.has('region') });
  const clusters = useClusters({ enabled: enabled && levels.has('cluster') });
  const projects = useProjects({ enabled: enabled && levels.has('project') });
  return {
    region: (regions.data ?? []).filter((r) => r.isActive).map((r) => ({ value: r.id, label: r.name })),
    cluster: (clusters.data ?? [])
      .filter((c) => c.isActive)
      .map((c) => ({ value: c.id, label: `${c.name} (${c.regionName})` })),
    project: (projects.data ?? [])
      .filter((p) => p.isActive)
      .map((p) => ({ value: p.id, label: projectLabel(p) })),
    loading: regions.isLoading || clusters.isLoading || projects.isLoading,
  };
};

/** 'RegionalAdmin', 'RegionalAdmin and Auditor': the roles named in the page's subtitle. */
const rolesText = (roles: readonly Role[]): string =>
  roles.length < 2
    ? roles.join('')
    : t('{{first}} and {{last}}', { first: roles.slice(0, -1).join(', '), last: roles[roles.length - 1] });

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
  const reset = useResetPassword(setPassword);
  const { modal } = App.useApp();
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
      <PageHeader
        title={t('User Management')}
        subtitle={
          everyone
            ? t('Every user of the programme')
            : creates.length > 0
              ? t('{{roles}} users you manage', { roles: rolesText(creates) })
              : undefined
        }
        actions={
          <Space wrap>
            <Button onClick={() => setShowActions((shown) => !shown)}>
              {showActions ? t('Hide Actions') : t('Show Actions')}
            </Button>
            {canCreate && (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => creating.open()}>
                {t('Create User')}
              </Button>
            )}
          </Space>
        }
      />
      {user.role === 'SuperAdmin' && <WaitingUsers places={places} />}
      <LoadError what={t('users')} error={users.error} />
      <UsersTable
        users={users.data ?? []}
        loading={users.isLoading}
        onEdit={editing.open}
        onResetPassword={(target) =>
          modal.confirm({
            title: t('Reset the password of {{username}}?', { username: target.username }),
            content: t(
              'Their current password stops working at once and their open sessions end. You will see a one-time password to give them; they choose their own at the next sign-in.',
            ),
            okText: t('Reset password'),
            okButtonProps: { danger: true },
            onOk: () => reset.mutate(target.id),
          })
        }
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
