import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { Space, Table, type TableColumnsType, Typography } from 'antd';
import { ActiveTag } from '../../../components/active-tag';
import { IconAction } from '../../../components/icon-action';
import { StatusSwitch } from '../../../components/status-switch';
import { formatDate } from '../../../lib/format';
import type { Cluster } from '../api/get-clusters';
import { useUpdateCluster } from '../api/write-cluster';

function ClusterStatus({ cluster }: { readonly cluster: Cluster }) {
  const update = useUpdateCluster();
  return (
    <StatusSwitch
      isActive={cluster.isActive}
      subject={cluster.name}
      pending={update.isPending}
      onChange={(isActive) => update.mutate({ id: cluster.id, isActive })}
      confirmDescription="Its projects stay as they are; the cluster is marked inactive."
    />
  );
}

interface ClustersTableProps {
  readonly clusters: readonly Cluster[];
  readonly loading: boolean;
  readonly canManage: boolean;
  readonly onEdit: (cluster: Cluster) => void;
  readonly onHistory: (cluster: Cluster) => void;
}

export function ClustersTable({ clusters, loading, canManage, onEdit, onHistory }: ClustersTableProps) {
  const columns: TableColumnsType<Cluster> = [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: 'Region',
      dataIndex: 'regionName',
      key: 'regionName',
      render: (value: string | null) => value ?? '-',
    },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      width: 240,
      ellipsis: true,
      render: (value: string | null) => value || '-',
    },
    { title: 'Projects', dataIndex: 'projectCount', key: 'projectCount', align: 'right' },
    {
      title: 'Status',
      dataIndex: 'isActive',
      key: 'status',
      render: (isActive: boolean) => <ActiveTag isActive={isActive} />,
    },
    {
      title: 'Created',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (value: string) => formatDate(value),
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, cluster: Cluster) => (
        <Space>
          {canManage && (
            <IconAction
              title="Edit"
              label={`Edit ${cluster.name}`}
              icon={<EditOutlined aria-hidden />}
              onClick={() => onEdit(cluster)}
            />
          )}
          <IconAction
            title="History"
            label={`History of ${cluster.name}`}
            icon={<HistoryOutlined aria-hidden />}
            onClick={() => onHistory(cluster)}
          />
          {canManage && <ClusterStatus cluster={cluster} />}
        </Space>
      ),
    },
  ];
  return (
    <Table<Cluster>
      rowKey="id"
      columns={columns}
      dataSource={[...clusters]}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No clusters yet.' }}
    />
  );
}
