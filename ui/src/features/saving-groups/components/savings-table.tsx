import { Table, type TableColumnsType, Typography } from 'antd';
import { formatDate } from '../../../lib/format';
import { formatWireMoney } from '../../../lib/money';
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
      title: 'Amount',
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      render: (amount: number) => formatWireMoney(amount),
      sorter: (a, b) => Number(a.amount) - Number(b.amount),
    },
    { title: 'Notes', dataIndex: 'notes', key: 'notes', render: (notes: string | null) => notes || '-' },
  ];
  return (
    <Table<GroupSaving>
      rowKey="id"
      columns={columns}
      dataSource={[...savings]}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: loading ? 'Loading savings...' : 'No savings recorded' }}
    />
  );
}
