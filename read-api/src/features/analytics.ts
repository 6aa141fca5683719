import { type Actor, ForbiddenError, isAuditor, NotFoundError, scopeOf } from '@pm/domain';
import { analyticsQueries as q } from '@pm/domain/api/analytics-queries';
import type pg from 'pg';
import { selectOne, selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { figureOf, figuresOf, monthsOf, periodOf, type Scope } from './analytics-figures';

/**
 * GET /api/analytics/regional and /national (spec: screens, API calls): hierarchy names and counts from the
 * hierarchy tables (a few rows per region), every figure from the rolled-up read model.
 */

const READS = ['rollups', 'hierarchy'] as const;

/** How many projects the national ministry overview lists (the most saving groups first). */
const TOP_PROJECTS = 10;

/**
 * The region whose dashboard the reader reads: a RegionalAdmin's own (or an Auditor's of one region); for
 * the programme's readers the one asked for, the region of the cluster asked for, or the first.
 */
const regionOfReader = async (
  pool: pg.Pool,
  actor: Actor,
  query: { regionId?: number | undefined; clusterId?: number | undefined },
): Promise<number> => {
  const reach = scopeOf(actor).kind;
  // an Auditor reads the regional dashboard of its region, or of any region when it holds the programme
  const ownRegion = actor.role === 'RegionalAdmin' || (isAuditor(actor) && reach === 'region');
  const anyRegion =
    actor.role === 'SuperAdmin' || actor.role === 'NationalDirector' || (isAuditor(actor) && reach === 'all');
  if (ownRegion) {
    if (actor.regionId === null) throw new ForbiddenError();
    if (query.regionId !== undefined && query.regionId !== actor.regionId)
      throw new ForbiddenError('You can read the analytics of your own region only');
    return actor.regionId;
  }
  if (!anyRegion) throw new ForbiddenError();
  // a cluster asked for without its region names the region
  const first = await selectOne<{ id: number }>(
    pool,
    `SELECT id FROM regions WHERE ($1::int IS NULL OR id = $1)
        AND ($2::int IS NULL OR $1::int IS NOT NULL OR id = (SELECT region_id FROM clusters WHERE id = $2))
      ORDER BY is_active DESC, name, id LIMIT 1`,
    [query.regionId ?? null, query.clusterId ?? null],
  );
  if (!first) throw new NotFoundError('Region not found');
  return first.id;
};

export const analyticsQueryRoutes = [
  defineQuery(q.regionalAnalytics, READS, async ({ pool, actor }, { query }) => {
    const regionId = await regionOfReader(pool, actor, query);
    const region = await selectOne<{ id: number; name: string }>(
      pool,
      'SELECT id, name FROM regions WHERE id = $1',
      [regionId],
    );
    if (!region) throw new NotFoundError('Region not found');
    const clusters = await selectRows<{ id: number; name: string }>(
      pool,
      `SELECT id, name FROM clusters WHERE region_id = $1 AND is_active AND ($2::int IS NULL OR id = $2)
        ORDER BY name, id`,
      [regionId, query.clusterId ?? null],
    );
    const focus = query.clusterId === undefined ? null : (clusters[0] ?? null);
    if (query.clusterId !== undefined && !focus) throw new NotFoundError('Cluster not found in this region');
    const projects = await selectRows<{ id: number; code: string; name: string; clusterId: number }>(
      pool,
      `SELECT id, code, name, cluster_id AS "clusterId" FROM projects
        WHERE region_id = $1 AND is_active AND ($2::int IS NULL OR cluster_id = $2) ORDER BY code, id`,
      [regionId, focus?.id ?? null],
    );
    const period = periodOf(query);
    const scopes: [Scope, number][] = [
      ['region', regionId],
      ...clusters.map((c): [Scope, number] => ['cluster', c.id]),
      ...projects.map((p): [Scope, number] => ['project', p.id]),
    ];
    if (focus) scopes.push(['cluster', focus.id]);
    const figures = await figuresOf(pool, scopes, period);
    const [scope, scopeId]: [Scope, number] = focus ? ['cluster', focus.id] : ['region', regionId];
    const total = figureOf(figures, scope, scopeId);
    return {
      region,
      cluster: focus,
      period,
      totalClusters: clusters.length,
      totalProjects: projects.length,
      totalParticipants: total.participants,
      totalContributions: total.contributionsPaid,
      totalSavingGroups: total.savingGroups,
      figures: total,
      clusters: clusters.map((c) => {
        const own = projects.filter((p) => p.clusterId === c.id);
        return {
          id: c.id,
          name: c.name,
          projectCount: own.length,
          figures: figureOf(figures, 'cluster', c.id),
          projects: own.map((p) => ({
            id: p.id,
            code: p.code,
            name: p.name,
            figures: figureOf(figures, 'project', p.id),
          })),
        };
      }),
      months: await monthsOf(pool, scope, scopeId, period),
    };
  }),

  defineQuery(q.nationalAnalytics, READS, async ({ pool, actor }, { query }) => {
    const national =
      actor.role === 'SuperAdmin' ||
      actor.role === 'NationalDirector' ||
      (isAuditor(actor) && scopeOf(actor).kind === 'all');
    if (!national) throw new ForbiddenError('Only the National Director reads the national dashboard');
    const period = periodOf(query);
    const regions = await selectRows<{
      id: number;
      name: string;
      clusterCount: number;
      projectCount: number;
    }>(
      pool,
      `SELECT r.id, r.name,
              (SELECT count(*) FROM clusters c WHERE c.region_id = r.id AND c.is_active)::int AS "clusterCount",
              (SELECT count(*) FROM projects p WHERE p.region_id = r.id AND p.is_active)::int AS "projectCount"
         FROM regions r WHERE r.is_active ORDER BY r.name, r.id`,
    );
    // the projects with the most saving groups, straight from the project rows of the rollup
    const top = await selectRows<{
      id: number;
      code: string;
      name: string;
      regionId: number;
      clusterId: number;
    }>(
      pool,
      `SELECT p.id, p.code, p.name, p.region_id AS "regionId", p.cluster_id AS "clusterId"
         FROM rollup_figures f JOIN projects p ON p.id = f.scope_id
        WHERE f.scope = 'project' AND p.is_active AND f.saving_groups > 0
        ORDER BY f.saving_groups DESC, p.code LIMIT ${TOP_PROJECTS}`,
    );
    const figures = await figuresOf(
      pool,
      [
        ['programme', 0],
        ...regions.map((r): [Scope, number] => ['region', r.id]),
        ...top.map((p): [Scope, number] => ['project', p.id]),
      ],
      period,
    );
    const total = figureOf(figures, 'programme', 0);
    return {
      period,
      totalRegions: regions.length,
      totalClusters: regions.reduce((n, r) => n + r.clusterCount, 0),
      totalProjects: regions.reduce((n, r) => n + r.projectCount, 0),
      totalParticipants: total.participants,
      totalContributions: total.contributionsPaid,
      totalSavingGroups: total.savingGroups,
      figures: total,
      regionSummary: regions.map((r) => {
        const f = figureOf(figures, 'region', r.id);
        return {
          ...r,
          participantCount: f.participants,
          savingGroupCount: f.savingGroups,
          figures: f,
        };
      }),
      projects: top.map((p) => ({ ...p, figures: figureOf(figures, 'project', p.id) })),
      months: await monthsOf(pool, 'programme', 0, period),
    };
  }),
];
