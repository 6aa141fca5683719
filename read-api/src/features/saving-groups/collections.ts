import { collectionQueries as q } from '@pm/domain/api/collection-queries';
import type { PenaltyRow } from '@pm/domain/saving-groups/collection-rows';
import { db, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import { defineQuery } from '../../lib/define-query';
import { typedPage } from '../../lib/typed-paging';
import { entryAudit } from './entry-audit';
import { groupSelection, ofGroups, oneGroup, SAVING_GROUP_MODELS } from './scope';

/** Collections Management's reads: penalties, each group's registration fee, and fee payments. */
export const collectionQueryRoutes = [
  defineQuery(q.listPenalties, SAVING_GROUP_MODELS, async (ctx, { query }) => {
    const groups = await groupSelection(ctx.pool, ctx.actor, query);
    let list = db
      .selectFrom('member_penalties as p')
      .innerJoin('saving_groups as g', 'g.id', 'p.group_id')
      .innerJoin('group_members as m', 'm.id', 'p.member_id')
      .select([
        'p.id',
        'p.group_id as groupId',
        'g.name as groupName',
        'p.member_id as memberId',
        'm.member_name as memberName',
        'p.penalty_type as penaltyType',
        'p.amount',
        'p.description',
        'p.penalty_date as penaltyDate',
        'p.is_paid as isPaid',
        'p.payment_date as paymentDate',
        'p.meeting_id as meetingId',
        ...entryAudit('p'),
      ])
      .$narrowType<Pick<PenaltyRow, 'penaltyType'>>()
      .where((eb) => ofGroups(eb, groups, 'p.group_id'));
    // one group's entries join that group's members only (`oneGroup`)
    const groupId = oneGroup(groups);
    if (groupId !== undefined) list = list.where('m.group_id', '=', groupId);
    return typedPage(ctx, list.orderBy('p.penalty_date', 'desc').orderBy('p.id', 'desc'));
  }),

  defineQuery(q.listRegistrationFees, SAVING_GROUP_MODELS, async ({ pool, actor }, { query }) => {
    const groups = await groupSelection(pool, actor, query);
    return rows(
      pool,
      db
        .selectFrom('saving_groups as g')
        .select((eb) => {
          const fees = () =>
            eb
              .selectFrom('member_registration_fees as f')
              .whereRef('f.group_id', '=', 'g.id')
              .where('f.reversed_at', 'is', null);
          return [
            'g.id as groupId',
            'g.name as groupName',
            'g.registration_fee as feeAmount',
            'g.registration_fee_description as description',
            fees().select(sql<number>`count(*)::int`.as('n')).$asScalar().as('paidCount'),
            fees()
              .select((fb) => fb.fn.coalesce(fb.fn.sum<number>('f.amount'), sql.lit(0)).as('total'))
              .$asScalar()
              .as('totalPaid'),
          ];
        })
        .where((eb) => ofGroups(eb, groups, 'g.id'))
        .orderBy('g.name'),
    );
  }),

  defineQuery(q.listFeePayments, SAVING_GROUP_MODELS, async ({ pool, actor }, { query }) => {
    const groups = await groupSelection(pool, actor, query);
    return rows(
      pool,
      db
        .selectFrom('member_registration_fees as f')
        .innerJoin('group_members as m', 'm.id', 'f.member_id')
        .select([
          'f.id',
          'f.group_id as groupId',
          'f.member_id as memberId',
          'm.member_name as memberName',
          'f.amount',
          'f.payment_date as paymentDate',
          'f.notes',
          'f.meeting_id as meetingId',
          ...entryAudit('f'),
        ])
        .where((eb) => ofGroups(eb, groups, 'f.group_id'))
        .orderBy('f.payment_date', 'desc')
        .orderBy('f.id', 'desc'),
    );
  }),
];
