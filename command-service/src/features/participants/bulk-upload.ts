import {
  type Actor,
  businessDate,
  can,
  canRead,
  checkParticipantDates,
  contributionDecider,
  contributionStream,
  type DomainEvent,
  ForbiddenError,
  monthOf,
  msg,
  type ParticipantInput,
  participantDecider,
  participantSchema,
  participantStream,
  projectDecider,
  projectStream,
  ValidationError,
} from '@pm/domain';
import type { BulkUploadResult } from '@pm/domain/api/participants';
import { sealPersonalDataMany } from '@pm/infra/crypto/personal-data';
import type { StreamAppend } from '@pm/infra/event-store/port';
import type { SheetRows } from '@pm/infra/files/index';
import { nextIds } from '@pm/infra/ids';
import type { CommandDeps } from '../../context';
import { loadAggregate } from '../../lib/command-bus';
import type { CommandContext } from '../../lib/define-command';
import { factsOf, personalOf } from './service';

const REQUIRED_COLUMNS = [
  'participantId',
  'firstName',
  'surname',
  'dateOfBirth',
  'gender',
  'parentGuardianName',
  'contactPhone',
];
const CHUNK = 250;

interface ProjectPlace {
  projectId: number;
  clusterId: number;
  regionId: number;
  isActive: boolean;
  writable: boolean;
}

/** Looks a row's project up by code (KE0420) or id, once per project per upload. */
const projectResolver = (deps: CommandDeps, actor: Actor) => {
  const cache = new Map<string, ProjectPlace | null>();
  return async (value: string): Promise<ProjectPlace | null> => {
    const key = value.trim().toUpperCase();
    if (cache.has(key)) return cache.get(key) ?? null;
    let id = /^\d+$/.test(key) ? Number(key) : null;
    if (id === null) {
      const owner = await deps.uniqueKeys.owner('project-code', key);
      id = owner === null ? null : Number(owner.slice('project-'.length));
    }
    let place: ProjectPlace | null = null;
    if (id !== null) {
      const { state } = await loadAggregate(deps, projectDecider, projectStream(id));
      if (state.status !== 'none' && canRead(actor, state))
        place = {
          projectId: id,
          clusterId: state.clusterId,
          regionId: state.regionId,
          isActive: state.status === 'active',
          writable: can(actor, 'participants.manage', state),
        };
    }
    cache.set(key, place);
    return place;
  };
};

const blankToUndefined = (values: Record<string, string>): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? undefined : v]));

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
  const { deps, principal, now } = ctx;
  const actor = principal.actor;
  if (!can(actor, 'participants.manage')) throw new ForbiddenError('You may not add participants');
  const ownProject = actor.role === 'ProjectAdmin' ? actor.projectId : null;
  const missing = REQUIRED_COLUMNS.filter((c) => !sheet.header.includes(c));
  if (ownProject === null && !sheet.header.includes('projectId')) missing.push('projectId');
  if (missing.length > 0)
    throw new ValidationError(msg`Missing required columns: ${{ columns: missing.join(', ') }}`);
  if (sheet.rows.length === 0) throw new ValidationError('The file has no participant rows');

  const errors: { row: number; error: string }[] = [];
  const valid: { row: number; input: ParticipantInput; place: ProjectPlace }[] = [];
  const seen = new Map<string, number>();
  const resolve = projectResolver(deps, actor);
  const today = businessDate(now);
  for (const { rowNumber, values } of sheet.rows) {
    const fail = (error: string) => errors.push({ row: rowNumber, error });
    const projectValue = values.projectId?.trim() || (ownProject === null ? '' : String(ownProject));
    if (!projectValue) {
      fail('Project is required');
      continue;
    }
    const place = await resolve(projectValue);
    if (!place) {
      fail(`Project ${projectValue} not found`);
      continue;
    }
    if (!place.writable || (ownProject !== null && place.projectId !== ownProject)) {
      fail(`You cannot add participants to project ${projectValue}`);
      continue;
    }
    if (!place.isActive) {
      fail(`Project ${projectValue} is inactive`);
      continue;
    }
    const parsed = participantSchema.safeParse({ ...blankToUndefined(values), projectId: place.projectId });
    if (!parsed.success) {
      // every problem of the row at once, so the user fixes it in one go
      fail([...new Set(parsed.error.issues.map((issue) => issue.message))].join('; ') || 'Invalid row');
      continue;
    }
    try {
      checkParticipantDates(parsed.data, today);
    } catch (e) {
      fail(e instanceof Error ? e.message : 'Invalid dates');
      continue;
    }
    const key = parsed.data.participantId.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail(`Participant ID ${parsed.data.participantId} is already used on row ${earlier}`);
      continue;
    }
    seen.set(key, rowNumber);
    valid.push({ row: rowNumber, input: parsed.data, place });
  }

  let success = 0;
  let position: bigint | null = null;
  let processed = sheet.rows.length - valid.length;
  await onProgress(processed, success, errors.length);
  const month = monthOf(today);
  const metadata = { now, actor: principal.ref };
  for (let start = 0; start < valid.length; start += CHUNK) {
    const chunk = valid.slice(start, start + CHUNK);
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
    const paying = accepted.filter((c) => c.input.monthlyContribution > 0);
    const contributionIds = await nextIds(deps.pool, 'contribution', paying.length);
    const contributionKeys = paying.map((c, i) => ({
      key: `${c.id}:${month}`,
      owner: contributionStream(contributionIds[i]!),
    }));
    await deps.uniqueKeys.reserveMany('contribution', contributionKeys);
    const sealed = await sealPersonalDataMany(
      deps.pool,
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
    paying.forEach((c, i) => {
      const id = contributionIds[i]!;
      const events = contributionDecider.decide(
        {
          type: 'OpenContribution',
          data: {
            id,
            participantId: c.id,
            projectId: c.place.projectId,
            clusterId: c.place.clusterId,
            regionId: c.place.regionId,
            month,
            expectedAmount: c.input.monthlyContribution,
          },
          metadata,
        },
        contributionDecider.initialState(),
      );
      parts.push(appendOf(ctx, contributionStream(id), events, `open-contribution:${c.id}:${month}`));
    });
    try {
      const results = await deps.store.appendMany(parts);
      for (const r of results) if (position === null || r.position > position) position = r.position;
      success += accepted.length;
    } catch (e) {
      await deps.uniqueKeys.releaseMany(
        'participant-id',
        accepted.map((c) => ({ key: c.input.participantId, owner: participantStream(c.id) })),
      );
      await deps.uniqueKeys.releaseMany('contribution', contributionKeys);
      for (const c of accepted)
        errors.push({ row: c.row, error: 'Could not be saved; please upload this row again' });
      if (!(e instanceof Error)) throw e;
    }
    processed += chunk.length;
    await onProgress(processed, success, errors.length);
  }
  errors.sort((a, b) => a.row - b.row);
  return { success, errors, position: position?.toString() ?? null };
};
