import { cycleQueries as q } from '@pm/domain/api/cycle-queries';
import { selectRows } from '../../lib/db';
import { defineQuery } from '../../lib/define-query';
import { kes } from '../audit-access';
import { readableGroup, SAVING_GROUP_MODELS } from './scope';

interface CycleRecord {
  cycle: number;
  startedOn: string;
  status: 'open' | 'proposed' | 'closed';
  closeDate: string | null;
  weighting: 'amount' | 'time' | null;
  fund: string | null;
  /** cents, as the events hold them */
  payouts: { memberId: number; amount: number }[] | null;
  carriedLoanIds: number[] | null;
  carriedPenaltyIds: number[] | null;
  proposedBy: string | null;
  proposedByUserId: number | null;
  proposedAt: string | null;
  confirmedBy: string | null;
  confirmedAt: string | null;
  rejectedBy: string | null;
  rejectionReason: string | null;
}

/** A group's cycles with the pending proposal (issue 13), payouts named by member. */
export const cycleQueryRoutes = [
  defineQuery(q.groupCycles, SAVING_GROUP_MODELS, async ({ pool, actor }, { params }) => {
    await readableGroup(pool, actor, params.id);
    const cycles = await selectRows<CycleRecord>(
      pool,
      `SELECT cycle, to_char(started_on, 'YYYY-MM-DD') AS "startedOn", status,
              to_char(close_date, 'YYYY-MM-DD') AS "closeDate", weighting, fund::text AS fund, payouts,
              carried_loan_ids AS "carriedLoanIds", carried_penalty_ids AS "carriedPenaltyIds",
              proposed_by AS "proposedBy", proposed_by_user_id AS "proposedByUserId",
              to_char(proposed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "proposedAt",
              confirmed_by AS "confirmedBy",
              to_char(confirmed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "confirmedAt",
              rejected_by AS "rejectedBy", rejection_reason AS "rejectionReason"
         FROM group_cycles WHERE group_id = $1 ORDER BY cycle`,
      [params.id],
    );
    const members = new Map(
      (
        await selectRows<{ id: number; memberNumber: string; name: string }>(
          pool,
          'SELECT id, member_number AS "memberNumber", member_name AS name FROM group_members WHERE group_id = $1',
          [params.id],
        )
      ).map((m) => [m.id, m]),
    );
    return cycles.map(({ fund, payouts, carriedLoanIds, carriedPenaltyIds, ...cycle }) => ({
      ...cycle,
      fund: fund === null ? null : Number(fund),
      payouts: (payouts ?? []).map((p) => ({
        memberId: p.memberId,
        memberNumber: members.get(p.memberId)?.memberNumber ?? '',
        name: members.get(p.memberId)?.name ?? '',
        amount: kes(p.amount),
      })),
      carriedLoanIds: carriedLoanIds ?? [],
      carriedPenaltyIds: carriedPenaltyIds ?? [],
    }));
  }),
];
