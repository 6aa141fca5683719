import { EditOutlined, KeyOutlined } from '@ant-design/icons';
import { Flex, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { activeColumn, dateColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { t } from '@/i18n';
import { displayName, type ManagedUser } from '../api/get-managed-users';

/**
 * 'KE0421', 'Kakamega Cluster', 'Western' (the most specific place held), 'Whole programme' for an
 * Auditor that holds none, nothing for national roles.
 */
export const placeOf = (
  user: Pick<ManagedUser, 'role' | 'projectCode' | 'clusterName' | 'regionName'>,
): string | null =>
  user.projectCode ??
  user.clusterName ??
  user.regionName ??
  (user.role === 'Auditor' ? t('Whole programme') : null);

interface UsersTableProps {
  readonly users: readonly ManagedUser[];
  readonly loading: boolean;
  readonly onEdit: (user: ManagedUser) => void;
  readonly onResetPassword: (user: ManagedUser) => void;
}

/** Table of managed users (spec: screens): User, Role, Contact, Status, Created, Actions. */
export function UsersTable({ users, loading, onEdit, onResetPassword }: UsersTableProps) {
  const columns: TableColumnsType<ManagedUser> = [
    {
      title: t('User'),
      key: 'user',
      render: (_: unknown, user: ManagedUser) => (
        <Flex vertical>
          <Typography.Text strong>{displayName(user)}</Typography.Text>
          <Typography.Text type="secondary">@{user.username}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('Role'),
      key: 'role',
      render: (_: unknown, user: ManagedUser) => (
        <Space wrap>
          <Tag>{user.role ?? t('No role')}</Tag>
          {placeOf(user) && <Typography.Text type="secondary">{placeOf(user)}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('Contact'),
      key: 'contact',
      render: (_: unknown, user: ManagedUser) => (
        <Flex vertical>
          <span>{user.email ?? '-'}</span>
          <Typography.Text type="secondary">{user.phone ?? ''}</Typography.Text>
        </Flex>
      ),
    },
    activeColumn<ManagedUser>(),
    dateColumn<ManagedUser>(t('Created'), 'createdAt'),
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, user: ManagedUser) => (
        <Space>
          <IconAction
            title={t('Edit')}
            label={t('Edit {{name}}', { name: user.username })}
            icon={<EditOutlined aria-hidden />}
            onClick={() => onEdit(user)}
          />
          <IconAction
            title={t('Reset password')}
            label={t('Reset the password of {{name}}', { name: user.username })}
            icon={<KeyOutlined aria-hidden />}
            onClick={() => onResetPassword(user)}
          />
        </Space>
      ),
    },
  ];
  return (
    <DataTable
      rows={users}
      columns={columns}
      loading={loading}
      loadingText={t('Loading users...')}
      emptyText={t('No users yet')}
    />
  );
}
