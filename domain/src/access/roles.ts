export const ROLES = [
  'SuperAdmin',
  'NationalDirector',
  'RegionalAdmin',
  'ClusterAdmin',
  'ProjectAdmin',
  'ChurchFacilitator',
  /** Read-only: reads everything in its scope, writes nothing. */
  'Auditor',
] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
