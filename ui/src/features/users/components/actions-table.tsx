import { Card, Table, type TableColumnsType, Tag } from 'antd';
import { t, tKey } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { type UserAction, useUserActions } from '../api/get-user-actions';

const LABELS: Readonly<Record<UserAction['actionType'], string>> = {
  create_user: tKey('Created'),
  update_user: tKey('Edited'),
  deactivate_user: tKey('Deactivated'),
  reactivate_user: tKey('Reactivated'),
  reset_password: tKey('Password reset'),
  assign_role: tKey('Role assigned'),
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

const columnsOf = (): TableColumnsType<UserAction> => [
  { title: t('When'), dataIndex: 'actionDate', key: 'when', render: (at: string) => formatDateTime(at) },
  {
    title: t('Action'),
    key: 'type',
    render: (_: unknown, a: UserAction) => (
      <Tag color={a.isSuccessful ? undefined : 'error'}>
        {a.isSuccessful
          ? t(LABELS[a.actionType])
          : t('{{action}}: refused', { action: t(LABELS[a.actionType]) })}
      </Tag>
    ),
  },
  {
    title: t('User'),
    key: 'target',
    render: (_: unknown, a: UserAction) =>
      a.targetUsername ?? (a.targetUserId === null ? '-' : `#${a.targetUserId}`),
  },
  { title: t('By'), key: 'by', render: (_: unknown, a: UserAction) => a.performedByUsername ?? t('System') },
  { title: t('Details'), dataIndex: 'actionDetails', key: 'details', render: detailsText },
  { title: t('Reason'), dataIndex: 'reason', key: 'reason', render: (r: string | null) => r ?? '-' },
];

/** Recent Actions (spec: screens): read only while shown; a failed fetch shows an empty table (spec: API calls). */
export function ActionsTable() {
  const actions = useUserActions(true);
  return (
    <Card title={t('Recent Actions')}>
      <Table<UserAction>
        rowKey="id"
        size="small"
        columns={columnsOf()}
        dataSource={actions.data ?? []}
        loading={actions.isLoading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
