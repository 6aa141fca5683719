import type { QueryClient } from '@tanstack/react-query';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { invalidateUrls } from '@/lib/query-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { CLUSTERS_URL } from './get-clusters';
import { REGIONS_URL } from './get-regions';
import type { HierarchyLevel, LevelRow } from './levels';

export interface LevelChange {
  readonly id: number;
  readonly name?: string;
  readonly description?: string | null;
  readonly isActive?: boolean;
}

// Regions count their clusters, cluster rows carry their region's name and project rows both names:
// a change at any level refetches all three.
const invalidate = (client: QueryClient, key: string, id: number) =>
  invalidateUrls(client, [REGIONS_URL, CLUSTERS_URL, '/api/projects'], [`/api/history/${key}-${id}`]);

/** POST /api/regions {name, description}, POST /api/clusters {name, description, regionId} → 201. */
export const useCreateLevel = <Row extends LevelRow>(
  level: HierarchyLevel<Row>,
  callbacks: CommandCallbacks = {},
) =>
  useCommand({
    ...callbacks,
    mutationFn: (input: Record<string, unknown>) => apiSend<CommandResult>('POST', level.url, input),
    success: t(level.texts.created),
    failure: t(level.texts.createFailed),
    invalidate: (client, _input, result) => invalidate(client, level.key, result.id),
  });

/** PUT /api/regions/{id}, /api/clusters/{id} {name?, description?, isActive?} → 200. */
export const useUpdateLevel = <Row extends LevelRow>(
  level: HierarchyLevel<Row>,
  callbacks: CommandCallbacks = {},
) => {
  return useCommand({
    ...callbacks,
    mutationFn: ({ id, ...change }: LevelChange) =>
      apiSend<CommandResult>('PUT', `${level.url}/${id}`, change),
    success: (change) => t(change.isActive === undefined ? level.texts.updated : level.texts.statusUpdated),
    failure: (change) =>
      t(change.isActive === undefined ? level.texts.updateFailed : level.texts.statusFailed),
    invalidate: (client, change) => invalidate(client, level.key, change.id),
  });
};
