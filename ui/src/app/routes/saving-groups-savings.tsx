import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useMemo } from 'react';
import { ListLimitNotice } from '@/components/list-limit-notice';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useGroupSavings } from '@/features/saving-groups/api/get-group-savings';
import { SavingsStats } from '@/features/saving-groups/components/figure-cards';
import { GroupFilters } from '@/features/saving-groups/components/group-filters';
import { RecordSavingDialog } from '@/features/saving-groups/components/record-saving-dialog';
import {
  filterSavings,
  sortSavings,
  summarizeSavings,
} from '@/features/saving-groups/components/savings-format';
import { SavingsTable } from '@/features/saving-groups/components/savings-table';
import { t } from '@/i18n';
import { todayIso } from '@/lib/format';
import { useDisclosure } from '@/lib/use-disclosure';
import { useGroupListFilter, useMinistryPage } from '../saving-groups-scope';

/**
 * /saving-groups/savings (spec: screens "Savings Tracking"): search, group filter, the filtered total, real This
 * Month, Active Savers and Avg. Weekly figures of the rows shown, and a working Record Saving form.
 */
export default function SavingsTrackingPage() {
  const { token } = theme.useToken();
  const { actor, canManage, groups, loading: groupsLoading, inScope } = useMinistryPage();
  const filter = useGroupListFilter();
  const { search, groupId } = filter;
  const savings = useGroupSavings();
  const recording = useDisclosure();
  const shown = useMemo(
    () => sortSavings(filterSavings(inScope(savings.data ?? []), { search, groupId })),
    [inScope, savings.data, search, groupId],
  );

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Savings Tracking')}
        subtitle={t("Each member's savings at every meeting")}
        actions={
          canManage && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => recording.open()}>
              {t('Record Saving')}
            </Button>
          )
        }
      />
      <SavingsStats summary={summarizeSavings(shown, todayIso())} loading={savings.isLoading} />
      <GroupFilters
        label={t('Filter savings')}
        searchLabel={t('Search savings')}
        placeholder={t('Search by member or group')}
        {...filter}
        groups={groups}
        groupsLoading={groupsLoading}
      />
      <LoadError what={t('savings')} error={savings.error} />
      <ListLimitNotice url="/api/group-savings" shown={savings.data?.length ?? 0} />
      <SavingsTable savings={shown} loading={savings.isLoading} actor={actor} />
      {canManage && (
        <RecordSavingDialog
          key={`record-${recording.key}`}
          {...recording.props}
          groups={groups}
          groupsLoading={groupsLoading}
          defaultGroupId={groupId}
        />
      )}
    </Flex>
  );
}
