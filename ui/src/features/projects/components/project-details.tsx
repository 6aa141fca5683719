import { Descriptions } from 'antd';
import { ActiveTag } from '@/components/active-tag';
import { formatDate } from '@/lib/format';
import type { Project } from '../api/get-projects';

export function ProjectDetails({ project }: { readonly project: Project }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'code', label: 'Project Code', children: project.code },
        { key: 'name', label: 'Name', children: project.name },
        { key: 'description', label: 'Description', children: project.description || '-' },
        { key: 'cluster', label: 'Cluster', children: project.clusterName ?? '-' },
        { key: 'region', label: 'Region', children: project.regionName ?? '-' },
        { key: 'participants', label: 'Participants', children: project.participantCount },
        { key: 'status', label: 'Status', children: <ActiveTag isActive={project.isActive} /> },
        { key: 'created', label: 'Created', children: formatDate(project.createdAt) },
      ]}
    />
  );
}
