import { type Actor, ForbiddenError, inScope } from '@pm/domain';
import { db, firstRow } from '@pm/infra/db/typed';
import type pg from 'pg';

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
