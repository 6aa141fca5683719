import type {
  CycleClosed,
  CycleCloseProposed,
  CycleCloseRejected,
  CycleOpened,
  GroupRegistered,
} from '@pm/domain';
import type { Database } from '@pm/infra/db/tables';
import { db, execute } from '@pm/infra/db/typed';
import { sql, type UpdateObject } from 'kysely';
import type pg from 'pg';
import type { Handlers, Projected } from '../read-model';
import { fromCents, update } from '../sql';

export type CycleEvent = CycleCloseProposed | CycleCloseRejected | CycleClosed | CycleOpened;

/**
 * A group's cycles: one group_cycles row per cycle, keyed by group and number, 'open' until a
 * close is proposed, 'proposed' while it waits for a second person, 'closed' once confirmed (a rejection
 * puts it back to 'open' with the reason). The share-out paid at a close joins the group's paid_out,
 * which the loan fund subtracts; the group's row names its current cycle.
 */

/** Sets columns of one cycle's row (keyed by group and number, so `update` of ../sql does not fit). */
const setCycle = (
  tx: pg.PoolClient,
  groupId: number,
  cycle: number,
  set: UpdateObject<Database, 'group_cycles'>,
) =>
  execute(
    tx,
    db.updateTable('group_cycles').set(set).where('group_id', '=', groupId).where('cycle', '=', cycle),
  );

export const openCycle = (tx: pg.PoolClient, groupId: number, cycle: number, startedOn: string) =>
  execute(
    tx,
    db
      .insertInto('group_cycles')
      .values({ group_id: groupId, cycle, started_on: startedOn, status: sql.lit('open') })
      .onConflict((oc) => oc.columns(['group_id', 'cycle']).doNothing()),
  );

/** Cycle 1 starts with the group: called from GroupRegistered's handler. */
export const firstCycleOf = (tx: pg.PoolClient, e: Projected<GroupRegistered>) =>
  openCycle(tx, e.data.groupId, 1, e.data.registrationDate);

// payouts are kept in cents, as the events hold them, each with what of it was set off against the
// member's loans (0 without set-off): the read API turns them into KES
const payoutsJson = (
  payouts: { memberId: number; amount: number }[],
  setOffs: readonly { memberId: number; amount: number }[] = [],
) =>
  JSON.stringify(
    payouts.map((p) => ({
      ...p,
      setOff: setOffs.filter((s) => s.memberId === p.memberId).reduce((sum, s) => sum + s.amount, 0),
    })),
  );

export const cycleHandlers: Handlers<CycleEvent> = {
  CycleCloseProposed: (tx, e) => {
    const d = e.data;
    return setCycle(tx, d.groupId, d.cycle, {
      status: 'proposed',
      close_date: d.closeDate,
      weighting: d.weighting,
      fund: fromCents(d.fund),
      payouts: payoutsJson(d.payouts, d.setOffs),
      carried_loan_ids: JSON.stringify(d.carriedLoanIds),
      carried_penalty_ids: JSON.stringify(d.carriedPenaltyIds),
      proposed_by: d.proposedBy.username,
      proposed_by_user_id: d.proposedBy.userId,
      proposed_at: e.occurredAt,
      rejected_by: null,
      rejection_reason: null,
    });
  },
  CycleCloseRejected: (tx, e) =>
    setCycle(tx, e.data.groupId, e.data.cycle, {
      status: 'open',
      close_date: null,
      weighting: null,
      fund: null,
      payouts: null,
      carried_loan_ids: null,
      carried_penalty_ids: null,
      proposed_by: null,
      proposed_by_user_id: null,
      proposed_at: null,
      rejected_by: e.data.rejectedBy.username,
      rejection_reason: e.data.reason,
    }),
  CycleClosed: async (tx, e) => {
    const d = e.data;
    await setCycle(tx, d.groupId, d.cycle, {
      status: 'closed',
      close_date: d.closeDate,
      weighting: d.weighting,
      fund: fromCents(d.fund),
      payouts: payoutsJson(d.payouts, d.setOffs),
      carried_loan_ids: JSON.stringify(d.carriedLoans.map((l) => l.loanId)),
      carried_penalty_ids: JSON.stringify(d.carriedPenaltyIds),
      proposed_by: d.proposedBy.username,
      proposed_by_user_id: d.proposedBy.userId,
      confirmed_by: d.confirmedBy.username,
      confirmed_at: e.occurredAt,
    });
    const paid = d.payouts.reduce((sum, p) => sum + p.amount, 0);
    // the closed cycle's savings go back to the members with the share-out (a close stored before it was
    // named handed back every saving held then); both totals move once, guarded by the event's position
    await execute(
      tx,
      db
        .updateTable('saving_groups')
        .set((eb) => ({
          paid_out: eb('paid_out', '+', fromCents(paid)),
          savings_returned: eb(
            'savings_returned',
            '+',
            eb.fn.coalesce(
              fromCents(d.cycleSavings ?? null),
              sql<number>`${eb.ref('savings')} + ${eb.ref('savings_adjusted')} - ${eb.ref('savings_returned')}`,
            ),
          ),
          last_position: e.position,
        }))
        .where('id', '=', d.groupId)
        .where('last_position', '<', e.position.toString()),
    );
  },
  CycleOpened: async (tx, e) => {
    await openCycle(tx, e.data.groupId, e.data.cycle, e.data.startedOn);
    await update(
      tx,
      'saving_groups',
      e.data.groupId,
      { current_cycle: e.data.cycle, cycle_started_on: e.data.startedOn },
      e.position,
    );
  },
};
