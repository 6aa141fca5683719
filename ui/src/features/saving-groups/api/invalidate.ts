import type { QueryClient } from '@tanstack/react-query';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { invalidateUrls } from '@/lib/query-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';

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
  '/api/group-meetings',
  '/api/meeting-attendance',
  '/api/meeting-minutes',
  '/api/member-penalties',
  '/api/reports/stats',
  '/api/group-visitations',
  '/api/member-registration-fees',
  '/api/member-registration-fee-payments',
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

interface MinistryCommand<Body> {
  readonly url: string;
  readonly success: string | ((body: Body) => string);
  readonly failure: string;
  /** 'fixed' where spec §8 fixes the error text and the dialog shows the server's reason itself. */
  readonly failureText?: 'server' | 'fixed';
  /** The histories the write adds to, e.g. [`group-${body.groupId}`]. */
  readonly streams: (body: Body, result: CommandResult) => readonly string[];
}

/** A POST of the ministry: its toasts, then every ministry read and the histories it wrote to refetch. */
export const useMinistryCommand = <Body>(
  { url, streams, ...texts }: MinistryCommand<Body>,
  callbacks: CommandCallbacks = {},
) =>
  useCommand({
    ...callbacks,
    ...texts,
    mutationFn: (body: Body) => apiSend<CommandResult>('POST', url, body),
    invalidate: (client, body, result) => invalidateAfterMinistryWrite(client, streams(body, result)),
  });
