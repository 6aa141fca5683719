import { type Actor, canRead, ForbiddenError, NotFoundError } from '@pm/domain';
import { db, firstRow } from '@pm/infra/db/typed';
import type { Pool } from 'pg';

/**
 * Who reads the audit views: the Auditor and the managers of the scope (facilitators keep their own
 * screens).
 */
export const AUDIT_ROLES: ReadonlySet<string> = new Set([
  'Auditor',
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

/** 403 for a role without the audit views (asked after the object's scope, so out of scope stays 404). */
export const assertAuditReader = (actor: Actor): void => {
  if (!actor.role || !AUDIT_ROLES.has(actor.role))
    throw new ForbiddenError('The audit views are for managers and auditors');
};

/** A project the reader may audit: 404 out of scope, 403 for a role without the audit views. */
export const auditedProject = async (pool: Pool, actor: Actor, projectId: number): Promise<void> => {
  const place = await firstRow(
    pool,
    db
      .selectFrom('projects')
      .select(['region_id as regionId', 'cluster_id as clusterId', 'id as projectId'])
      .where('id', '=', projectId),
  );
  if (!place || !canRead(actor, place)) throw new NotFoundError('Project not found');
  assertAuditReader(actor);
};
