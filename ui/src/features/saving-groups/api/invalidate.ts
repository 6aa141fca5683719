import type { QueryClient } from '@tanstack/react-query';
import { t } from '@/i18n';
import { apiSend, type CommandResult } from '@/lib/api-client';
import { invalidateUrls } from '@/lib/query-client';
import { type CommandCallbacks, useCommand } from '@/lib/use-command';
import { QUEUED_TEXT, type Queued, sendOrQueue, wasQueued } from '@/offline/send-or-queue';

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
  /** 'fixed' where spec: error catalogue fixes the error text and the dialog shows the server's reason itself. */
  readonly failureText?: 'server' | 'fixed';
  /** The histories the write adds to, e.g. [`group-${body.groupId}`]. */
  readonly streams: (body: Body, result: CommandResult) => readonly string[];
  /**
   * A command a facilitator records in the field: with no connection it is kept on the phone under this
   * label ("Saving of Jane Auma") and sent when the connection returns.
   */
  readonly offlineLabel?: (body: Body) => string;
}

export { QUEUED_TEXT };

/** A POST of the ministry: its toasts, then every ministry read and the histories it wrote to refetch. */
export const useMinistryCommand = <Body>(
  { url, streams, offlineLabel, success, ...texts }: MinistryCommand<Body>,
  callbacks: CommandCallbacks = {},
) =>
  useCommand<Body, CommandResult | Queued>({
    ...callbacks,
    ...texts,
    mutationFn: (body: Body) =>
      offlineLabel ? sendOrQueue(url, body, offlineLabel(body)) : apiSend<CommandResult>('POST', url, body),
    success: (body, result) =>
      wasQueued(result) ? t(QUEUED_TEXT) : typeof success === 'string' ? success : success(body),
    invalidate: (client, body, result) =>
      wasQueued(result) ? undefined : invalidateAfterMinistryWrite(client, streams(body, result)),
  });
