import { type Actor, ForbiddenError, inScope } from '@pm/domain';
import { db, firstRow } from '@pm/infra/db/typed';
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
  const project = await firstRow(
    pool,
    db
      .selectFrom('projects')
      .select(['region_id as regionId', 'cluster_id as clusterId', 'id as projectId'])
      .where('id', '=', projectId),
  );
  if (!project || !inScope(actor, project)) throw new ForbiddenError('That project is outside your scope');
};
