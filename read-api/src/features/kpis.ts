import {
  type Actor,
  businessDate,
  ForbiddenError,
  inScope,
  type Location,
  monthOf,
  msg,
  NotFoundError,
  scopeOf,
  ValidationError,
} from '@pm/domain';
import { KPI_MAX_MONTHS, type KpiReport, kpiQueries as q } from '@pm/domain/api/kpi-queries';
import { db, firstRow } from '@pm/infra/db/typed';
import { type Compilable, type SqlBool, sql } from 'kysely';
import type pg from 'pg';
import { defineQuery } from '../lib/define-query';
import { addMonths, type KpiScope, monthsBetween, scopeMonths } from './kpi-data';
import { annualisedEarnings, groupsHealth, type KpiGroupsCondition, kpiGroup } from './kpi-groups';
import { groupLights } from './kpi-lights';

/**
 * GET /api/analytics/kpis (: the health of a group, project, cluster, region or the
 * programme, from the health read model. A caller reads its own scope and anything inside it; a place
 * outside it answers 404 like a place that does not exist, the programme 403 to anyone scoped below it.
 */

const AT_RISK_LISTED = 20;

interface Resolved {
  readonly scope: KpiScope;
  readonly id: number;
  readonly name: string;
  /** Which kpi_groups rows belong to it. */
  readonly groups: KpiGroupsCondition;
}

const none = sql<number | null>`NULL::int`;

/** Each place of the hierarchy: where it lies (the scope check) and its name, and which kpi_groups rows it holds. */
const PLACES: Record<
  Exclude<KpiScope, 'programme'>,
  {
    place: (id: number) => Compilable<Location & { name: string }>;
    what: string;
    groups: (id: number) => KpiGroupsCondition;
  }
> = {
  region: {
    place: (id) =>
      db
        .selectFrom('regions')
        .select(['id as regionId', none.as('clusterId'), none.as('projectId'), 'name'])
        .where('id', '=', id),
    what: 'Region',
    groups: (id) => kpiGroup('g.region_id', '=', id),
  },
  cluster: {
    place: (id) =>
      db
        .selectFrom('clusters')
        .select(['region_id as regionId', 'id as clusterId', none.as('projectId'), 'name'])
        .where('id', '=', id),
    what: 'Cluster',
    groups: (id) => kpiGroup('g.cluster_id', '=', id),
  },
  project: {
    place: (id) =>
      db
        .selectFrom('projects')
        .select((eb) => [
          'region_id as regionId',
          'cluster_id as clusterId',
          'id as projectId',
          sql<string>`${eb.ref('code')} || ' ' || ${eb.ref('name')}`.as('name'),
        ])
        .where('id', '=', id),
    what: 'Project',
    groups: (id) => kpiGroup('g.project_id', '=', id),
  },
  group: {
    place: (id) =>
      db
        .selectFrom('kpi_groups')
        .select(['region_id as regionId', 'cluster_id as clusterId', 'project_id as projectId', 'name'])
        .where('group_id', '=', id),
    what: 'Saving group',
    groups: (id) => kpiGroup('g.group_id', '=', id),
  },
};

/** The caller's own scope when none is asked for. */
const ownScope = (actor: Actor): { scope: KpiScope; id: number } => {
  const own = scopeOf(actor);
  switch (own.kind) {
    case 'all':
      return { scope: 'programme', id: 0 };
    case 'region':
      return { scope: 'region', id: own.regionId };
    case 'cluster':
      return { scope: 'cluster', id: own.clusterId };
    case 'project':
      return { scope: 'project', id: own.projectId };
    case 'none':
      throw new ForbiddenError();
  }
};

const resolve = async (
  pool: pg.Pool,
  actor: Actor,
  asked: { scope?: KpiScope | undefined; id?: number | undefined },
): Promise<Resolved> => {
  const { scope, id } = asked.scope === undefined ? ownScope(actor) : { scope: asked.scope, id: asked.id };
  if (scope === 'programme') {
    if (scopeOf(actor).kind !== 'all')
      throw new ForbiddenError('You can read the health of your own scope only');
    return { scope, id: 0, name: 'Programme', groups: sql<SqlBool>`true` };
  }
  if (id === undefined) throw new ValidationError('id is required for this scope', { id: 'id is required' });
  const place = PLACES[scope];
  const row = await firstRow(pool, place.place(id));
  if (!row || !inScope(actor, row)) throw new NotFoundError(msg`${{ what: place.what }} not found`);
  return { scope, id, name: row.name, groups: place.groups(id) };
};

export const kpiQueryRoutes = [
  defineQuery(q.kpis, ['kpis', 'hierarchy'], async ({ pool, actor }, { query }): Promise<KpiReport> => {
    const target = await resolve(pool, actor, query);
    const asOf = businessDate(new Date().toISOString());
    const current = monthOf(asOf);
    let to = query.to ?? current;
    let from = query.from ?? addMonths(to, -11);
    if (from > to) [from, to] = [to, from];
    if (monthsBetween(from, to).length > KPI_MAX_MONTHS)
      throw new ValidationError(msg`The period is at most ${{ months: KPI_MAX_MONTHS }} months`, {
        from: `The period is at most ${KPI_MAX_MONTHS} months`,
      });
    const ids = target.scope === 'programme' ? [] : [target.id];
    // the months and the lights at once: two connections, neither waiting for the other
    const [{ months, period }, lights] = await Promise.all([
      scopeMonths(pool, target.scope, target.id, from, to, asOf),
      groupLights(pool, asOf, target.groups, AT_RISK_LISTED),
    ]);
    // the figures and reasons in words of the listed groups (and of the group asked for)
    const listed = await groupsHealth(pool, asOf, target.scope === 'group' ? ids : lights.atRisk);
    const own = target.scope === 'group' ? (listed[0] ?? null) : null;
    // a wider scope's return on savings: each group's own cycle, weighted by its savings
    const cycles =
      own === null
        ? await firstRow(
            pool,
            db
              .selectFrom('kpi_groups as g')
              .select((eb) => [
                eb.fn.sum<number | null>(annualisedEarnings(asOf)).as('earnings'),
                eb.fn.sum<number | null>('g.savings').as('savings'),
              ])
              .where('g.savings', '>', sql.lit(0).$castTo<string>())
              .where(target.groups),
          )
        : null;
    const saved = Number(cycles?.savings ?? 0);
    const scopeReturn =
      saved > 0 ? Math.round((Number(cycles?.earnings ?? 0) / saved) * 10_000) / 10_000 : null;
    const byId = new Map(listed.map((g) => [g.id, g]));
    const atRisk = lights.atRisk.flatMap((id) => {
      const g = byId.get(id);
      return g ? [g] : [];
    });
    return {
      scope: target.scope,
      id: target.id,
      name: target.name,
      asOf,
      period: { from, to },
      cycle: own ? { number: own.cycle, startedOn: own.cycleStartedOn } : null,
      current: own ? own.kpis : { ...period, annualisedReturn: scopeReturn },
      health: own ? own.verdict : null,
      months,
      groups: {
        green: lights.counts.green,
        amber: lights.counts.amber,
        red: lights.counts.red,
        atRisk: atRisk.map((g) => ({
          id: g.id,
          name: g.name,
          projectId: g.projectId,
          light: g.verdict.light,
          reasons: g.verdict.reasons,
          par30: g.kpis.par30,
          attendanceRate: g.kpis.attendanceRate,
          retention: g.kpis.retention,
        })),
      },
    };
  }),
];
