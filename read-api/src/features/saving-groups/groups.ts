import { businessDate, monthOf } from '@pm/domain';
import { savingGroupQueries as q } from '@pm/domain/api/saving-group-queries';
import type {
  FacilitatorAnalytics,
  GroupStats,
  LoanFund,
  SavingGroupRow,
} from '@pm/domain/saving-groups/rows';
import { CSV_CONTENT_TYPE, type ExportColumn, toCsv } from '@pm/infra/files/index';
import { selectOne, selectRows } from '../../lib/db';
import { defineQuery, selectPage } from '../../lib/define-query';
import { rollupScope } from '../../lib/rollup-scope';
import { groupsHealth } from '../kpi-data';
import { groupReportFigures } from './group-reports';
import { meetingHeldSql } from './meetings';
import {
  groupScope,
  LOAN_FUND_SQL,
  readableGroup,
  SAVED_SINCE_REGISTRATION_SQL,
  SAVING_GROUP_MODELS,
  SAVINGS_HELD_SQL,
} from './scope';

const ACTIVE_MEMBERS = '(SELECT count(*)::int FROM group_members m WHERE m.group_id = g.id AND m.is_active)';
const ACTIVE_LOANS =
  "(SELECT count(*)::int FROM group_loans l WHERE l.group_id = g.id AND l.status = 'active')";

const GROUP_COLUMNS = `g.id, g.project_id AS "projectId", p.code AS "projectCode", g.name, g.description, g.group_code AS "groupCode",
  g.president_name AS "presidentName", g.president_phone AS "presidentPhone", g.secretary_name AS "secretaryName",
  g.secretary_phone AS "secretaryPhone", g.treasurer_name AS "treasurerName", g.treasurer_phone AS "treasurerPhone",
  g.total_members AS "totalMembers", g.male_members AS "maleMembers", g.female_members AS "femaleMembers",
  ${ACTIVE_MEMBERS} AS "memberCount",
  g.meeting_day AS "meetingDay", g.meeting_time AS "meetingTime", g.meeting_location AS "meetingLocation",
  g.meeting_frequency AS "meetingFrequency", g.saving_amount AS "savingAmount",
  g.service_charge_rate AS "serviceChargeRate", g.max_loan_amount AS "maxLoanAmount",
  g.bank_name AS "bankName", g.account_number AS "accountNumber", g.registration_date AS "registrationDate",
  g.cycle_duration AS "cycleDuration", g.status, g.status = 'Active' AS "isActive", g.created_at AS "createdAt",
  ${SAVINGS_HELD_SQL} AS "totalSavings", ${SAVED_SINCE_REGISTRATION_SQL} AS "savedSinceRegistration", ${LOAN_FUND_SQL} AS "loanFundAvailable",
  ${ACTIVE_LOANS} AS "activeLoans",
  json_build_object('oneActiveLoan', g.one_active_loan, 'ceilingMultiple', g.loan_ceiling_multiple,
    'lateFinePerMonth', g.late_fine_per_month, 'setOffAtShareOut', g.set_off_at_share_out,
    'leavingPayout', g.leaving_payout,
    'version', g.loan_rules_version) AS "loanRules",
  g.current_cycle AS "currentCycle"`;

const EXPORT_COLUMNS: ExportColumn[] = [
  ['name', 'Name'],
  ['groupCode', 'Group code'],
  ['projectCode', 'Project'],
  ['status', 'Status'],
  ['memberCount', 'Members'],
  ['meetingDay', 'Meeting day'],
  ['meetingTime', 'Meeting time'],
  ['meetingLocation', 'Location'],
  ['meetingFrequency', 'Frequency'],
  ['savingAmount', 'Saving per meeting (KES)'],
  ['serviceChargeRate', 'Service charge %'],
  ['totalSavings', 'Savings held this cycle (KES)'],
  ['savedSinceRegistration', 'Saved since registration (KES)'],
  ['loanFundAvailable', 'Loan fund available (KES)'],
  ['presidentName', 'President'],
  ['presidentPhone', 'President phone'],
  ['treasurerName', 'Treasurer'],
  ['treasurerPhone', 'Treasurer phone'],
  ['registrationDate', 'Registered'],
].map(([key, header]) => ({ key: key!, header: header! }));

/** The module cards read the groups' tables, the rolled-up figures and the meetings. */
const MODULE_MODELS = [...SAVING_GROUP_MODELS, 'rollups', 'meetings'] as const;

