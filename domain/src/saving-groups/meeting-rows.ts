import { z } from 'zod';
import { dateTextSchema, instantSchema, kesSchema } from '../api/contract';

/**
 * Upcoming: its date is after today; Completed: its day has come and it was held (attendance or money
 * recorded with its id); Not recorded: its day has come and nothing was recorded for it.
 */
export const MEETING_STATUSES = ['Upcoming', 'Completed', 'Not recorded'] as const;

/**
 * A row of GET /api/group-meetings (spec: fields group_meetings). The totals are the sums of the money
 * recorded at the meeting (savings, loans issued, repayments); status says whether it was held
 * (`MEETING_STATUSES`).
 */
export const groupMeetingRowSchema = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    groupName: z.string(),
    meetingDate: dateTextSchema,
    agenda: z.string(),
    location: z.string().nullable(),
    nextMeetingDate: dateTextSchema.nullable(),
    conductedBy: z.string().nullable(),
    minutes: z.string().nullable(),
    attendeesCount: z.number().int(),
    /** The group's current members, for "attendees over members". */
    memberCount: z.number().int(),
    /** Member ids marked present. */
    attendees: z.array(z.number().int()),
    attendanceRecorded: z.boolean(),
    totalSavingsCollected: kesSchema,
    /** The same figure under the name the screen also reads. */
    totalSavings: kesSchema,
    totalLoansIssued: kesSchema,
    totalRepayments: kesSchema,
    status: z.enum(MEETING_STATUSES),
    createdAt: instantSchema,
  })
  .meta({ id: 'GroupMeeting' });
export type GroupMeetingRow = z.infer<typeof groupMeetingRowSchema>;

/** A row of GET /api/meeting-attendance: one member of the meeting's list. */
export const attendanceRowSchema = z
  .object({
    meetingId: z.number().int(),
    memberId: z.number().int(),
    memberName: z.string(),
    memberNumber: z.string(),
    isPresent: z.boolean(),
    arrivalTime: z.string().nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'MeetingAttendance' });
export type AttendanceRow = z.infer<typeof attendanceRowSchema>;

/** A row of GET /api/meeting-minutes: written minutes, an uploaded PDF, or both. */
export const meetingMinutesRowSchema = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    groupName: z.string(),
    meetingDate: dateTextSchema,
    agenda: z.string().nullable(),
    discussions: z.string().nullable(),
    decisions: z.string().nullable(),
    attendees: z.array(z.number().int()),
    attendeesCount: z.number().int(),
    nextMeetingDate: dateTextSchema.nullable(),
    description: z.string().nullable(),
    hasFile: z.boolean(),
    originalName: z.string().nullable(),
    fileSize: z.number().int().nullable(),
    mimeType: z.string().nullable(),
    uploadedBy: z.string(),
    createdAt: instantSchema,
  })
  .meta({ id: 'MeetingMinutes' });
export type MeetingMinutesRow = z.infer<typeof meetingMinutesRowSchema>;
