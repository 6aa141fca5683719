import { type Actor, businessDate, monthOf } from '@pm/domain';
import {
  type GroupReportQuery,
  type GroupReportStats,
  groupReportQueries as q,
} from '@pm/domain/api/group-report-queries';
import { reportHtml } from '@pm/domain/reports/html';
import type { ReportDocument } from '@pm/domain/reports/table';
import { reportPdf } from '@pm/infra/files/report-pdf';
import type pg from 'pg';
import { attachmentHeader } from '../../lib/attachment';
import { selectOne } from '../../lib/db';
import { defineQuery } from '../../lib/define-query';
import { GENERATORS } from './group-report-data';
import { groupCondition, groupScope } from './scope';

const MODELS = ['meetings', 'saving-groups', 'hierarchy'] as const;

/** The report of the query, for the groups it selects in the reader's scope (404 for a group outside it). */
const buildReport = async (pool: pg.Pool, actor: Actor, query: GroupReportQuery): Promise<ReportDocument> => {
  const params: unknown[] = [];
  const condition = await groupCondition(pool, actor, query, params, 'g.id');
  const built = await GENERATORS[query.type]({ pool, condition, params, query });
  const group =
    query.groupId === undefined
      ? 'All groups in scope'
      : ((await pool.query<{ name: string }>('SELECT name FROM saving_groups WHERE id = $1', [query.groupId]))
          .rows[0]?.name ?? `Group ${query.groupId}`);
  const period =
    built.usesDates && (query.dateFrom || query.dateTo)
      ? [`Period: ${query.dateFrom ?? 'the start'} to ${query.dateTo ?? 'today'}`]
      : [];
  return {
    title: built.title,
    scope: group,
    parameters: period,
    generatedAt: new Date().toISOString(),
    generatedBy: actor.username,
    columns: built.columns,
    rows: built.rows,
    totals: built.totals,
  };
};

/**
 * The Group Reports stats row (and the overview's Reports card) over the groups in the reader's scope:
 * minutes and visit reports, minutes, those recorded this month (Kenyan time), and Pending Reviews: visits
 * whose follow-up date has come with no later visit to the group.
 */
export const groupReportFigures = async (
  pool: pg.Pool,
  actor: Actor,
  projectId: number | undefined,
): Promise<GroupReportStats> => {
  const params: unknown[] = [];
  const scope = await groupScope(pool, actor, projectId, params);
  const today = businessDate(new Date().toISOString());
  params.push(monthOf(today), today);
  const m = params.length - 1;
  const counts = await selectOne<{ minutes: number; visits: number; thisMonth: number; pending: number }>(
    pool,
    `WITH g AS (SELECT g.id FROM saving_groups g WHERE ${scope})
     SELECT (SELECT count(*)::int FROM meeting_minutes mm WHERE mm.group_id IN (SELECT id FROM g)) AS minutes,
            (SELECT count(*)::int FROM group_visitations v WHERE v.group_id IN (SELECT id FROM g)) AS visits,
            (SELECT count(*)::int FROM meeting_minutes mm WHERE mm.group_id IN (SELECT id FROM g)
                AND to_char(mm.created_at AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM') = $${m})
          + (SELECT count(*)::int FROM group_visitations v WHERE v.group_id IN (SELECT id FROM g)
                AND to_char(v.created_at AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM') = $${m}) AS "thisMonth",
            (SELECT count(*)::int FROM group_visitations v WHERE v.group_id IN (SELECT id FROM g)
                AND v.follow_up_date <= $${m + 1}::date
                AND NOT EXISTS (SELECT 1 FROM group_visitations later WHERE later.group_id = v.group_id
                                 AND later.visit_date > v.visit_date)) AS pending`,
    params,
  );
  return {
    totalReports: counts!.minutes + counts!.visits,
    meetingMinutes: counts!.minutes,
    thisMonth: counts!.thisMonth,
    pendingReviews: counts!.pending,
  };
};

/**
 * Group Reports (spec: screens, API calls): GET /api/reports/stats, GET /api/reports/generate (the report as HTML to
 * open and print) and GET /api/reports/download (the same report as PDF).
 */
export const groupReportRoutes = [
  defineQuery(q.groupReportStats, MODELS, async ({ pool, actor }, { query }) =>
    groupReportFigures(pool, actor, query.projectId),
  ),

  defineQuery(q.generateGroupReport, MODELS, async ({ pool, actor }, { query }) => {
    const report = await buildReport(pool, actor, query);
    return { title: report.title, htmlContent: reportHtml(report), generatedAt: report.generatedAt };
  }),

  defineQuery(q.downloadGroupReport, MODELS, async ({ pool, actor, reply }, { query }) => {
    const report = await buildReport(pool, actor, query);
    const name = `${query.type}-report-${businessDate(report.generatedAt)}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentHeader(name))
      .header('cache-control', 'no-store')
      .send(await reportPdf(report));
  }),
];
