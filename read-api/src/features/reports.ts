import { type Actor, businessDate, ConflictError, inScope, monthOf, NotFoundError } from '@pm/domain';
import { reportQueries as q } from '@pm/domain/api/report-queries';
import { COUNTED_EXPECTED_SQL } from '@pm/domain/contributions/figures';
import { REPORT_FORMATS, REPORTS } from '@pm/domain/reports/catalog';
import type { ReportRow, ReportStats } from '@pm/domain/reports/rows';
import type pg from 'pg';
import { selectOne, selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { projectFilter } from '../lib/project-filter';
import { collectionRateOf } from './contributions';

/**
 * The Reports screen's reads: the four cards, the catalogue, the reports requested in the caller's
 * scope with their progress (report_jobs, written by the command service's report worker) and the
 * stored files (report_files). A report is only shown to a reader whose scope covers the report's.
 */

const REPORT_COLUMNS = `j.id, j.report_type AS "reportType", j.title, j.format, j.status, j.progress,
  j.rows_done AS "rowsDone", j.rows_total AS "rowsTotal", to_char(j.from_date, 'YYYY-MM-DD') AS "from",
  to_char(j.to_date, 'YYYY-MM-DD') AS "to", j.participant_id AS "participantId", pa.participant_id AS "participantCode", j.project_id AS "projectId",
  CASE WHEN j.project_id IS NOT NULL THEN 'Project ' || coalesce(pr.code || ' ' || pr.name, '#' || j.project_id)
       WHEN j.cluster_id IS NOT NULL THEN 'Cluster ' || coalesce(cl.name, '#' || j.cluster_id)
       WHEN j.region_id IS NOT NULL THEN 'Region ' || coalesce(rg.name, '#' || j.region_id)
       ELSE 'Whole programme' END AS "scopeName",
  CASE WHEN j.project_id IS NOT NULL THEN 'project' WHEN j.cluster_id IS NOT NULL THEN 'cluster'
       WHEN j.region_id IS NOT NULL THEN 'region' ELSE 'programme' END AS "scopeKind",
  CASE WHEN j.project_id IS NOT NULL THEN coalesce(pr.code || ' ' || pr.name, '#' || j.project_id)
       WHEN j.cluster_id IS NOT NULL THEN coalesce(cl.name, '#' || j.cluster_id)
       WHEN j.region_id IS NOT NULL THEN coalesce(rg.name, '#' || j.region_id) END AS "scopeLabel",
  j.requested_by AS "requestedBy", j.requested_at AS "requestedAt", j.finished_at AS "finishedAt",
  f.file_name AS "fileName", f.size, j.error`;
const REPORT_FROM = `report_jobs j LEFT JOIN report_files f ON f.report_id = j.id
  LEFT JOIN projects pr ON pr.id = j.project_id LEFT JOIN clusters cl ON cl.id = j.cluster_id
  LEFT JOIN regions rg ON rg.id = j.region_id LEFT JOIN participants pa ON pa.id = j.participant_id`;

/** The place of a report, for the scope check: its project, or the cluster, region or programme. */
export const reportLocation = async (pool: pg.Pool, id: number) =>
  (
    await pool.query<{ regionId: number | null; clusterId: number | null; projectId: number | null }>(
      'SELECT region_id AS "regionId", cluster_id AS "clusterId", project_id AS "projectId" FROM report_jobs WHERE id = $1',
      [id],
    )
  ).rows[0] ?? null;

/** Whether the reader's scope covers the report's (its history and file are theirs to read). */
export const readsReport = async (pool: pg.Pool, id: number, actor: Actor): Promise<boolean> => {
  const location = await reportLocation(pool, id);
  return location !== null && inScope(actor, location);
};

const reportOf = async (pool: pg.Pool, actor: Actor, id: number): Promise<ReportRow> => {
  const row = (await readsReport(pool, id, actor))
    ? await selectOne<ReportRow>(pool, `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE j.id = $1`, [id])
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
      const filter = async (alias: string, params: unknown[]) =>
        projectFilter(
          pool,
          actor,
          query.projectId,
          { region: `${alias}.region_id`, cluster: `${alias}.cluster_id`, project: `${alias}.project_id` },
          params,
        );
      const pParams: unknown[] = [];
      const pCondition = await filter('p', pParams);
      const cParams: unknown[] = [month];
      const cCondition = await filter('c', cParams);
      const aParams: unknown[] = [];
      const aCondition = await filter('a', aParams);
      const [participants, money, assets] = await Promise.all([
        selectOne<{ n: number }>(
          pool,
          `SELECT count(*)::int AS n FROM participants p WHERE p.is_active AND NOT p.deleted AND ${pCondition}`,
          pParams,
        ),
        selectOne<{ expected: number; paid: number; collected: number }>(
          pool,
          // a deleted child's month counts what was paid (COUNTED_EXPECTED_SQL), as every children's figure
          `SELECT coalesce(sum(${COUNTED_EXPECTED_SQL}), 0) AS expected, coalesce(sum(c.paid_amount), 0) AS paid,
                  coalesce((SELECT sum(pm.amount) FROM payments pm JOIN contributions c ON c.id = pm.contribution_id
                             WHERE NOT pm.reversed AND to_char(pm.payment_date, 'YYYY-MM') = $1 AND ${cCondition}), 0)
                    AS collected
             FROM contributions c JOIN participants p ON p.id = c.participant_id
            WHERE c.month <= $1 AND ${cCondition}`,
          cParams,
        ),
        selectOne<{ n: number }>(
          pool,
          `SELECT count(*)::int AS n FROM assets a WHERE NOT a.deleted AND ${aCondition}`,
          aParams,
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
    const params: unknown[] = [];
    const condition = await projectFilter(
      pool,
      actor,
      query.projectId,
      { region: 'j.region_id', cluster: 'j.cluster_id', project: 'j.project_id' },
      params,
    );
    return selectRows<ReportRow>(
      pool,
      `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE ${condition} ORDER BY j.id DESC LIMIT 5000`,
      params,
    );
  }),

  defineQuery(q.getReport, [], async ({ pool, actor }, { params }) => reportOf(pool, actor, params.id)),

  defineQuery(q.downloadReport, [], async ({ pool, actor, reply }, { params }) => {
    const report = await reportOf(pool, actor, params.id);
    if (report.status !== 'done') throw new ConflictError('The report is not ready yet');
    const file = (
      await pool.query<{ fileName: string; contentType: string; content: Buffer }>(
        'SELECT file_name AS "fileName", content_type AS "contentType", content FROM report_files WHERE report_id = $1',
        [params.id],
      )
    ).rows[0];
    if (!file) throw new NotFoundError('Report not found');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
  }),
];
