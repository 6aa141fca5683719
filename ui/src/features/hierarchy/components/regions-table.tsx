import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { Space, Table, type TableColumnsType, Typography } from 'antd';
import { ActiveTag } from '../../../components/active-tag';
import { IconAction } from '../../../components/icon-action';
import { StatusSwitch } from '../../../components/status-switch';
import { formatDate } from '../../../lib/format';
import type { Region } from '../api/get-regions';
import { useUpdateRegion } from '../api/write-region';

function RegionStatus({ region }: { readonly region: Region }) {
  const update = useUpdateRegion();
  return (
    <StatusSwitch
      isActive={region.isActive}
      subject={region.name}
      pending={update.isPending}
      onChange={(isActive) => update.mutate({ id: region.id, isActive })}
      confirmDescription="Its clusters and projects stay as they are; the region is marked inactive."
    />
  );
}

interface RegionsTableProps {
  readonly regions: readonly Region[];
  readonly loading: boolean;
  readonly canManage: boolean;
  readonly onEdit: (region: Region) => void;
  readonly onHistory: (region: Region) => void;
}

export function RegionsTable({ regions, loading, canManage, onEdit, onHistory }: RegionsTableProps) {
  const columns: TableColumnsType<Region> = [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      width: 240,
      ellipsis: true,
      render: (value: string | null) => value || '-',
    },
    { title: 'Clusters', dataIndex: 'clusterCount', key: 'clusterCount', align: 'right' },
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
      render: (_: unknown, region: Region) => (
        <Space>
          {canManage && (
            <IconAction
              title="Edit"
              label={`Edit ${region.name}`}
              icon={<EditOutlined aria-hidden />}
              onClick={() => onEdit(region)}
            />
          )}
          <IconAction
            title="History"
            label={`History of ${region.name}`}
            icon={<HistoryOutlined aria-hidden />}
            onClick={() => onHistory(region)}
          />
          {canManage && <RegionStatus region={region} />}
        </Space>
      ),
    },
  ];
  return (
    <Table<Region>
      rowKey="id"
      columns={columns}
      dataSource={[...regions]}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No regions yet.' }}
    />
  );
}
