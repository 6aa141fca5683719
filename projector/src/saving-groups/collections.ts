import type {
  LoanRulesSet,
  PenaltyImposed,
  PenaltyPaid,
  RegistrationFeePaid,
  RegistrationFeeSet,
} from '@pm/domain';
import type { Handlers, Projected } from '../read-model';
import { addTo, cents, insert, update } from '../sql';

export type CollectionEvent =
  | PenaltyImposed
  | PenaltyPaid
  | RegistrationFeeSet
  | RegistrationFeePaid
  | LoanRulesSet;

export const penaltyRow = ({ data: d, occurredAt }: Projected<PenaltyImposed>) => ({
  id: d.penaltyId,
  group_id: d.groupId,
  member_id: d.memberId,
  penalty_type: d.penaltyType,
  amount: cents(d.amount),
  description: d.description,
  penalty_date: d.penaltyDate,
  meeting_id: d.meetingId,
  is_paid: false,
  late_fine_loan_id: d.lateFine?.loanId ?? null,
  late_fine_month: d.lateFine?.month ?? null,
  recorded_by: d.recordedBy.username,
  created_at: occurredAt,
});

export const feeRow = ({ data: d, occurredAt }: Projected<RegistrationFeePaid>) => ({
  id: d.feePaymentId,
  group_id: d.groupId,
  member_id: d.memberId,
  amount: cents(d.amount),
  payment_date: d.paymentDate,
  notes: d.notes,
  meeting_id: d.meetingId,
  recorded_by: d.recordedBy.username,
  created_at: occurredAt,
});

/**
 * Penalties and registration fees; what is paid joins the group's `penalties_and_fees` once per position.
 * The group's settings (fee, loan rules) are columns of its saving_groups row.
 */
export const collectionHandlers: Handlers<CollectionEvent> = {
  PenaltyImposed: (tx, e) => insert(tx, 'member_penalties', penaltyRow(e)),
  PenaltyPaid: async (tx, e) => {
    await update(tx, 'member_penalties', e.data.penaltyId, {
      is_paid: true,
      payment_date: e.data.paymentDate,
    });
    await addTo(tx, 'saving_groups', 'penalties_and_fees', e.data.groupId, e.data.amount, e.position);
  },
  RegistrationFeeSet: (tx, e) =>
    update(
      tx,
      'saving_groups',
      e.data.groupId,
      { registration_fee: cents(e.data.feeAmount), registration_fee_description: e.data.description },
      e.position,
    ),
  LoanRulesSet: (tx, e) =>
    update(
      tx,
      'saving_groups',
      e.data.groupId,
      {
        one_active_loan: e.data.oneActiveLoan,
        loan_ceiling_multiple: e.data.ceilingMultiple,
        late_fine_per_month: cents(e.data.lateFinePerMonth),
        loan_rules_version: e.data.version,
        set_off_at_share_out: e.data.setOffAtShareOut ?? false,
        leaving_payout: e.data.leavingPayout ?? 'atClose',
      },
      e.position,
    ),
  RegistrationFeePaid: async (tx, e) => {
    const d = e.data;
    await insert(tx, 'member_registration_fees', feeRow(e));
    await addTo(tx, 'saving_groups', 'penalties_and_fees', d.groupId, d.amount, e.position);
  },
};
