import type { GroupReportQuery, GroupReportType } from '@pm/domain/api/group-report-queries';
import { col, kes, type ReportColumn, type ReportLine } from '@pm/domain/reports/table';
import type pg from 'pg';
import { selectRows } from '../../lib/db';
import { LOAN_FUND_SQL } from './scope';

/** One generator's columns and rows. */
interface Built {
  readonly title: string;
  readonly columns: readonly ReportColumn[];
  readonly rows: ReportLine[];
  readonly totals: ReportLine | null;
  readonly usesDates: boolean;
}

type Ctx = { pool: pg.Pool; condition: string; params: unknown[]; query: GroupReportQuery };

/** Adds the optional date range on `column` to the bound parameters. */
const range = (ctx: Ctx, column: string): { sql: string; params: unknown[] } => {
  const params = [...ctx.params];
  let sql = '';
  if (ctx.query.dateFrom) {
    params.push(ctx.query.dateFrom);
    sql += ` AND ${column} >= $${params.length}`;
  }
  if (ctx.query.dateTo) {
    params.push(ctx.query.dateTo);
    sql += ` AND ${column} <= $${params.length}`;
  }
  return { sql, params };
};

const sumOf = (rows: readonly ReportLine[], key: string): number =>
  kes(rows.reduce((sum, r) => sum + Math.round(Number(r[key] ?? 0) * 100), 0));

const attendance = async (ctx: Ctx): Promise<Built> => {
  const { sql, params } = range(ctx, 'mt.meeting_date');
  const rows = await selectRows<{
    group: string;
    member: string;
    number: string;
    held: number;
    attended: number;
  }>(
    ctx.pool,
    `SELECT g.name AS group, m.member_name AS member, m.member_number AS number,
            count(mt.id)::int AS held, count(a.member_id) FILTER (WHERE a.is_present)::int AS attended
       FROM group_members m JOIN saving_groups g ON g.id = m.group_id
       LEFT JOIN group_meetings mt ON mt.group_id = g.id AND mt.attendance_recorded ${sql}
       LEFT JOIN meeting_attendance a ON a.meeting_id = mt.id AND a.member_id = m.id
      WHERE ${ctx.condition} AND m.is_active
      GROUP BY g.name, m.member_name, m.member_number ORDER BY g.name, m.member_number`,
    params,
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
  const rows = await selectRows<ReportLine>(
    ctx.pool,
    `SELECT g.name AS group, m.member_number AS number, m.member_name AS member, m.role,
            to_char(m.joined_on, 'YYYY-MM-DD') AS joined,
            CASE WHEN m.is_active THEN 'Active' ELSE 'Former' END AS status,
            (SELECT coalesce(sum(s.amount), 0) FROM group_savings s
              WHERE s.member_id = m.id AND s.reversed_at IS NULL) AS savings,
            (SELECT coalesce(sum(l.total_amount - l.amount_paid - l.written_off), 0) FROM group_loans l
              WHERE l.borrower_id = m.id AND l.status = 'active') AS owed
       FROM group_members m JOIN saving_groups g ON g.id = m.group_id
      WHERE ${ctx.condition}
      ORDER BY g.name, m.member_number`,
    ctx.params,
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
  const rows = await selectRows<ReportLine>(
    ctx.pool,
    `SELECT g.name AS group, g.savings, g.repayments, g.penalties_and_fees AS collections, g.disbursed,
            ${LOAN_FUND_SQL} AS available,
            (SELECT coalesce(sum(c.amount), 0) FROM emergency_funds f JOIN emergency_contributions c ON c.fund_id = f.id
              WHERE f.group_id = g.id AND c.reversed_at IS NULL)
          - (SELECT coalesce(sum(d.amount), 0) FROM emergency_funds f JOIN emergency_disbursements d ON d.fund_id = f.id
              WHERE f.group_id = g.id AND d.status = 'approved') AS emergency
       FROM saving_groups g WHERE ${ctx.condition} ORDER BY g.name`,
    ctx.params,
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
  const { sql, params } = range(ctx, 's.saving_date');
  const rows = await selectRows<{
    group: string;
    number: string;
    member: string;
    saved: number;
    groupTotal: number;
  }>(
    ctx.pool,
    `SELECT g.name AS group, m.member_number AS number, m.member_name AS member, coalesce(sum(s.amount), 0) AS saved,
            sum(coalesce(sum(s.amount), 0)) OVER (PARTITION BY g.id) AS "groupTotal"
       FROM group_members m JOIN saving_groups g ON g.id = m.group_id
       LEFT JOIN group_savings s ON s.member_id = m.id AND s.reversed_at IS NULL ${sql}
      WHERE ${ctx.condition}
      GROUP BY g.id, g.name, m.member_number, m.member_name ORDER BY g.name, m.member_number`,
    params,
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
  const { sql, params } = range(ctx, 'v.visit_date');
  const rows = await selectRows<ReportLine>(
    ctx.pool,
    `SELECT v.visit_date AS date, g.name AS group, v.visitor_name || ' (' || v.visitor_role || ')' AS visitor, v.purpose,
            v.findings, v.recommendations, v.follow_up_date AS "followUp"
       FROM group_visitations v JOIN saving_groups g ON g.id = v.group_id
      WHERE ${ctx.condition} ${sql} ORDER BY v.visit_date DESC, v.id DESC`,
    params,
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
