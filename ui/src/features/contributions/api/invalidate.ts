import type { QueryClient } from '@tanstack/react-query';
import { invalidateUrls } from '@/lib/query-client';
import { CONTRIBUTIONS_URL } from './get-contributions';

/**
 * After a payment is recorded or reversed: every contributions list (and each contribution's payments,
 * whose URLs start the same), the dashboard stats, the recent activity and the contribution's history.
 */
export const invalidateAfterPaymentWrite = (client: QueryClient, contributionId?: number): Promise<void> =>
  invalidateUrls(
    client,
    ['/api/dashboard/stats'],
    [
      CONTRIBUTIONS_URL,
      '/api/activity',
      ...(contributionId === undefined ? [] : [`/api/history/contribution-${contributionId}`]),
    ],
  );
