import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation, ValidationError } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import type { GroupStatus } from '../shared';
import {
  type AttendanceEntry,
  type AttendanceRecorded,
  type MeetingScheduled,
  meetingDecider,
  meetingStream,
  type RecordAttendance,
  type ScheduleMeeting,
} from './index';

// 2026-11-25 12:00 in Nairobi
const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 8, username: 'facilitator', role: 'ChurchFacilitator' },
};
const facilitator = { userId: 8, username: 'facilitator' };
const place = { projectId: 1, clusterId: 2, regionId: 3 };

const aSchedule = (
  overrides: Partial<Omit<ScheduleMeeting['data'], 'group'>> = {},
  status: GroupStatus = 'Active',
): ScheduleMeeting => ({
  type: 'ScheduleMeeting',
  data: {
    meetingId: 40,
    meetingDate: '2026-11-23',
    agenda: 'Weekly savings and loan repayments',
    location: 'Church hall',
    nextMeetingDate: '2026-11-30',
    conductedBy: 'Jane Auma',
    ...overrides,
    group: { groupId: 7, status, registrationDate: '2026-01-05', ...place },
  },
  metadata,
});
const scheduled = (meetingDate = '2026-11-23'): MeetingScheduled => ({
  type: 'MeetingScheduled',
  data: {
    meetingId: 40,
    groupId: 7,
    ...place,
    meetingDate,
    agenda: 'Weekly savings and loan repayments',
    location: 'Church hall',
    nextMeetingDate: meetingDate === '2026-11-23' ? '2026-11-30' : null,
    conductedBy: 'Jane Auma',
    scheduledBy: facilitator,
  },
});
const present = (memberId: number, arrivalTime: string | null = '14:05'): AttendanceEntry => ({
  memberId,
  isPresent: true,
  arrivalTime,
  notes: null,
});
const absent = (memberId: number): AttendanceEntry => ({
  memberId,
  isPresent: false,
  arrivalTime: null,
  notes: 'Sick',
});
const roster = { 1: { active: true }, 2: { active: true }, 3: { active: false } };
const anAttendance = (attendance: AttendanceEntry[]): RecordAttendance => ({
  type: 'RecordAttendance',
  data: { attendance, roster },
  metadata,
});
const recorded = (attendance: AttendanceEntry[], replacesEarlier = false): AttendanceRecorded => ({
  type: 'AttendanceRecorded',
  data: {
    meetingId: 40,
    groupId: 7,
    attendance,
    presentCount: attendance.filter((e) => e.isPresent).length,
    replacesEarlier,
    recordedBy: facilitator,
  },
});

const { given } = specFor(meetingDecider);

describe('meeting decider: scheduling', () => {
  it('names its stream meeting-{id}', () => {
    expect(meetingStream(40)).toBe('meeting-40');
  });

  it('schedules a meeting of an Active group, placed like the group, once', () => {
    given([]).when(aSchedule()).then([scheduled()]);
    given([scheduled()]).when(aSchedule()).thenThrows(ConflictError, 'This meeting already exists');
  });

  it('refuses a group that is not Active', () => {
    given([])
      .when(aSchedule({}, 'Suspended'))
      .thenThrows(RuleViolation, 'Meetings cannot be scheduled while the group is Suspended');
  });

  it('names the registration date when the meeting would be before it', () => {
    given([])
      .when(aSchedule({ meetingDate: '2025-12-31', nextMeetingDate: null }))
      .thenThrows(RuleViolation, 'The meeting date cannot be before the group was registered on 2026-01-05');
  });

  it('accepts an upcoming meeting up to a year ahead, not beyond', () => {
    given([])
      .when(aSchedule({ meetingDate: '2027-11-26', nextMeetingDate: null }))
      .then([scheduled('2027-11-26')]);
    given([])
      .when(aSchedule({ meetingDate: '2027-11-27', nextMeetingDate: null }))
      .thenThrows(RuleViolation, 'A meeting can be scheduled at most a year ahead');
  });

  it('wants the next meeting after this one', () => {
    given([])
      .when(aSchedule({ nextMeetingDate: '2026-11-23' }))
      .thenThrows(RuleViolation, 'The next meeting date must be after the meeting date (2026-11-23)');
  });
});

describe('meeting decider: attendance', () => {
  it('records who was present, counting them', () => {
    given([scheduled()])
      .when(anAttendance([present(1), absent(2)]))
      .then([recorded([present(1), absent(2)])]);
  });

  it('replaces an earlier list and says so', () => {
    given([scheduled(), recorded([present(1)])])
      .when(anAttendance([present(1), present(2, null)]))
      .then([recorded([present(1), present(2, null)], true)]);
  });

  it('keeps a former member who was there', () => {
    given([scheduled()])
      .when(anAttendance([present(3)]))
      .then([recorded([present(3)])]);
  });

  it('refuses a member of another group, a member listed twice, and an arrival time of someone absent', () => {
    given([scheduled()])
      .when(anAttendance([present(1), present(9)]))
      .thenThrows(RuleViolation, "Member 9 is not a member of this meeting's group");
    given([scheduled()])
      .when(anAttendance([present(1), absent(1)]))
      .thenThrows(ValidationError, 'Member 1 appears twice in the attendance');
    given([scheduled()])
      .when(anAttendance([{ ...absent(2), arrivalTime: '14:00' }]))
      .thenThrows(ValidationError, 'An arrival time is only recorded for a member who was present');
  });

  it('waits for the day of the meeting', () => {
    given([scheduled('2026-11-26')])
      .when(anAttendance([present(1)]))
      .thenThrows(RuleViolation, 'Attendance can be recorded from the day of the meeting (2026-11-26)');
  });

  it('answers 404 for a meeting that was never scheduled', () => {
    given([])
      .when(anAttendance([present(1)]))
      .thenThrows(NotFoundError, 'Meeting not found');
  });
});
