import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { Button, Flex, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useExportSavingGroups } from '@/features/saving-groups/api/export-saving-groups';
import { useGroupStats, useModuleStats } from '@/features/saving-groups/api/get-group-stats';
import { useSavingGroups } from '@/features/saving-groups/api/get-saving-groups';
import { RECENT_GROUPS } from '@/features/saving-groups/components/group-format';
import { GroupStats } from '@/features/saving-groups/components/group-stats';
import { ModuleCards } from '@/features/saving-groups/components/module-cards';
import type { ModuleKey } from '@/features/saving-groups/components/module-figures';
import { RecentGroups } from '@/features/saving-groups/components/recent-groups';
import { t } from '@/i18n';
import { useSelectedProjectId } from '../project-scope';
import { withProjectId } from '../saving-groups-scope';
import { usePageExport } from '../shell/page-export';
import { useSignedInUser } from '../use-signed-in-user';

const MODULE_PATHS: Readonly<Record<ModuleKey, string>> = {
  groups: '/saving-groups/groups',
  members: '/saving-groups/members',
  savings: '/saving-groups/savings',
  loans: '/saving-groups/loans',
  emergency: '/saving-groups/emergency-fund',
  meetings: '/saving-groups/meetings',
  reports: '/saving-groups/reports',
};

/**
 * /saving-groups (spec: screens "Saving Group overview"): four real stat cards, Export Groups, Create New Group,
 * the module cards with real figures, and the five most recent groups; ?projectId= scopes it all.
 */
export default function SavingGroupsOverviewPage() {
  const { actor } = useSignedInUser();
  const { token } = theme.useToken();
  const canManage = hasCapability(actor, 'savingGroups.manage');
  const navigate = useNavigate();
  const projectId = useSelectedProjectId();
  const stats = useGroupStats(projectId);
  const modules = useModuleStats(projectId);
  const recent = useSavingGroups({ projectId, limit: RECENT_GROUPS });
  const exporter = useExportSavingGroups();
  usePageExport({ formats: ['csv'], loading: exporter.isPending, onExport: () => exporter.mutate() });
  const paths = Object.fromEntries(
    Object.entries(MODULE_PATHS).map(([key, path]) => [key, withProjectId(path, projectId)]),
  ) as Record<ModuleKey, string>;

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Saving Group Ministry')}
        subtitle={t('Savings groups, their members, savings, loans and emergency funds')}
        actions={
          <>
            <Button
              icon={<ExportOutlined aria-hidden />}
              loading={exporter.isPending}
              onClick={() => exporter.mutate()}
            >
              {t('Export Groups')}
            </Button>
            {canManage && (
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => navigate('/saving-groups/create')}
              >
                {t('Create New Group')}
              </Button>
            )}
          </>
        }
      />
      <LoadError what={t('statistics')} error={stats.error} />
      <GroupStats stats={stats.data} loading={stats.isLoading} />
      <section aria-labelledby="modules-heading">
        <Typography.Title level={3} id="modules-heading" style={{ fontSize: token.fontSizeXL }}>
          {t('Modules')}
        </Typography.Title>
        <LoadError what={t('module figures')} error={modules.error} />
        <ModuleCards stats={modules.data} loading={modules.isLoading} paths={paths} />
      </section>
      <LoadError what={t('groups')} error={recent.error} />
      <RecentGroups groups={recent.data ?? []} loading={recent.isLoading} />
    </Flex>
  );
}
