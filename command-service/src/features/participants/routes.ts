import { inactivateParticipantSchema, parseOrThrow, participantSchema, ValidationError } from '@pm/domain';
import { detectFormat, readRows } from '@pm/infra/files/index';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../../context';
import { requirePrincipal } from '../../lib/actor';
import { commandRoute } from '../../lib/command-route';
import { commandIdFor, idParam, recordPosition } from '../../lib/request';
import { bulkRegister } from './bulk-upload';
import * as service from './service';

/** Participants (spec 1 "Participants"): add, edit, inactivate/reactivate, delete, erase personal data. */
export const participantRoutes = async (app: FastifyInstance, deps: CommandDeps): Promise<void> => {
  app.post(
    '/api/participants',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.registerParticipant(deps, p, parseOrThrow(participantSchema, r.body), ex, now),
    ),
  );
  app.put(
    '/api/participants/:id',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.updateParticipant(
        deps,
        p,
        idParam(r, 'Participant'),
        parseOrThrow(participantSchema, r.body),
        ex,
        now,
      ),
    ),
  );
  app.post(
    '/api/participants/:id/inactivate',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.changeParticipantStatus(
        deps,
        p,
        idParam(r, 'Participant'),
        { type: 'InactivateParticipant', reason: parseOrThrow(inactivateParticipantSchema, r.body).reason },
        ex,
        now,
      ),
    ),
  );
  app.post(
    '/api/participants/:id/reactivate',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.changeParticipantStatus(
        deps,
        p,
        idParam(r, 'Participant'),
        { type: 'ReactivateParticipant' },
        ex,
        now,
      ),
    ),
  );
  app.delete(
    '/api/participants/:id',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.changeParticipantStatus(
        deps,
        p,
        idParam(r, 'Participant'),
        { type: 'DeleteParticipant' },
        ex,
        now,
      ),
    ),
  );
  app.post(
    '/api/participants/:id/erase',
    commandRoute(deps, 200, (p, r, ex, now) =>
      service.erasePersonalData(deps, p, idParam(r, 'Participant'), ex, now),
    ),
  );

  /**
   * Bulk upload (multipart, field `file`): CSV, .xlsx or .xls up to 10 MB. Valid rows are kept, the
   * others reported as { row, error }. With an X-Upload-Id header the rows processed so far can be read
   * from GET /api/participants/bulk-upload/{id}/progress while this runs.
   */
  app.post('/api/participants/bulk-upload', async (request) => {
    const principal = await requirePrincipal(deps.store, request);
    if (!request.isMultipart()) throw new ValidationError('Please select a CSV or Excel file');
    const file = await request.file();
    if (!file) throw new ValidationError('Please select a CSV or Excel file');
    const format = detectFormat(file.filename, file.mimetype);
    if (!format) {
      file.file.resume();
      throw new ValidationError('Invalid file type: Please select a CSV or Excel file');
    }
    const buffer = await file.toBuffer();
    const sheet = await readRows(buffer, format);
    const header = request.headers['x-upload-id'];
    const uploadId = typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : null;
    const userId = principal.actor.userId;
    if (uploadId)
      await deps.pool.query(
        `INSERT INTO upload_progress (upload_id, user_id, total) VALUES ($1, $2, $3)
         ON CONFLICT (upload_id) DO UPDATE SET total = EXCLUDED.total, processed = 0, succeeded = 0, failed = 0, done = false
         WHERE upload_progress.user_id = EXCLUDED.user_id`,
        [uploadId, userId, sheet.rows.length],
      );
    const progress = async (processed: number, succeeded: number, failed: number, done = false) => {
      if (!uploadId) return;
      await deps.pool.query(
        `UPDATE upload_progress SET processed = $2, succeeded = $3, failed = $4, done = $5, updated_at = now()
          WHERE upload_id = $1 AND user_id = $6`,
        [uploadId, processed, succeeded, failed, done, userId],
      );
    };
    const result = await bulkRegister(
      deps,
      principal,
      sheet,
      commandIdFor(request),
      new Date().toISOString(),
      progress,
    );
    await progress(sheet.rows.length, result.success, result.errors.length, true);
    recordPosition(request, result.position === null ? null : BigInt(result.position));
    return result;
  });
};
