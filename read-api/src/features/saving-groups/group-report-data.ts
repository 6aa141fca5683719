import type { GroupReportQuery, GroupReportType } from '@pm/domain/api/group-report-queries';
import { col, kes, type ReportColumn, type ReportLine } from '@pm/domain/reports/table';
import { db, rows as tableRows } from '@pm/infra/db/typed';
import { type Expression, type ExpressionBuilder, type ReferenceExpression, type SqlBool, sql } from 'kysely';
import type pg from 'pg';
import { type GroupSelection, loanFund, ofGroups } from './scope';

/** One generator's columns and rows. */
interface Built {
  readonly title: string;
  readonly columns: readonly ReportColumn[];
  readonly rows: ReportLine[];
  readonly totals: ReportLine | null;
  readonly usesDates: boolean;
}

type Ctx = { pool: pg.Pool; groups: GroupSelection; query: GroupReportQuery };

/** The optional date range of the query on `column`: none, one or both bounds. */
const inRange = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: ReferenceExpression<DB, TB>,
  { dateFrom, dateTo }: GroupReportQuery,
): Expression<SqlBool>[] => [
  ...(dateFrom ? [eb(column, '>=', dateFrom)] : []),
  ...(dateTo ? [eb(column, '<=', dateTo)] : []),
];

const sumOf = (rows: readonly ReportLine[], key: string): number =>
  kes(rows.reduce((sum, r) => sum + Math.round(Number(r[key] ?? 0) * 100), 0));

const attendance = async (ctx: Ctx): Promise<Built> => {
  const rows = await tableRows(
    ctx.pool,
    db
      .selectFrom('group_members as m')
      .innerJoin('saving_groups as g', 'g.id', 'm.group_id')
      .leftJoin('group_meetings as mt', (join) =>
        join
          .onRef('mt.group_id', '=', 'g.id')
          .on((eb) =>
            eb.and([eb.ref('mt.attendance_recorded'), ...inRange(eb, 'mt.meeting_date', ctx.query)]),
          ),
      )
      .leftJoin('meeting_attendance as a', (join) =>
        join.onRef('a.meeting_id', '=', 'mt.id').onRef('a.member_id', '=', 'm.id'),
      )
      .select((eb) => [
        'g.name as group',
        'm.member_name as member',
        'm.member_number as number',
        sql<number>`count(${eb.ref('mt.id')})::int`.as('held'),
        sql<number>`count(${eb.ref('a.member_id')}) FILTER (WHERE ${eb.ref('a.is_present')})::int`.as(
          'attended',
        ),
      ])
      .where((eb) => eb.and([ofGroups(eb, ctx.groups, 'g.id'), eb.ref('m.is_active')]))
      .groupBy(['g.name', 'm.member_name', 'm.member_number'])
      .orderBy('g.name')
      .orderBy('m.member_number'),
  );
  return {
    title: 'Attendance Report',
    usesDates: true,
    columns: [
      col('group', 'Group', 'text', 2),
      col('number', 'No.'),
      col('member', 'Member', 'text', 2),
      col('held', 'Meetings', 'count'),
      col('attended', 'Attended', 'count'),
      col('rate', 'Attendance', 'percent'),
    ],
    rows: rows.map((r) => ({ ...r, rate: r.held === 0 ? 0 : Math.round((r.attended / r.held) * 1000) / 10 })),
    totals: null,
  };
};

const groupRecords = async (ctx: Ctx): Promise<Built> => {
  const rows = await tableRows(
    ctx.pool,
    db
      .selectFrom('group_members as m')
      .innerJoin('saving_groups as g', 'g.id', 'm.group_id')
      .select((eb) => [
        'g.name as group',
        'm.member_number as number',
        'm.member_name as member',
        'm.role',
        eb.fn<string>('to_char', ['m.joined_on', sql.lit('YYYY-MM-DD')]).as('joined'),
        sql<string>`CASE WHEN ${eb.ref('m.is_active')} THEN 'Active' ELSE 'Former' END`.as('status'),
        eb
          .selectFrom('group_savings as s')
          .select((sb) => sb.fn.coalesce(sb.fn.sum<number>('s.amount'), sql.lit(0)).as('total'))
          .whereRef('s.member_id', '=', 'm.id')
          .where('s.reversed_at', 'is', null)
          .$asScalar()
          .as('savings'),
        eb
          .selectFrom('group_loans as l')
          .select((lb) => {
            const owed = sql<number>`${lb.ref('l.total_amount')} - ${lb.ref('l.amount_paid')} - ${lb.ref('l.written_off')}`;
            return lb.fn.coalesce(lb.fn.sum<number>(owed), sql.lit(0)).as('total');
          })
          .whereRef('l.borrower_id', '=', 'm.id')
          .where('l.status', '=', sql.lit('active'))
          .$asScalar()
          .as('owed'),
      ])
      .where((eb) => ofGroups(eb, ctx.groups, 'g.id'))
      .orderBy('g.name')
      .orderBy('m.member_number'),
  );
  return {
    title: 'Group Records',
    usesDates: false,
    columns: [
      col('group', 'Group', 'text', 2),
      col('number', 'No.'),
      col('member', 'Member', 'text', 2),
      col('role', 'Role'),
      col('joined', 'Joined', 'date'),
      col('status', 'Status'),
      col('savings', 'Savings (KES)', 'money'),
      col('owed', 'Loans owed (KES)', 'money'),
    ],
    rows,
    totals: { group: 'Total', savings: sumOf(rows, 'savings'), owed: sumOf(rows, 'owed') },
  };
};

