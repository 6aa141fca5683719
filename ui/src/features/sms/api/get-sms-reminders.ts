import type { SmsReminderRow } from '@pm/domain/sms/rows';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage } from '@/lib/api-client';

export type { SmsReminderRow };

export const SMS_REMINDERS_URL = '/api/sms/reminders';

/** Reminders per page of the card. */
export const REMINDERS_PER_PAGE = 20;

/** While a listed reminder waits for the gateway, the page is read again. */
const REFRESH_MS = 5000;

/** GET /api/sms/reminders, one page (1-based): the reminders in scope, newest first, and their count. */
export const smsRemindersQueryOptions = (projectId: number | undefined, page: number) =>
  queryOptions({
    queryKey: [SMS_REMINDERS_URL, { projectId, page }],
    queryFn: ({ signal }) =>
      apiGetPage<SmsReminderRow>(SMS_REMINDERS_URL, {
        params: { projectId, limit: REMINDERS_PER_PAGE, offset: (page - 1) * REMINDERS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      (query.state.data?.rows ?? []).some((r) => r.status === 'queued') ? REFRESH_MS : false,
  });

export const useSmsReminders = (projectId: number | undefined, page: number) =>
  useQuery(smsRemindersQueryOptions(projectId, page));
