import { Card, Table, type TableColumnsType, Tag } from 'antd';
import { formatDateTime } from '@/lib/format';
import { type UserAction, useUserActions } from '../api/get-user-actions';

const LABELS: Readonly<Record<UserAction['actionType'], string>> = {
  create_user: 'Created',
  update_user: 'Edited',
  deactivate_user: 'Deactivated',
  reactivate_user: 'Reactivated',
  reset_password: 'Password reset',
  assign_role: 'Role assigned',
};

/** The role or changed fields an action's details hold, in a few words. */
const detailsText = (details: string): string => {
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    return typeof parsed.role === 'string' ? parsed.role : '';
  } catch {
    return '';
  }
};

const columns: TableColumnsType<UserAction> = [
  { title: 'When', dataIndex: 'actionDate', key: 'when', render: (at: string) => formatDateTime(at) },
  {
    title: 'Action',
    key: 'type',
    render: (_: unknown, a: UserAction) => (
      <Tag color={a.isSuccessful ? undefined : 'error'}>
        {a.isSuccessful ? LABELS[a.actionType] : `${LABELS[a.actionType]}: refused`}
      </Tag>
    ),
  },
  {
    title: 'User',
    key: 'target',
    render: (_: unknown, a: UserAction) =>
      a.targetUsername ?? (a.targetUserId === null ? '-' : `#${a.targetUserId}`),
  },
  { title: 'By', key: 'by', render: (_: unknown, a: UserAction) => a.performedByUsername ?? 'System' },
  { title: 'Details', dataIndex: 'actionDetails', key: 'details', render: detailsText },
  { title: 'Reason', dataIndex: 'reason', key: 'reason', render: (r: string | null) => r ?? '-' },
];

/** Recent Actions (spec §2): read only while shown; a failed fetch shows an empty table (spec §7). */
export function ActionsTable() {
  const actions = useUserActions(true);
  return (
    <Card title="Recent Actions">
      <Table<UserAction>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={actions.data ?? []}
        loading={actions.isLoading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
