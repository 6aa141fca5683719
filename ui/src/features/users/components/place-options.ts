import { assignmentLevel, type Role } from '@pm/domain';
import { tKey } from '@/i18n';

export interface Option {
  readonly value: number;
  readonly label: string;
}

/** The places a new account may go to, by level, already limited to the caller's scope by the read API. */
export interface PlaceOptions {
  readonly region: readonly Option[];
  readonly cluster: readonly Option[];
  readonly project: readonly Option[];
  readonly loading: boolean;
}

export type PlaceLevel = 'region' | 'cluster' | 'project';

/** What an Auditor is assigned to: the whole programme, or one region, cluster or project. */
export type AuditorScope = 'programme' | PlaceLevel;

/** The form field holding an Auditor's scope choice (not sent: it only picks which place is). */
export const SCOPE_FIELD = 'scope';

/** The scopes in English; the labels are translated with `t` where they are shown. */
export const AUDITOR_SCOPES: readonly { readonly value: AuditorScope; readonly label: string }[] = [
  { value: 'programme', label: tKey('Whole programme') },
  { value: 'region', label: tKey('Region') },
  { value: 'cluster', label: tKey('Cluster') },
  { value: 'project', label: tKey('Project') },
];

const FIELDS = {
  region: {
    name: 'regionId',
    label: tKey('Region'),
    message: tKey('Please select a region'),
    placeholder: tKey('Choose the region'),
  },
  cluster: {
    name: 'clusterId',
    label: tKey('Cluster'),
    message: tKey('Please select a cluster'),
    placeholder: tKey('Choose the cluster'),
  },
  project: {
    name: 'projectId',
    label: tKey('Project'),
    message: tKey('Please select a project'),
    placeholder: tKey('Choose the project'),
  },
} as const;

/** Whether the role is assigned at a level the creator chooses (the Auditor) rather than a fixed one. */
export const choosesScope = (role: Role | undefined): boolean =>
  role !== undefined && assignmentLevel(role) === 'any';

/**
 * The one place picker a role needs: none for national roles, the role's level otherwise; an Auditor's
 * follows its scope choice (none for the whole programme, the default).
 */
export const placeField = (role: Role | undefined, auditorScope?: AuditorScope) => {
  if (!role) return null;
  const assigned = assignmentLevel(role);
  const level = assigned === 'any' ? (auditorScope ?? 'programme') : assigned;
  return level === 'none' || level === 'programme' ? null : { level, ...FIELDS[level] };
};

interface PlaceIds {
  readonly regionId?: number | null;
  readonly clusterId?: number | null;
  readonly projectId?: number | null;
}

/** The three ids as a request carries them: each present, null where no id is sent. */
type SentPlace = { readonly [K in keyof PlaceIds]-?: number | null };

/**
 * The request with only the place the role asks for: the id of the chosen level, the others null. The
 * server takes an Auditor's most specific id sent, so a pick left over from an earlier scope choice must
 * not go along; no id at all makes an Auditor of the whole programme (and sends a ProjectAdmin's
 * facilitator to its own project).
 */
export const withPlace = <T extends PlaceIds>(
  request: T,
  role: Role | undefined,
  auditorScope?: AuditorScope,
): Omit<T, keyof PlaceIds> & SentPlace => {
  const field = placeField(role, auditorScope);
  const place = { regionId: null, clusterId: null, projectId: null };
  return { ...request, ...place, ...(field ? { [field.name]: request[field.name] ?? null } : {}) };
};
