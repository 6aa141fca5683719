import type { Actor } from '@pm/domain';
import { type AssetQuery, assetQueries as q } from '@pm/domain/api/asset-queries';
import type { AssetRow } from '@pm/domain/assets/rows';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';
import { likeContaining } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { listScope, withinScope } from '../lib/typed-scope';

const places = { region: 'a.region_id', cluster: 'a.cluster_id', project: 'a.project_id' } as const;

/** Assets in scope (deleted ones excluded), newest first; search looks in name, asset ID and description. */
export const listAssets = async (pool: pg.Pool, actor: Actor, query: AssetQuery): Promise<AssetRow[]> => {
  const scope = await listScope(pool, actor, query.projectId);
  let list = db
    .selectFrom('assets as a')
    .innerJoin('projects as pr', 'pr.id', 'a.project_id')
    .select([
      'a.id',
      'a.asset_id as assetId',
      'a.name',
      'a.description',
      'a.condition',
      'a.disposal_price as disposalPrice',
      'a.disposal_date as disposalDate',
      'a.project_id as projectId',
      'pr.code as projectCode',
      'pr.name as projectName',
      'a.created_at as createdAt',
    ])
    .$narrowType<{ condition: AssetRow['condition'] }>()
    .where((eb) => eb.not(eb.ref('a.deleted')))
    .where((eb) => withinScope(eb, scope, places));
  if (query.condition) list = list.where('a.condition', '=', query.condition);
  if (query.search) {
    const pattern = likeContaining(query.search);
    list = list.where((eb) =>
      eb.or([
        eb('a.name', 'ilike', pattern),
        eb('a.asset_id', 'ilike', pattern),
        eb(eb.fn.coalesce('a.description', sql.lit('')), 'ilike', pattern),
      ]),
    );
  }
  return rows(pool, list.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'));
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
  const scope = await listScope(pool, actor, projectId);
  const count = (condition?: AssetRow['condition']) =>
    sql<number>`(count(*)${condition ? sql` FILTER (WHERE a.condition = ${condition})` : sql``})::int`;
  const counts = await firstRow(
    pool,
    db
      .selectFrom('assets as a')
      .select([
        count().as('total'),
        count('Good').as('Good'),
        count('Obsolete').as('Obsolete'),
        count('Disposed').as('Disposed'),
      ])
      .where((eb) => eb.not(eb.ref('a.deleted')))
      .where((eb) => withinScope(eb, scope, places)),
  );
  return counts!;
};

export const assetQueryRoutes = [
  defineQuery(q.listAssets, ['assets', 'hierarchy'], ({ pool, actor }, { query }) =>
    listAssets(pool, actor, query),
  ),
];
