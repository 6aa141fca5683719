import type {
  EmergencyContributionReversed,
  FeePaymentReversed,
  PenaltyReversed,
  RepaymentCreditReversed,
  RepaymentReversed,
  ReversalStamp,
  SavingReversed,
} from '@pm/domain';
import type pg from 'pg';
import type { Handlers, Projected } from '../read-model';
import { addTo, update } from '../sql';

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
    await tx.query(
      `UPDATE group_loans
          SET amount_paid = amount_paid - $2::numeric / 100,
              status = CASE WHEN $3 THEN 'active' ELSE status END,
              completed_on = CASE WHEN $3 THEN NULL ELSE completed_on END,
              last_position = $4
        WHERE id = $1 AND last_position < $4`,
      [e.data.loanId, e.data.amount, e.data.reopened, e.position],
    );
  },
  EmergencyContributionReversed: (tx, e) =>
    markReversed(tx, 'emergency_contributions', e.data.contributionId, e),
};
