import { type TableColumnsType, Typography } from 'antd';
import { moneyColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import type { GroupSaving } from '../api/get-group-savings';

/** The savings rows (spec §2 "Savings Tracking"), newest first as given. */
export function SavingsTable({
  savings,
  loading,
}: {
  readonly savings: readonly GroupSaving[];
  readonly loading: boolean;
}) {
  const columns: TableColumnsType<GroupSaving> = [
    {
      title: 'Date',
      dataIndex: 'savingDate',
      key: 'savingDate',
      render: (date: string) => formatDate(date),
      sorter: (a, b) => a.savingDate.localeCompare(b.savingDate),
    },
    {
      title: 'Member',
      key: 'member',
      render: (_: unknown, saving: GroupSaving) => (
        <Typography.Text strong>{saving.memberName ?? `Member ${saving.memberId}`}</Typography.Text>
      ),
    },
    {
      title: 'Group',
      dataIndex: 'groupName',
      key: 'groupName',
      render: (name: string | null) => name ?? '-',
    },
    {
      ...moneyColumn<GroupSaving>('Amount', 'amount'),
      sorter: (a, b) => Number(a.amount) - Number(b.amount),
    },
    { title: 'Notes', dataIndex: 'notes', key: 'notes', render: (notes: string | null) => notes || '-' },
  ];
  return (
    <DataTable<GroupSaving>
      rows={savings}
      columns={columns}
      loading={loading}
      loadingText="Loading savings..."
      emptyText="No savings recorded"
    />
  );
}
