import type { SmsRow, SmsStats } from '@pm/domain/sms/rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiGet } from '@/lib/api-client';

/** A row of GET /api/sms (only messages in the caller's scope), newest first. */
export type SmsMessage = SmsRow;
export type { SmsStats };

export const SMS_URL = '/api/sms';
export const SMS_STATS_URL = '/api/sms/stats';

/** Whether a message still waits for the gateway or for delivery reports. */
export const awaitsReports = (message: SmsMessage): boolean =>
  message.status === 'Pending' ||
  (message.status === 'Sent' && message.deliveredCount + message.failedCount < message.totalRecipients);

/** While some message waits, the list and the cards are read again every few seconds. */
const REFRESH_MS = 2000;

export const smsQueryOptions = (projectId?: number) =>
  queryOptions({
    queryKey: [SMS_URL, { projectId }],
    queryFn: ({ signal }) => apiGet<SmsMessage[]>(SMS_URL, { params: { projectId }, signal }),
    refetchInterval: (query) => ((query.state.data ?? []).some(awaitsReports) ? REFRESH_MS : false),
  });

export const useSmsMessages = (projectId?: number) => useQuery(smsQueryOptions(projectId));

/**
 * The cards' figures; refreshed with the list while reports are awaited, and once more when the last
 * awaited report has arrived (it may have come in between two refreshes).
 */
export const useSmsStats = (projectId: number | undefined, waiting: boolean) => {
  const stats = useQuery({
    queryKey: [SMS_STATS_URL, { projectId }],
    queryFn: ({ signal }) => apiGet<SmsStats>(SMS_STATS_URL, { params: { projectId }, signal }),
    refetchInterval: waiting ? REFRESH_MS : false,
  });
  const wasWaiting = useRef(waiting);
  const { refetch } = stats;
  useEffect(() => {
    if (wasWaiting.current && !waiting) void refetch();
    wasWaiting.current = waiting;
  }, [waiting, refetch]);
  return stats;
};
