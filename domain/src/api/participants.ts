import { z } from 'zod';
import {
  deleteParticipantSchema,
  inactivateParticipantSchema,
  participantSchema,
} from '../participants/schemas';
import { idParams } from '../shared/bounds';
import { contractsOf } from './contract';

const { command } = contractsOf('Participants');
const params = idParams('Participant');

/** What a bulk upload answers: rows stored, rows refused with their reason, and the position written. */
export const bulkUploadResultSchema = z
  .object({
    success: z.number().int(),
    errors: z.array(z.object({ row: z.number().int(), error: z.string() })),
    /** Global event-store position written (X-Min-Position); null when no row was stored. */
    position: z.string().nullable(),
  })
  .meta({ id: 'BulkUploadResult' });
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

/** Writes of the participant register (spec 1 "Participants"). */
export const participantCommands = {
  registerParticipant: command(
    'POST /api/participants',
    201,
    "Add a participant and open this month's contribution (RegisterParticipant)",
    { body: participantSchema, errors: [403, 409, 422] },
  ),
  updateParticipant: command('PUT /api/participants/:id', 200, 'Edit a participant (UpdateParticipant)', {
    params,
    body: participantSchema,
    errors: [403, 404, 409, 422],
  }),
  inactivateParticipant: command(
    'POST /api/participants/:id/inactivate',
    200,
    'Inactivate a participant with a reason (InactivateParticipant)',
    { params, body: inactivateParticipantSchema, errors: [403, 404, 409] },
  ),
  reactivateParticipant: command(
    'POST /api/participants/:id/reactivate',
    200,
    'Reactivate an inactive participant (ReactivateParticipant)',
    { params, errors: [403, 404, 409] },
  ),
  deleteParticipant: command(
    'DELETE /api/participants/:id',
    200,
    'Delete a participant from the register, with a reason; their history and paid money stay (DeleteParticipant)',
    { params, body: deleteParticipantSchema, errors: [403, 404, 409] },
  ),
  erasePersonalData: command(
    'POST /api/participants/:id/erase',
    200,
    "Erase a participant's personal data, SuperAdmin only (ErasePersonalData)",
    { params, errors: [403, 404, 409] },
  ),
  bulkUpload: command(
    'POST /api/participants/bulk-upload',
    200,
    'Add participants from a CSV, .xlsx or .xls file (field `file`, up to 10 MB); valid rows are kept, ' +
      'the others reported by row; progress at GET /api/participants/bulk-upload/{id}/progress with an ' +
      'X-Upload-Id header (RegisterParticipant per row)',
    { multipart: true, response: bulkUploadResultSchema, errors: [413] },
  ),
} as const;
