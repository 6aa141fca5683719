import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Space, type TableColumnsType, Typography } from 'antd';
import { actionColumns, activeColumn, dateColumn } from '@/components/columns';
import { DataTable, onOneLine, type PhoneView, usePhone } from '@/components/data-table';
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

/** The projects' own columns, before the actions. */
const projectColumns = (): TableColumnsType<Project> => [
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
    // a long description wraps and is cut at two lines (all of it on hover), so the table fits its card
    render: (description: string | null) =>
      description ? (
        <Typography.Paragraph
          ellipsis={{ rows: 2, tooltip: description }}
          style={{ maxWidth: 240, marginBottom: 0 }}
        >
          {description}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">-</Typography.Text>
      ),
  },
  { title: t('Participants'), dataIndex: 'participantCount', key: 'participantCount', align: 'right' },
  activeColumn<Project>(),
  onOneLine(dateColumn<Project>(t('Created'), 'createdAt')),
];

/**
 * A phone shows the code, the name, the status and View; the description, participants, creation date,
 * Edit and the status switch are in the row's details (docs/behaviour.md).
 */
const PHONE: PhoneView<Project> = {
  columns: ['code', 'name', 'status', 'view'],
  name: (project) => project.code,
};

export function ProjectsTable({ projects, loading, canManage, onView, onEdit }: ProjectsTableProps) {
  const phone = usePhone();
  const view = (project: Project) => (
    <IconAction
      title={t('View')}
      label={t('View {{id}}', { id: project.code })}
      icon={<EyeOutlined aria-hidden />}
      onClick={() => onView(project)}
    />
  );
  const manage = (project: Project) => (
    <>
      <IconAction
        title={t('Edit')}
        label={t('Edit {{name}}', { name: project.code })}
        icon={<EditOutlined aria-hidden />}
        onClick={() => onEdit(project)}
      />
      <StatusToggle project={project} />
    </>
  );
  const columns: TableColumnsType<Project> = [
    ...projectColumns(),
    ...actionColumns<Project>(phone, {
      view,
      more: canManage ? (project) => <Space>{manage(project)}</Space> : null,
      all: (project) => (
        <Space>
          {view(project)}
          {canManage && manage(project)}
        </Space>
      ),
    }),
  ];
  return (
    <DataTable<Project>
      rows={projects}
      columns={columns}
      loading={loading}
      emptyText={t('No projects found.')}
      phone={PHONE}
    />
  );
}
