import type { Recorder } from '../../contributions/contribution/events';
import type { DomainEvent } from '../../shared/decider';
import type { GroupPlace } from '../shared';

export interface MeetingDetails {
  /** 'YYYY-MM-DD' */
  meetingDate: string;
  agenda: string;
  location: string | null;
  nextMeetingDate: string | null;
  conductedBy: string | null;
}

export interface AttendanceEntry {
  memberId: number;
  isPresent: boolean;
  /** 'HH:MM', when the member arrived */
  arrivalTime: string | null;
  notes: string | null;
}

/** A meeting of a group (`meeting-N`), placed like its group so every reader can be scoped. */
export type MeetingScheduled = DomainEvent<
  'MeetingScheduled',
  { meetingId: number; groupId: number } & GroupPlace & MeetingDetails & { scheduledBy: Recorder }
>;
/**
 * The meeting's whole attendance list. Recording again replaces the earlier list (`replacesEarlier`),
 * so a corrected register never adds rows beside the old ones.
 */
export type AttendanceRecorded = DomainEvent<
  'AttendanceRecorded',
  {
    meetingId: number;
    groupId: number;
    attendance: AttendanceEntry[];
    presentCount: number;
    replacesEarlier: boolean;
    recordedBy: Recorder;
  }
>;

export type MeetingEvent = MeetingScheduled | AttendanceRecorded;
