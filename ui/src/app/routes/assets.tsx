import { PlusOutlined } from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import type { AssetCondition } from '@pm/domain/assets/asset/events';
import { Button, Flex, theme } from 'antd';
import { useMemo, useState } from 'react';
import { ListLimitNotice } from '@/components/list-limit-notice';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { ASSETS_URL, useAssets } from '@/features/assets/api/get-assets';
import { ASSET_CSV_COLUMNS } from '@/features/assets/components/asset-csv';
import { AssetDialog } from '@/features/assets/components/asset-dialog';
import { AssetFilters } from '@/features/assets/components/asset-filters';
import { filterAssets, summarizeAssets } from '@/features/assets/components/asset-rows';
import { AssetStats } from '@/features/assets/components/asset-stats';
import { AssetsTable } from '@/features/assets/components/assets-table';
import { HistoryButton } from '@/features/history/components/history-button';
import { t } from '@/i18n';
import { downloadTableCsv } from '@/lib/table-csv';
import { useDisclosure } from '@/lib/use-disclosure';
import { useParticipantProjectChoice, useProjectPage } from '../project-scope';
import { usePageExport } from '../shell/page-export';
import { useQuickAddRequest } from '../shell/quick-add';

/**
 * /assets (spec 1 "Assets"): the four condition cards, search and condition filter, the register with
 * delete (confirmed) and each asset's history, and the Add Asset dialog.
 */
export default function AssetsPage() {
  const { user, actor, projectId, code } = useProjectPage();
  const { token } = theme.useToken();
  const canManage = hasCapability(actor, 'assets.manage');
  const projectChoice = useParticipantProjectChoice(user, projectId);
  const [search, setSearch] = useState('');
  const [condition, setCondition] = useState<AssetCondition | null>(null);
  const assets = useAssets(projectId);
  const adding = useDisclosure();
  const all = assets.data ?? [];
  const shown = useMemo(() => filterAssets(all, { search, condition }), [all, search, condition]);
  usePageExport({
    formats: ['csv'],
    loading: false,
    onExport: () => downloadTableCsv(`assets${code ? `-${code}` : ''}`, ASSET_CSV_COLUMNS, shown),
  });
  useQuickAddRequest(() => adding.open(), canManage);

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={code ? t('{{code}} - Asset Register', { code }) : t('Cluster Asset Register')}
        subtitle={t("Track the project's physical assets and their condition")}
        actions={
          canManage && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => adding.open()}>
              {t('Add Asset')}
            </Button>
          )
        }
      />
      <AssetStats summary={summarizeAssets(all)} loading={assets.isLoading} />
      <AssetFilters search={search} condition={condition} onSearch={setSearch} onCondition={setCondition} />
      <LoadError what={t('assets')} error={assets.error} />
      <ListLimitNotice url={ASSETS_URL} shown={all.length} />
      <AssetsTable
        assets={shown}
        loading={assets.isLoading}
        canManage={canManage}
        actions={(asset) => (
          <HistoryButton
            stream={`asset-${asset.id}`}
            title={t('History of {{name}} ({{assetId}})', { name: asset.name, assetId: asset.assetId })}
            label={t('History of {{name}}', { name: asset.assetId })}
            resolve={(key) => (key === 'projectId' ? asset.projectCode : undefined)}
          />
        )}
      />
      {canManage && <AssetDialog key={`add-${adding.key}`} {...adding.props} projectChoice={projectChoice} />}
    </Flex>
  );
}
