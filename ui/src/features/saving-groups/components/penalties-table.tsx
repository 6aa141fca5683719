import { CheckOutlined } from '@ant-design/icons';
import { App, Empty, type TableColumnsType, Tag } from 'antd';
import { moneyColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { formatCurrency, formatDate } from '@/lib/format';
import { type Penalty, usePayPenalty } from '../api/collections';

const TYPE_COLORS: Record<Penalty['penaltyType'], string> = {
  Lateness: 'gold',
  'Meeting Disturbance': 'volcano',
  'Meeting Absence': 'red',
  Other: 'default',
};

/** The Penalties tab (spec §2): member, type badge, amount, reason, date, Paid or Pending; Mark paid. */
export function PenaltiesTable({
  groupId,
  penalties,
  loading,
  canManage,
}: {
  readonly groupId: number;
  readonly penalties: readonly Penalty[];
  readonly loading: boolean;
  readonly canManage: boolean;
}) {
  const { modal } = App.useApp();
  const pay = usePayPenalty(groupId);
  const confirmPaid = (p: Penalty) =>
    modal.confirm({
      title: `Mark ${formatCurrency(p.amount)} paid by ${p.memberName}?`,
      content: "The penalty enters the group's loan fund today.",
      okText: 'Mark paid',
      onOk: () => pay.mutateAsync(p.id),
    });
  const columns: TableColumnsType<Penalty> = [
    { title: 'Member', dataIndex: 'memberName', key: 'member' },
    {
      title: 'Type',
      dataIndex: 'penaltyType',
      key: 'type',
      render: (type: Penalty['penaltyType']) => <Tag color={TYPE_COLORS[type]}>{type}</Tag>,
    },
    moneyColumn<Penalty>('Amount', 'amount'),
    { title: 'Reason', dataIndex: 'description', key: 'reason' },
    { title: 'Date', dataIndex: 'penaltyDate', key: 'date', render: (d: string) => formatDate(d) },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, p: Penalty) =>
        p.isPaid ? <Tag color="green">Paid</Tag> : <Tag color="orange">Pending</Tag>,
    },
    ...(canManage
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, p: Penalty) =>
              p.isPaid ? null : (
                <IconAction
                  title="Mark paid"
                  label={`Mark the penalty of ${p.memberName} paid`}
                  icon={<CheckOutlined aria-hidden />}
                  onClick={() => confirmPaid(p)}
                />
              ),
          },
        ]
      : []),
  ];
  return (
    <DataTable<Penalty>
      rows={penalties}
      columns={columns}
      loading={loading}
      loadingText="Loading penalties..."
      emptyText={<Empty description="No penalties" />}
    />
  );
}
