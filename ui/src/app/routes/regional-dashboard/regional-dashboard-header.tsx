import { Button } from 'antd';
import { ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/page-header';
import type { RegionalAnalytics } from '@/features/analytics/api/get-analytics';
import {
  PeriodSelect,
  RegionSelect,
  type usePeriod,
} from '@/features/analytics/components/analytics-controls';
import { periodText } from '@/features/analytics/components/period-format';
import type { Region } from '@/features/hierarchy/api/get-regions';
import { t } from '@/i18n';

/** The region's (or the cluster's) dashboard, by name once it is loaded. */
const titleOf = (data: RegionalAnalytics | undefined): string =>
  data?.cluster
    ? t('{{cluster}} Dashboard', { cluster: data.cluster.name })
    : data
      ? t('{{region}} Regional Dashboard', { region: data.region.name })
      : t('Regional Dashboard');

/** The period shown (and the region, above a cluster). */
const subtitleOf = (data: RegionalAnalytics | undefined): string =>
  data
    ? data.cluster
      ? t('{{region}} region · Period: {{period}}', {
          region: data.region.name,
          period: periodText(data.period),
        })
      : t('Period: {{period}}', { period: periodText(data.period) })
    : t('Clusters, projects and contributions of the region');

interface RegionalDashboardHeaderProps {
  readonly data: RegionalAnalytics | undefined;
  /** The user picks the region (else it is their own). */
  readonly picksRegion: boolean;
  readonly regionId: number | null;
  readonly regions: readonly Region[];
  readonly regionsLoading: boolean;
  readonly onRegion: (regionId: number) => void;
  /** Narrowed to a cluster: Back to the region is offered. */
  readonly narrowed: boolean;
  readonly onBackToRegion: () => void;
  readonly period: ReturnType<typeof usePeriod>;
  /** The workbook is being made (its library loading on the first export). */
  readonly exporting: boolean;
  readonly onExport: () => void;
}

/** The dashboard's title, the region and period pickers, Back to the region, and the export. */
export function RegionalDashboardHeader(props: RegionalDashboardHeaderProps) {
  const { data, picksRegion, regionId, regions, regionsLoading, onRegion, narrowed, period } = props;
  return (
    <PageHeader
      title={titleOf(data)}
      subtitle={subtitleOf(data)}
      actions={
        <>
          {picksRegion && (
            <RegionSelect
              value={regionId}
              regions={regions}
              loading={regionsLoading}
              onChange={(id) => onRegion(id)}
            />
          )}
          {narrowed && (
            <Button onClick={props.onBackToRegion}>
              {data ? t('Back to {{region}}', { region: data.region.name }) : t('Back to the region')}
            </Button>
          )}
          <PeriodSelect value={period.key} onChange={period.setKey} />
          {data && <ExportMenu formats={['xlsx']} loading={props.exporting} onExport={props.onExport} />}
        </>
      }
    />
  );
}
