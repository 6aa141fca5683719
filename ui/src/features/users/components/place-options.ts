import { assignmentLevel, type Role } from '@pm/domain';

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

const FIELDS = {
  region: { name: 'regionId', label: 'Region', message: 'Please select a region' },
  cluster: { name: 'clusterId', label: 'Cluster', message: 'Please select a cluster' },
  project: { name: 'projectId', label: 'Project', message: 'Please select a project' },
} as const;

/** The one scope picker a role needs (none for national roles). */
export const placeField = (role: Role | undefined) => {
  if (!role) return null;
  const level = assignmentLevel(role);
  return level === 'none' ? null : { level, ...FIELDS[level] };
};
