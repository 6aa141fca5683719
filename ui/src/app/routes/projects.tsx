import { PlusOutlined } from '@ant-design/icons';
import { can } from '@pm/domain';
import { Button, Flex, theme } from 'antd';
import { useState } from 'react';
import { DetailsDrawer } from '@/components/details-drawer';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useClusters } from '@/features/hierarchy/api/get-clusters';
import { HistoryTimeline } from '@/features/history/components/history-timeline';
import { type Project, useProjects } from '@/features/projects/api/get-projects';
import { CreateProjectDialog } from '@/features/projects/components/create-project-dialog';
import { EditProjectDialog } from '@/features/projects/components/edit-project-dialog';
import { PROJECT_CSV_COLUMNS } from '@/features/projects/components/project-csv';
import { ProjectDetails } from '@/features/projects/components/project-details';
import { ProjectStats } from '@/features/projects/components/project-stats';
import { ProjectsTable } from '@/features/projects/components/projects-table';
import { t } from '@/i18n';
import { downloadTableCsv } from '@/lib/table-csv';
import { useDisclosure } from '@/lib/use-disclosure';
import { usePageExport } from '../shell/page-export';
import { useQuickAddRequest } from '../shell/quick-add';
import { useSignedInUser } from '../use-signed-in-user';

/** The names a project's history refers to: its cluster and region, from the project's own row. */
const placeNames = (project: Project) => (key: string) =>
  key === 'clusterId'
    ? (project.clusterName ?? undefined)
    : key === 'regionId'
      ? (project.regionName ?? undefined)
      : undefined;

/** /projects (spec: screens "Projects"): stats, the table, add, edit, activate/deactivate and each project's history. */
/** What the list holds for this reader: their project, cluster, region or the whole programme. */
const projectsSubtitle = (user: {
  readonly role: string | null;
  readonly projectCode: string | null;
  readonly clusterName: string | null;
  readonly regionName: string | null;
}): string => {
  if ((user.role === 'ProjectAdmin' || user.role === 'ChurchFacilitator') && user.projectCode)
    return t('Project {{code}}', { code: user.projectCode });
  if (user.role === 'ClusterAdmin' && user.clusterName)
    return t('Projects of {{cluster}}', { cluster: user.clusterName });
  if (user.role === 'RegionalAdmin' && user.regionName)
    return t('Projects of the {{region}} region', { region: user.regionName });
  return t('Every project of the programme');
};

export default function ProjectsPage() {
  const { user, actor } = useSignedInUser();
  const { token } = theme.useToken();
  const canManage = can(actor, 'projects.manage');
  // A SuperAdmin chooses the cluster of a new project; a ClusterAdmin's projects go to its own cluster.
  const choosesCluster = canManage && user.role === 'SuperAdmin';
  const projects = useProjects();
  const clusters = useClusters({ enabled: choosesCluster });
  const creating = useDisclosure();
  const editing = useDisclosure<Project>();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const list = projects.data ?? [];
  // read from the list so the drawer follows refetches (a status change shows at once)
  const viewing = list.find((project) => project.id === viewingId) ?? null;
  usePageExport({
    formats: ['csv'],
    loading: false,
    onExport: () => downloadTableCsv('projects', PROJECT_CSV_COLUMNS, list),
  });
  useQuickAddRequest(() => creating.open(), canManage);
  const clusterOptions = choosesCluster
    ? (clusters.data ?? [])
        .filter((cluster) => cluster.isActive)
        .map((cluster) => ({
          value: cluster.id,
          label: cluster.regionName ? `${cluster.name} (${cluster.regionName})` : cluster.name,
        }))
    : null;

  return (
    <Flex vertical gap={token.marginLG}>
      <PageHeader
        title={t('Projects')}
        subtitle={projectsSubtitle(user)}
        actions={
          canManage && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => creating.open()}>
              {t('Add Project')}
            </Button>
          )
        }
      />
      <ProjectStats projects={list} loading={projects.isLoading} />
      <LoadError what={t('projects')} error={projects.error} />
      <ProjectsTable
        projects={list}
        loading={projects.isLoading}
        canManage={canManage}
        onView={(project) => setViewingId(project.id)}
        onEdit={editing.open}
      />
      {canManage && (
        <>
          <CreateProjectDialog
            key={`create-${creating.key}`}
            {...creating.props}
            clusterOptions={clusterOptions}
            clustersLoading={clusters.isLoading}
          />
          <EditProjectDialog key={`edit-${editing.key}`} {...editing.props} project={editing.subject} />
        </>
      )}
      <DetailsDrawer
        open={viewing !== null}
        title={viewing ? `${viewing.code} - ${viewing.name}` : t('Project')}
        onClose={() => setViewingId(null)}
        details={viewing && <ProjectDetails project={viewing} />}
        history={
          viewing && <HistoryTimeline stream={`project-${viewing.id}`} resolve={placeNames(viewing)} />
        }
      />
    </Flex>
  );
}
