import { can, ForbiddenError, ValidationError } from '@pm/domain';
import type { BulkUploadResult } from '@pm/domain/api/participants';
import { db, execute } from '@pm/infra/db/typed';
import { detectFormat, readRows } from '@pm/infra/files/index';
import { ParseSlots } from '@pm/infra/files/parse-slots';
import { sql } from 'kysely';
import { type CommandContext, type RouteContext, signedInPrincipal } from '../../lib/define-command';
import { commandIdFor, recordPosition } from '../../lib/request';
import { bulkRegister } from './bulk-upload';

/** Spreadsheets parsed at once by this process (others wait, bounded, or get 429). */
const parsing = new ParseSlots(2, 6);

/**
 * Bulk upload (multipart, field `file`): CSV, .xlsx or .xls up to 10 MB, read only after the caller was
 * authenticated. Valid rows are kept, the others reported as { row, error }. With an X-Upload-Id header
 * the rows processed so far can be read from GET /api/participants/bulk-upload/{id}/progress while this
 * runs.
 */
export const uploadParticipants = async ({
  deps,
  request,
  reply,
}: RouteContext): Promise<BulkUploadResult> => {
  const principal = signedInPrincipal(request);
  // who may upload is decided before a byte of the file is read
  if (!can(principal.actor, 'participants.manage')) throw new ForbiddenError('You may not add participants');
  if (!request.isMultipart()) throw new ValidationError('Please select a CSV or Excel file');
  const file = await request.file();
  if (!file) throw new ValidationError('Please select a CSV or Excel file');
  const format = detectFormat(file.filename, file.mimetype);
  if (!format) {
    file.file.resume();
    throw new ValidationError('Invalid file type: Please select a CSV or Excel file');
  }
  const sheet = await parsing.run(async () => readRows(await file.toBuffer(), format));
  const header = request.headers['x-upload-id'];
  const uploadId = typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : null;
  const userId = principal.actor.userId;
  if (uploadId)
    // a reused upload id starts again from nothing, but only for the user who started it
    await execute(
      deps.pool,
      db
        .insertInto('upload_progress')
        .values({ upload_id: uploadId, user_id: userId, total: sheet.rows.length })
        .onConflict((oc) =>
          oc
            .column('upload_id')
            .doUpdateSet((eb) => ({
              total: eb.ref('excluded.total'),
              processed: sql.lit(0),
              succeeded: sql.lit(0),
              failed: sql.lit(0),
              done: sql.lit(false),
            }))
            .whereRef('upload_progress.user_id', '=', 'excluded.user_id'),
        ),
    );
  const progress = async (processed: number, succeeded: number, failed: number, done = false) => {
    if (!uploadId) return;
    await execute(
      deps.pool,
      db
        .updateTable('upload_progress')
        .set({ processed, succeeded, failed, done, updated_at: sql<string>`now()` })
        .where('upload_id', '=', uploadId)
        .where('user_id', '=', userId),
    );
  };
  const ctx: CommandContext = {
    deps,
    principal,
    now: new Date().toISOString(),
    execution: { commandId: commandIdFor(request) },
  };
  const result = await bulkRegister(ctx, { sheet, onProgress: progress });
  await progress(sheet.rows.length, result.success, result.errors.length, true);
  recordPosition(request, reply, result.position === null ? null : BigInt(result.position));
  return result;
};
