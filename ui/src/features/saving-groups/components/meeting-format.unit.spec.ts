import { describe, expect, it } from 'vitest';
import type { GroupMeeting } from '../api/get-group-meetings';
import {
  initialRegister,
  isRecordable,
  meetingDateText,
  meetingStatusText,
  summarizeMeetings,
} from './meeting-format';

const aMeeting = (status: GroupMeeting['status'], attendeesCount: number): GroupMeeting =>
  ({ status, attendeesCount }) as GroupMeeting;

describe('meetings figures', () => {
  it('counts upcoming and completed meetings and rounds the mean attendance', () => {
    expect(
      summarizeMeetings([aMeeting('Completed', 12), aMeeting('Completed', 9), aMeeting('Upcoming', 0)]),
    ).toEqual({ total: 3, upcoming: 1, completed: 2, avgAttendance: 11 });
    expect(summarizeMeetings([])).toEqual({ total: 0, upcoming: 0, completed: 0, avgAttendance: 0 });
  });

  it('counts a meeting whose day came with nothing recorded as neither completed nor in the attendance', () => {
    // a meeting scheduled today, 0 of 5 there: not completed
    expect(summarizeMeetings([aMeeting('Not recorded', 0), aMeeting('Completed', 4)])).toEqual({
      total: 2,
      upcoming: 0,
      completed: 1,
      avgAttendance: 4,
    });
    expect(meetingStatusText('Not recorded')).toBe('Not recorded');
  });

  it('lets a meeting be recorded from its day on, held or not', () => {
    expect(isRecordable(aMeeting('Not recorded', 0))).toBe(true);
    expect(isRecordable(aMeeting('Completed', 3))).toBe(true);
    expect(isRecordable(aMeeting('Upcoming', 0))).toBe(false);
  });

  it('shows the weekday with the date', () => {
    expect(meetingDateText('2026-11-23')).toMatch(/Mon/);
    expect(meetingDateText('2026-11-23')).toMatch(/23/);
  });

  it('starts the register with everyone absent, keeping what was recorded before', () => {
    const recorded = [
      { memberId: 2, isPresent: true, arrivalTime: '14:10', notes: null },
      { memberId: 9, isPresent: true, arrivalTime: null, notes: 'Former member' },
    ];
    expect(initialRegister([1, 2], recorded)).toEqual([
      { memberId: 1, isPresent: false, arrivalTime: null, notes: null },
      recorded[0],
      recorded[1],
    ]);
  });
});
