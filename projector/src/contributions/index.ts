import type { ContributionEvent } from '@pm/domain';
import type { RecordedEvent } from '@pm/infra/event-store/port';
import type pg from 'pg';
import { occurredAt, type ReadModel } from '../read-model';

/** Contributions per participant and month, and their payments (reversals kept, never deleted). */
export const contributionsModel: ReadModel = {
  name: 'contributions',
  tables: ['payments', 'contributions'],
  schema: `
    CREATE TABLE contributions (
      id integer PRIMARY KEY,
      participant_id integer NOT NULL,
      project_id integer NOT NULL,
      cluster_id integer NOT NULL,
      region_id integer NOT NULL,
      month text NOT NULL,
      expected_amount numeric(12,2) NOT NULL,
      paid_amount numeric(12,2) NOT NULL DEFAULT 0,
      last_payment_date date,
      created_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      UNIQUE (participant_id, month)
    );
    CREATE INDEX contributions_project_month ON contributions (project_id, month);
    CREATE INDEX contributions_cluster_month ON contributions (cluster_id, month);
    CREATE INDEX contributions_region_month ON contributions (region_id, month);
    CREATE TABLE payments (
      id integer PRIMARY KEY,
      contribution_id integer NOT NULL,
      amount numeric(12,2) NOT NULL,
      payment_date date NOT NULL,
      notes text,
      recorded_by_user_id integer,
      recorded_by_username text NOT NULL,
      recorded_at timestamptz NOT NULL,
      reversed boolean NOT NULL DEFAULT false,
      reversed_at timestamptz,
      reversal_reason text,
      reversed_by_username text,
      last_position bigint NOT NULL
    );
    CREATE INDEX payments_contribution_id ON payments (contribution_id);
  `,
  handles: new Set(['ContributionOpened', 'PaymentRecorded', 'PaymentReversed']),
  async apply(tx: pg.PoolClient, recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as ContributionEvent;
    const id = Number(recorded.streamId.slice('contribution-'.length));
    const at = occurredAt(recorded);
    const position = recorded.position.toString();
    const refreshTotals = () =>
      tx.query(
        `UPDATE contributions c SET
           paid_amount = coalesce((SELECT sum(amount) FROM payments p WHERE p.contribution_id = c.id AND NOT p.reversed), 0),
           last_payment_date = (SELECT max(payment_date) FROM payments p WHERE p.contribution_id = c.id AND NOT p.reversed),
           last_position = $2
         WHERE c.id = $1`,
        [id, position],
      );
    switch (event.type) {
      case 'ContributionOpened': {
        const d = event.data;
        await tx.query(
          `INSERT INTO contributions (id, participant_id, project_id, cluster_id, region_id, month, expected_amount, created_at, last_position)
           VALUES ($1, $2, $3, $4, $5, $6, $7::numeric / 100, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [
            id,
            d.participantId,
            d.projectId,
            d.clusterId,
            d.regionId,
            d.month,
            d.expectedAmount,
            at,
            position,
          ],
        );
        return;
      }
      case 'PaymentRecorded': {
        const d = event.data;
        await tx.query(
          `INSERT INTO payments (id, contribution_id, amount, payment_date, notes, recorded_by_user_id, recorded_by_username, recorded_at, last_position)
           VALUES ($1, $2, $3::numeric / 100, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [
            d.paymentId,
            id,
            d.amount,
            d.paymentDate,
            d.notes,
            d.recordedBy.userId,
            d.recordedBy.username,
            at,
            position,
          ],
        );
        await refreshTotals();
        return;
      }
      case 'PaymentReversed': {
        const d = event.data;
        await tx.query(
          `UPDATE payments SET reversed = true, reversed_at = $2, reversal_reason = $3, reversed_by_username = $4, last_position = $5
           WHERE id = $1 AND last_position < $5`,
          [d.paymentId, at, d.reason, d.reversedBy.username, position],
        );
        await refreshTotals();
        return;
      }
    }
  },
};
