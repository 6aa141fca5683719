import { describe, expect, it } from 'vitest';
import type { GroupMeeting } from '../api/get-group-meetings';
import { initialRegister, meetingDateText, summarizeMeetings } from './meeting-format';

const aMeeting = (status: 'Upcoming' | 'Completed', attendeesCount: number): GroupMeeting =>
  ({ status, attendeesCount }) as GroupMeeting;

describe('meetings figures', () => {
  it('counts upcoming and completed meetings and rounds the mean attendance', () => {
    expect(
      summarizeMeetings([aMeeting('Completed', 12), aMeeting('Completed', 9), aMeeting('Upcoming', 0)]),
    ).toEqual({ total: 3, upcoming: 1, completed: 2, avgAttendance: 7 });
    expect(summarizeMeetings([])).toEqual({ total: 0, upcoming: 0, completed: 0, avgAttendance: 0 });
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
