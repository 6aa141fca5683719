import { type Actor, businessDate, ConflictError, inScope, monthOf, NotFoundError } from '@pm/domain';
import { reportQueries as q } from '@pm/domain/api/report-queries';
import { REPORT_FORMATS, REPORTS } from '@pm/domain/reports/catalog';
import type { ReportRow, ReportStats } from '@pm/domain/reports/rows';
import { countedExpected } from '@pm/infra/db/children-figures';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { type Expression, sql } from 'kysely';
import type pg from 'pg';
import { defineQuery } from '../lib/define-query';
import { listScope, withinScope } from '../lib/typed-scope';
import { collectionRateOf } from './contributions';

/**
 * The Reports screen's reads: the four cards, the catalogue, the reports requested in the caller's
 * scope with their progress (report_jobs, written by the command service's report worker) and the
 * stored files (report_files). A report is only shown to a reader whose scope covers the report's.
 */

/** A row's place columns under its alias, for the scope condition. */
const placesOf = <A extends string>(alias: A) =>
  ({ region: `${alias}.region_id`, cluster: `${alias}.cluster_id`, project: `${alias}.project_id` }) as const;

/** The reports with their file and the names of their place, as the Reports screen lists them. */
const reports = () =>
  db
    .selectFrom('report_jobs as j')
    .leftJoin('report_files as f', 'f.report_id', 'j.id')
    .leftJoin('projects as pr', 'pr.id', 'j.project_id')
    .leftJoin('clusters as cl', 'cl.id', 'j.cluster_id')
    .leftJoin('regions as rg', 'rg.id', 'j.region_id')
    .leftJoin('participants as pa', 'pa.id', 'j.participant_id')
    .select((eb) => {
      // the place's name, or its number when the place is gone
      const named = (name: Expression<string | null>, id: 'j.project_id' | 'j.cluster_id' | 'j.region_id') =>
        eb.fn.coalesce(name, sql<string>`'#' || ${eb.ref(id)}`);
      const project = named(sql`${eb.ref('pr.code')} || ' ' || ${eb.ref('pr.name')}`, 'j.project_id');
      const cluster = named(eb.ref('cl.name'), 'j.cluster_id');
      const region = named(eb.ref('rg.name'), 'j.region_id');
      const ofPlace = <T>(
        forProject: Expression<T>,
        forCluster: Expression<T>,
        forRegion: Expression<T>,
        forProgramme: Expression<T | null>,
      ) =>
        eb
          .case()
          .when('j.project_id', 'is not', null)
          .then(forProject)
          .when('j.cluster_id', 'is not', null)
          .then(forCluster)
          .when('j.region_id', 'is not', null)
          .then(forRegion)
          .else(forProgramme)
          .end();
      const date = (column: 'j.from_date' | 'j.to_date') =>
        eb.fn<string | null>('to_char', [column, sql.lit('YYYY-MM-DD')]);
      return [
        'j.id',
        'j.report_type as reportType',
        'j.title',
        'j.format',
        'j.status',
        'j.progress',
        'j.rows_done as rowsDone',
        'j.rows_total as rowsTotal',
        date('j.from_date').as('from'),
        date('j.to_date').as('to'),
        'j.participant_id as participantId',
        'pa.participant_id as participantCode',
        'j.project_id as projectId',
        ofPlace(
          sql<string>`'Project ' || ${project}`,
          sql<string>`'Cluster ' || ${cluster}`,
          sql<string>`'Region ' || ${region}`,
          sql.lit('Whole programme'),
        ).as('scopeName'),
        ofPlace(sql.lit('project'), sql.lit('cluster'), sql.lit('region'), sql.lit('programme')).as(
          'scopeKind',
        ),
        ofPlace(project, cluster, region, sql.lit(null)).as('scopeLabel'),
        'j.requested_by as requestedBy',
        'j.requested_at as requestedAt',
        'j.finished_at as finishedAt',
        'f.file_name as fileName',
        'f.size',
        'j.error',
      ];
    })
    .$narrowType<
      Pick<ReportRow, 'reportType' | 'format' | 'status' | 'scopeName' | 'scopeKind' | 'scopeLabel'>
    >();

/** The place of a report, for the scope check: its project, or the cluster, region or programme. */
export const reportLocation = async (pool: pg.Pool, id: number) =>
  (await firstRow(
    pool,
    db
      .selectFrom('report_jobs')
      .select(['region_id as regionId', 'cluster_id as clusterId', 'project_id as projectId'])
      .where('id', '=', id),
  )) ?? null;

