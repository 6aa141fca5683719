import type { QueryClient } from '@tanstack/react-query';
import { invalidateUrls } from '@/lib/query-client';
import { PROJECTS_URL } from './get-projects';

/**
 * After a project write: the project list, the clusters' project counts, the dashboard stats and the
 * project's history are refetched (the refetch carries X-Min-Position, so it sees the write).
 */
export const invalidateAfterProjectWrite = (client: QueryClient, projectId?: number): Promise<void> =>
  invalidateUrls(
    client,
    [PROJECTS_URL, '/api/clusters', '/api/dashboard/stats'],
    projectId === undefined ? [] : [`/api/history/project-${projectId}`],
  );
