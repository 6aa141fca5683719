import { Alert, Empty, Flex, Typography, theme } from 'antd';
import { t } from '@/i18n';
import { type KpiQuery, type KpiReport, useKpis } from '../api/get-kpis';
import { GroupsAtRisk } from './groups-at-risk';
import { HealthCharts } from './health-charts';
import { HealthPanelLoading } from './health-panel-loading';
import { KpiCards } from './kpi-cards';
import { monthText } from './kpi-format';

export interface HealthPanelProps extends KpiQuery {
  readonly title: string;
  /** Whether the at-risk groups' names lead to their page (false where the reader cannot open it). */
  readonly linkGroups?: boolean;
}

const slug = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const periodOf = (report: KpiReport): string =>
  report.period.from === report.period.to
    ? monthText(report.period.to)
    : `${monthText(report.period.from)} – ${monthText(report.period.to)}`;

const isEmpty = (report: KpiReport): boolean =>
  report.groups.green + report.groups.amber + report.groups.red === 0 &&
  report.current.activeMembers === 0 &&
  report.current.meetings === 0;

/** The panel's content once the report is in: cards, trends, groups at risk (or the empty state). */
export function HealthPanelView({
  report,
  title,
  linkGroups = true,
}: {
  readonly report: KpiReport;
  readonly title: string;
  readonly linkGroups?: boolean;
}) {
  const { token } = theme.useToken();
  const id = slug(title) || 'health';
  return (
    <section aria-labelledby={`${id}-heading`} data-testid="health-panel">
      <Flex vertical gap={token.margin}>
        <div>
          <Typography.Title
            level={3}
            id={`${id}-heading`}
            style={{ fontSize: token.fontSizeXL, marginBottom: 0 }}
          >
            {title}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="health-panel-subtitle">
            {report.name} · {periodOf(report)} · {t('figures as of {{date}}', { date: report.asOf })}
          </Typography.Text>
        </div>
        {isEmpty(report) ? (
          <Empty description={t('No saving group activity to report on yet')} />
        ) : (
          <>
            <KpiCards kpis={report.current} label={t('{{title}}: key figures', { title })} />
            <HealthCharts months={report.months} idPrefix={id} />
            <GroupsAtRisk groups={report.groups} idPrefix={id} linkGroups={linkGroups} />
          </>
        )}
      </Flex>
    </section>
  );
}

/** A dashboard's group health: the SAVIX ratios of a scope (the reader's own when none is given). */
export function HealthPanel({ title, linkGroups, ...query }: HealthPanelProps) {
  const kpis = useKpis(query);
  if (kpis.isPending) return <HealthPanelLoading title={title} />;
  if (kpis.isError)
    return (
      <Alert
        data-testid="health-panel-error"
        type="error"
        showIcon
        title={t('{{title}} could not be loaded', { title })}
        description={kpis.error.message}
      />
    );
  return <HealthPanelView report={kpis.data} title={title} linkGroups={linkGroups} />;
}