/** Whether the reader's scope covers the report's (its history and file are theirs to read). */
export const readsReport = async (pool: pg.Pool, id: number, actor: Actor): Promise<boolean> => {
  const location = await reportLocation(pool, id);
  return location !== null && inScope(actor, location);
};

const reportOf = async (pool: pg.Pool, actor: Actor, id: number): Promise<ReportRow> => {
  const row = (await readsReport(pool, id, actor))
    ? await firstRow(pool, reports().where('j.id', '=', id))
    : undefined;
  if (!row) throw new NotFoundError('Report not found');
  return row;
};

export const reportQueryRoutes = [
  defineQuery(
    q.reportStats,
    ['participants', 'contributions', 'assets', 'hierarchy'],
    async ({ pool, actor }, { query }) => {
      const month = monthOf(businessDate(new Date().toISOString()));
      const scope = await listScope(pool, actor, query.projectId);
      const [participants, money, assets] = await Promise.all([
        firstRow(
          pool,
          db
            .selectFrom('participants as p')
            .select(sql<number>`count(*)::int`.as('n'))
            .where((eb) => eb.ref('p.is_active'))
            .where((eb) => eb.not(eb.ref('p.deleted')))
            .where((eb) => withinScope(eb, scope, placesOf('p'))),
        ),
        firstRow(
          pool,
          db
            .selectFrom('contributions as c')
            .innerJoin('participants as p', 'p.id', 'c.participant_id')
            .select((eb) => [
              // a deleted child's month counts what was paid (countedExpected), as every children's figure
              eb.fn.coalesce(eb.fn.sum<number>(countedExpected), sql.lit(0)).as('expected'),
              eb.fn.coalesce(eb.fn.sum<number>('c.paid_amount'), sql.lit(0)).as('paid'),
              eb.fn
                .coalesce(
                  eb
                    .selectFrom('payments as pm')
                    .innerJoin('contributions as pc', 'pc.id', 'pm.contribution_id')
                    .select((sb) => sb.fn.sum<number>('pm.amount').as('sum'))
                    .where((sb) => sb.not(sb.ref('pm.reversed')))
                    .where((sb) => sb(sb.fn('to_char', ['pm.payment_date', sql.lit('YYYY-MM')]), '=', month))
                    .where((sb) => withinScope(sb, scope, placesOf('pc')))
                    .$asScalar(),
                  sql.lit(0),
                )
                .as('collected'),
            ])
            .where('c.month', '<=', month)
            .where((eb) => withinScope(eb, scope, placesOf('c'))),
        ),
        firstRow(
          pool,
          db
            .selectFrom('assets as a')
            .select(sql<number>`count(*)::int`.as('n'))
            .where((eb) => eb.not(eb.ref('a.deleted')))
            .where((eb) => withinScope(eb, scope, placesOf('a'))),
        ),
      ]);
      const expected = money?.expected ?? 0;
      return {
        totalParticipants: participants?.n ?? 0,
        month,
        monthlyCollections: money?.collected ?? 0,
        totalAssets: assets?.n ?? 0,
        collectionRate: collectionRateOf(money?.paid ?? 0, expected),
      } satisfies ReportStats;
    },
  ),

  defineQuery(q.reportCatalog, [], async () =>
    REPORTS.map((r) => ({
      type: r.type,
      group: r.group,
      title: r.title,
      description: r.description,
      dateRange: r.dateRange,
      participant: r.participant,
      formats: [...REPORT_FORMATS],
    })),
  ),

  defineQuery(q.listReports, ['hierarchy'], async ({ pool, actor }, { query }) => {
    const scope = await listScope(pool, actor, query.projectId);
    return rows(
      pool,
      reports()
        .where((eb) => withinScope(eb, scope, placesOf('j')))
        .orderBy('j.id', 'desc')
        .limit(5000),
    );
  }),

  defineQuery(q.getReport, [], async ({ pool, actor }, { params }) => reportOf(pool, actor, params.id)),

  defineQuery(q.downloadReport, [], async ({ pool, actor, reply }, { params }) => {
    const report = await reportOf(pool, actor, params.id);
    if (report.status !== 'done') throw new ConflictError('The report is not ready yet');
    const file = await firstRow(
      pool,
      db
        .selectFrom('report_files')
        .select(['file_name as fileName', 'content_type as contentType', 'content'])
        .where('report_id', '=', params.id),
    );
    if (!file) throw new NotFoundError('Report not found');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  }),
];
