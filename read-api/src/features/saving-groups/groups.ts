import { businessDate } from '@pm/domain';
import { savingGroupQueries as q } from '@pm/domain/api/saving-group-queries';
import type { FacilitatorAnalytics, SavingGroupRow } from '@pm/domain/saving-groups/rows';
import type { Database, SavingGroups } from '@pm/infra/db/tables';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { CSV_CONTENT_TYPE, type ExportColumn, toCsv } from '@pm/infra/files/index';
import { type ExpressionBuilder, sql } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import { defineQuery } from '../../lib/define-query';
import { rollupScope } from '../../lib/rollup-scope';
import { typedPage } from '../../lib/typed-paging';
import { type ListScope, listScope, withinScope } from '../../lib/typed-scope';
import { groupsHealth } from '../kpi-groups';
import { groupStats, moduleFigures } from './group-figures';
import { groupReportFigures } from './group-reports';
import {
  GROUP_PLACES,
  loanFund,
  readableGroup,
  SAVING_GROUP_MODELS,
  savedSinceRegistration,
  savingsHeld,
} from './scope';

/** A group's current members. */
const activeMembers = (eb: ExpressionBuilder<Database & { g: SavingGroups }, 'g'>) =>
  eb
    .selectFrom('group_members as m')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('m.group_id', '=', 'g.id')
    .where((mb) => mb.ref('m.is_active'))
    .$asScalar();

/**
 * The groups of a scope with their figures, loan rules and the project's code: the rows of the list and
 * of the export.
 */
