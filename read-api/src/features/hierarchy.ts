import { type Actor, ForbiddenError, scopeOf } from '@pm/domain';
import { hierarchyQueries as q } from '@pm/domain/api/hierarchy-queries';
import { db, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import { defineQuery } from '../lib/define-query';
import { withinScope } from '../lib/typed-scope';

/**
 * Who reads the lists of regions and of clusters (docs/access-policy.md, "Role gates"): those who work
 * across them. The region list is read with the whole programme or a region (SuperAdmin, NationalDirector,
 * RegionalAdmin, an Auditor of the programme or of a region), the cluster list from a cluster up. A
 * ProjectAdmin or facilitator reads neither (403): what it knows of the levels above its project is their
 * names, with its account (GET /api/user).
 */
const assertReadsRegions = (actor: Actor): void => {
  const { kind } = scopeOf(actor);
  if (kind !== 'all' && kind !== 'region')
    throw new ForbiddenError('The list of regions is for the programme and regional levels');
};
const assertReadsClusters = (actor: Actor): void => {
  const { kind } = scopeOf(actor);
  if (kind !== 'all' && kind !== 'region' && kind !== 'cluster')
    throw new ForbiddenError('The list of clusters is for the cluster level and above');
};

const count = sql<number>`count(*)::int`.as('n');

export const hierarchyQueryRoutes = [
  defineQuery(q.listRegions, ['hierarchy'], async ({ pool, actor }) => {
    assertReadsRegions(actor);
    // all regions, or only its own (the caller reads regions from a region up)
    return rows(
      pool,
      db
        .selectFrom('regions as r')
        .select((eb) => [
          'r.id',
          'r.name',
          'r.description',
          'r.is_active as isActive',
          'r.created_at as createdAt',
          eb
            .selectFrom('clusters as c')
            .select(count)
            .whereRef('c.region_id', '=', 'r.id')
            .$asScalar()
            .as('clusterCount'),
        ])
        .where((eb) => withinScope(eb, { actor }, { region: 'r.id' }))
        .orderBy('r.name'),
    );
  }),

  defineQuery(q.listClusters, ['hierarchy'], async ({ pool, actor }) => {
    assertReadsClusters(actor);
    // all clusters, those of its region (RegionalAdmin), or its own cluster
    return rows(
      pool,
      db
        .selectFrom('clusters as c')
        .innerJoin('regions as r', 'r.id', 'c.region_id')
        .select((eb) => [
          'c.id',
          'c.name',
          'c.description',
          'c.region_id as regionId',
          'r.name as regionName',
          'c.is_active as isActive',
          'c.created_at as createdAt',
          eb
            .selectFrom('projects as p')
            .select(count)
            .whereRef('p.cluster_id', '=', 'c.id')
            .$asScalar()
            .as('projectCount'),
        ])
        .where((eb) => withinScope(eb, { actor }, { region: 'c.region_id', cluster: 'c.id' }))
        .orderBy('r.name')
        .orderBy('c.name'),
    );
  }),

  defineQuery(q.listProjects, ['hierarchy', 'participants'], async ({ pool, actor }) =>
    rows(
      pool,
      db
        .selectFrom('projects as p')
        .innerJoin('clusters as c', 'c.id', 'p.cluster_id')
        .innerJoin('regions as r', 'r.id', 'p.region_id')
        .select((eb) => [
          'p.id',
          'p.code',
          'p.name',
          'p.description',
          'p.cluster_id as clusterId',
          'c.name as clusterName',
          'p.region_id as regionId',
          'r.name as regionName',
          'p.is_active as isActive',
          'p.created_at as createdAt',
          eb
            .selectFrom('participants as x')
            .select(count)
            .whereRef('x.project_id', '=', 'p.id')
            .where((eb) => eb.and([eb.ref('x.is_active'), eb.not(eb.ref('x.deleted'))]))
            .$asScalar()
            .as('participantCount'),
        ])
        .where((eb) =>
          withinScope(eb, { actor }, { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.id' }),
        )
        .orderBy('p.code'),
    ),
  ),
];
