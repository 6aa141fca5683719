import type { Actor } from '@pm/domain/access/policy';
import { type TableColumnsType, Typography } from 'antd';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import type { GroupSaving } from '../api/get-group-savings';
import { anyReversible, entryAmountColumn, ReverseEntry } from './reverse-entry';

const memberOf = (saving: GroupSaving): string =>
  saving.memberName ?? t('Member {{id}}', { id: saving.memberId });

/**
 * The savings rows (spec §2 "Savings Tracking"), newest first as given. A reversed saving stays, struck
 * through; Reverse shows where the user may reverse a saving (`actor` given).
 */
export function SavingsTable({
  savings,
  loading,
  actor,
}: {
  readonly savings: readonly GroupSaving[];
  readonly loading: boolean;
  /** The signed-in user, for the Reverse action; none without. */
  readonly actor?: Actor | null;
}) {
  const columns: TableColumnsType<GroupSaving> = [
    {
      title: t('Date'),
      dataIndex: 'savingDate',
      key: 'savingDate',
      render: (date: string) => formatDate(date),
      sorter: (a, b) => a.savingDate.localeCompare(b.savingDate),
    },
    {
      title: t('Member'),
      key: 'member',
      render: (_: unknown, saving: GroupSaving) => (
        <Typography.Text strong>{memberOf(saving)}</Typography.Text>
      ),
    },
    {
      title: t('Group'),
      dataIndex: 'groupName',
      key: 'groupName',
      render: (name: string | null) => name ?? '-',
    },
    {
      ...entryAmountColumn<GroupSaving>(),
      sorter: (a, b) => Number(a.amount) - Number(b.amount),
    },
    { title: t('Notes'), dataIndex: 'notes', key: 'notes', render: (notes: string | null) => notes || '-' },
    ...(anyReversible(actor, savings)
      ? [
          {
            title: t('Actions'),
            key: 'actions',
            render: (_: unknown, saving: GroupSaving) => (
              <ReverseEntry
                kind="saving"
                row={saving}
                actor={actor}
                summary={{ who: memberOf(saving), amount: saving.amount, date: saving.savingDate }}
                streams={[`group-${saving.groupId}`]}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable<GroupSaving>
      rows={savings}
      columns={columns}
      loading={loading}
      loadingText={t('Loading savings...')}
      emptyText={t('No savings recorded')}
    />
  );
}
