import {
  recordAttendanceSchema,
  recordMinutesSchema,
  scheduleMeetingSchema,
} from '../saving-groups/meeting-schemas';
import { contractsOf } from './contract';

const { command } = contractsOf('Saving Group Ministry');

/** Meetings of saving groups and their attendance (spec: API calls "Meetings"). */
export const meetingCommands = {
  scheduleMeeting: command(
    'POST /api/group-meetings',
    201,
    'Schedule a meeting of a group (ScheduleMeeting)',
    {
      body: scheduleMeetingSchema,
      errors: [403, 404, 409, 422],
    },
  ),
  recordAttendance: command(
    'POST /api/meeting-attendance/bulk',
    201,
    "Record a meeting's whole attendance list; recording again replaces it (RecordAttendance)",
    { body: recordAttendanceSchema, errors: [403, 404, 422] },
  ),
  recordMinutes: command(
    'POST /api/meeting-minutes',
    201,
    "Record the minutes of a group's meeting: agenda, discussions, decisions, attendees (RecordMinutes)",
    { body: recordMinutesSchema, errors: [403, 404, 409, 422] },
  ),
  uploadMinutes: command(
    'POST /api/meeting-minutes/upload',
    201,
    'Upload signed minutes as a PDF (multipart: groupId, meetingDate, description, then file; at most 1 MB) (RecordMinutes)',
    { multipart: true, errors: [403, 404, 413, 422] },
  ),
} as const;
