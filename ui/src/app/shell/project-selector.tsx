import { Select, Tag } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { User } from '@/features/auth/api/get-user';
import { projectLabel, useProjects } from '@/features/projects/api/get-projects';
import { t } from '@/i18n';
import { afterProjectChange } from '../navigation';
import { allProjectsLabel, choosesProject, scopeBadgeText } from '../project-scope';

const ALL = 'all';

/**
 * The header's project selector (spec: screens): SuperAdmin picks 'All Projects' or a project, ClusterAdmin its
 * cluster or one of its projects, an Auditor its whole scope or one of its projects. A page that reads the
 * project stays and shows the one chosen; any other goes to the dashboard of it (`afterProjectChange`).
 * Other roles see a badge naming their project, or the region or whole programme they work over. On a phone both are in the header's More menu
 * (more-actions.tsx): there the selector takes the menu's width, and choosing a project closes the menu.
 */
export function ProjectSelector({
  user,
  block = false,
  onChosen,
}: {
  readonly user: User;
  /** As wide as what holds it (the phone's More menu). */
  readonly block?: boolean;
  /** Called once a project is chosen. */
  readonly onChosen?: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const canSwitch = choosesProject(user);
  const projects = useProjects({ enabled: canSwitch });

  if (!canSwitch)
    return (
      <Tag color="blue" data-testid="project-badge">
        {scopeBadgeText(user)}
      </Tag>
    );

  const allLabel = allProjectsLabel(user);
  const selected = searchParams.get('projectId');
  const selectedKnown = projects.data?.some((project) => String(project.id) === selected);
  return (
    <Select
      aria-label={t('Project')}
      value={selected && (selectedKnown || projects.isLoading) ? selected : ALL}
      loading={projects.isLoading}
      style={block ? { width: '100%' } : { minWidth: 200, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
      showSearch={{ optionFilterProp: 'label' }}
      options={[
        { value: ALL, label: allLabel },
        ...(projects.data ?? []).map((project) => ({
          value: String(project.id),
          label: projectLabel(project),
        })),
      ]}
      onChange={(value: string) => {
        onChosen?.();
        navigate(afterProjectChange(location.pathname, value === ALL ? null : value));
      }}
    />
  );
}
