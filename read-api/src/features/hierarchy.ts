import { type Actor, ForbiddenError, scopeOf } from '@pm/domain';
import { hierarchyQueries as q } from '@pm/domain/api/hierarchy-queries';
import type { ClusterRow, ProjectRow, RegionRow } from '@pm/domain/hierarchy/rows';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { scopeCondition } from '../lib/scope-sql';

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

/** Regions a user may see: all, or only its own region. */
const regionCondition = (actor: Actor, params: unknown[]): string => {
  if (scopeOf(actor).kind === 'all') return 'true';
  params.push(actor.regionId);
  return `r.id = $${params.length}`;
};

/** Clusters: all, those of its region (RegionalAdmin), or its own cluster. */
const clusterCondition = (actor: Actor, params: unknown[]): string => {
  const scope = scopeOf(actor);
  if (scope.kind === 'all') return 'true';
  if (scope.kind === 'region') return scopeCondition(actor, { region: 'c.region_id' }, params);
  params.push(actor.clusterId);
  return `c.id = $${params.length}`;
};

export const hierarchyQueryRoutes = [
  defineQuery(q.listRegions, ['hierarchy'], async ({ pool, actor }) => {
    assertReadsRegions(actor);
    const params: unknown[] = [];
    return selectRows<RegionRow>(
      pool,
      `SELECT r.id, r.name, r.description, r.is_active AS "isActive", r.created_at AS "createdAt",
              (SELECT count(*)::int FROM clusters c WHERE c.region_id = r.id) AS "clusterCount"
         FROM regions r WHERE ${regionCondition(actor, params)} ORDER BY r.name`,
      params,
    );
  }),

  defineQuery(q.listClusters, ['hierarchy'], async ({ pool, actor }) => {
    assertReadsClusters(actor);
    const params: unknown[] = [];
    return selectRows<ClusterRow>(
      pool,
      `SELECT c.id, c.name, c.description, c.region_id AS "regionId", r.name AS "regionName",
              c.is_active AS "isActive", c.created_at AS "createdAt",
              (SELECT count(*)::int FROM projects p WHERE p.cluster_id = c.id) AS "projectCount"
         FROM clusters c JOIN regions r ON r.id = c.region_id
        WHERE ${clusterCondition(actor, params)} ORDER BY r.name, c.name`,
      params,
    );
  }),

  defineQuery(q.listProjects, ['hierarchy', 'participants'], async ({ pool, actor }) => {
    const params: unknown[] = [];
    const condition = scopeCondition(
      actor,
      { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.id' },
      params,
    );
    return selectRows<ProjectRow>(
      pool,
      `SELECT p.id, p.code, p.name, p.description, p.cluster_id AS "clusterId", c.name AS "clusterName",
              p.region_id AS "regionId", r.name AS "regionName", p.is_active AS "isActive", p.created_at AS "createdAt",
              (SELECT count(*)::int FROM participants x WHERE x.project_id = p.id AND x.is_active AND NOT x.deleted) AS "participantCount"
         FROM projects p JOIN clusters c ON c.id = p.cluster_id JOIN regions r ON r.id = p.region_id
        WHERE ${condition} ORDER BY p.code`,
      params,
    );
  }),
];
