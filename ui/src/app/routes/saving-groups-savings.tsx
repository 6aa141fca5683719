import {
  CalendarOutlined,
  DollarOutlined,
  LineChartOutlined,
  PlusOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { SearchInput } from '../../components/search-input';
import { useGroupSavings } from '../../features/saving-groups/api/get-group-savings';
import { GroupPicker } from '../../features/saving-groups/components/group-picker';
import { RecordSavingDialog } from '../../features/saving-groups/components/record-saving-dialog';
import {
  ACTIVE_SAVERS_EXPLANATION,
  AVG_WEEKLY_EXPLANATION,
  filterSavings,
  sortSavings,
  summarizeSavings,
  THIS_MONTH_EXPLANATION,
} from '../../features/saving-groups/components/savings-format';
import { SavingsTable } from '../../features/saving-groups/components/savings-table';
import { StatCards } from '../../features/saving-groups/components/stat-cards';
import { todayIso } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { useScopedGroups } from '../saving-groups-scope';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * /saving-groups/savings (spec §2 "Savings Tracking"): search, group filter, the filtered total, real This
 * Month, Active Savers and Avg. Weekly figures of the rows shown, and a working Record Saving form.
 */
export default function SavingsTrackingPage() {
  const { actor } = useSignedInUser();
  const canManage = hasCapability(actor, 'savingGroups.manage');
  const { groups, loading: groupsLoading, inScope } = useScopedGroups();
  const savings = useGroupSavings();
  const [search, setSearch] = useState('');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [recording, setRecording] = useState({ open: false, opened: 0 });
  const today = todayIso();
  const shown = useMemo(
    () => sortSavings(filterSavings(inScope(savings.data ?? []), { search, groupId })),
    [inScope, savings.data, search, groupId],
  );
  const summary = summarizeSavings(shown, today);

  return (
    <Flex vertical gap={24}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            Savings Tracking
          </Typography.Title>
          <Typography.Text type="secondary">Each member's savings at every meeting</Typography.Text>
        </div>
        {canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setRecording((state) => ({ open: true, opened: state.opened + 1 }))}
          >
            Record Saving
          </Button>
        )}
      </Flex>

      <StatCards
        loading={savings.isLoading}
        label="Savings statistics"
        cards={[
          {
            title: 'Total Savings',
            value: formatCents(summary.total),
            icon: <DollarOutlined aria-hidden />,
            testId: 'savings-total',
            explanation: 'The savings the filters show',
          },
          {
            title: 'This Month',
            value: formatCents(summary.thisMonth),
            icon: <CalendarOutlined aria-hidden />,
            testId: 'savings-this-month',
            explanation: THIS_MONTH_EXPLANATION,
          },
          {
            title: 'Active Savers',
            value: String(summary.activeSavers),
            icon: <TeamOutlined aria-hidden />,
            testId: 'savings-active-savers',
            explanation: ACTIVE_SAVERS_EXPLANATION,
          },
          {
            title: 'Avg. Weekly',
            value: formatCents(summary.avgWeekly),
            icon: <LineChartOutlined aria-hidden />,
            testId: 'savings-avg-weekly',
            explanation: AVG_WEEKLY_EXPLANATION,
          },
        ]}
      />

      <Flex gap={12} wrap role="search" aria-label="Filter savings">
        <SearchInput
          label="Search savings"
          placeholder="Search by member or group"
          value={search}
          onChange={setSearch}
        />
        <GroupPicker
          groups={groups}
          loading={groupsLoading}
          value={groupId}
          onChange={setGroupId}
          allowAll
          label="Group"
        />
      </Flex>

      {savings.error && (
        <Typography.Text type="danger" role="alert">
          Could not load the savings: {savings.error.message}
        </Typography.Text>
      )}
      <SavingsTable savings={shown} loading={savings.isLoading} />

      {canManage && (
        <RecordSavingDialog
          key={`record-${recording.opened}`}
          open={recording.open}
          groups={groups}
          groupsLoading={groupsLoading}
          defaultGroupId={groupId}
          onClose={() => setRecording((state) => ({ ...state, open: false }))}
        />
      )}
    </Flex>
  );
}
