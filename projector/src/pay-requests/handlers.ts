import type { PayRequestEvent } from '@pm/domain';
import type { PayRequests } from '@pm/infra/db/tables';
import { db, execute } from '@pm/infra/db/typed';
import type { Updateable } from 'kysely';
import type pg from 'pg';
import type { Handlers, Projected } from '../read-model';
import { cents, insert } from '../sql';

/** Sets columns of a request's row once per position: a replayed event changes nothing. */
const change = (tx: pg.PoolClient, e: Projected<PayRequestEvent>, id: string, set: Updateable<PayRequests>) =>
  execute(
    tx,
    db
      .updateTable('pay_requests')
      .set({ ...set, last_position: e.position })
      .where('id', '=', id)
      .where('last_position', '<', e.position.toString()),
  );

/** Keyed by the request's id and guarded by position. */
export const handlers: Handlers<PayRequestEvent> = {
  PayRequestStarted: (tx, e) => {
    const d = e.data;
    return insert(tx, 'pay_requests', {
      id: d.requestId,
      participant_id: d.participantId,
      contribution_id: d.contributionId,
      project_id: d.projectId,
      phone: d.phone,
      amount: cents(d.amount),
      status: 'sending',
      requested_by: d.requestedBy.username,
      requested_at: d.requestedAt,
      last_position: e.position,
    });
  },
  PayRequestSent: (tx, e) => change(tx, e, e.data.requestId, { status: 'sent' }),
  PayRequestEnded: (tx, e) =>
    change(tx, e, e.data.requestId, {
      status: e.data.outcome,
      detail: e.data.detail,
      receipt: e.data.receipt,
      ended_at: e.occurredAt,
    }),
};
