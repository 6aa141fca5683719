import { Col, Flex, Row, theme } from 'antd';
import { ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/page-header';
import { useNationalAnalytics } from '@/features/analytics/api/get-analytics';
import { PeriodSelect, usePeriod } from '@/features/analytics/components/analytics-controls';
import { AnalyticsEmpty, AnalyticsLoading } from '@/features/analytics/components/analytics-states';
import { exportFileName, nationalWorkbook } from '@/features/analytics/components/export-format';
import { MonthsCharts } from '@/features/analytics/components/months-charts';
import { MinistryOverviewCard, RegionalBreakdown } from '@/features/analytics/components/national-breakdown';
import {
  NationalPerformanceCard,
  NationalStats,
  StrategicInsightsCard,
} from '@/features/analytics/components/national-view';
import { periodText } from '@/features/analytics/components/period-format';
import { HealthPanelBelow } from '@/features/kpis/components/health-panel-below';
import { t } from '@/i18n';
import { useWorkbookExport } from '@/lib/workbook-download';
import { mayOpen } from '../navigation';
import { usePageExport } from '../shell/page-export';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * /national-dashboard (spec 2 "National Director Dashboard"): the five cards, the performance bars
 * (spec: limits scaling), the saving groups ministry overview, strategic insights, the months of the period as
 * charts, a card per region leading to that region's dashboard, and the programme's group health. The period is kept as ?period=.
 */
export default function NationalDashboardPage() {
  const { token } = theme.useToken();
  const { user, actor } = useSignedInUser();
  const period = usePeriod();
  const analytics = useNationalAnalytics(period.range);
  const data = analytics.data;

  const workbook = useWorkbookExport();
  const exportShown = () => {
    if (data) workbook.save(exportFileName('national-analytics', data.period), nationalWorkbook(data));
  };
  usePageExport(data ? { formats: ['xlsx'], loading: workbook.saving, onExport: exportShown } : null);

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('National Director Dashboard')}
        subtitle={
          data
            ? t('Period: {{period}}', { period: periodText(data.period) })
            : t('The programme across all regions')
        }
        actions={
          <>
            <PeriodSelect value={period.key} onChange={period.setKey} />
            {data && <ExportMenu formats={['xlsx']} loading={workbook.saving} onExport={exportShown} />}
          </>
        }
      />
      {analytics.isLoading ? (
        <AnalyticsLoading />
      ) : !data ? (
        <AnalyticsEmpty error={analytics.error} />
      ) : (
        <>
          <NationalStats data={data} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}>
              <NationalPerformanceCard data={data} />
            </Col>
            <Col xs={24} lg={8}>
              <MinistryOverviewCard data={data} />
            </Col>
            <Col xs={24} lg={8}>
              <StrategicInsightsCard data={data} />
            </Col>
          </Row>
          <RegionalBreakdown regions={data.regionSummary} period={period.key} />
          <MonthsCharts months={data.months} />
          <HealthPanelBelow
            title={t('Group health')}
            scope="programme"
            from={period.range.from}
            to={period.range.to}
            linkGroups={mayOpen({ ...actor, role: user.role }, '/saving-groups/members')}
          />
        </>
      )}
    </Flex>
  );
}
