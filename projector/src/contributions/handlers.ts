import type { ContributionEvent, ContributionOpened, PaymentRecorded } from '@pm/domain';
import type pg from 'pg';
import type { BatchHandlers, Handlers, Projected } from '../read-model';
import { cents, insert, insertMany, update } from '../sql';

/**
 * Paid amount and last payment date from the payments that count, recomputed (so a replay is harmless),
 * for each contribution at the position of its last payment or reversal.
 */
const refreshTotals = (tx: pg.PoolClient, lastPositions: ReadonlyMap<number, bigint>) =>
  tx.query(
    `UPDATE contributions c SET
       paid_amount = coalesce((SELECT sum(amount) FROM payments p WHERE p.contribution_id = c.id AND NOT p.reversed), 0),
       last_payment_date = (SELECT max(payment_date) FROM payments p WHERE p.contribution_id = c.id AND NOT p.reversed),
       last_position = u.position
       FROM unnest($1::int[], $2::bigint[]) AS u(id, position)
      WHERE c.id = u.id`,
    [[...lastPositions.keys()], [...lastPositions.values()].map(String)],
  );

const contributionRow = (e: Projected<ContributionOpened>) => ({
  id: e.data.id,
  participant_id: e.data.participantId,
  project_id: e.data.projectId,
  cluster_id: e.data.clusterId,
  region_id: e.data.regionId,
  month: e.data.month,
  expected_amount: cents(e.data.expectedAmount),
  created_at: e.occurredAt,
  last_position: e.position,
});

const paymentRow = (e: Projected<PaymentRecorded>) => ({
  id: e.data.paymentId,
  contribution_id: e.data.contributionId,
  amount: cents(e.data.amount),
  payment_date: e.data.paymentDate,
  notes: e.data.notes,
  recorded_by_user_id: e.data.recordedBy.userId,
  recorded_by_username: e.data.recordedBy.username,
  recorded_at: e.occurredAt,
  last_position: e.position,
});

/** The monthly job's openings and a month's payments, set-based. */
export const batchHandlers: BatchHandlers<ContributionEvent> = {
  ContributionOpened: (tx, events) => insertMany(tx, 'contributions', events.map(contributionRow)),
  // each contribution's totals once, at the position of its last payment in the run
  PaymentRecorded: async (tx, events) => {
    await insertMany(tx, 'payments', events.map(paymentRow));
    await refreshTotals(tx, new Map(events.map((e) => [e.data.contributionId, e.position])));
  },
};

export const handlers: Handlers<ContributionEvent> = {
  ContributionOpened: (tx, e) => insert(tx, 'contributions', contributionRow(e)),
  PaymentRecorded: async (tx, e) => {
    await insert(tx, 'payments', paymentRow(e));
    await refreshTotals(tx, new Map([[e.data.contributionId, e.position]]));
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
    await refreshTotals(tx, new Map([[d.contributionId, e.position]]));
  },
};
