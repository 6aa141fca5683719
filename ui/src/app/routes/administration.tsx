import { PlusOutlined } from '@ant-design/icons';
import { can } from '@pm/domain';
import { Button, Card, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { type Cluster, useClusters } from '../../features/hierarchy/api/get-clusters';
import { type Region, useRegions } from '../../features/hierarchy/api/get-regions';
import { ClusterDialog } from '../../features/hierarchy/components/cluster-dialog';
import { ClustersTable } from '../../features/hierarchy/components/clusters-table';
import { RegionDialog } from '../../features/hierarchy/components/region-dialog';
import { RegionsTable } from '../../features/hierarchy/components/regions-table';
import { HistoryTimeline } from '../../features/history/components/history-timeline';
import { useSignedInUser } from '../use-signed-in-user';

/**
 * A dialog keeps its subject while it closes, so its content does not change during the animation, and
 * every opening gets a fresh instance (`opened` is its key): a reused antd form would keep the values of
 * the previous opening over the new initial values.
 */
interface DialogState<T> {
  readonly open: boolean;
  readonly subject: T | null;
  readonly opened: number;
}
const closed = { open: false, subject: null, opened: 0 } as const;
const openWith =
  <T,>(subject: T | null) =>
  (state: DialogState<T>): DialogState<T> => ({ open: true, subject, opened: state.opened + 1 });

/** /administration: the programme's regions and clusters (our addition; SuperAdmin manages them). */
export default function AdministrationPage() {
  const { actor } = useSignedInUser();
  const canManage = can(actor, 'hierarchy.manage');
  const regions = useRegions();
  const clusters = useClusters();
  const [regionDialog, setRegionDialog] = useState<DialogState<Region>>(closed);
  const [clusterDialog, setClusterDialog] = useState<DialogState<Cluster>>(closed);
  const [history, setHistory] = useState<{ stream: string; title: string } | null>(null);
  const activeRegions = (regions.data ?? []).filter((region) => region.isActive);

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Hierarchy
        </Typography.Title>
        <Typography.Text type="secondary">
          The regions of the programme and the clusters that group their projects.
        </Typography.Text>
      </div>

      <Card
        title={<span id="regions-heading">Regions</span>}
        extra={
          canManage && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setRegionDialog(openWith<Region>(null))}
            >
              Add Region
            </Button>
          )
        }
      >
        <section aria-labelledby="regions-heading">
          {regions.error && (
            <Typography.Text type="danger" role="alert">
              Could not load the regions: {regions.error.message}
            </Typography.Text>
          )}
          <RegionsTable
            regions={regions.data ?? []}
            loading={regions.isLoading}
            canManage={canManage}
            onEdit={(region) => setRegionDialog(openWith(region))}
            onHistory={(region) => setHistory({ stream: `region-${region.id}`, title: region.name })}
          />
        </section>
      </Card>

      <Card
        title={<span id="clusters-heading">Clusters</span>}
        extra={
          canManage && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setClusterDialog(openWith<Cluster>(null))}
            >
              Add Cluster
            </Button>
          )
        }
      >
        <section aria-labelledby="clusters-heading">
          {clusters.error && (
            <Typography.Text type="danger" role="alert">
              Could not load the clusters: {clusters.error.message}
            </Typography.Text>
          )}
          <ClustersTable
            clusters={clusters.data ?? []}
            loading={clusters.isLoading}
            canManage={canManage}
            onEdit={(cluster) => setClusterDialog(openWith(cluster))}
            onHistory={(cluster) => setHistory({ stream: `cluster-${cluster.id}`, title: cluster.name })}
          />
        </section>
      </Card>

      {canManage && (
        <>
          <RegionDialog
            key={`region-${regionDialog.opened}`}
            open={regionDialog.open}
            region={regionDialog.subject}
            onClose={() => setRegionDialog((state) => ({ ...state, open: false }))}
          />
          <ClusterDialog
            key={`cluster-${clusterDialog.opened}`}
            open={clusterDialog.open}
            cluster={clusterDialog.subject}
            regions={activeRegions}
            onClose={() => setClusterDialog((state) => ({ ...state, open: false }))}
          />
        </>
      )}

      <Drawer
        open={history !== null}
        onClose={() => setHistory(null)}
        title={history ? `History of ${history.title}` : 'History'}
        size="large"
        destroyOnHidden
      >
        {history && <HistoryTimeline stream={history.stream} />}
      </Drawer>
    </Flex>
  );
}
