import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { hasCapability } from '@pm/domain/access/policy';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useExportSavingGroups } from '../../features/saving-groups/api/export-saving-groups';
import { useGroupStats, useModuleStats } from '../../features/saving-groups/api/get-group-stats';
import { useSavingGroups } from '../../features/saving-groups/api/get-saving-groups';
import { RECENT_GROUPS } from '../../features/saving-groups/components/group-format';
import { GroupStats } from '../../features/saving-groups/components/group-stats';
import { ModuleCards } from '../../features/saving-groups/components/module-cards';
import type { ModuleKey } from '../../features/saving-groups/components/module-figures';
import { RecentGroups } from '../../features/saving-groups/components/recent-groups';
import { useSelectedProjectId } from '../project-scope';
import { withProjectId } from '../saving-groups-scope';
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
 * /saving-groups (spec §2 "Saving Group overview"): four real stat cards, Export Groups, Create New Group,
 * the module cards with real figures, and the five most recent groups; ?projectId= scopes it all.
 */
export default function SavingGroupsOverviewPage() {
  const { actor } = useSignedInUser();
  const canManage = hasCapability(actor, 'savingGroups.manage');
  const navigate = useNavigate();
  const projectId = useSelectedProjectId();
  const stats = useGroupStats(projectId);
  const modules = useModuleStats(projectId);
  const recent = useSavingGroups({ projectId, limit: RECENT_GROUPS });
  const exporter = useExportSavingGroups();
  const paths = Object.fromEntries(
    Object.entries(MODULE_PATHS).map(([key, path]) => [key, withProjectId(path, projectId)]),
  ) as Record<ModuleKey, string>;

  return (
    <Flex vertical gap={24}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            Saving Group Ministry
          </Typography.Title>
          <Typography.Text type="secondary">
            Savings groups, their members, savings, loans and emergency funds
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Button
            icon={<ExportOutlined aria-hidden />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate()}
          >
            Export Groups
          </Button>
          {canManage && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate('/saving-groups/create')}
            >
              Create New Group
            </Button>
          )}
        </Flex>
      </Flex>

      {stats.error && (
        <Typography.Text type="danger" role="alert">
          Could not load the statistics: {stats.error.message}
        </Typography.Text>
      )}
      <GroupStats stats={stats.data} loading={stats.isLoading} />

      <section aria-labelledby="modules-heading">
        <Typography.Title level={3} id="modules-heading" style={{ fontSize: 18 }}>
          Modules
        </Typography.Title>
        {modules.error && (
          <Typography.Text type="danger" role="alert">
            Could not load the module figures: {modules.error.message}
          </Typography.Text>
        )}
        <ModuleCards stats={modules.data} loading={modules.isLoading} paths={paths} />
      </section>

      {recent.error && (
        <Typography.Text type="danger" role="alert">
          Could not load the groups: {recent.error.message}
        </Typography.Text>
      )}
      <RecentGroups groups={recent.data ?? []} loading={recent.isLoading} />
    </Flex>
  );
}
