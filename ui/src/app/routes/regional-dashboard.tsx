import { scopeOf } from '@pm/domain/access/policy';
import { Flex, theme } from 'antd';
import { useRegionalAnalytics } from '@/features/analytics/api/get-analytics';
import { usePeriod } from '@/features/analytics/components/analytics-controls';
import { AnalyticsEmpty, AnalyticsLoading } from '@/features/analytics/components/analytics-states';
import { exportFileName, regionalWorkbook } from '@/features/analytics/components/export-format';
import { MonthsCharts } from '@/features/analytics/components/months-charts';
import {
  ClusterOverview,
  RegionalMinistryCard,
  RegionalStats,
} from '@/features/analytics/components/regional-view';
import { useRegions } from '@/features/hierarchy/api/get-regions';
import { HealthPanelBelow } from '@/features/kpis/components/health-panel-below';
import { t } from '@/i18n';
import { useWorkbookExport } from '@/lib/workbook-download';
import { mayOpen } from '../navigation';
import { useIdParam } from '../search-param-id';
import { usePageExport } from '../shell/page-export';
import { useSignedInUser } from '../use-signed-in-user';
import { RegionalDashboardHeader } from './regional-dashboard/regional-dashboard-header';

/**
 * /regional-dashboard (spec 2 "Regional Dashboard"): the four cards, the cluster overview (each cluster
 * opening onto its projects, each project leading to its dashboard), the region's saving groups, and the
 * months of the period as charts, then the group health of the region (or of the cluster it is narrowed
 * to). A RegionalAdmin (or the Auditor of a region) sees their own region;
 * SuperAdmin, NationalDirector and the Auditor of the whole programme pick one (?regionId=, the first
 * region by name until they do). The period is kept as ?period=.
 */
export default function RegionalDashboardPage() {
  const { user, actor } = useSignedInUser();
  const { token } = theme.useToken();
  const picksRegion =
    user.role === 'SuperAdmin' ||
    user.role === 'NationalDirector' ||
    (user.role === 'Auditor' && scopeOf(actor).kind === 'all');
  const [regionParam, setRegion] = useIdParam('regionId', ['clusterId']);
  const [clusterId, setCluster] = useIdParam('clusterId');
  const regions = useRegions({ enabled: picksRegion });
  const regionList = regions.data ?? [];
  const regionId = picksRegion ? (regionParam ?? regionList[0]?.id ?? null) : null;
  const period = usePeriod();
  const analytics = useRegionalAnalytics(regionId, period.range, {
    enabled: !picksRegion || regionId !== null,
    clusterId,
  });
  const data = analytics.data;
  const loading = analytics.isLoading || (picksRegion && regionParam === null && regions.isLoading);

  const workbook = useWorkbookExport();
  const exportShown = () => {
    if (data)
      workbook.save(
        exportFileName(`regional-analytics-${data.cluster?.name ?? data.region.name}`, data.period),
        regionalWorkbook(data),
      );
  };
  usePageExport(data ? { formats: ['xlsx'], loading: workbook.saving, onExport: exportShown } : null);

  return (
    <Flex vertical gap={token.marginLG}>
      <RegionalDashboardHeader
        data={data}
        picksRegion={picksRegion}
        regionId={regionId}
        regions={regionList}
        regionsLoading={regions.isLoading}
        onRegion={setRegion}
        narrowed={clusterId !== null}
        onBackToRegion={() => setCluster(null)}
        period={period}
        exporting={workbook.saving}
        onExport={exportShown}
      />
      {loading ? (
        <AnalyticsLoading />
      ) : !data ? (
        <AnalyticsEmpty error={analytics.error ?? regions.error} />
      ) : (
        <>
          <RegionalStats data={data} />
          <ClusterOverview clusters={data.clusters} regionId={data.region.id} />
          <RegionalMinistryCard data={data} />
          <MonthsCharts months={data.months} />
          <HealthPanelBelow
            title={t('Group health')}
            scope={data.cluster ? 'cluster' : 'region'}
            id={data.cluster?.id ?? data.region.id}
            from={period.range.from}
            to={period.range.to}
            linkGroups={mayOpen({ ...actor, role: user.role }, '/saving-groups/members')}
          />
        </>
      )}
    </Flex>
  );
}
