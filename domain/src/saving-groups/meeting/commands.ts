import type { Command } from '../../shared/decider';
import type { GroupPlace, GroupStatus } from '../shared';
import type { AttendanceEntry, MeetingDetails } from './events';

/** The meeting's group as the command service read it from the group's stream. */
export interface MeetingGroupFacts extends GroupPlace {
  groupId: number;
  status: GroupStatus;
  /** 'YYYY-MM-DD' */
  registrationDate: string;
}

/** The group's members as the command service read them: id → whether still a member. */
export type GroupRoster = Readonly<Record<number, { active: boolean }>>;

export type ScheduleMeeting = Command<
  'ScheduleMeeting',
  { meetingId: number; group: MeetingGroupFacts } & MeetingDetails
>;
export type RecordAttendance = Command<
  'RecordAttendance',
  { attendance: AttendanceEntry[]; roster: GroupRoster }
>;

export type MeetingCommand = ScheduleMeeting | RecordAttendance;
