import type { QueryClient } from '@tanstack/react-query';
import { invalidateUrls } from '@/lib/query-client';
import { PARTICIPANTS_URL } from './get-participants';

/**
 * After a participant write: the participant lists, the contributions (a participant's monthly amount
 * makes its contributions), the projects' participant counts, the dashboard and the recent activity,
 * and the participant's own history. The refetches carry X-Min-Position, so they see the write.
 */
export const invalidateAfterParticipantWrite = (client: QueryClient, id?: number): Promise<void> =>
  invalidateUrls(
    client,
    ['/api/projects', '/api/dashboard/stats'],
    [
      PARTICIPANTS_URL,
      '/api/contributions',
      '/api/activity',
      ...(id === undefined ? [] : [`/api/history/participant-${id}`]),
    ],
  );
