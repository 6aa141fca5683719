import { PlusOutlined } from '@ant-design/icons';
import { can } from '@pm/domain';
import { Button, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useClusters } from '../../features/hierarchy/api/get-clusters';
import { HistoryTimeline } from '../../features/history/components/history-timeline';
import { type Project, useProjects } from '../../features/projects/api/get-projects';
import { CreateProjectDialog } from '../../features/projects/components/create-project-dialog';
import { EditProjectDialog } from '../../features/projects/components/edit-project-dialog';
import { ProjectDetails } from '../../features/projects/components/project-details';
import { ProjectStats } from '../../features/projects/components/project-stats';
import { ProjectsTable } from '../../features/projects/components/projects-table';
import { useSignedInUser } from '../use-signed-in-user';

/** /projects (spec §2 "Projects"): stats, the table, add, edit, activate/deactivate and each project's history. */
export default function ProjectsPage() {
  const { user, actor } = useSignedInUser();
  const canManage = can(actor, 'projects.manage');
  // A SuperAdmin chooses the cluster of a new project; a ClusterAdmin's projects go to its own cluster.
  const choosesCluster = canManage && user.role === 'SuperAdmin';
  const projects = useProjects();
  const clusters = useClusters({ enabled: choosesCluster });
  // Each opening is a new dialog instance (the count is its key), so a form never keeps an earlier opening's values.
  const [creating, setCreating] = useState({ open: false, opened: 0 });
  const [editing, setEditing] = useState<{ open: boolean; project: Project | null; opened: number }>({
    open: false,
    project: null,
    opened: 0,
  });
  const [viewingId, setViewingId] = useState<number | null>(null);
  const list = projects.data ?? [];
  // read from the list so the drawer follows refetches (a status change shows at once)
  const viewing = list.find((project) => project.id === viewingId) ?? null;

  const clusterOptions = choosesCluster
    ? (clusters.data ?? [])
        .filter((cluster) => cluster.isActive)
        .map((cluster) => ({
          value: cluster.id,
          label: cluster.regionName ? `${cluster.name} (${cluster.regionName})` : cluster.name,
        }))
    : null;

  return (
    <Flex vertical gap={24}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            Projects
          </Typography.Title>
          <Typography.Text type="secondary">
            {user.role === 'ClusterAdmin' && user.clusterName
              ? `Projects of ${user.clusterName}`
              : 'Every project of the programme'}
          </Typography.Text>
        </div>
        {canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setCreating((state) => ({ open: true, opened: state.opened + 1 }))}
          >
            Add Project
          </Button>
        )}
      </Flex>

      <ProjectStats projects={list} loading={projects.isLoading} />

      {projects.error && (
        <Typography.Text type="danger" role="alert">
          Could not load the projects: {projects.error.message}
        </Typography.Text>
      )}

      <ProjectsTable
        projects={list}
        loading={projects.isLoading}
        canManage={canManage}
        onView={(project) => setViewingId(project.id)}
        onEdit={(project) => setEditing((state) => ({ open: true, project, opened: state.opened + 1 }))}
      />

      {canManage && (
        <CreateProjectDialog
          key={`create-${creating.opened}`}
          open={creating.open}
          onClose={() => setCreating((state) => ({ ...state, open: false }))}
          clusterOptions={clusterOptions}
          clustersLoading={clusters.isLoading}
        />
      )}
      {canManage && (
        <EditProjectDialog
          key={`edit-${editing.opened}`}
          open={editing.open}
          project={editing.project}
          onClose={() => setEditing((state) => ({ ...state, open: false }))}
        />
      )}

      <Drawer
        open={viewing !== null}
        onClose={() => setViewingId(null)}
        title={viewing ? `${viewing.code} - ${viewing.name}` : 'Project'}
        size="large"
        destroyOnHidden
      >
        {viewing && (
          <Flex vertical gap={24}>
            <ProjectDetails project={viewing} />
            <div>
              <Typography.Title level={3} style={{ fontSize: 18 }}>
                History
              </Typography.Title>
              <HistoryTimeline stream={`project-${viewing.id}`} />
            </div>
          </Flex>
        )}
      </Drawer>
    </Flex>
  );
}
