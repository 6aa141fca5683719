import {
  businessDate,
  can,
  contributionDecider,
  contributionStream,
  type DomainEvent,
  ForbiddenError,
  monthOf,
  participantDecider,
  participantStream,
} from '@pm/domain';
import type { BulkUploadResult } from '@pm/domain/api/participants';
import { sealPersonalDataMany } from '@pm/infra/crypto/personal-data';
import type { StreamAppend } from '@pm/infra/event-store/port';
import type { SheetRows } from '@pm/infra/files/index';
import { nextIds } from '@pm/infra/ids';
import type { CommandContext } from '../../lib/define-command';
import { checkColumns, type RowErrors, type ValidRow, validRows } from './bulk-rows';
import { factsOf, personalOf } from './service';

const CHUNK = 250;

export interface BulkUpload {
  readonly sheet: SheetRows;
  /** Called after each chunk with the rows processed so far. */
  readonly onProgress: (processed: number, succeeded: number, failed: number) => Promise<void>;
}

/** One stream's part of a chunk's append, under its own command id (a retried upload stores nothing twice). */
const appendOf = (
  ctx: CommandContext,
  streamId: string,
  events: readonly DomainEvent[],
  commandId: string,
): StreamAppend => ({
  streamId,
  events: events.map((e) => ({
    type: e.type,
    data: e.data,
    metadata: { commandId, actor: ctx.principal.ref, occurredAt: ctx.now },
  })),
  expected: { kind: 'noStream' },
  commandId,
});

/** The chunk's registrations and the first contributions of those who pay one, as one append's parts. */
const partsOf = async (
  ctx: CommandContext,
  accepted: readonly (ValidRow & { id: number })[],
  paying: readonly { id: number; contributionId: number; row: ValidRow }[],
  month: string,
): Promise<StreamAppend[]> => {
  const metadata = { now: ctx.now, actor: ctx.principal.ref };
  const sealed = await sealPersonalDataMany(
    ctx.deps.pool,
    accepted.map((c) => ({
      participantId: c.id,
      personal: personalOf(c.input),
    })),
  );
  const parts: StreamAppend[] = [];
  accepted.forEach((c, i) => {
    const events = participantDecider.decide(
      {
        type: 'RegisterParticipant',
        data: { id: c.id, personal: sealed[i]!, project: c.place, ...factsOf(c.input) },
        metadata,
      },
      participantDecider.initialState(),
    );
    parts.push(appendOf(ctx, participantStream(c.id), events, `${ctx.execution.commandId}:row-${c.row}`));
  });
  for (const { id: participantId, contributionId: id, row } of paying) {
    const events = contributionDecider.decide(
      {
        type: 'OpenContribution',
        data: {
          id,
          participantId,
          projectId: row.place.projectId,
          clusterId: row.place.clusterId,
          regionId: row.place.regionId,
          month,
          expectedAmount: row.input.monthlyContribution,
        },
        metadata,
      },
      contributionDecider.initialState(),
    );
    parts.push(appendOf(ctx, contributionStream(id), events, `open-contribution:${participantId}:${month}`));
  }
  return parts;
};

/**
 * Stores one chunk: its participant IDs reserved (a row whose ID is taken goes to `errors`), then its
 * participants and their first contributions in one multi-stream append. A failed append gives the
 * keys back and reports its rows. Answers the rows stored and the last position.
 */
const storeChunk = async (
  ctx: CommandContext,
  chunk: readonly ValidRow[],
  month: string,
  errors: RowErrors,
): Promise<{ stored: number; position: bigint | null }> => {
  const { deps } = ctx;
  const ids = await nextIds(deps.pool, 'participant', chunk.length);
  const reserved = await deps.uniqueKeys.reserveMany(
    'participant-id',
    chunk.map((c, i) => ({ key: c.input.participantId, owner: participantStream(ids[i]!) })),
  );
  const accepted = chunk
    .map((c, i) => ({ ...c, id: ids[i]! }))
    .filter((c) => {
      if (reserved.has(c.input.participantId.toLowerCase())) return true;
      errors.push({ row: c.row, error: `Participant ID ${c.input.participantId} is already in use` });
      return false;
    });
  const payers = accepted.filter((c) => c.input.monthlyContribution > 0);
  const contributionIds = await nextIds(deps.pool, 'contribution', payers.length);
  const paying = payers.map((c, i) => ({ id: c.id, contributionId: contributionIds[i]!, row: c }));
  const contributionKeys = paying.map((p) => ({
    key: `${p.id}:${month}`,
    owner: contributionStream(p.contributionId),
  }));
  await deps.uniqueKeys.reserveMany('contribution', contributionKeys);
  const parts = await partsOf(ctx, accepted, paying, month);
  try {
    const results = await deps.store.appendMany(parts);
    let position: bigint | null = null;
    for (const r of results) if (position === null || r.position > position) position = r.position;
    return { stored: accepted.length, position };
  } catch (e) {
    await deps.uniqueKeys.releaseMany(
      'participant-id',
      accepted.map((c) => ({ key: c.input.participantId, owner: participantStream(c.id) })),
    );
    await deps.uniqueKeys.releaseMany('contribution', contributionKeys);
    for (const c of accepted)
      errors.push({ row: c.row, error: 'Could not be saved; please upload this row again' });
    if (!(e instanceof Error)) throw e;
    return { stored: 0, position: null };
  }
};

/**
 * Registers the valid rows of an uploaded sheet and reports the others as 'Row {n}: {error}'. Every row
 * goes through the same schema and decider as the Add dialog; valid rows are stored in chunks, each
 * chunk's participants and their first contributions in one multi-stream append, so 5,000 rows take
 * seconds. `onProgress` reports rows processed after each chunk.
 */
export const bulkRegister = async (
  ctx: CommandContext,
  { sheet, onProgress }: BulkUpload,
): Promise<BulkUploadResult> => {
  const actor = ctx.principal.actor;
  if (!can(actor, 'participants.manage')) throw new ForbiddenError('You may not add participants');
  const ownProject = actor.role === 'ProjectAdmin' ? actor.projectId : null;
  checkColumns(sheet, ownProject);
  const errors: RowErrors = [];
  const valid = await validRows(ctx, sheet, ownProject, errors);
  let success = 0;
  let position: bigint | null = null;
  let processed = sheet.rows.length - valid.length;
  await onProgress(processed, success, errors.length);
  const month = monthOf(businessDate(ctx.now));
  for (let start = 0; start < valid.length; start += CHUNK) {
    const chunk = valid.slice(start, start + CHUNK);
    const stored = await storeChunk(ctx, chunk, month, errors);
    success += stored.stored;
    if (stored.position !== null && (position === null || stored.position > position))
      position = stored.position;
    processed += chunk.length;
    await onProgress(processed, success, errors.length);
  }
  errors.sort((a, b) => a.row - b.row);
  return { success, errors, position: position?.toString() ?? null };
};
