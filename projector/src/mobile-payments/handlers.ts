import type { MobilePaymentEvent } from '@pm/domain';
import type { MobilePayments } from '@pm/infra/db/tables';
import { db, execute } from '@pm/infra/db/typed';
import type { Updateable } from 'kysely';
import type pg from 'pg';
import type { Handlers, Projected } from '../read-model';
import { cents, insert } from '../sql';

/** Sets columns of a receipt's row once per position: a replayed event changes nothing. */
const change = (
  tx: pg.PoolClient,
  e: Projected<MobilePaymentEvent>,
  receipt: string,
  set: Updateable<MobilePayments>,
) =>
  execute(
    tx,
    db
      .updateTable('mobile_payments')
      .set({ ...set, last_position: e.position })
      .where('receipt', '=', receipt)
      .where('last_position', '<', e.position.toString()),
  );

/** Keyed by the receipt and guarded by position. */
export const handlers: Handlers<MobilePaymentEvent> = {
  MobilePaymentReceived: (tx, e) => {
    const d = e.data;
    return insert(tx, 'mobile_payments', {
      receipt: d.receipt,
      amount: cents(d.amount),
      reference: d.reference,
      paid_at: d.paidAt,
      channel: d.channel,
      status: 'unmatched',
      project_id: d.projectId,
      last_position: e.position,
    });
  },
  MobilePaymentMatched: (tx, e) =>
    change(tx, e, e.data.receipt, { status: 'matched', participant_id: e.data.participantId }),
  MobilePaymentUnmatched: (tx, e) => change(tx, e, e.data.receipt, { unmatched_reason: e.data.reason }),
  MobilePaymentAssigned: (tx, e) =>
    change(tx, e, e.data.receipt, {
      status: 'assigned',
      participant_id: e.data.participantId,
      reason: e.data.reason,
      decided_by: e.data.assignedBy.username,
      decided_at: e.occurredAt,
    }),
  MobilePaymentRefundMarked: (tx, e) =>
    change(tx, e, e.data.receipt, {
      status: 'refund',
      reason: e.data.reason,
      decided_by: e.data.markedBy.username,
      decided_at: e.occurredAt,
    }),
};
