import type {
  EmergencyContributionReversed,
  FeePaymentReversed,
  PenaltyReversed,
  RepaymentCreditReversed,
  RepaymentReversed,
  ReversalStamp,
  SavingReversed,
} from '@pm/domain';
import { db, execute } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Handlers, Projected } from '../read-model';
import { addTo, fromCents, update } from '../sql';

export type ReversalEvent =
  | SavingReversed
  | RepaymentCreditReversed
  | PenaltyReversed
  | FeePaymentReversed
  | RepaymentReversed
  | EmergencyContributionReversed;

/** The reversed entry keeps its row, marked; setting the same marks again on a replay changes nothing. */
const markReversed = (
  tx: pg.PoolClient,
  table:
    | 'group_savings'
    | 'loan_repayments'
    | 'member_penalties'
    | 'member_registration_fees'
    | 'emergency_contributions',
  id: number,
  e: Projected<{ type: string; data: ReversalStamp }>,
) =>
  update(tx, table, id, {
    reversed_at: e.occurredAt,
    reversal_reason: e.data.reason,
    reversed_by: e.data.reversedBy.username,
  });

/** Reversals: the entry is marked, and the running totals it had moved move back (once per position). */
export const reversalHandlers: Handlers<ReversalEvent> = {
  SavingReversed: async (tx, e) => {
    await markReversed(tx, 'group_savings', e.data.savingId, e);
    await addTo(tx, 'saving_groups', 'savings', e.data.groupId, -e.data.amount, e.position);
  },
  RepaymentCreditReversed: (tx, e) =>
    addTo(tx, 'saving_groups', 'repayments', e.data.groupId, -e.data.amount, e.position),
  PenaltyReversed: async (tx, e) => {
    await markReversed(tx, 'member_penalties', e.data.penaltyId, e);
    if (e.data.paidAmount > 0)
      await addTo(tx, 'saving_groups', 'penalties_and_fees', e.data.groupId, -e.data.paidAmount, e.position);
  },
  FeePaymentReversed: async (tx, e) => {
    await markReversed(tx, 'member_registration_fees', e.data.feePaymentId, e);
    await addTo(tx, 'saving_groups', 'penalties_and_fees', e.data.groupId, -e.data.amount, e.position);
  },
  RepaymentReversed: async (tx, e) => {
    await markReversed(tx, 'loan_repayments', e.data.repaymentId, e);
    // one statement: the balance and, for a loan the repayment had completed, its status, at one position
    await execute(
      tx,
      db
        .updateTable('group_loans')
        .set((eb) => ({
          amount_paid: eb('amount_paid', '-', fromCents(e.data.amount)),
          ...(e.data.reopened ? { status: sql.lit('active'), completed_on: null } : {}),
          last_position: e.position,
        }))
        .where('id', '=', e.data.loanId)
        .where('last_position', '<', e.position.toString()),
    );
  },
  EmergencyContributionReversed: (tx, e) =>
    markReversed(tx, 'emergency_contributions', e.data.contributionId, e),
};
