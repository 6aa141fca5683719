// The rows of an uploaded participant sheet checked as the Add dialog checks them (bulk-upload.ts).
import {
  type Actor,
  businessDate,
  can,
  canRead,
  checkParticipantDates,
  msg,
  type ParticipantInput,
  participantSchema,
  projectDecider,
  projectStream,
  ValidationError,
} from '@pm/domain';
import type { SheetRows } from '@pm/infra/files/index';
import type { CommandDeps } from '../../context';
import { loadAggregate } from '../../lib/command-bus';
import type { CommandContext } from '../../lib/define-command';

const REQUIRED_COLUMNS = [
  'participantId',
  'firstName',
  'surname',
  'dateOfBirth',
  'gender',
  'parentGuardianName',
  'contactPhone',
];

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

/** A row that passed every check, with its project. */
export interface ValidRow {
  readonly row: number;
  readonly input: ParticipantInput;
  readonly place: ProjectPlace;
}

export type RowErrors = { row: number; error: string }[];

/** The columns a sheet needs (the project's only when the uploader has no project of their own). */
export const checkColumns = (sheet: SheetRows, ownProject: number | null) => {
  const missing = REQUIRED_COLUMNS.filter((c) => !sheet.header.includes(c));
  if (ownProject === null && !sheet.header.includes('projectId')) missing.push('projectId');
  if (missing.length > 0)
    throw new ValidationError(msg`Missing required columns: ${{ columns: missing.join(', ') }}`);
  if (sheet.rows.length === 0) throw new ValidationError('The file has no participant rows');
};

/** One row checked as the Add dialog checks it, with its project: the valid row, or what is wrong. */
const checkRow = async (
  resolve: (value: string) => Promise<ProjectPlace | null>,
  ownProject: number | null,
  today: string,
  values: Record<string, string>,
): Promise<Omit<ValidRow, 'row'> | string> => {
  const projectValue = values.projectId?.trim() || (ownProject === null ? '' : String(ownProject));
  if (!projectValue) return 'Project is required';
  const place = await resolve(projectValue);
  if (!place) return `Project ${projectValue} not found`;
  if (!place.writable || (ownProject !== null && place.projectId !== ownProject))
    return `You cannot add participants to project ${projectValue}`;
  if (!place.isActive) return `Project ${projectValue} is inactive`;
  const parsed = participantSchema.safeParse({ ...blankToUndefined(values), projectId: place.projectId });
  // every problem of the row at once, so the user fixes it in one go
  if (!parsed.success)
    return [...new Set(parsed.error.issues.map((issue) => issue.message))].join('; ') || 'Invalid row';
  try {
    checkParticipantDates(parsed.data, today);
  } catch (e) {
    return e instanceof Error ? e.message : 'Invalid dates';
  }
  return { input: parsed.data, place };
};

/** The sheet's valid rows; the others, and a participant ID used on an earlier row, go to `errors`. */
export const validRows = async (
  ctx: CommandContext,
  sheet: SheetRows,
  ownProject: number | null,
  errors: RowErrors,
): Promise<ValidRow[]> => {
  const valid: ValidRow[] = [];
  const seen = new Map<string, number>();
  const resolve = projectResolver(ctx.deps, ctx.principal.actor);
  const today = businessDate(ctx.now);
  for (const { rowNumber, values } of sheet.rows) {
    const checked = await checkRow(resolve, ownProject, today, values);
    if (typeof checked === 'string') {
      errors.push({ row: rowNumber, error: checked });
      continue;
    }
    const key = checked.input.participantId.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({
        row: rowNumber,
        error: `Participant ID ${checked.input.participantId} is already used on row ${earlier}`,
      });
      continue;
    }
    seen.set(key, rowNumber);
    valid.push({ row: rowNumber, ...checked });
  }
  return valid;
};
