import { z } from 'zod';
import { inactivateParticipantSchema, participantSchema } from '../participants/schemas';
import { idParams } from '../shared/bounds';
import { commandContract } from './contract';

const tags = ['Participants'];
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
  registerParticipant: commandContract({
    method: 'POST',
    url: '/api/participants',
    status: 201,
    summary: "Add a participant and open this month's contribution (RegisterParticipant)",
    tags,
    body: participantSchema,
    errors: [403, 409, 422],
  }),
  updateParticipant: commandContract({
    method: 'PUT',
    url: '/api/participants/:id',
    status: 200,
    summary: 'Edit a participant (UpdateParticipant)',
    tags,
    params,
    body: participantSchema,
    errors: [403, 404, 409, 422],
  }),
  inactivateParticipant: commandContract({
    method: 'POST',
    url: '/api/participants/:id/inactivate',
    status: 200,
    summary: 'Inactivate a participant with a reason (InactivateParticipant)',
    tags,
    params,
    body: inactivateParticipantSchema,
    errors: [403, 404, 409],
  }),
  reactivateParticipant: commandContract({
    method: 'POST',
    url: '/api/participants/:id/reactivate',
    status: 200,
    summary: 'Reactivate an inactive participant (ReactivateParticipant)',
    tags,
    params,
    errors: [403, 404, 409],
  }),
  deleteParticipant: commandContract({
    method: 'DELETE',
    url: '/api/participants/:id',
    status: 200,
    summary: 'Delete a participant from the register; their history stays (DeleteParticipant)',
    tags,
    params,
    errors: [403, 404, 409],
  }),
  erasePersonalData: commandContract({
    method: 'POST',
    url: '/api/participants/:id/erase',
    status: 200,
    summary: "Erase a participant's personal data, SuperAdmin only (ErasePersonalData)",
    tags,
    params,
    errors: [403, 404, 409],
  }),
  bulkUpload: commandContract({
    method: 'POST',
    url: '/api/participants/bulk-upload',
    status: 200,
    summary:
      'Add participants from a CSV, .xlsx or .xls file (field `file`, up to 10 MB); valid rows are kept, ' +
      'the others reported by row; progress at GET /api/participants/bulk-upload/{id}/progress with an ' +
      'X-Upload-Id header (RegisterParticipant per row)',
    tags,
    multipart: true,
    response: bulkUploadResultSchema,
    errors: [413],
  }),
} as const;
