import { businessDate, NotFoundError } from '@pm/domain';
import { savingGroupQueries as q } from '@pm/domain/api/saving-group-queries';
import type {
  EmergencyDisbursementRow,
  GroupLoanRow,
  GroupMemberRow,
  GroupSavingRow,
} from '@pm/domain/saving-groups/rows';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import { defineQuery } from '../../lib/define-query';
import { typedPage } from '../../lib/typed-paging';
import { entryAudit } from './entry-audit';
import {
  fundSelection,
  groupSelection,
  ofFunds,
  ofGroups,
  oneGroup,
  readableGroup,
  SAVING_GROUP_MODELS,
} from './scope';

/** Members, savings, loans, repayments and emergency funds, of one group or of every group in scope. */
export const ledgerQueries = [
  defineQuery(q.listMembers, SAVING_GROUP_MODELS, async (ctx, { query }) => {
    const groups = await groupSelection(ctx.pool, ctx.actor, query);
    return typedPage(
      ctx,
      db
        .selectFrom('group_members as m')
        .innerJoin('saving_groups as g', 'g.id', 'm.group_id')
        .select([
          'm.id',
          'm.group_id as groupId',
          'g.name as groupName',
          'm.member_number as memberNumber',
          'm.member_id_number as memberIdNumber',
          'm.member_name as memberName',
          'm.member_phone as memberPhone',
          'm.next_of_kin_name as nextOfKinName',
          'm.next_of_kin_id_number as nextOfKinIdNumber',
          'm.next_of_kin_phone as nextOfKinPhone',
          'm.next_of_kin_relationship as nextOfKinRelationship',
          'm.role',
          'm.joined_at as joinedAt',
          'm.joined_on as joinedOn',
          'm.left_at as leftAt',
          'm.is_active as isActive',
        ])
        .$narrowType<Pick<GroupMemberRow, 'role'>>()
        .where((eb) => ofGroups(eb, groups, 'm.group_id'))
        .orderBy('g.name')
        .orderBy('m.member_number')
        .orderBy('m.id'),
    );
  }),

  defineQuery(q.listSavings, SAVING_GROUP_MODELS, async (ctx, { query }) => {
    const groups = await groupSelection(ctx.pool, ctx.actor, query);
    let list = db
      .selectFrom('group_savings as s')
      .innerJoin('saving_groups as g', 'g.id', 's.group_id')
      .innerJoin('group_members as m', 'm.id', 's.member_id')
      .select((eb) => [
        's.id',
        's.group_id as groupId',
        'g.name as groupName',
        's.member_id as memberId',
        'm.member_name as memberName',
        's.amount',
        's.saving_date as savingDate',
        's.notes',
        's.meeting_id as meetingId',
        's.kind',
        's.corrects_saving_id as correctsSavingId',
        eb.fn.coalesce(eb('s.cycle', '<', eb.ref('g.current_cycle')), sql.lit(false)).as('inClosedCycle'),
        ...entryAudit('s'),
      ])
      .$narrowType<Pick<GroupSavingRow, 'kind' | 'inClosedCycle'>>()
      .where((eb) => ofGroups(eb, groups, 's.group_id'));
    // one group's entries join that group's members only (`oneGroup`)
    const groupId = oneGroup(groups);
    if (groupId !== undefined) list = list.where('m.group_id', '=', groupId);
    return typedPage(ctx, list.orderBy('s.saving_date', 'desc').orderBy('s.id', 'desc'));
  }),

  defineQuery(q.listLoans, SAVING_GROUP_MODELS, async (ctx, { query }) => {
    const groups = await groupSelection(ctx.pool, ctx.actor, query);
    const today = businessDate(new Date().toISOString());
    let list = db
      .selectFrom('group_loans as l')
      .innerJoin('saving_groups as g', 'g.id', 'l.group_id')
      .innerJoin('group_members as m', 'm.id', 'l.borrower_id')
      .select((eb) => [
        'l.id',
        'l.group_id as groupId',
        'g.name as groupName',
        'l.borrower_id as borrowerId',
        'm.member_name as borrowerName',
        'l.amount',
        'l.interest_rate as interestRate',
        'l.term_months as termMonths',
        'l.total_amount as totalAmount',
        'l.amount_paid as amountPaid',
        sql<number>`(${eb.ref('l.total_amount')} - ${eb.ref('l.amount_paid')} - ${eb.ref('l.written_off')})`.as(
          'outstanding',
        ),
        'l.loan_date as loanDate',
        'l.due_date as dueDate',
        'l.status',
        sql<boolean>`(${eb.ref('l.status')} = 'active' AND ${eb.ref('l.due_date')} < ${today}::date)`.as(
          'overdue',
        ),
        'l.purpose',
        'l.guarantors',
        'l.written_off as writtenOff',
        'l.written_off_on as writtenOffOn',
        'l.write_off_reason as writeOffReason',
      ])
      .$narrowType<Pick<GroupLoanRow, 'status' | 'guarantors'>>()
      .where((eb) => ofGroups(eb, groups, 'l.group_id'));
    // one group's entries join that group's members only (`oneGroup`)
    const groupId = oneGroup(groups);
    if (groupId !== undefined) list = list.where('m.group_id', '=', groupId);
    return typedPage(ctx, list.orderBy('l.loan_date', 'desc').orderBy('l.id', 'desc'));
  }),

  defineQuery(q.listRepayments, SAVING_GROUP_MODELS, async (ctx, { query }) => {
    const { pool, actor } = ctx;
    const { loanId } = query;
    let loanGroups: Awaited<ReturnType<typeof groupSelection>> | undefined;
    if (loanId !== undefined) {
      const loan = await firstRow(
        pool,
        db.selectFrom('group_loans').select('group_id as groupId').where('id', '=', loanId),
      );
      if (!loan) throw new NotFoundError('Loan not found');
      await readableGroup(pool, actor, loan.groupId);
    } else loanGroups = await groupSelection(pool, actor, query);
    return typedPage(
      ctx,
      db
        .selectFrom('loan_repayments as r')
        .innerJoin('group_loans as l', 'l.id', 'r.loan_id')
        .innerJoin('group_members as m', 'm.id', 'l.borrower_id')
        .select([
          'r.id',
          'r.loan_id as loanId',
          'r.amount',
          'r.payment_date as paymentDate',
          'r.notes',
          'm.member_name as borrowerName',
          'r.meeting_id as meetingId',
          ...entryAudit('r'),
        ])
        .where((eb) =>
          loanGroups === undefined ? eb('r.loan_id', '=', loanId!) : ofGroups(eb, loanGroups, 'l.group_id'),
        )
        .orderBy('r.payment_date', 'desc')
        .orderBy('r.id', 'desc'),
    );
  }),

  defineQuery(q.listEmergencyFunds, SAVING_GROUP_MODELS, async ({ pool, actor }, { query }) => {
    const groups = await groupSelection(pool, actor, query);
    return rows(
      pool,
      db
        .selectFrom('emergency_funds as f')
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('emergency_contributions as ec')
              .select((cb) => cb.fn.coalesce(cb.fn.sum<number>('ec.amount'), sql.lit(0)).as('total'))
              .whereRef('ec.fund_id', '=', 'f.id')
              .where('ec.reversed_at', 'is', null)
              .as('c'),
          (join) => join.onTrue(),
        )
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('emergency_disbursements as ed')
              .select((sb) => {
                const sumOf = (status: 'approved' | 'pending') =>
                  sql<number>`coalesce(sum(${sb.ref('ed.amount')}) FILTER (WHERE ${sb.ref('ed.status')} = ${sql.lit(status)}), 0)`;
                return [sumOf('approved').as('approved'), sumOf('pending').as('pending')];
              })
              .whereRef('ed.fund_id', '=', 'f.id')
              .as('d'),
          (join) => join.onTrue(),
        )
        .select((eb) => [
          'f.id',
          'f.group_id as groupId',
          'f.description',
          'f.contribution_amount as contributionAmount',
          'f.max_disbursement_per_member as maxDisbursementPerMember',
          'f.is_active as isActive',
          'c.total as totalContributions',
          'd.approved as approvedDisbursements',
          'd.pending as pendingDisbursements',
          sql<number>`(${eb.ref('c.total')} - ${eb.ref('d.approved')} - ${eb.ref('d.pending')})`.as(
            'availableBalance',
          ),
        ])
        .where((eb) => ofGroups(eb, groups, 'f.group_id'))
        .orderBy('f.created_at', 'desc'),
    );
  }),

  defineQuery(q.listEmergencyContributions, SAVING_GROUP_MODELS, async ({ pool, actor }, { query }) => {
    const funds = await fundSelection(pool, actor, query);
    return rows(
      pool,
      db
        .selectFrom('emergency_contributions as c')
        .innerJoin('emergency_funds as f', 'f.id', 'c.fund_id')
        .innerJoin('group_members as m', 'm.id', 'c.member_id')
        .select([
          'c.id',
          'c.fund_id as fundId',
          'c.member_id as memberId',
          'm.member_name as memberName',
          'c.amount',
          'c.contribution_date as contributionDate',
          'c.notes',
          'c.meeting_id as meetingId',
          ...entryAudit('c'),
        ])
        .where((eb) => ofFunds(eb, funds, 'f.id'))
        .orderBy('c.contribution_date', 'desc')
        .orderBy('c.id', 'desc'),
    );
  }),

  defineQuery(q.listEmergencyDisbursements, SAVING_GROUP_MODELS, async ({ pool, actor }, { query }) => {
    const funds = await fundSelection(pool, actor, query);
    return rows(
      pool,
      db
        .selectFrom('emergency_disbursements as d')
        .innerJoin('emergency_funds as f', 'f.id', 'd.fund_id')
        .innerJoin('group_members as m', 'm.id', 'd.member_id')
        .select((eb) => [
          'd.id',
          'd.fund_id as fundId',
          'd.member_id as memberId',
          'm.member_name as memberName',
          'd.amount',
          'd.emergency_type as emergencyType',
          'd.description',
          'd.status',
          jsonBuildObject({
            userId: eb.ref('d.requested_by_user_id'),
            username: eb.ref('d.requested_by'),
          }).as('requestedBy'),
          'd.requested_at as requestedAt',
          'd.decided_by as decidedBy',
          'd.decided_at as decidedAt',
          'd.rejection_reason as rejectionReason',
          'd.disbursement_date as disbursementDate',
        ])
        .$narrowType<Pick<EmergencyDisbursementRow, 'status' | 'emergencyType'>>()
        .where((eb) => ofFunds(eb, funds, 'f.id'))
        .orderBy('d.requested_at', 'desc')
        .orderBy('d.id', 'desc'),
    );
  }),
];
