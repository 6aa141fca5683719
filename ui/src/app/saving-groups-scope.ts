import { hasCapability } from '@pm/domain/access/policy';
import { useMemo, useState } from 'react';
import { useSavingGroups } from '@/features/saving-groups/api/get-saving-groups';
import { useSelectedProjectId } from './project-scope';
import { useSignedInUser } from './use-signed-in-user';

/** The ministry's paths, as links keep the header's project (?projectId=) where one is chosen. */
export const withProjectId = (path: string, projectId: number | undefined): string =>
  projectId === undefined ? path : `${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}`;

/**
 * The groups a ministry page works with: those of the project in ?projectId= (spec: screens), else every group
 * in the user's scope. Rows of other lists (members, savings, loans) are kept to these groups' ids.
 */
export const useScopedGroups = () => {
  const projectId = useSelectedProjectId();
  const groups = useSavingGroups({ projectId });
  const list = groups.data ?? [];
  const groupIds = useMemo(() => new Set(list.map((group) => group.id)), [list]);
  /** Rows of the project's groups only (every row without a project choice). */
  const inScope = useMemo(
    () =>
      <R extends { readonly groupId: number }>(rows: readonly R[]): R[] =>
        projectId === undefined ? [...rows] : rows.filter((row) => groupIds.has(row.groupId)),
    [projectId, groupIds],
  );
  return { projectId, groups: list, loading: groups.isLoading, error: groups.error, inScope };
};

/** What every ministry page starts with: who the user is, whether they may manage groups, and the groups. */
export const useMinistryPage = () => {
  const { actor } = useSignedInUser();
  const scope = useScopedGroups();
  return { ...scope, actor, canManage: hasCapability(actor, 'savingGroups.manage') };
};

/** The search and group filters of a ministry list, shaped to spread on GroupFilters. */
export const useGroupListFilter = () => {
  const [search, onSearch] = useState('');
  const [groupId, onGroup] = useState<number | null>(null);
  return { search, onSearch, groupId, onGroup };
};
