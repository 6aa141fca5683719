/** Who reads the audit views: the managers of the scope (facilitators keep their own screens). */
export const AUDIT_ROLES: ReadonlySet<string> = new Set([
  'SuperAdmin',
  'NationalDirector',
  'RegionalAdmin',
  'ClusterAdmin',
  'ProjectAdmin',
]);

/** Cents as KES on the wire. */
export const kes = (cents: number): number => cents / 100;

/** A knownAt instant as asked, or now (and said so) when it lies in the future. */
export const knownAtOf = (
  asked: string | undefined,
): { knownAt: string | undefined; note: string | null } => {
  if (asked === undefined) return { knownAt: undefined, note: null };
  const now = new Date().toISOString();
  if (Date.parse(asked) > Date.parse(now))
    return { knownAt: now, note: `knownAt is in the future: answered as now (${now})` };
  return { knownAt: new Date(asked).toISOString(), note: null };
};
