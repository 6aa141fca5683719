import type { ContributionEvent } from '@pm/domain';
import type pg from 'pg';
import type { Handlers } from '../read-model';
import { cents, insert, update } from '../sql';

/** Paid amount and last payment date from the payments that count: recomputed, so a replay is harmless. */
const refreshTotals = (tx: pg.PoolClient, contributionId: number, position: bigint) =>
  tx.query(
    `UPDATE contributions c SET
       paid_amount = coalesce((SELECT sum(amount) FROM payments p WHERE p.contribution_id = c.id AND NOT p.reversed), 0),
       last_payment_date = (SELECT max(payment_date) FROM payments p WHERE p.contribution_id = c.id AND NOT p.reversed),
       last_position = $2
     WHERE c.id = $1`,
    [contributionId, position],
  );

export const handlers: Handlers<ContributionEvent> = {
  ContributionOpened: (tx, e) =>
    insert(tx, 'contributions', {
      id: e.data.id,
      participant_id: e.data.participantId,
      project_id: e.data.projectId,
      cluster_id: e.data.clusterId,
      region_id: e.data.regionId,
      month: e.data.month,
      expected_amount: cents(e.data.expectedAmount),
      created_at: e.occurredAt,
      last_position: e.position,
    }),
  PaymentRecorded: async (tx, e) => {
    const d = e.data;
    await insert(tx, 'payments', {
      id: d.paymentId,
      contribution_id: d.contributionId,
      amount: cents(d.amount),
      payment_date: d.paymentDate,
      notes: d.notes,
      recorded_by_user_id: d.recordedBy.userId,
      recorded_by_username: d.recordedBy.username,
      recorded_at: e.occurredAt,
      last_position: e.position,
    });
    await refreshTotals(tx, d.contributionId, e.position);
  },
  PaymentReversed: async (tx, e) => {
    const d = e.data;
    const reversal = {
      reversed: true,
      reversed_at: e.occurredAt,
      reversal_reason: d.reason,
      reversed_by_username: d.reversedBy.username,
    };
    await update(tx, 'payments', d.paymentId, reversal, e.position);
    await refreshTotals(tx, d.contributionId, e.position);
  },
};
