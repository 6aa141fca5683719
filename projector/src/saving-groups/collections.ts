import type { PenaltyImposed, PenaltyPaid, RegistrationFeePaid, RegistrationFeeSet } from '@pm/domain';
import type { Handlers } from '../read-model';
import { addTo, cents, insert, update } from '../sql';

export type CollectionEvent = PenaltyImposed | PenaltyPaid | RegistrationFeeSet | RegistrationFeePaid;

/** Penalties and registration fees; what is paid joins the group's `penalties_and_fees` once per position. */
export const collectionHandlers: Handlers<CollectionEvent> = {
  PenaltyImposed: (tx, e) => {
    const d = e.data;
    return insert(tx, 'member_penalties', {
      id: d.penaltyId,
      group_id: d.groupId,
      member_id: d.memberId,
      penalty_type: d.penaltyType,
      amount: cents(d.amount),
      description: d.description,
      penalty_date: d.penaltyDate,
      meeting_id: d.meetingId,
      is_paid: false,
      recorded_by: d.recordedBy.username,
      created_at: e.occurredAt,
    });
  },
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
  RegistrationFeePaid: async (tx, e) => {
    const d = e.data;
    await insert(tx, 'member_registration_fees', {
      id: d.feePaymentId,
      group_id: d.groupId,
      member_id: d.memberId,
      amount: cents(d.amount),
      payment_date: d.paymentDate,
      notes: d.notes,
      meeting_id: d.meetingId,
      recorded_by: d.recordedBy.username,
      created_at: e.occurredAt,
    });
    await addTo(tx, 'saving_groups', 'penalties_and_fees', d.groupId, d.amount, e.position);
  },
};
