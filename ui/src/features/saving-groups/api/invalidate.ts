import type { QueryClient } from '@tanstack/react-query';
import { invalidateUrls } from '../../../lib/query-client';

/**
 * Every read of the ministry: a saving moves the loan fund, the group stats, the module cards and the
 * facilitator dashboard at once, so any write refreshes them all (only the queries on screen refetch; the
 * others are marked stale). The refetches carry X-Min-Position, so they see the write.
 */
export const MINISTRY_URL_PREFIXES = [
  '/api/saving-groups',
  '/api/group-members',
  '/api/group-savings',
  '/api/group-loans',
  '/api/loan-repayments',
  '/api/emergency-funds',
  '/api/emergency-contributions',
  '/api/emergency-disbursements',
  '/api/analytics/church-facilitator',
] as const;

/** After a ministry write; `streams` are the histories it added to (group-12, loan-4, emergency-fund-2). */
export const invalidateAfterMinistryWrite = (
  client: QueryClient,
  streams: readonly string[] = [],
): Promise<void> =>
  invalidateUrls(
    client,
    [],
    [...MINISTRY_URL_PREFIXES, ...streams.map((stream) => `/api/history/${stream}`)],
  );

/** Callbacks a dialog passes to its mutation: close on success, show the fields the server refused. */
export interface MutationCallbacks {
  readonly onSuccess?: () => void;
  readonly onError?: (error: Error) => void;
}
