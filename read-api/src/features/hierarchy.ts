import { type Actor, scopeOf } from '@pm/domain';
import { hierarchyQueries as q } from '@pm/domain/api/hierarchy-queries';
import type { ClusterRow, ProjectRow, RegionRow } from '@pm/domain/hierarchy/rows';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { scopeCondition } from '../lib/scope-sql';

/** Regions a user may see: all, or only its own (as the scope itself or as the level above it). */
const regionCondition = (actor: Actor, params: unknown[]): string => {
  if (scopeOf(actor).kind === 'all') return 'true';
  params.push(actor.regionId);
  return `r.id = $${params.length}`;
};

/** Clusters: all, those of its region (RegionalAdmin), or its own cluster (cluster and project level). */
const clusterCondition = (actor: Actor, params: unknown[]): string => {
  const scope = scopeOf(actor);
  if (scope.kind === 'all') return 'true';
  if (scope.kind === 'region') return scopeCondition(actor, { region: 'c.region_id' }, params);
  params.push(actor.clusterId);
  return `c.id = $${params.length}`;
};

export const hierarchyQueryRoutes = [
  defineQuery(q.listRegions, ['hierarchy'], async ({ pool, actor }) => {
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
