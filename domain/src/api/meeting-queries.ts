import { z } from 'zod';
import {
  attendanceRowSchema,
  groupMeetingRowSchema,
  meetingMinutesRowSchema,
} from '../saving-groups/meeting-rows';
import { idParams, projectQuerySchema, queryIdSchema } from '../shared/bounds';
import { contractsOf, type FileResponse } from './contract';

const pdfFile: FileResponse = {
  description: 'The uploaded minutes as an attachment with their original name',
  content: { 'application/pdf': { schema: z.string() } },
};

const { query } = contractsOf('Saving Group Ministry');

/** Reads of meetings and attendance, scoped like every saving-group read. */
export const meetingQueries = {
  listMeetings: query(
    '/api/group-meetings',
    'Meetings of one group or of every group in scope, newest first, with the money recorded at each',
    {
      querystring: z.object({ projectId: projectQuerySchema, groupId: queryIdSchema('groupId') }),
      response: z.array(groupMeetingRowSchema),
      errors: [403, 404],
    },
  ),
  listAttendance: query('/api/meeting-attendance', "One meeting's attendance list", {
    querystring: z.object({
      meetingId: queryIdSchema('meetingId').pipe(z.number({ error: 'meetingId is required' })),
    }),
    response: z.array(attendanceRowSchema),
    errors: [400, 403, 404],
  }),
  listMinutes: query(
    '/api/meeting-minutes',
    'Minutes of one group or of every group in scope, newest meeting first',
    {
      querystring: z.object({ projectId: projectQuerySchema, groupId: queryIdSchema('groupId') }),
      response: z.array(meetingMinutesRowSchema),
      errors: [403, 404],
    },
  ),
  downloadMinutes: query('/api/meeting-minutes/:id/download', 'The uploaded PDF of minutes', {
    params: idParams('Minutes'),
    response: pdfFile,
    errors: [404],
  }),
} as const;
