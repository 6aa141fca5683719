import { Card, Col, Empty, Flex, Progress, Row, Tooltip, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { ItemList } from '@/components/light';
import { countText } from '@/components/stat-cards';
import { t } from '@/i18n';
import type { NationalAnalytics } from '../api/get-analytics';
import {
  REGION_SCORE_EXPLANATION,
  regionalDashboardLink,
  regionScore,
  topGroupProjects,
} from './national-format';

type Region = NationalAnalytics['regionSummary'][number];

/** Saving Groups Ministry overview: the programme's groups, per region and per project. */
export function MinistryOverviewCard({ data }: { readonly data: NationalAnalytics }) {
  const { token } = theme.useToken();
  const projects = topGroupProjects(data.projects);
  const regionName = new Map(data.regionSummary.map((r) => [r.id, r.name]));
  return (
    <Card
      title={<span id="ministry-overview-heading">{t('Saving Groups Ministry Overview')}</span>}
      style={{ height: '100%' }}
    >
      <section aria-labelledby="ministry-overview-heading" data-testid="ministry-overview">
        <Typography.Paragraph>
          <Typography.Text strong data-testid="national-total-saving-groups">
            {countText(data.totalSavingGroups)}
          </Typography.Text>{' '}
          {t('saving groups, {{members}} members', { members: countText(data.figures.members) })}
        </Typography.Paragraph>
        <Flex vertical gap={token.margin}>
          <div>
            <Typography.Title level={4} style={{ fontSize: token.fontSizeLG }}>
              {t('Groups per region')}
            </Typography.Title>
            <ItemList
              empty={t('No regions yet')}
              items={data.regionSummary.map((region) => ({
                key: region.id,
                title: region.name,
                extra: (
                  <span data-testid={`groups-region-${region.id}`}>{countText(region.savingGroupCount)}</span>
                ),
              }))}
            />
          </div>
          <div>
            <Typography.Title level={4} style={{ fontSize: token.fontSizeLG }}>
              {t('Groups per project')}
            </Typography.Title>
            <ItemList
              empty={t('No project has a saving group yet')}
              items={projects.map((project) => ({
                key: project.id,
                title: `${project.code} - ${project.name}`,
                subtitle: regionName.get(project.regionId),
                extra: (
                  <span data-testid={`groups-project-${project.id}`}>
                    {countText(project.figures.savingGroups)}
                  </span>
                ),
              }))}
            />
          </div>
        </Flex>
      </section>
    </Card>
  );
}

function RegionCard({ region, period }: { readonly region: Region; readonly period: string | null }) {
  const { token } = theme.useToken();
  const score = regionScore(region);
  const facts = [
    [t('Clusters'), region.clusterCount],
    [t('Projects'), region.projectCount],
    [t('Participants'), region.participantCount],
    [t('Saving groups'), region.savingGroupCount],
  ] as const;
  return (
    <Link
      to={regionalDashboardLink(region.id, period)}
      data-testid={`region-card-${region.id}`}
      aria-describedby="region-score-explanation"
      style={{ display: 'block', height: '100%' }}
    >
      <Card hoverable title={region.name} style={{ height: '100%' }}>
        <Flex vertical gap={token.marginXS}>
          <dl style={{ margin: 0 }}>
            {facts.map(([label, value]) => (
              <Flex key={label} justify="space-between">
                <dt>
                  <Typography.Text type="secondary">{label}</Typography.Text>
                </dt>
                <dd style={{ margin: 0 }}>
                  <Typography.Text strong>{countText(value)}</Typography.Text>
                </dd>
              </Flex>
            ))}
          </dl>
          <Flex justify="space-between">
            <Tooltip title={t(REGION_SCORE_EXPLANATION)}>
              <Typography.Text>{t('Performance score')}</Typography.Text>
            </Tooltip>
            <Typography.Text strong data-testid={`region-card-${region.id}-score`}>
              {score}%
            </Typography.Text>
          </Flex>
          <Progress
            percent={score}
            showInfo={false}
            aria-label={t('Performance score: {{score}}%', { score })}
          />
        </Flex>
      </Card>
    </Link>
  );
}

/** Regional breakdown: a card per region, each leading to that region's dashboard. */
export function RegionalBreakdown({
  regions,
  period,
}: {
  readonly regions: readonly Region[];
  readonly period: string | null;
}) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="regional-breakdown-heading">
      <Flex align="baseline" gap={token.marginXS} wrap>
        <Typography.Title level={3} id="regional-breakdown-heading" style={{ fontSize: token.fontSizeXL }}>
          {t('Regional Breakdown')}
        </Typography.Title>
        <Typography.Text type="secondary" id="region-score-explanation">
          {t('Performance score: {{explanation}}.', { explanation: t(REGION_SCORE_EXPLANATION) })}
        </Typography.Text>
      </Flex>
      {regions.length === 0 ? (
        <Empty description={t('No regions yet')} />
      ) : (
        <Row gutter={[16, 16]}>
          {regions.map((region) => (
            <Col key={region.id} xs={24} md={12} xl={8}>
              <RegionCard region={region} period={period} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