const fundBalance = async (ctx: Ctx): Promise<Built> => {
  const rows = await tableRows(
    ctx.pool,
    db
      .selectFrom('saving_groups as g')
      .select((eb) => {
        // what the group's emergency funds hold: contributions standing, less disbursements approved
        const contributed = eb
          .selectFrom('emergency_funds as f')
          .innerJoin('emergency_contributions as c', 'c.fund_id', 'f.id')
          .select((cb) => cb.fn.coalesce(cb.fn.sum<number>('c.amount'), sql.lit(0)).as('total'))
          .whereRef('f.group_id', '=', 'g.id')
          .where('c.reversed_at', 'is', null)
          .$asScalar();
        const disbursed = eb
          .selectFrom('emergency_funds as f')
          .innerJoin('emergency_disbursements as d', 'd.fund_id', 'f.id')
          .select((sb) => sb.fn.coalesce(sb.fn.sum<number>('d.amount'), sql.lit(0)).as('total'))
          .whereRef('f.group_id', '=', 'g.id')
          .where('d.status', '=', sql.lit('approved'))
          .$asScalar();
        return [
          'g.name as group',
          'g.savings',
          'g.repayments',
          'g.penalties_and_fees as collections',
          'g.disbursed',
          loanFund.as('available'),
          sql<number>`${contributed} - ${disbursed}`.as('emergency'),
        ];
      })
      .where((eb) => ofGroups(eb, ctx.groups, 'g.id'))
      .orderBy('g.name'),
  );
  const money = ['savings', 'repayments', 'collections', 'disbursed', 'available', 'emergency'];
  return {
    title: 'Fund Balance Report',
    usesDates: false,
    columns: [
      col('group', 'Group', 'text', 2),
      col('savings', 'Savings (KES)', 'money'),
      col('repayments', 'Repayments (KES)', 'money'),
      col('collections', 'Penalties and fees (KES)', 'money'),
      col('disbursed', 'Loans disbursed (KES)', 'money'),
      col('available', 'Loan fund (KES)', 'money'),
      col('emergency', 'Emergency fund (KES)', 'money'),
    ],
    rows,
    totals: Object.fromEntries([['group', 'Total'], ...money.map((k) => [k, sumOf(rows, k)])]),
  };
};

const sharesSaved = async (ctx: Ctx): Promise<Built> => {
  const rows = await tableRows(
    ctx.pool,
    db
      .selectFrom('group_members as m')
      .innerJoin('saving_groups as g', 'g.id', 'm.group_id')
      .leftJoin('group_savings as s', (join) =>
        join
          .onRef('s.member_id', '=', 'm.id')
          .on((eb) => eb.and([eb('s.reversed_at', 'is', null), ...inRange(eb, 's.saving_date', ctx.query)])),
      )
      .select((eb) => {
        const saved = eb.fn.coalesce(eb.fn.sum<number>('s.amount'), sql.lit(0));
        return [
          'g.name as group',
          'm.member_number as number',
          'm.member_name as member',
          saved.as('saved'),
          sql<number>`sum(${saved}) OVER (PARTITION BY ${eb.ref('g.id')})`.as('groupTotal'),
        ];
      })
      .where((eb) => ofGroups(eb, ctx.groups, 'g.id'))
      .groupBy(['g.id', 'g.name', 'm.member_number', 'm.member_name'])
      .orderBy('g.name')
      .orderBy('m.member_number'),
  );
  const lines = rows.map(({ groupTotal, ...r }) => ({
    ...r,
    share: groupTotal > 0 ? Math.round((r.saved / groupTotal) * 1000) / 10 : 0,
  }));
  return {
    title: 'Shares Saved Report',
    usesDates: true,
    columns: [
      col('group', 'Group', 'text', 2),
      col('number', 'No.'),
      col('member', 'Member', 'text', 2),
      col('saved', 'Saved (KES)', 'money'),
      col('share', 'Share of group', 'percent'),
    ],
    rows: lines,
    totals: { group: 'Total', saved: sumOf(lines, 'saved') },
  };
};

const visitation = async (ctx: Ctx): Promise<Built> => {
  const rows = await tableRows(
    ctx.pool,
    db
      .selectFrom('group_visitations as v')
      .innerJoin('saving_groups as g', 'g.id', 'v.group_id')
      .select((eb) => [
        'v.visit_date as date',
        'g.name as group',
        sql<string>`${eb.ref('v.visitor_name')} || ' (' || ${eb.ref('v.visitor_role')} || ')'`.as('visitor'),
        'v.purpose',
        'v.findings',
        'v.recommendations',
        'v.follow_up_date as followUp',
      ])
      .where((eb) => eb.and([ofGroups(eb, ctx.groups, 'g.id'), ...inRange(eb, 'v.visit_date', ctx.query)]))
      .orderBy('v.visit_date', 'desc')
      .orderBy('v.id', 'desc'),
  );
  return {
    title: 'Visitation Report',
    usesDates: true,
    columns: [
      col('date', 'Date', 'date'),
      col('group', 'Group', 'text', 2),
      col('visitor', 'Visitor', 'text', 2),
      col('purpose', 'Purpose', 'text', 2),
      col('findings', 'Findings', 'text', 3),
      col('recommendations', 'Recommendations', 'text', 3),
      col('followUp', 'Follow-up', 'date'),
    ],
    rows,
    totals: null,
  };
};

export const GENERATORS: Readonly<Record<GroupReportType, (ctx: Ctx) => Promise<Built>>> = {
  attendance,
  'group-records': groupRecords,
  'fund-balance': fundBalance,
  'shares-saved': sharesSaved,
  visitation,
};
