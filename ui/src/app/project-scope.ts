import { scopeOf } from '@pm/domain/access/policy';
import type { Role } from '@pm/domain/access/roles';
import { useSearchParams } from 'react-router';
import type { User } from '@/features/auth/api/get-user';
import type { ProjectChoice } from '@/features/participants/components/participant-dialog';
import { type Project, projectLabel, useProjects } from '@/features/projects/api/get-projects';
import { t } from '@/i18n';
import { type AssignedUser, useSignedInUser } from './use-signed-in-user';

/** Pages read ?projectId= (spec: screens "Shell"): the header's project choice. Anything but a positive id is no choice. */
export const useSelectedProjectId = (): number | undefined => {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('projectId');
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

type Placed = Pick<User, 'role' | 'regionId' | 'clusterId' | 'projectId'>;

/**
 * The kind of place an Auditor holds: the whole programme, a region, a cluster or a project. scopeOf
 * reads only the role and the place, so who the user is does not matter here.
 */
const auditorScope = (user: Placed) => scopeOf({ userId: 0, username: '', ...user }).kind;

/**
 * Whether the user switches between projects (and so picks one when adding a participant): SuperAdmin,
 * ClusterAdmin, and an Auditor that holds more than one project (it reads the project-level screens).
 */
export const choosesProject = (user: Placed): boolean =>
  user.role === 'SuperAdmin' ||
  user.role === 'ClusterAdmin' ||
  (user.role === 'Auditor' && auditorScope(user) !== 'project');

/** The header selector's entry for every project of the user's scope. */
export const allProjectsLabel = (user: Placed & Pick<User, 'regionName' | 'clusterName'>): string => {
  const kind = user.role === 'Auditor' ? auditorScope(user) : null;
  if (user.role === 'SuperAdmin' || kind === 'all') return t('All Projects');
  if (kind === 'region')
    return user.regionName ? t('{{region}} Region', { region: user.regionName }) : t('All Region Projects');
  return user.clusterName ?? t('All Cluster Projects');
};

/**
 * The header's badge for a user without the project selector (spec: screens): its project, or the place it
 * works over: 'National access' (NationalDirector), 'Region: Western' (RegionalAdmin).
 */
export const scopeBadgeText = (
  user: Placed & Pick<User, 'regionName' | 'clusterName' | 'projectCode' | 'projectName'>,
): string => {
  if (user.projectId !== null)
    return user.projectCode && user.projectName
      ? projectLabel({ code: user.projectCode, name: user.projectName })
      : t('Unknown Project');
  switch (scopeOf({ userId: 0, username: '', ...user }).kind) {
    case 'all':
      return t('National access');
    case 'region':
      return user.regionName ? t('Region: {{region}}', { region: user.regionName }) : t('Regional access');
    case 'cluster':
      return user.clusterName
        ? t('Cluster: {{cluster}}', { cluster: user.clusterName })
        : t('Cluster access');
    default:
      return t('No project assigned');
  }
};

/**
 * The role whose headings a page shows the user: an Auditor reads what the administrator of its place
 * reads, so its pages are titled alike ('Cluster Dashboard' for the auditor of a cluster).
 */
export const headingRoleOf = (user: Placed & { readonly role: Role }): Role => {
  if (user.role !== 'Auditor') return user.role;
  switch (auditorScope(user)) {
    case 'all':
      return 'SuperAdmin';
    case 'region':
      return 'RegionalAdmin';
    case 'cluster':
      return 'ClusterAdmin';
    default:
      return 'ProjectAdmin';
  }
};

/** The code of the project a page is about: the header's choice, or a project-level user's own project. */
export const projectCodeFor = (
  user: AssignedUser,
  selectedId: number | undefined,
  projects: readonly Project[],
): string | null => {
  if (selectedId !== undefined) {
    const selected = projects.find((project) => project.id === selectedId);
    if (selected) return selected.code;
    if (user.projectId === selectedId) return user.projectCode;
    return null;
  }
  return choosesProject(user) ? null : user.projectCode;
};

/**
 * Where a new participant goes (spec: screens, roles): SuperAdmin and ClusterAdmin pick one of their active projects,
 * the header's choice preselected; a ProjectAdmin's own project is fixed and shown read-only.
 */
export const useParticipantProjectChoice = (
  user: AssignedUser,
  selectedId: number | undefined,
): ProjectChoice => {
  const picks = choosesProject(user);
  const projects = useProjects({ enabled: picks });
  if (!picks) {
    const label =
      user.projectCode && user.projectName
        ? projectLabel({ code: user.projectCode, name: user.projectName })
        : (user.projectCode ?? t('Your project'));
    return { kind: 'fixed', projectId: user.projectId, label };
  }
  return {
    kind: 'pick',
    loading: projects.isLoading,
    defaultProjectId: selectedId ?? null,
    options: (projects.data ?? [])
      .filter((project) => project.isActive || project.id === selectedId)
      .map((project) => ({ value: project.id, label: projectLabel(project) })),
  };
};

/**
 * What a project-level list page starts with: the user, the header's project (?projectId=) and its code
 * for the heading ('KE0420 - Participants'), or null for a user's whole scope.
 */
export const useProjectPage = () => {
  const { user, actor } = useSignedInUser();
  const projectId = useSelectedProjectId();
  const projects = useProjects({ enabled: choosesProject(user) });
  return { user, actor, projectId, code: projectCodeFor(user, projectId, projects.data ?? []) };
};
