import { Descriptions } from 'antd';
import { ActiveTag } from '@/components/active-tag';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';
import type { Project } from '../api/get-projects';

export function ProjectDetails({ project }: { readonly project: Project }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'code', label: t('Project Code'), children: project.code },
        { key: 'name', label: t('Name'), children: project.name },
        { key: 'description', label: t('Description'), children: project.description || '-' },
        { key: 'cluster', label: t('Cluster'), children: project.clusterName ?? '-' },
        { key: 'region', label: t('Region'), children: project.regionName ?? '-' },
        { key: 'participants', label: t('Participants'), children: project.participantCount },
        { key: 'status', label: t('Status'), children: <ActiveTag isActive={project.isActive} /> },
        { key: 'created', label: t('Created'), children: formatDate(project.createdAt) },
      ]}
    />
  );
}
