import { DeleteOutlined } from '@ant-design/icons';
import type { AssetCondition } from '@pm/domain/assets/asset/events';
import { Button, Flex, Popconfirm, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { useDeleteAsset } from '../api/delete-asset';
import type { Asset } from '../api/get-assets';

const CONDITION_COLORS: Record<AssetCondition, string> = {
  Good: 'green',
  Obsolete: 'orange',
  Disposed: 'red',
};

function DeleteAction({ asset }: { readonly asset: Asset }) {
  const remove = useDeleteAsset();
  return (
    <Popconfirm
      title="Are you sure you want to delete this asset?"
      description={`${asset.name} (${asset.assetId})`}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={() => remove.mutate(asset.id)}
    >
      <Tooltip title="Delete">
        <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${asset.assetId}`} />
      </Tooltip>
    </Popconfirm>
  );
}

interface AssetsTableProps {
  readonly assets: readonly Asset[];
  readonly loading: boolean;
  readonly canManage: boolean;
  /** Row actions composed by the page (History). */
  readonly actions?: (asset: Asset) => ReactNode;
}

/** The register (spec 1 "Assets"): asset and added date, ID, description, condition, disposal price, actions. */
export function AssetsTable({ assets, loading, canManage, actions }: AssetsTableProps) {
  const columns: TableColumnsType<Asset> = [
    {
      title: 'Asset',
      key: 'asset',
      render: (_: unknown, asset: Asset) => (
        <Flex vertical>
          <Typography.Text strong>{asset.name}</Typography.Text>
          <Typography.Text type="secondary">Added {formatDate(asset.createdAt)}</Typography.Text>
        </Flex>
      ),
    },
    { title: 'Asset ID', dataIndex: 'assetId', key: 'assetId' },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      render: (description: string | null) =>
        description ?? <Typography.Text type="secondary">No description</Typography.Text>,
    },
    {
      title: 'Condition',
      dataIndex: 'condition',
      key: 'condition',
      render: (condition: AssetCondition) => <Tag color={CONDITION_COLORS[condition]}>{condition}</Tag>,
    },
    {
      title: 'Disposal Price',
      dataIndex: 'disposalPrice',
      key: 'disposalPrice',
      align: 'right',
      render: (price: number | null) => (price === null ? '-' : formatWireMoney(price)),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, asset: Asset) => (
        <Flex gap="small">
          {actions?.(asset)}
          {canManage && <DeleteAction asset={asset} />}
        </Flex>
      ),
    },
  ];
  return (
    <DataTable
      rows={assets}
      columns={columns}
      loading={loading}
      loadingText="Loading assets..."
      emptyText="No assets found"
    />
  );
}
