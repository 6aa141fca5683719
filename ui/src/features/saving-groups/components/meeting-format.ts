import { currentLocale, t, tKey } from '@/i18n';
import type { GroupMeeting } from '../api/get-group-meetings';

export interface MeetingSummary {
  readonly total: number;
  readonly upcoming: number;
  /** The meetings held (attendance or money recorded with their id). */
  readonly completed: number;
  /** The rounded mean of attendees per meeting held (spec: screens); 0 before any was held. */
  readonly avgAttendance: number;
}

/**
 * Meetings Management's four cards (spec: screens), from the status the server gives each meeting: a meeting
 * whose day has come but for which nothing was recorded is neither upcoming nor completed, and does not
 * lower the average attendance.
 */
export const summarizeMeetings = (meetings: readonly GroupMeeting[]): MeetingSummary => {
  const held = meetings.filter((m) => m.status === 'Completed');
  const attendees = held.reduce((sum, m) => sum + m.attendeesCount, 0);
  return {
    total: meetings.length,
    upcoming: meetings.filter((m) => m.status === 'Upcoming').length,
    completed: held.length,
    avgAttendance: held.length === 0 ? 0 : Math.round(attendees / held.length),
  };
};

/** Whether the meeting's day has come, so its attendance and money may be recorded. */
export const isRecordable = (meeting: Pick<GroupMeeting, 'status'>): boolean => meeting.status !== 'Upcoming';

/** 'Mon, 23 Nov 2026': the meetings table shows the weekday with the date (spec: screens). */
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
  'Not recorded': tKey('Not recorded'),
};

/** The tag colour of each status: the word is always shown with it. */
export const MEETING_STATUS_COLORS: Readonly<Record<GroupMeeting['status'], string>> = {
  Upcoming: 'blue',
  Completed: 'green',
  'Not recorded': 'orange',
};

/** A meeting's status as shown ('Upcoming', 'Completed', 'Not recorded'); a status this UI does not know, as the server sent it. */
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
 * The register a meeting starts from: every active member absent (spec: screens "the list resets to all absent
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
