import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Space, type TableColumnsType, Typography } from 'antd';
import { activeColumn, dateColumn } from '@/components/columns';
import { DataTable } from '@/components/data-table';
import { IconAction } from '@/components/icon-action';
import { StatusSwitch } from '@/components/status-switch';
import { t } from '@/i18n';
import type { Project } from '../api/get-projects';
import { useSetProjectStatus } from '../api/update-project';

interface ProjectsTableProps {
  readonly projects: readonly Project[];
  readonly loading: boolean;
  /** Whether the user holds 'projects.manage': without it, edit and the status toggle are hidden. */
  readonly canManage: boolean;
  readonly onView: (project: Project) => void;
  readonly onEdit: (project: Project) => void;
}

function StatusToggle({ project }: { readonly project: Project }) {
  const setStatus = useSetProjectStatus();
  return (
    <StatusSwitch
      isActive={project.isActive}
      subject={project.code}
      pending={setStatus.isPending}
      onChange={(isActive) => setStatus.mutate({ id: project.id, isActive })}
      confirmDescription={t('Its participants and records stay; the project is marked inactive.')}
    />
  );
}

export function ProjectsTable({ projects, loading, canManage, onView, onEdit }: ProjectsTableProps) {
  const columns: TableColumnsType<Project> = [
    {
      title: t('Project Code'),
      dataIndex: 'code',
      key: 'code',
      render: (code: string) => <Typography.Text strong>{code}</Typography.Text>,
      sorter: (a, b) => a.code.localeCompare(b.code),
    },
    { title: t('Name'), dataIndex: 'name', key: 'name' },
    {
      title: t('Description'),
      dataIndex: 'description',
      key: 'description',
      width: 240,
      ellipsis: true,
      render: (description: string | null) =>
        description || <Typography.Text type="secondary">-</Typography.Text>,
    },
    { title: t('Participants'), dataIndex: 'participantCount', key: 'participantCount', align: 'right' },
    activeColumn<Project>(),
    dateColumn<Project>(t('Created'), 'createdAt'),
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, project: Project) => (
        <Space>
          <IconAction
            title={t('View')}
            label={t('View {{id}}', { id: project.code })}
            icon={<EyeOutlined aria-hidden />}
            onClick={() => onView(project)}
          />
          {canManage && (
            <>
              <IconAction
                title={t('Edit')}
                label={t('Edit {{name}}', { name: project.code })}
                icon={<EditOutlined aria-hidden />}
                onClick={() => onEdit(project)}
              />
              <StatusToggle project={project} />
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <DataTable<Project>
      rows={projects}
      columns={columns}
      loading={loading}
      emptyText={t('No projects found.')}
    />
  );
}
