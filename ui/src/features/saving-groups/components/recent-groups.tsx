import { Card, type TableColumnsType } from 'antd';
import { dateColumn, moneyColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { t } from '@/i18n';
import type { SavingGroup } from '../api/get-saving-groups';
import { groupStatusOf, memberCountText, recentGroups } from './group-format';
import { HealthTag } from './health-tag';
import { GroupStatusTag } from './tags';

/** Recent Groups (spec: screens, limits): the five latest. */
export function RecentGroups({
  groups,
  loading,
}: {
  readonly groups: readonly SavingGroup[];
  readonly loading: boolean;
}) {
  const columns: TableColumnsType<SavingGroup> = [
    { title: t('Group'), dataIndex: 'name', key: 'name' },
    {
      title: t('Members'),
      key: 'memberCount',
      align: 'right',
      render: (_: unknown, group: SavingGroup) => memberCountText(group),
    },
    moneyColumn<SavingGroup>(t('Savings held (this cycle)'), 'totalSavings'),
    moneyColumn<SavingGroup>(t('Saved since registration'), 'savedSinceRegistration'),
    dateColumn<SavingGroup>(t('Registered'), 'registrationDate'),
    {
      title: t('Status'),
      key: 'status',
      render: (_: unknown, group: SavingGroup) => <GroupStatusTag status={groupStatusOf(group)} />,
    },
    {
      title: t('Health'),
      key: 'health',
      render: (_: unknown, group: SavingGroup) => (group.health ? <HealthTag health={group.health} /> : '—'),
    },
  ];
  return (
    <Card title={<span id="recent-groups-heading">{t('Recent Groups')}</span>}>
      <section aria-labelledby="recent-groups-heading">
        <DataTable<SavingGroup>
          size="small"
          rows={recentGroups(groups)}
          columns={columns}
          loading={loading}
          loadingText={t('Loading groups...')}
          emptyText={t('No saving groups yet')}
          pagination={false}
        />
      </section>
    </Card>
  );
}
