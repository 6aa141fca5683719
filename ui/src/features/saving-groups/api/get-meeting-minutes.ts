import type { MeetingMinutesRow } from '@pm/domain/saving-groups/meeting-rows';
import type { RecordMinutesInput } from '@pm/domain/saving-groups/meeting-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { t } from '@/i18n';
import { apiGet } from '@/lib/api-client';
import type { CommandCallbacks } from '@/lib/use-command';
import { useMinistryCommand } from './invalidate';

/** A row of GET /api/meeting-minutes: written minutes, an uploaded PDF, or both. */
export type MeetingMinutes = MeetingMinutesRow;

export const MEETING_MINUTES_URL = '/api/meeting-minutes';

/** The minutes of one group, or of every group of a project (the header's project), or of the whole scope. */
export const meetingMinutesQueryOptions = (groupId: number | undefined, projectId?: number) =>
  queryOptions({
    queryKey: [MEETING_MINUTES_URL, { groupId, projectId }],
    queryFn: ({ signal }) =>
      apiGet<MeetingMinutes[]>(MEETING_MINUTES_URL, { params: { groupId, projectId }, signal }),
  });

export const useMeetingMinutes = (
  groupId: number | undefined,
  options: { enabled?: boolean; projectId?: number | undefined } = {},
) =>
  useQuery({ ...meetingMinutesQueryOptions(groupId, options.projectId), enabled: options.enabled ?? true });

/** POST /api/meeting-minutes (spec: API calls): the minutes form of the meetings screen. */
export const useRecordMinutes = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<RecordMinutesInput>(
    {
      url: MEETING_MINUTES_URL,
      success: t('Meeting minutes recorded successfully'),
      failure: t('Failed to record minutes'),
      streams: (_body, result) => [`minutes-${result.id}`],
    },
    callbacks,
  );
