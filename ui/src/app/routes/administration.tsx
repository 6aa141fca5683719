import { can } from '@pm/domain';
import { Button, Flex, Result, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { DocumentCatalogueSection } from '@/features/documents/components/catalogue-section';
import { useClusters } from '@/features/hierarchy/api/get-clusters';
import { useRegions } from '@/features/hierarchy/api/get-regions';
import { CLUSTER_LEVEL, type LevelRow, REGION_LEVEL } from '@/features/hierarchy/api/levels';
import { HierarchyLevelSection } from '@/features/hierarchy/components/hierarchy-level';
import { HistoryButton } from '@/features/history/components/history-button';
import { t } from '@/i18n';
import { dashboardPathOf, mayOpen } from '../navigation';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * /administration: the programme's regions and clusters (our addition; SuperAdmin manages them), and the
 * document catalogue (the categories and types of the Documents screen; SuperAdmin only). Opened by its
 * address by anyone whose menu does not lead there, it says so and leads home, reading nothing (the read
 * API refuses the region list below the regional level too).
 */
export default function AdministrationPage() {
  const { actor, user } = useSignedInUser();
  const shellUser = { ...actor, role: user.role };
  if (!mayOpen(shellUser, '/administration'))
    return (
      <Result
        status="403"
        title={t('Hierarchy')}
        subTitle={t('The hierarchy is managed by the SuperAdmin: your role does not open it.')}
        extra={
          <Link to={dashboardPathOf(shellUser)}>
            <Button type="primary">{t('Go to your dashboard')}</Button>
          </Link>
        }
      />
    );
  return <Hierarchy />;
}

function Hierarchy() {
  const { actor } = useSignedInUser();
  const { token } = theme.useToken();
  const canManage = can(actor, 'hierarchy.manage');
  const regions = useRegions();
  const clusters = useClusters();
  const regionNames = new Map((regions.data ?? []).map((region) => [region.id, region.name]));
  const clusterNames = new Map((clusters.data ?? []).map((cluster) => [cluster.id, cluster.name]));
  // the histories name the regions and clusters their events refer to
  const resolve = (key: string, id: number) =>
    key === 'regionId' ? regionNames.get(id) : key === 'clusterId' ? clusterNames.get(id) : undefined;
  const history =
    (kind: string) =>
    (row: LevelRow): ReactNode => (
      <HistoryButton
        stream={`${kind}-${row.id}`}
        title={t('History of {{name}}', { name: row.name })}
        resolve={resolve}
      />
    );

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Hierarchy')}
        subtitle={t(
          'The regions of the programme, the clusters that group their projects, and the document catalogue.',
        )}
      />
      <HierarchyLevelSection level={REGION_LEVEL} canManage={canManage} history={history('region')} />
      <HierarchyLevelSection
        level={CLUSTER_LEVEL}
        canManage={canManage}
        parents={(regions.data ?? []).filter((region) => region.isActive)}
        history={history('cluster')}
      />
      {actor.role === 'SuperAdmin' && <DocumentCatalogueSection />}
    </Flex>
  );
}
