import { type Actor, businessDate, monthOf } from '@pm/domain';
import {
  type GroupReportQuery,
  type GroupReportStats,
  groupReportQueries as q,
} from '@pm/domain/api/group-report-queries';
import { reportHtml } from '@pm/domain/reports/html';
import type { ReportDocument } from '@pm/domain/reports/table';
import { db, firstRow } from '@pm/infra/db/typed';
import { reportPdf } from '@pm/infra/files/report-pdf';
import { type Expression, type SqlBool, sql } from 'kysely';
import type pg from 'pg';
import { attachmentHeader } from '../../lib/attachment';
import { defineQuery } from '../../lib/define-query';
import { listScope, withinScope } from '../../lib/typed-scope';
import { GENERATORS } from './group-report-data';
import { GROUP_PLACES, groupSelection } from './scope';

const MODELS = ['meetings', 'saving-groups', 'hierarchy'] as const;

/** What a report covers: all groups in scope, or the one group asked for. */
const scopeLine = async (pool: pg.Pool, groupId: number | undefined): Promise<string> => {
  if (groupId === undefined) return 'All groups in scope';
  const group = await firstRow(pool, db.selectFrom('saving_groups').select('name').where('id', '=', groupId));
  return group?.name ?? `Group ${groupId}`;
};

/** The report of the query, for the groups it selects in the reader's scope (404 for a group outside it). */
const buildReport = async (pool: pg.Pool, actor: Actor, query: GroupReportQuery): Promise<ReportDocument> => {
  const groups = await groupSelection(pool, actor, query);
  const built = await GENERATORS[query.type]({ pool, groups, query });
  const group = await scopeLine(pool, query.groupId);
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
  const scope = await listScope(pool, actor, projectId);
  const today = businessDate(new Date().toISOString());
  const month = monthOf(today);
  const counts = await firstRow(
    pool,
    db
      .with('g', (qb) =>
        qb
          .selectFrom('saving_groups as g')
          .select('g.id')
          .where((eb) => withinScope(eb, scope, GROUP_PLACES)),
      )
      .selectNoFrom((eb) => {
        const count = sql<number>`count(*)::int`.as('n');
        const inScope = eb.selectFrom('g').select('g.id');
        const minutes = () =>
          eb.selectFrom('meeting_minutes as mm').select(count).where('mm.group_id', 'in', inScope);
        const visits = () =>
          eb.selectFrom('group_visitations as v').select(count).where('v.group_id', 'in', inScope);
        // recorded this month, in Kenyan time
        const thisMonth = (createdAt: Expression<string>) =>
          sql<SqlBool>`to_char(${createdAt} AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM') = ${month}`;
        return [
          minutes().$asScalar().as('minutes'),
          visits().$asScalar().as('visits'),
          sql<number>`${minutes().where((mb) => thisMonth(mb.ref('mm.created_at')))} + ${visits().where((vb) => thisMonth(vb.ref('v.created_at')))}`.as(
            'thisMonth',
          ),
          visits()
            .where('v.follow_up_date', '<=', sql<string>`${today}::date`)
            .where((vb) =>
              vb.not(
                vb.exists(
                  vb
                    .selectFrom('group_visitations as later')
                    .select(sql.lit(1).as('one'))
                    .whereRef('later.group_id', '=', 'v.group_id')
                    .whereRef('later.visit_date', '>', 'v.visit_date'),
                ),
              ),
            )
            .$asScalar()
            .as('pending'),
        ];
      }),
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
