import { type Actor, scopeOf } from '@pm/domain';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { requireProgrammeActor } from '../lib/actor';
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

export const hierarchyRoutes = async (app: FastifyInstance, pool: pg.Pool): Promise<void> => {
  app.get('/api/regions', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const result = await pool.query(
      `SELECT r.id, r.name, r.description, r.is_active AS "isActive", r.created_at AS "createdAt",
              (SELECT count(*)::int FROM clusters c WHERE c.region_id = r.id) AS "clusterCount"
         FROM regions r WHERE ${regionCondition(actor, params)} ORDER BY r.name`,
      params,
    );
    return result.rows;
  });

  app.get('/api/clusters', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const result = await pool.query(
      `SELECT c.id, c.name, c.description, c.region_id AS "regionId", r.name AS "regionName",
              c.is_active AS "isActive", c.created_at AS "createdAt",
              (SELECT count(*)::int FROM projects p WHERE p.cluster_id = c.id) AS "projectCount"
         FROM clusters c JOIN regions r ON r.id = c.region_id
        WHERE ${clusterCondition(actor, params)} ORDER BY r.name, c.name`,
      params,
    );
    return result.rows;
  });

  app.get('/api/projects', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const condition = scopeCondition(
      actor,
      { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.id' },
      params,
    );
    const result = await pool.query(
      `SELECT p.id, p.code, p.name, p.description, p.cluster_id AS "clusterId", c.name AS "clusterName",
              p.region_id AS "regionId", r.name AS "regionName", p.is_active AS "isActive", p.created_at AS "createdAt",
              (SELECT count(*)::int FROM participants x WHERE x.project_id = p.id AND NOT x.deleted) AS "participantCount"
         FROM projects p JOIN clusters c ON c.id = p.cluster_id JOIN regions r ON r.id = p.region_id
        WHERE ${condition} ORDER BY p.code`,
      params,
    );
    return result.rows;
  });
};
