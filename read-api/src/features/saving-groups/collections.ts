import { collectionQueries as q } from '@pm/domain/api/collection-queries';
import type { FeePaymentRow, PenaltyRow, RegistrationFeeRow } from '@pm/domain/saving-groups/collection-rows';
import { selectRows } from '../../lib/db';
import { defineQuery, selectPage } from '../../lib/define-query';
import { entryAuditColumns } from './entry-audit';
import { groupCondition, ofOneGroupsMembers, SAVING_GROUP_MODELS } from './scope';

/** Collections Management's reads: penalties, each group's registration fee, and fee payments. */
export const collectionQueryRoutes = [
  defineQuery(q.listPenalties, SAVING_GROUP_MODELS, async (ctx, { query }) => {
    const { pool, actor } = ctx;
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, query, params, 'p.group_id');
    const members = ofOneGroupsMembers(query, params);
    return selectPage<PenaltyRow>(
      ctx,
      `SELECT p.id, p.group_id AS "groupId", g.name AS "groupName", p.member_id AS "memberId", m.member_name AS "memberName",
              p.penalty_type AS "penaltyType", p.amount, p.description, p.penalty_date AS "penaltyDate",
              p.is_paid AS "isPaid", p.payment_date AS "paymentDate", p.meeting_id AS "meetingId", ${entryAuditColumns('p')}
         FROM member_penalties p JOIN saving_groups g ON g.id = p.group_id JOIN group_members m ON m.id = p.member_id
        WHERE ${condition}${members}`,
      'p.penalty_date DESC, p.id DESC',
      params,
    );
  }),

  defineQuery(q.listRegistrationFees, SAVING_GROUP_MODELS, async ({ pool, actor }, { query }) => {
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, query, params, 'g.id');
    return selectRows<RegistrationFeeRow>(
      pool,
      `SELECT g.id AS "groupId", g.name AS "groupName", g.registration_fee AS "feeAmount",
              g.registration_fee_description AS description,
              (SELECT count(*)::int FROM member_registration_fees f
                WHERE f.group_id = g.id AND f.reversed_at IS NULL) AS "paidCount",
              (SELECT coalesce(sum(f.amount), 0) FROM member_registration_fees f
                WHERE f.group_id = g.id AND f.reversed_at IS NULL) AS "totalPaid"
         FROM saving_groups g WHERE ${condition} ORDER BY g.name`,
      params,
    );
  }),

  defineQuery(q.listFeePayments, SAVING_GROUP_MODELS, async ({ pool, actor }, { query }) => {
    const params: unknown[] = [];
    const condition = await groupCondition(pool, actor, query, params, 'f.group_id');
    return selectRows<FeePaymentRow>(
      pool,
      `SELECT f.id, f.group_id AS "groupId", f.member_id AS "memberId", m.member_name AS "memberName", f.amount,
              f.payment_date AS "paymentDate", f.notes, f.meeting_id AS "meetingId", ${entryAuditColumns('f')}
         FROM member_registration_fees f JOIN group_members m ON m.id = f.member_id
        WHERE ${condition} ORDER BY f.payment_date DESC, f.id DESC`,
      params,
    );
  }),
];
