import type { Actor } from '@pm/domain';
import { type AssetQuery, assetQueries as q } from '@pm/domain/api/asset-queries';
import type { AssetRow } from '@pm/domain/assets/rows';
import type pg from 'pg';
import { selectOne, selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { projectFilter } from '../lib/project-filter';

const columns = { region: 'a.region_id', cluster: 'a.cluster_id', project: 'a.project_id' };

/** Assets in scope (deleted ones excluded), newest first; search looks in name, asset ID and description. */
export const listAssets = async (pool: pg.Pool, actor: Actor, query: AssetQuery): Promise<AssetRow[]> => {
  const params: unknown[] = [];
  const conditions = [await projectFilter(pool, actor, query.projectId, columns, params)];
  if (query.condition) {
    params.push(query.condition);
    conditions.push(`a.condition = $${params.length}`);
  }
  if (query.search) {
    params.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${params.length}`;
    conditions.push(`(a.name ILIKE ${p} OR a.asset_id ILIKE ${p} OR coalesce(a.description, '') ILIKE ${p})`);
  }
  return selectRows<AssetRow>(
    pool,
    `SELECT a.id, a.asset_id AS "assetId", a.name, a.description, a.condition,
            a.disposal_price AS "disposalPrice", a.disposal_date AS "disposalDate",
            a.project_id AS "projectId", pr.code AS "projectCode", pr.name AS "projectName",
            a.created_at AS "createdAt"
       FROM assets a JOIN projects pr ON pr.id = a.project_id
      WHERE NOT a.deleted AND ${conditions.join(' AND ')}
      ORDER BY a.created_at DESC, a.id DESC`,
    params,
  );
};

export interface AssetCounts {
  total: number;
  Good: number;
  Obsolete: number;
  Disposed: number;
}

/** The dashboard's asset figures over the caller's scope or one project inside it. */
export const assetCounts = async (
  pool: pg.Pool,
  actor: Actor,
  projectId: number | undefined,
): Promise<AssetCounts> => {
  const params: unknown[] = [];
  const condition = await projectFilter(pool, actor, projectId, columns, params);
  return (await selectOne<AssetCounts>(
    pool,
    `SELECT count(*)::int AS total,
            (count(*) FILTER (WHERE a.condition = 'Good'))::int AS "Good",
            (count(*) FILTER (WHERE a.condition = 'Obsolete'))::int AS "Obsolete",
            (count(*) FILTER (WHERE a.condition = 'Disposed'))::int AS "Disposed"
       FROM assets a WHERE NOT a.deleted AND ${condition}`,
    params,
  ))!;
};

export const assetQueryRoutes = [
  defineQuery(q.listAssets, ['assets', 'hierarchy'], ({ pool, actor }, { query }) =>
    listAssets(pool, actor, query),
  ),
];
