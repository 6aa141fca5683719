import {
  ApartmentOutlined,
  DollarOutlined,
  ProjectOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { Card, Col, Collapse, Empty, Flex, Row, Typography, theme } from 'antd';
import { Link, useLocation } from 'react-router';
import { countText, StatCards, type StatDef, statCardsOf } from '@/components/stat-cards';
import { t, tKey } from '@/i18n';
import { formatWireMoney } from '@/lib/money';
import type { RegionalAnalytics } from '../api/get-analytics';

type Cluster = RegionalAnalytics['clusters'][number];

const CARDS: readonly StatDef<RegionalAnalytics>[] = [
  [tKey('Total Clusters'), 'regional-total-clusters', ApartmentOutlined, (a) => countText(a.totalClusters)],
  [tKey('Projects'), 'regional-total-projects', ProjectOutlined, (a) => countText(a.totalProjects)],
  [tKey('Participants'), 'regional-total-participants', TeamOutlined, (a) => countText(a.totalParticipants)],
  [
    tKey('Total Contributions'),
    'regional-total-contributions',
    DollarOutlined,
    (a) => formatWireMoney(a.totalContributions),
    tKey('Contributions paid in the chosen period, in KSh (KES)'),
  ],
];

/** The four cards: Total Clusters, Projects, Participants, Total Contributions. */
export function RegionalStats({ data }: { readonly data: RegionalAnalytics }) {
  return <StatCards loading={false} label={t('Regional statistics')} cards={statCardsOf(CARDS, data)} />;
}

/** The main dashboard of one project (it reads ?projectId=). */
export const projectDashboardLink = (projectId: number): string => `/?projectId=${projectId}`;

/** The Saving Group Ministry of one project: its groups, read-only for the regional and national officers. */
export const projectGroupsLink = (projectId: number): string => `/saving-groups?projectId=${projectId}`;

/** This page narrowed to one cluster of the region, in the same period. */
export const clusterDashboardLink = (regionId: number, clusterId: number, search: string): string => {
  const params = new URLSearchParams(search);
  params.set('regionId', String(regionId));
  params.set('clusterId', String(clusterId));
  return `/regional-dashboard?${params.toString()}`;
};

function ClusterCard({ cluster, regionId }: { readonly cluster: Cluster; readonly regionId: number }) {
  const { search } = useLocation();
  const { token } = theme.useToken();
  const headingId = `cluster-${cluster.id}-heading`;
  return (
    <Card
      data-testid={`cluster-card-${cluster.id}`}
      title={<span id={headingId}>{cluster.name}</span>}
      extra={
        <Link
          to={clusterDashboardLink(regionId, cluster.id, search)}
          data-testid={`cluster-link-${cluster.id}`}
          aria-label={t('Open the dashboard of {{name}}', { name: cluster.name })}
        >
          {t('Dashboard')}
        </Link>
      }
      style={{ height: '100%' }}
    >
      <section aria-labelledby={headingId}>
        <Flex vertical gap={token.marginXS}>
          <Typography.Text type="secondary" data-testid={`cluster-card-${cluster.id}-id`}>
            {t('Cluster ID: {{id}}', { id: cluster.id })}
          </Typography.Text>
          <Typography.Text strong data-testid={`cluster-card-${cluster.id}-projects`}>
            {t('{{count, number}} projects', { count: cluster.projectCount })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('{{participants}} participants · {{groups}} saving groups', {
              participants: countText(cluster.figures.participants),
              groups: countText(cluster.figures.savingGroups),
            })}
          </Typography.Text>
          {cluster.projects.length > 0 && (
            <Collapse
              size="small"
              items={[
                {
                  key: 'projects',
                  label: t('Show projects of {{name}}', { name: cluster.name }),
                  children: (
                    <ul
                      aria-label={t('Projects of {{name}}', { name: cluster.name })}
                      style={{ margin: 0, paddingLeft: 18 }}
                    >
                      {cluster.projects.map((project) => (
                        <li key={project.id}>
                          <Link
                            to={projectDashboardLink(project.id)}
                            data-testid={`project-link-${project.id}`}
                          >
                            {project.code} - {project.name}
                          </Link>{' '}
                          <Typography.Text type="secondary">
                            {`(${t('{{participants}} participants', { participants: countText(project.figures.participants) })})`}
                          </Typography.Text>{' '}
                          <Link
                            to={projectGroupsLink(project.id)}
                            data-testid={`project-groups-link-${project.id}`}
                            aria-label={t('Open the saving groups of {{name}}', { name: project.name })}
                          >
                            {t('Saving groups')}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          )}
        </Flex>
      </section>
    </Card>
  );
}

/** Cluster Overview: a card per cluster (name, id, project count), each opening onto its projects. */
export function ClusterOverview({
  clusters,
  regionId,
}: {
  readonly clusters: readonly Cluster[];
  readonly regionId: number;
}) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="cluster-overview-heading">
      <Typography.Title level={3} id="cluster-overview-heading" style={{ fontSize: token.fontSizeXL }}>
        {t('Cluster Overview')}
      </Typography.Title>
      {clusters.length === 0 ? (
        <Empty description={t('No clusters in this region')} />
      ) : (
        <Row gutter={[16, 16]}>
          {clusters.map((cluster) => (
            <Col key={cluster.id} xs={24} md={12} xl={8}>
              <ClusterCard cluster={cluster} regionId={regionId} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

/** Saving Groups Ministry: the region's total of saving groups, with their members and savings. */
export function RegionalMinistryCard({ data }: { readonly data: RegionalAnalytics }) {
  return (
    <StatCards
      loading={false}
      label={t('Saving Groups Ministry')}
      cards={[
        {
          title: t('Saving Groups Ministry'),
          testId: 'regional-total-saving-groups',
          icon: <UsergroupAddOutlined aria-hidden />,
          value: countText(data.totalSavingGroups),
          explanation: t('Saving groups in the region'),
          note: t('{{members}} members · {{savings}} saved in the period', {
            members: countText(data.figures.members),
            savings: formatWireMoney(data.figures.savings),
          }),
        },
      ]}
    />
  );
}
