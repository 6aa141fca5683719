import { DeleteOutlined } from '@ant-design/icons';
import type { AssetCondition } from '@pm/domain/assets/asset/events';
import { Button, Flex, Popconfirm, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useReducer } from 'react';
import { DataTable, type PhoneView } from '@/components/data-table';
import { NO_OVERLAYS, nextOverlays, tooltipOpen } from '@/components/delete-overlays';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import { formatWireMoney } from '@/lib/money';
import { useDeleteAsset } from '../api/delete-asset';
import type { Asset } from '../api/get-assets';
import { conditionLabel } from './asset-conditions';

const CONDITION_COLORS: Record<AssetCondition, string> = {
  Good: 'green',
  Obsolete: 'orange',
  Disposed: 'red',
};

/**
 * Delete, after confirming. The confirmation opens above the button towards the left (the Actions column
 * is the table's last, so a centred one ran off the right edge at 1440 px) and hides the tooltip while
 * open (see delete-overlays.ts); the button is named after the asset for keyboard and screen-reader use.
 */
function DeleteAction({ asset }: { readonly asset: Asset }) {
  const remove = useDeleteAsset();
  const [overlays, dispatch] = useReducer(nextOverlays, NO_OVERLAYS);
  return (
    <Popconfirm
      open={overlays.confirming}
      onOpenChange={(open) => dispatch({ kind: 'confirm', open })}
      placement="topRight"
      autoAdjustOverflow
      title={t('Are you sure you want to delete this asset?')}
      description={`${asset.name} (${asset.assetId})`}
      okText={t('Delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('Cancel')}
      onConfirm={() => remove.mutate(asset.id)}
    >
      <Tooltip
        title={t('Delete')}
        open={tooltipOpen(overlays)}
        onOpenChange={(open) => dispatch({ kind: 'hover', open })}
      >
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('Delete {{id}}', { id: asset.assetId })}
          aria-expanded={overlays.confirming}
        />
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

/** A phone shows the asset, its condition and its actions; the rest is in the row's details (docs/behaviour.md). */
const PHONE: PhoneView<Asset> = { columns: ['asset', 'condition', 'actions'], name: (asset) => asset.name };

/** The register (spec 1 "Assets"): asset and added date, ID, description, condition, disposal price, actions. */
export function AssetsTable({ assets, loading, canManage, actions }: AssetsTableProps) {
  const columns: TableColumnsType<Asset> = [
    {
      title: t('Asset'),
      key: 'asset',
      render: (_: unknown, asset: Asset) => (
        <Flex vertical>
          <Typography.Text strong>{asset.name}</Typography.Text>
          <Typography.Text type="secondary">
            {t('Added {{date}}', { date: formatDate(asset.createdAt) })}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: t('Asset ID'), dataIndex: 'assetId', key: 'assetId' },
    {
      title: t('Description'),
      dataIndex: 'description',
      key: 'description',
      render: (description: string | null) =>
        description ?? <Typography.Text type="secondary">{t('No description')}</Typography.Text>,
    },
    {
      title: t('Condition'),
      dataIndex: 'condition',
      key: 'condition',
      render: (condition: AssetCondition) => (
        <Tag color={CONDITION_COLORS[condition]}>{conditionLabel(condition)}</Tag>
      ),
    },
    {
      title: t('Disposal Price'),
      dataIndex: 'disposalPrice',
      key: 'disposalPrice',
      align: 'right',
      render: (price: number | null) => (price === null ? '-' : formatWireMoney(price)),
    },
    {
      title: t('Actions'),
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
      loadingText={t('Loading assets...')}
      emptyText={t('No assets found')}
      phone={PHONE}
    />
  );
}
