import type { ContributionEvent, ContributionOpened, PaymentRecorded } from '@pm/domain';
import { compiledOnce, db, execute, param } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';
import { eventsOfType, type Projected, type ProjectedOneOf } from '../read-model';
import { cents, insertMany } from '../sql';

/**
 * Paid amount and last payment date from the payments that count, recomputed (so a replay is harmless),
 * for each contribution (`$1`) at the position of its last payment or reversal (`$2`). Run for every
 * batch: compiled once, and prepared by the handler's transaction (storable.ts).
 */
const REFRESH_TOTALS = compiledOnce(
  db
    .updateTable('contributions as c')
    .from(
      sql<{
        id: number;
        position: string;
      }>`unnest(${param<number[]>(1)}::int[], ${param<string[]>(2)}::bigint[])`.as<'u'>(sql`u(id, position)`),
    )
    .set((eb) => {
      // the contribution's payments that count (not reversed)
      const counted = () =>
        eb
          .selectFrom('payments as p')
          .whereRef('p.contribution_id', '=', 'c.id')
          .where((p) => p.not(p.ref('p.reversed')));
      return {
        paid_amount: eb.fn.coalesce(
          counted().select((p) => p.fn.sum<number>('p.amount').as('paid')),
          sql.lit(0),
        ),
        last_payment_date: counted().select((p) => p.fn.max('p.payment_date').as('last')),
        last_position: eb.ref('u.position'),
      };
    })
    .whereRef('c.id', '=', 'u.id'),
);

const refreshTotals = (tx: pg.PoolClient, lastPositions: ReadonlyMap<number, bigint>) =>
  tx.query(REFRESH_TOTALS, [[...lastPositions.keys()], [...lastPositions.values()].map(String)]);

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

/** Every type of the model (the compiler checks none is missing). */
export const types: Record<ContributionEvent['type'], true> = {
  ContributionOpened: true,
  PaymentRecorded: true,
  PaymentReversed: true,
};

/**
 * Openings, payments and reversals in any mix, set-based, and a lone one as a run of one: the
 * contributions opened first, then the payments, then the reversals (a payment is only reversed after it
 * was recorded; a reversal moves only a payment whose last_position is below it, so a replay changes
 * nothing), then each contribution's totals once, at the position of its last event in the run. A lone
 * opening is one statement; a lone payment or reversal two (its row, then the totals).
 */
export const fold = async (tx: pg.PoolClient, events: readonly ProjectedOneOf<ContributionEvent>[]) => {
  const of = <T extends ContributionEvent['type']>(type: T) => eventsOfType(events, type);
  await insertMany(tx, 'contributions', of('ContributionOpened').map(contributionRow));
  await insertMany(tx, 'payments', of('PaymentRecorded').map(paymentRow));
  const reversals = of('PaymentReversed');
  if (reversals.length > 0)
    await execute(
      tx,
      db
        .updateTable('payments as p')
        .from(
          sql<{ id: number; at: string; reason: string; by: string; position: string }>`unnest(
            ${reversals.map((e) => e.data.paymentId)}::int[], ${reversals.map((e) => e.occurredAt)}::timestamptz[],
            ${reversals.map((e) => e.data.reason)}::text[], ${reversals.map((e) => e.data.reversedBy.username)}::text[],
            ${reversals.map((e) => e.position.toString())}::bigint[])`.as<'u'>(
            sql`u(id, at, reason, by, position)`,
          ),
        )
        .set((eb) => ({
          reversed: sql.lit(true),
          reversed_at: eb.ref('u.at'),
          reversal_reason: eb.ref('u.reason'),
          reversed_by_username: eb.ref('u.by'),
          last_position: eb.ref('u.position'),
        }))
        .whereRef('p.id', '=', 'u.id')
        .whereRef('p.last_position', '<', 'u.position'),
    );
  const moved = new Map<number, bigint>();
  for (const e of events) if (e.type !== 'ContributionOpened') moved.set(e.data.contributionId, e.position);
  if (moved.size > 0) await refreshTotals(tx, moved);
};
