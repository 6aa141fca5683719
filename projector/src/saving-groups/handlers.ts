import type {
  EmergencyContributionRecorded,
  EmergencyFundEvent,
  GroupEvent,
  LoanEvent,
  RepaymentRecorded,
  SavingRecorded,
  SavingsAdjusted,
} from '@pm/domain';
import { db, execute } from '@pm/infra/db/typed';
import type pg from 'pg';
import type { Handlers, Projected } from '../read-model';
import { addTo, cents, fromCents, insert, update } from '../sql';
import { together } from '../together';
import { collectionHandlers } from './collections';
import { cycleHandlers, firstCycleOf } from './cycles';
import type { LedgerType } from './ledger';
import { reversalHandlers } from './reversals';

export type SavingGroupEvent = GroupEvent | LoanEvent | EmergencyFundEvent;

/** The columns a saving and a loan repayment share: what was paid, at which meeting, recorded by whom. */
export const ledgerEntry = (
  e: Projected<SavingRecorded | RepaymentRecorded | EmergencyContributionRecorded>,
) => ({
  amount: cents(e.data.amount),
  notes: e.data.notes,
  meeting_id: e.data.meetingId,
  recorded_by: e.data.recordedBy.username,
  created_at: e.occurredAt,
});

/** An adjustment of a member's savings: a row of their savings, signed, its reason in the notes. */
const insertAdjustment = (tx: pg.PoolClient, e: Projected<SavingsAdjusted>) =>
  insert(tx, 'group_savings', {
    id: e.data.adjustmentId,
    group_id: e.data.groupId,
    member_id: e.data.memberId,
    saving_date: e.data.adjustmentDate,
    amount: cents(e.data.amount),
    notes: e.data.reason,
    meeting_id: null,
    recorded_by: e.data.recordedBy.username,
    created_at: e.occurredAt,
    kind: 'adjustment',
    corrects_saving_id: e.data.correctsSavingId,
  });

/**
 * Rows are inserted once by id; the running totals of a group and of a loan move only for an event
 * past the row's last_position, so a replayed batch counts nothing twice. A meeting's entries (members
 * joining, savings, fines, fees, loans and their repayments) are not here: ledger.ts applies them, a
 * lone one as a run of one.
 */
export const handlers: Omit<Handlers<SavingGroupEvent>, LedgerType> = {
  GroupRegistered: async (tx, e) => {
    const d = e.data;
    await firstCycleOf(tx, e);
    await insert(tx, 'saving_groups', {
      id: d.groupId,
      project_id: d.projectId,
      cluster_id: d.clusterId,
      region_id: d.regionId,
      name: d.name,
      description: d.description,
      group_code: d.groupCode,
      president_name: d.presidentName,
      president_phone: d.presidentPhone,
      secretary_name: d.secretaryName,
      secretary_phone: d.secretaryPhone,
      treasurer_name: d.treasurerName,
      treasurer_phone: d.treasurerPhone,
      total_members: d.totalMembers,
      male_members: d.maleMembers,
      female_members: d.femaleMembers,
      meeting_day: d.meetingDay,
      meeting_time: d.meetingTime,
      meeting_location: d.meetingLocation,
      meeting_frequency: d.meetingFrequency,
      saving_amount: cents(d.savingAmount),
      service_charge_rate: d.serviceChargeRate,
      max_loan_amount: cents(d.maxLoanAmount),
      bank_name: d.bankName,
      account_number: d.accountNumber,
      registration_date: d.registrationDate,
      cycle_duration: d.cycleDuration,
      status: 'Active',
      created_by: d.createdBy.username,
      cycle_started_on: d.registrationDate,
      created_at: e.occurredAt,
      last_position: e.position,
    });
  },
  GroupStatusChanged: (tx, e) =>
    update(tx, 'saving_groups', e.data.groupId, { status: e.data.status }, e.position),
  MemberLeft: (tx, e) =>
    update(tx, 'group_members', e.data.memberId, { left_at: e.data.leftAt, is_active: false }),
  // a member paid out on leaving: the payout leaves the loan fund and their savings of the cycle are
  // handed back (no longer held); both move once, guarded by the event's position
  MemberPaidOut: async (tx, e) => {
    await update(tx, 'group_members', e.data.memberId, {
      paid_out: cents(e.data.amount),
      paid_out_on: e.data.paidOn,
    });
    await execute(
      tx,
      db
        .updateTable('saving_groups')
        .set((eb) => ({
          paid_out: eb('paid_out', '+', fromCents(e.data.amount)),
          savings_returned: eb('savings_returned', '+', fromCents(e.data.savings)),
          last_position: e.position,
        }))
        .where('id', '=', e.data.groupId)
        .where('last_position', '<', e.position.toString()),
    );
  },
  // a row of the member's savings, signed; the group's savings paid in (its cash) do not move
  SavingsAdjusted: (tx, e) =>
    together(tx, [
      () => addTo(tx, 'saving_groups', 'savings_adjusted', e.data.groupId, e.data.amount, e.position),
      () => insertAdjustment(tx, e),
    ]),
  // the loss leaves what is owed, not the cash: the group's totals do not move
  LoanWriteOffRecorded: async () => {},
  LoanWrittenOff: (tx, e) =>
    update(
      tx,
      'group_loans',
      e.data.loanId,
      {
        status: 'defaulted',
        written_off: cents(e.data.amount),
        written_off_on: e.data.writtenOffOn,
        write_off_reason: e.data.reason,
        written_off_by: e.data.writtenOffBy.username,
      },
      e.position,
    ),
  EmergencyFundCreated: (tx, e) => {
    const d = e.data;
    return insert(tx, 'emergency_funds', {
      id: d.fundId,
      group_id: d.groupId,
      project_id: d.projectId,
      cluster_id: d.clusterId,
      region_id: d.regionId,
      description: d.description,
      contribution_amount: cents(d.contributionAmount),
      max_disbursement_per_member: cents(d.maxDisbursementPerMember),
      is_active: d.isActive,
      created_at: e.occurredAt,
    });
  },
  EmergencyContributionRecorded: (tx, e) =>
    insert(tx, 'emergency_contributions', {
      id: e.data.contributionId,
      fund_id: e.data.fundId,
      member_id: e.data.memberId,
      contribution_date: e.data.contributionDate,
      ...ledgerEntry(e),
    }),
  DisbursementRequested: (tx, e) => {
    const d = e.data;
    return insert(tx, 'emergency_disbursements', {
      id: d.disbursementId,
      fund_id: d.fundId,
      member_id: d.memberId,
      amount: cents(d.amount),
      emergency_type: d.emergencyType,
      description: d.description,
      disbursement_date: d.disbursementDate,
      status: 'pending',
      requested_by_user_id: d.requestedBy.userId,
      requested_by: d.requestedBy.username,
      requested_at: e.occurredAt,
    });
  },
  DisbursementApproved: (tx, e) =>
    update(tx, 'emergency_disbursements', e.data.disbursementId, {
      status: 'approved',
      decided_by: e.data.approvedBy.username,
      decided_at: e.occurredAt,
    }),
  DisbursementRejected: (tx, e) =>
    update(tx, 'emergency_disbursements', e.data.disbursementId, {
      status: 'rejected',
      decided_by: e.data.rejectedBy.username,
      decided_at: e.occurredAt,
      rejection_reason: e.data.reason,
    }),
  ...collectionHandlers,
  ...cycleHandlers,
  ...reversalHandlers,
};
