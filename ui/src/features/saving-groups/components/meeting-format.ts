import { currentLocale, t, tKey } from '@/i18n';
import type { GroupMeeting } from '../api/get-group-meetings';

export interface MeetingSummary {
  readonly total: number;
  readonly upcoming: number;
  readonly completed: number;
  /** The rounded mean of attendees per meeting (spec §2); 0 without meetings. */
  readonly avgAttendance: number;
}

/** Meetings Management's four cards (spec §2), from the status the server derived from each date. */
export const summarizeMeetings = (meetings: readonly GroupMeeting[]): MeetingSummary => {
  const upcoming = meetings.filter((m) => m.status === 'Upcoming').length;
  const attendees = meetings.reduce((sum, m) => sum + m.attendeesCount, 0);
  return {
    total: meetings.length,
    upcoming,
    completed: meetings.length - upcoming,
    avgAttendance: meetings.length === 0 ? 0 : Math.round(attendees / meetings.length),
  };
};

/** 'Mon, 23 Nov 2026': the meetings table shows the weekday with the date (spec §2). */
export const meetingDateText = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(currentLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const MEETING_STATUS_LABELS: Readonly<Record<GroupMeeting['status'], string>> = {
  Upcoming: tKey('Upcoming'),
  Completed: tKey('Completed'),
};

/** A meeting's status as shown ('Upcoming', 'Completed'); a status this UI does not know, as the server sent it. */
export const meetingStatusText = (status: GroupMeeting['status']): string => {
  const label = MEETING_STATUS_LABELS[status] as string | undefined;
  return label ? t(label) : status;
};

/** A member's line of the attendance register, as the form holds it. */
export interface AttendanceLine {
  readonly memberId: number;
  readonly isPresent: boolean;
  readonly arrivalTime: string | null;
  readonly notes: string | null;
}

/**
 * The register a meeting starts from: every active member absent (spec §2 "the list resets to all absent
 * when members load"), then what was recorded for the meeting before, so a correction starts from it.
 */
export const initialRegister = (
  memberIds: readonly number[],
  recorded: readonly AttendanceLine[],
): AttendanceLine[] => {
  const byMember = new Map(recorded.map((line) => [line.memberId, line]));
  const lines = memberIds.map(
    (memberId) => byMember.get(memberId) ?? { memberId, isPresent: false, arrivalTime: null, notes: null },
  );
  // a former member recorded at the meeting stays on its register
  for (const line of recorded) if (!memberIds.includes(line.memberId)) lines.push(line);
  return lines;
};
