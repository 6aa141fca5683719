import { assignmentLevel, type Role } from '@pm/domain';
import { useClusters } from '@/features/hierarchy/api/get-clusters';
import { useRegions } from '@/features/hierarchy/api/get-regions';
import { projectLabel, useProjects } from '@/features/projects/api/get-projects';
import type { PlaceOptions } from '@/features/users/components/place-options';

/**
 * The levels a creator places new accounts at: a ProjectAdmin's facilitators go to a project, so it reads
 * no list of regions or clusters (which it may not read: 403); an Auditor may go to any level.
 */
const placeLevelsOf = (roles: readonly Role[]): ReadonlySet<string> =>
  new Set(
    roles.flatMap((role) => {
      const level = assignmentLevel(role);
      return level === 'any' ? ['region', 'cluster', 'project'] : [level];
    }),
  );

/** The places the caller may put a new account, from the lists its scope already limits. */
export const usePlaces = (enabled: boolean, roles: readonly Role[]): PlaceOptions => {
  const levels = placeLevelsOf(roles);
  const regions = useRegions({ enabled: enabled && levels.has('region') });
  const clusters = useClusters({ enabled: enabled && levels.has('cluster') });
  const projects = useProjects({ enabled: enabled && levels.has('project') });
  return {
    region: (regions.data ?? []).filter((r) => r.isActive).map((r) => ({ value: r.id, label: r.name })),
    cluster: (clusters.data ?? [])
      .filter((c) => c.isActive)
      .map((c) => ({ value: c.id, label: `${c.name} (${c.regionName})` })),
    project: (projects.data ?? [])
      .filter((p) => p.isActive)
      .map((p) => ({ value: p.id, label: projectLabel(p) })),
    loading: regions.isLoading || clusters.isLoading || projects.isLoading,
  };
};
