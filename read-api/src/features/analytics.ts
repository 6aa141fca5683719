import { type Actor, ForbiddenError, isAuditor, NotFoundError, scopeOf } from '@pm/domain';
import { analyticsQueries as q } from '@pm/domain/api/analytics-queries';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';
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
  let regions = db.selectFrom('regions').select('id');
  if (query.regionId !== undefined) regions = regions.where('id', '=', query.regionId);
  else if (query.clusterId !== undefined)
    regions = regions.where('id', '=', (eb) =>
      eb.selectFrom('clusters').select('region_id').where('id', '=', query.clusterId!),
    );
  const first = await firstRow(
    pool,
    regions.orderBy('is_active', 'desc').orderBy('name').orderBy('id').limit(1),
  );
  if (!first) throw new NotFoundError('Region not found');
  return first.id;
};

export const analyticsQueryRoutes = [
  defineQuery(q.regionalAnalytics, READS, async ({ pool, actor }, { query }) => {
    const regionId = await regionOfReader(pool, actor, query);
    const region = await firstRow(
      pool,
      db.selectFrom('regions').select(['id', 'name']).where('id', '=', regionId),
    );
    if (!region) throw new NotFoundError('Region not found');
    let ofRegion = db
      .selectFrom('clusters')
      .select(['id', 'name'])
      .where('region_id', '=', regionId)
      .where((w) => w.ref('is_active'));
    if (query.clusterId !== undefined) ofRegion = ofRegion.where('id', '=', query.clusterId);
    const clusters = await rows(pool, ofRegion.orderBy('name').orderBy('id'));
    const focus = query.clusterId === undefined ? null : (clusters[0] ?? null);
    if (query.clusterId !== undefined && !focus) throw new NotFoundError('Cluster not found in this region');
    let inRegion = db
      .selectFrom('projects')
      .select(['id', 'code', 'name', 'cluster_id as clusterId'])
      .where('region_id', '=', regionId)
      .where((w) => w.ref('is_active'));
    if (focus) inRegion = inRegion.where('cluster_id', '=', focus.id);
    const projects = await rows(pool, inRegion.orderBy('code').orderBy('id'));
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
    const regions = await rows(
      pool,
      db
        .selectFrom('regions as r')
        .select((eb) => [
          'r.id',
          'r.name',
          eb
            .selectFrom('clusters as c')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('c.region_id', '=', 'r.id')
            .where((w) => w.ref('c.is_active'))
            .$asScalar()
            .as('clusterCount'),
          eb
            .selectFrom('projects as p')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('p.region_id', '=', 'r.id')
            .where((w) => w.ref('p.is_active'))
            .$asScalar()
            .as('projectCount'),
        ])
        .where((w) => w.ref('r.is_active'))
        .orderBy('r.name')
        .orderBy('r.id'),
    );
    // the projects with the most saving groups, straight from the project rows of the rollup
    const top = await rows(
      pool,
      db
        .selectFrom('rollup_figures as f')
        .innerJoin('projects as p', 'p.id', 'f.scope_id')
        .select(['p.id', 'p.code', 'p.name', 'p.region_id as regionId', 'p.cluster_id as clusterId'])
        .where('f.scope', '=', 'project')
        .where((w) => w.ref('p.is_active'))
        .where('f.saving_groups', '>', 0)
        .orderBy('f.saving_groups', 'desc')
        .orderBy('p.code')
        .limit(TOP_PROJECTS),
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
