import { type Actor, ForbiddenError, inScope } from '@pm/domain';
import type pg from 'pg';
import { scopeCondition } from './scope-sql';

/**
 * The optional ?projectId= of list routes: a project inside the caller's scope narrows the list; one
 * outside it is refused (403), never silently widened or emptied (docs/access-policy.md).
 */
export const projectFilter = async (
  pool: pg.Pool,
  actor: Actor,
  projectId: number | undefined,
  columns: { region: string; cluster: string; project: string },
  params: unknown[],
): Promise<string> => {
  const scope = scopeCondition(actor, columns, params);
  if (projectId === undefined) return scope;
  await assertProjectInScope(pool, actor, projectId);
  params.push(projectId);
  return `${scope} AND ${columns.project} = $${params.length}`;
};

/** Refuses (403) a project that does not exist or lies outside the caller's scope. */
export const assertProjectInScope = async (pool: pg.Pool, actor: Actor, projectId: number): Promise<void> => {
  const project = (
    await pool.query<{ regionId: number; clusterId: number; projectId: number }>(
      'SELECT region_id AS "regionId", cluster_id AS "clusterId", id AS "projectId" FROM projects WHERE id = $1',
      [projectId],
    )
  ).rows[0];
  if (!project || !inScope(actor, project)) throw new ForbiddenError('That project is outside your scope');
};
