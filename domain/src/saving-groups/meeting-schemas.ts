import { z } from 'zod';
import { idSchema } from '../shared/bounds';
import { programmeDateSchema } from '../shared/date-schemas';
import { isBlank, notes, optionalText, text } from './inputs';
import { MEETING_TIME_PATTERN } from './schemas';

/** An optional date: blank or absent is none, anything else must be a real programme date. */
const optionalDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .nullable()
    .optional()
    .transform((v) => (isBlank(v) ? null : (v as string)))
    .pipe(programmeDateSchema(`${label} is required`).nullable());

/** At most this many members on one attendance list (a group is 15 to 30 people; 500 is generous). */
export const MAX_ATTENDANCE = 500;

/**
 * POST /api/group-meetings (spec: validation, API calls): the agenda of at least 10 characters, the meeting date; the
 * totals the screen may send are ignored (they are the sums of the money recorded at the meeting).
 */
export const scheduleMeetingSchema = z.object({
  groupId: idSchema('Please select a group'),
  meetingDate: programmeDateSchema('Meeting date is required'),
  agenda: text('Agenda must be at least 10 characters', 10, 2000),
  location: optionalText(200),
  nextMeetingDate: optionalDate('Next meeting date'),
  conductedBy: optionalText(200),
});
export type ScheduleMeetingInput = z.infer<typeof scheduleMeetingSchema>;
export type ScheduleMeetingFormValues = z.input<typeof scheduleMeetingSchema>;

const attendanceEntrySchema = z.object({
  meetingId: idSchema('Please select a meeting'),
  memberId: idSchema('Please select a member'),
  isPresent: z.boolean({ error: 'isPresent must be true or false' }).optional().default(false),
  arrivalTime: z
    .string({ error: 'Arrival time must be HH:MM' })
    .nullable()
    .optional()
    .transform((v) => (isBlank(v) ? null : (v as string).trim()))
    .pipe(z.string().regex(MEETING_TIME_PATTERN, 'Arrival time must be HH:MM').nullable()),
  notes,
});

/** POST /api/meeting-attendance/bulk (spec: API calls): the whole list of one meeting, as one command. */
export const recordAttendanceSchema = z.object({
  attendance: z
    .array(attendanceEntrySchema, { error: 'attendance must be a list' })
    .min(1, 'Attendance is required')
    .max(MAX_ATTENDANCE, `At most ${MAX_ATTENDANCE} members`)
    .refine((entries) => entries.every((e) => e.meetingId === entries[0]?.meetingId), {
      message: 'Every attendance entry must be for the same meeting',
    }),
});
export type RecordAttendanceInput = z.infer<typeof recordAttendanceSchema>;

const minutesText = (message: string) => text(message, 1, 5000);

/** POST /api/meeting-minutes (spec: validation, API calls): the minutes form of the meetings screen. */
export const recordMinutesSchema = z.object({
  groupId: idSchema('Please select a group'),
  meetingDate: programmeDateSchema('Meeting date is required'),
  agenda: minutesText('Agenda is required'),
  discussions: minutesText('Discussions are required'),
  decisions: minutesText('Decisions are required'),
  attendees: z
    .array(idSchema('Attendees must be member ids'), { error: 'Attendees must be a list of member ids' })
    .max(MAX_ATTENDANCE, `At most ${MAX_ATTENDANCE} attendees`)
    .nullable()
    .optional()
    .transform((v) => v ?? []),
  nextMeetingDate: optionalDate('Next meeting date'),
});
export type RecordMinutesInput = z.infer<typeof recordMinutesSchema>;
export type RecordMinutesFormValues = z.input<typeof recordMinutesSchema>;

/**
 * The text fields of the minutes upload (multipart, spec: screens "Group Reports"): group and meeting date are
 * required ('Please fill in all required fields'), the description optional; the file is checked apart.
 */
export const uploadMinutesFieldsSchema = z.object({
  // a multipart field is text: digits become the id, anything else is refused as the id would be
  groupId: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
    idSchema('Please fill in all required fields'),
  ),
  meetingDate: programmeDateSchema('Please fill in all required fields'),
  description: optionalText(500),
});
export type UploadMinutesFields = z.infer<typeof uploadMinutesFieldsSchema>;