const groupsIn = (scope: ListScope) =>
  db
    .selectFrom('saving_groups as g')
    .innerJoin('projects as p', 'p.id', 'g.project_id')
    .select(['g.id', 'g.project_id as projectId', 'p.code as projectCode', 'g.name', 'g.description'])
    .select(['g.group_code as groupCode', 'g.president_name as presidentName'])
    .select(['g.president_phone as presidentPhone', 'g.secretary_name as secretaryName'])
    .select(['g.secretary_phone as secretaryPhone', 'g.treasurer_name as treasurerName'])
    .select(['g.treasurer_phone as treasurerPhone', 'g.total_members as totalMembers'])
    .select(['g.male_members as maleMembers', 'g.female_members as femaleMembers'])
    .select((eb) => activeMembers(eb).as('memberCount'))
    .select(['g.meeting_day as meetingDay', 'g.meeting_time as meetingTime'])
    .select(['g.meeting_location as meetingLocation', 'g.meeting_frequency as meetingFrequency'])
    .select(['g.saving_amount as savingAmount', 'g.service_charge_rate as serviceChargeRate'])
    .select(['g.max_loan_amount as maxLoanAmount', 'g.bank_name as bankName'])
    .select(['g.account_number as accountNumber', 'g.registration_date as registrationDate'])
    .select(['g.cycle_duration as cycleDuration', 'g.status'])
    .select((eb) => [
      eb('g.status', '=', sql.lit('Active')).as('isActive'),
      'g.created_at as createdAt',
      savingsHeld.as('totalSavings'),
      savedSinceRegistration.as('savedSinceRegistration'),
      loanFund.as('loanFundAvailable'),
      eb
        .selectFrom('group_loans as l')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('l.group_id', '=', 'g.id')
        .where('l.status', '=', sql.lit('active'))
        .$asScalar()
        .as('activeLoans'),
      jsonBuildObject({
        oneActiveLoan: eb.ref('g.one_active_loan'),
        ceilingMultiple: eb.ref('g.loan_ceiling_multiple'),
        lateFinePerMonth: eb.ref('g.late_fine_per_month'),
        setOffAtShareOut: eb.ref('g.set_off_at_share_out'),
        leavingPayout: eb.ref('g.leaving_payout'),
        version: eb.ref('g.loan_rules_version'),
      }).as('loanRules'),
      'g.current_cycle as currentCycle',
    ])
    .$narrowType<Pick<SavingGroupRow, 'status' | 'isActive' | 'loanRules'>>()
    .where((eb) => withinScope(eb, scope, GROUP_PLACES));

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
export const groupQueries = [
  // only the page's groups are read, and their lights computed
  defineQuery(q.listGroups, [...SAVING_GROUP_MODELS, 'kpis'], async (ctx, { query }) => {
    const { pool, actor } = ctx;
    const scope = await listScope(pool, actor, query.projectId);
    const groups = await typedPage(
      ctx,
      groupsIn(scope).orderBy('g.created_at', 'desc').orderBy('g.id', 'desc'),
    );
    const health = await groupsHealth(
      pool,
      businessDate(new Date().toISOString()),
      groups.map((g) => g.id),
    );
    const lightOf = new Map(health.map((h) => [h.id, h.verdict]));
    return groups.map((g) => ({ ...g, health: lightOf.get(g.id) ?? null }));
  }),

  defineQuery(q.groupStats, [...SAVING_GROUP_MODELS, 'rollups'], async ({ pool, actor }, { query }) => {
    const scope = await listScope(pool, actor, query.projectId);
    const row = await firstRow(pool, groupStats(scope, rollupScope(actor, query.projectId)));
    return row!;
  }),

  defineQuery(q.moduleStats, MODULE_MODELS, async ({ pool, actor }, { query }) => {
    const scope = await listScope(pool, actor, query.projectId);
    const today = businessDate(new Date().toISOString());
    const row = (await firstRow(pool, moduleFigures(scope, today, rollupScope(actor, query.projectId))))!;
    const reports = await groupReportFigures(pool, actor, query.projectId);
    return {
      groups: { total: row.groupsTotal, active: row.groupsActive },
      members: { active: row.membersActive, former: row.membersFormer },
      savings: { total: row.savingsTotal, thisMonth: row.savingsMonth },
      loans: {
        active: row.loansActive,
        overdue: row.loansOverdue,
        outstanding: row.loansOutstanding,
        serviceCharge: row.loansCharge,
      },
      emergency: { funds: row.funds, pendingRequests: row.pending },
      meetings: { upcoming: row.meetingsUpcoming, heldThisMonth: row.meetingsHeld },
      reports: { total: reports.totalReports, pendingReviews: reports.pendingReviews },
    };
  }),

  defineQuery(q.exportGroups, SAVING_GROUP_MODELS, async ({ pool, actor, reply }, { query }) => {
    const scope = await listScope(pool, actor, query.projectId);
    const groups = await rows(pool, groupsIn(scope).orderBy('g.name'));
    const date = businessDate(new Date().toISOString());
    return reply
      .header('content-type', CSV_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="saving-groups-${date}.csv"`)
      .send(toCsv(EXPORT_COLUMNS, groups));
  }),

  defineQuery(q.loanFund, SAVING_GROUP_MODELS, async ({ pool, actor }, { params }) => {
    await readableGroup(pool, actor, params.id);
    const fund = await firstRow(
      pool,
      db
        .selectFrom('saving_groups as g')
        .select([
          'g.savings',
          'g.repayments',
          'g.penalties_and_fees as penaltiesAndFees',
          'g.disbursed',
          loanFund.as('available'),
        ])
        .where('g.id', '=', params.id),
    );
    return fund!;
  }),

  defineQuery(
    q.facilitatorAnalytics,
    [...SAVING_GROUP_MODELS, 'meetings'],
    async ({ pool, actor }, { query }) => {
      const scope = await listScope(pool, actor, query.projectId);
      const groups = await rows(
        pool,
        db
          .selectFrom('saving_groups as g')
          .select((eb) => [
            'g.id',
            'g.name',
            'g.status',
            sql<string>`(${savingsHeld} * 100)::bigint::text`.as('savingsCents'),
            activeMembers(eb).as('totalMembers'),
          ])
          .$narrowType<Pick<FacilitatorAnalytics['groupDetails'][number], 'status'>>()
          .where((eb) => withinScope(eb, scope, GROUP_PLACES))
          .orderBy('g.created_at', 'desc')
          .orderBy('g.id', 'desc'),
      );
      const ids = groups.map((g) => g.id);
      // the loans lent, and the meetings held: a meeting is held once its attendance is taken
      const totals = await firstRow(
        pool,
        db.selectNoFrom((eb) => [
          eb
            .selectFrom('group_loans')
            .select((lb) => lb.fn.coalesce(lb.fn.sum<number>('amount'), sql.lit(0)).as('total'))
            .where((lb) => lb('group_id', '=', lb.fn.any(sql<number[]>`${ids}`)))
            .$asScalar()
            .as('loans'),
          eb
            .selectFrom('group_meetings')
            .select(sql<number>`count(*)::int`.as('n'))
            .where((mb) =>
              mb.and([mb('group_id', '=', mb.fn.any(sql<number[]>`${ids}`)), mb.ref('attendance_recorded')]),
            )
            .$asScalar()
            .as('meetings'),
        ]),
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
