import { HEALTH_LIGHTS } from '@pm/domain/saving-groups/health';
import { Card, Col, Row, Statistic, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table';
import { countText } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import type { KpiReport } from '../api/get-kpis';
import { type AtRiskGroup, groupLink, LIGHT_COLORS, LIGHT_LABELS, percentText } from './kpi-format';

const COUNT_TITLES = { green: tKey('healthy'), amber: tKey('watch'), red: tKey('at risk') } as const;

/** The light as a coloured tag that says its colour in words, so colour is never the only signal. */
export function LightTag({ light }: { readonly light: AtRiskGroup['light'] }) {
  return <Tag color={LIGHT_COLORS[light]}>{t(LIGHT_LABELS[light])}</Tag>;
}

const columns = (linkGroups: boolean): TableColumnsType<AtRiskGroup> => [
  {
    title: t('Group'),
    key: 'name',
    render: (_: unknown, group: AtRiskGroup) =>
      linkGroups ? (
        <Link to={groupLink(group.id)} aria-label={t('Open {{name}}', { name: group.name })}>
          {group.name}
        </Link>
      ) : (
        group.name
      ),
  },
  {
    title: t('Light'),
    key: 'light',
    render: (_: unknown, group: AtRiskGroup) => <LightTag light={group.light} />,
  },
  {
    title: t('Reasons'),
    key: 'reasons',
    render: (_: unknown, group: AtRiskGroup) =>
      group.reasons.length === 0 ? (
        '—'
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {group.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ),
  },
  {
    title: t('PAR30'),
    key: 'par30',
    align: 'right',
    render: (_: unknown, g: AtRiskGroup) => percentText(g.par30),
  },
  {
    title: t('Attendance'),
    key: 'attendance',
    align: 'right',
    render: (_: unknown, g: AtRiskGroup) => percentText(g.attendanceRate),
  },
  {
    title: t('Retention'),
    key: 'retention',
    align: 'right',
    render: (_: unknown, g: AtRiskGroup) => percentText(g.retention),
  },
];

/**
 * Groups at risk: how many groups of the scope are green, amber and red, and those not green (red first,
 * at most 20 from the server), each naming why.
 */
export function GroupsAtRisk({
  groups,
  idPrefix,
  linkGroups = true,
}: {
  readonly groups: KpiReport['groups'];
  readonly idPrefix: string;
  /** Whether the names lead to the group's page (the reader may open it). */
  readonly linkGroups?: boolean;
}) {
  const headingId = `${idPrefix}-at-risk-heading`;
  return (
    <Card title={<span id={headingId}>{t('Groups at risk')}</span>}>
      <section aria-labelledby={headingId} data-testid={`${idPrefix}-at-risk`}>
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          {HEALTH_LIGHTS.map((light) => (
            <Col key={light} xs={8}>
              <Statistic
                title={
                  <span>
                    <Tag color={LIGHT_COLORS[light]}>{t(LIGHT_LABELS[light])}</Tag>
                    {t(COUNT_TITLES[light])}
                  </span>
                }
                value={groups[light]}
                formatter={() => (
                  <span data-testid={`${idPrefix}-groups-${light}`}>{countText(groups[light])}</span>
                )}
              />
            </Col>
          ))}
        </Row>
        {groups.atRisk.length === 0 ? (
          <Typography.Text type="secondary">{t('No group is amber or red.')}</Typography.Text>
        ) : (
          <DataTable<AtRiskGroup>
            size="small"
            rows={groups.atRisk}
            columns={columns(linkGroups)}
            loading={false}
            emptyText={t('No group is amber or red.')}
            pagination={false}
          />
        )}
      </section>
    </Card>
  );
}
