import { Card, Table, type TableColumnsType } from 'antd';
import { formatDate } from '../../../lib/format';
import { formatWireMoney } from '../../../lib/money';
import type { SavingGroup } from '../api/get-saving-groups';
import { groupStatusOf, recentGroups } from './group-format';
import { GroupStatusTag } from './tags';

/** Recent Groups (spec §2, §9): the five latest. */
export function RecentGroups({
  groups,
  loading,
}: {
  readonly groups: readonly SavingGroup[];
  readonly loading: boolean;
}) {
  const columns: TableColumnsType<SavingGroup> = [
    { title: 'Group', dataIndex: 'name', key: 'name' },
    { title: 'Members', dataIndex: 'memberCount', key: 'memberCount', align: 'right' },
    {
      title: 'Total Savings',
      dataIndex: 'totalSavings',
      key: 'totalSavings',
      align: 'right',
      render: (amount: number) => formatWireMoney(amount),
    },
    {
      title: 'Registered',
      dataIndex: 'registrationDate',
      key: 'registrationDate',
      render: (date: string | null) => formatDate(date),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, group: SavingGroup) => <GroupStatusTag status={groupStatusOf(group)} />,
    },
  ];
  return (
    <Card title={<span id="recent-groups-heading">Recent Groups</span>}>
      <section aria-labelledby="recent-groups-heading">
        <Table<SavingGroup>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={recentGroups(groups)}
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: loading ? 'Loading groups...' : 'No saving groups yet' }}
        />
      </section>
    </Card>
  );
}
