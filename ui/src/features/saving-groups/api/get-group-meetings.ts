import type { AttendanceRow, GroupMeetingRow } from '@pm/domain/saving-groups/meeting-rows';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** A row of GET /api/group-meetings: money in KES, dates 'YYYY-MM-DD', status from the date. */
export type GroupMeeting = GroupMeetingRow;
export type MeetingAttendance = AttendanceRow;

export const GROUP_MEETINGS_URL = '/api/group-meetings';
export const MEETING_ATTENDANCE_URL = '/api/meeting-attendance';

export const groupMeetingsQueryOptions = (groupId: number | undefined) =>
  queryOptions({
    queryKey: [GROUP_MEETINGS_URL, { groupId }],
    queryFn: ({ signal }) => apiGet<GroupMeeting[]>(GROUP_MEETINGS_URL, { params: { groupId }, signal }),
  });

export const useGroupMeetings = (groupId: number | undefined, options: { enabled?: boolean } = {}) =>
  useQuery({ ...groupMeetingsQueryOptions(groupId), enabled: options.enabled ?? true });

export const meetingAttendanceQueryOptions = (meetingId: number) =>
  queryOptions({
    queryKey: [MEETING_ATTENDANCE_URL, { meetingId }],
    queryFn: ({ signal }) =>
      apiGet<MeetingAttendance[]>(MEETING_ATTENDANCE_URL, { params: { meetingId }, signal }),
  });

export const useMeetingAttendance = (meetingId: number | null) =>
  useQuery({ ...meetingAttendanceQueryOptions(meetingId ?? 0), enabled: meetingId !== null });
