import type { RecordAttendanceInput, ScheduleMeetingInput } from '@pm/domain/saving-groups/meeting-schemas';
import { t } from '@/i18n';
import type { CommandCallbacks } from '@/lib/use-command';
import { GROUP_MEETINGS_URL } from './get-group-meetings';
import { useMinistryCommand } from './invalidate';

/** POST /api/group-meetings (spec: API calls): the schedule; the meeting's totals come from the money recorded at it. */
export const useScheduleMeeting = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<ScheduleMeetingInput>(
    {
      url: GROUP_MEETINGS_URL,
      success: t('Meeting scheduled successfully'),
      // spec: error catalogue: the server's message, else this text
      failure: t('Failed to schedule meeting'),
      streams: (_body, result) => [`meeting-${result.id}`],
    },
    callbacks,
  );

/** POST /api/meeting-attendance/bulk (spec: API calls): the whole list of one meeting, replacing an earlier one. */
export const useRecordAttendance = (callbacks: CommandCallbacks = {}) =>
  useMinistryCommand<RecordAttendanceInput>(
    {
      url: '/api/meeting-attendance/bulk',
      success: t('Attendance recorded successfully'),
      failure: t('Failed to record attendance'),
      streams: (body) => [`meeting-${body.attendance[0]?.meetingId ?? 0}`],
    },
    callbacks,
  );