/** Groups, their totals, the module cards, the export, one group's fund and the facilitator dashboard. */
/**
 * Rows of the groups in scope (table alias `alias`, by its group_id): every row when the scope is the
 * whole programme (every row belongs to some group), instead of matching 30,000 loans against 5,000 ids.
 */
const everyGroupOr = (condition: string) => (alias: string) =>
  condition === 'true' ? 'true' : `${alias}.group_id IN (SELECT id FROM g)`;

export const groupQueries = [
  // only the page's groups are read, and their lights computed
  defineQuery(q.listGroups, [...SAVING_GROUP_MODELS, 'kpis'], async (ctx, { query }) => {
    const { pool, actor } = ctx;
    const params: unknown[] = [];
    const condition = await groupScope(pool, actor, query.projectId, params);
    const groups = await selectPage<Omit<SavingGroupRow, 'health'>>(
      ctx,
      `SELECT ${GROUP_COLUMNS} FROM saving_groups g JOIN projects p ON p.id = g.project_id WHERE ${condition}`,
      'g.created_at DESC, g.id DESC',
      params,
    );
    const health = await groupsHealth(pool, businessDate(new Date().toISOString()), 'g.group_id = ANY($2)', [
      groups.map((g) => g.id),
    ]);
    const lightOf = new Map(health.map((h) => [h.id, h.verdict]));
    return groups.map((g) => ({ ...g, health: lightOf.get(g.id) ?? null }));
  }),

  // members from the rolled-up figures, active loans over their partial index
  defineQuery(q.groupStats, [...SAVING_GROUP_MODELS, 'rollups'], async ({ pool, actor }, { query }) => {
    const params: unknown[] = [];
    const condition = await groupScope(pool, actor, query.projectId, params);
    params.push(...rollupScope(actor, query.projectId));
    const s = params.length - 1;
    const row = await selectOne<GroupStats>(
      pool,
      `WITH g AS MATERIALIZED (SELECT g.id, ${SAVINGS_HELD_SQL} AS savings FROM saving_groups g WHERE ${condition})
       SELECT (SELECT count(*) FROM g)::int AS "totalGroups",
              coalesce((SELECT members FROM rollup_figures WHERE scope = $${s} AND scope_id = $${s + 1}), 0)::int
                AS "totalMembers",
              (SELECT coalesce(sum(savings), 0) FROM g) AS "totalSavings",
              (SELECT count(*) FROM group_loans l WHERE l.status = 'active' AND ${everyGroupOr(condition)('l')})::int
                AS "activeLoans"`,
      params,
    );
    return row!;
  }),

  // members and this month's savings from the rolled-up figures; the rest over partial indexes; the
  // reports as Group Reports counts them
  defineQuery(q.moduleStats, MODULE_MODELS, async ({ pool, actor }, { query }) => {
    const params: unknown[] = [];
    const condition = await groupScope(pool, actor, query.projectId, params);
    const today = businessDate(new Date().toISOString());
    const [scope, scopeId] = rollupScope(actor, query.projectId);
    params.push(monthOf(today), today, scope, scopeId);
    const m = params.length - 3;
    const inGroups = everyGroupOr(condition);
    const row = (await selectOne<Record<string, number>>(
      pool,
      `WITH g AS MATERIALIZED (SELECT g.id, g.status, ${SAVINGS_HELD_SQL} AS savings FROM saving_groups g WHERE ${condition}),
            loans AS (SELECT l.due_date, greatest(l.amount - l.amount_paid, 0) AS principal,
                             l.total_amount - l.amount_paid - greatest(l.amount - l.amount_paid, 0) AS charge
                        FROM group_loans l WHERE l.status = 'active' AND ${inGroups('l')})
       SELECT (SELECT count(*) FROM g)::int AS groups_total,
              (SELECT count(*) FROM g WHERE status = 'Active')::int AS groups_active,
              coalesce((SELECT members FROM rollup_figures WHERE scope = $${m + 2} AND scope_id = $${m + 3}), 0)::int AS members_active,
              (SELECT count(*) FROM group_members x WHERE NOT x.is_active AND ${inGroups('x')})::int AS members_former,
              (SELECT coalesce(sum(savings), 0) FROM g) AS savings_total,
              coalesce((SELECT savings FROM rollup_months WHERE scope = $${m + 2} AND scope_id = $${m + 3} AND month = $${m}), 0)
                AS savings_month,
              (SELECT count(*) FROM loans)::int AS loans_active,
              (SELECT count(*) FROM loans WHERE due_date < $${m + 1}::date)::int AS loans_overdue,
              (SELECT coalesce(sum(principal), 0) FROM loans) AS loans_outstanding,
              (SELECT coalesce(sum(charge), 0) FROM loans) AS loans_charge,
              (SELECT count(*) FROM emergency_funds f WHERE ${inGroups('f')})::int AS funds,
              (SELECT count(*) FROM emergency_disbursements d JOIN emergency_funds f ON f.id = d.fund_id
                 WHERE ${inGroups('f')} AND d.status = 'pending')::int AS pending,
              (SELECT count(*) FROM group_meetings mt
                WHERE mt.meeting_date > $${m + 1}::date AND ${inGroups('mt')})::int AS meetings_upcoming,
              (SELECT count(*) FROM group_meetings mt
                WHERE mt.meeting_date BETWEEN ($${m} || '-01')::date AND $${m + 1}::date AND ${inGroups('mt')}
                  AND ${meetingHeldSql('mt')})::int AS meetings_held`,
      params,
    ))!;
    const reports = await groupReportFigures(pool, actor, query.projectId);
    return {
      groups: { total: row.groups_total!, active: row.groups_active! },
      members: { active: row.members_active!, former: row.members_former! },
      savings: { total: row.savings_total!, thisMonth: row.savings_month! },
      loans: {
        active: row.loans_active!,
        overdue: row.loans_overdue!,
        outstanding: row.loans_outstanding!,
        serviceCharge: row.loans_charge!,
      },
      emergency: { funds: row.funds!, pendingRequests: row.pending! },
      meetings: { upcoming: row.meetings_upcoming!, heldThisMonth: row.meetings_held! },
      reports: { total: reports.totalReports, pendingReviews: reports.pendingReviews },
    };
  }),

  defineQuery(q.exportGroups, SAVING_GROUP_MODELS, async ({ pool, actor, reply }, { query }) => {
    const params: unknown[] = [];
    const condition = await groupScope(pool, actor, query.projectId, params);
    const rows = await selectRows<SavingGroupRow>(
      pool,
      `SELECT ${GROUP_COLUMNS} FROM saving_groups g JOIN projects p ON p.id = g.project_id WHERE ${condition} ORDER BY g.name`,
      params,
    );
    const date = businessDate(new Date().toISOString());
    return reply
      .header('content-type', CSV_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="saving-groups-${date}.csv"`)
      .send(toCsv(EXPORT_COLUMNS, rows));
  }),

  defineQuery(q.loanFund, SAVING_GROUP_MODELS, async ({ pool, actor }, { params }) => {
    await readableGroup(pool, actor, params.id);
    const fund = await selectOne<LoanFund>(
      pool,
      `SELECT savings, repayments, penalties_and_fees AS "penaltiesAndFees", disbursed,
              ${LOAN_FUND_SQL} AS available
         FROM saving_groups g WHERE id = $1`,
      [params.id],
    );
    return fund!;
  }),

  defineQuery(
    q.facilitatorAnalytics,
    [...SAVING_GROUP_MODELS, 'meetings'],
    async ({ pool, actor }, { query }) => {
      const params: unknown[] = [];
      const condition = await groupScope(pool, actor, query.projectId, params);
      const groups = await selectRows<
        FacilitatorAnalytics['groupDetails'][number] & { savingsCents: string }
      >(
        pool,
        `SELECT g.id, g.name, g.status, (${SAVINGS_HELD_SQL} * 100)::bigint::text AS "savingsCents", ${ACTIVE_MEMBERS} AS "totalMembers"
         FROM saving_groups g WHERE ${condition} ORDER BY g.created_at DESC, g.id DESC`,
        params,
      );
      const ids = groups.map((g) => g.id);
      // the loans lent, and the meetings held: a meeting is held once its attendance is taken
      const totals = await selectOne<{ loans: number; meetings: number }>(
        pool,
        `SELECT (SELECT coalesce(sum(amount), 0) FROM group_loans WHERE group_id = ANY($1)) AS loans,
                (SELECT count(*)::int FROM group_meetings WHERE group_id = ANY($1) AND attendance_recorded) AS meetings`,
        [ids],
      );
      const savingsCents = groups.reduce((sum, g) => sum + BigInt(g.savingsCents), 0n);
      return {
        totalGroups: groups.length,
        totalMembers: groups.reduce((s, g) => s + g.totalMembers, 0),
        totalSavings: Number(savingsCents) / 100,
        totalLoans: totals?.loans ?? 0,
        totalMeetings: totals?.meetings ?? 0,
        activeGroups: groups.filter((g) => g.status === 'Active').length,
        groupDetails: groups.map(({ id, name, totalMembers, status }) => ({
          id,
          name,
          totalMembers,
          status,
        })),
      };
    },
  ),
];
