import { describe, it } from 'vitest';
import { anEvent, recordedBeforeIds } from '../testing/an-event';
import { projectionSpec } from '../testing/projection-spec';
import { savingGroupsModel } from './index';

const spec = projectionSpec(savingGroupsModel);
const loan = { loanId: 5, groupId: 1, borrowerId: 10 };
const rejectedBy = { userId: 5, username: 'project' };

describe('saving groups read model', () => {
  it('keeps the fund totals, loans and requests in step with the events', async () => {
    await spec
      .given([
        anEvent('GroupRegistered', { groupId: 1, name: 'Upendo' }),
        anEvent('MemberJoined', { groupId: 1, memberId: 10 }),
        anEvent('SavingRecorded', { groupId: 1, savingId: 1, memberId: 10, amount: 500050 }),
        anEvent('LoanDisbursed', { ...loan, amount: 300000 }),
        anEvent('LoanIssued', { ...loan, amount: 300000, totalAmount: 330000 }),
        anEvent('RepaymentRecorded', { loanId: 5, repaymentId: 1, amount: 330000 }),
        anEvent('LoanCompleted', { loanId: 5, completedOn: '2026-11-10' }),
        anEvent('RepaymentReceived', { groupId: 1, loanId: 5, repaymentId: 1, amount: 330000 }),
        anEvent('MemberLeft', { groupId: 1, memberId: 10, leftAt: '2026-11-15T00:00:00.000Z' }),
        anEvent('EmergencyFundCreated', { fundId: 3, groupId: 1, contributionAmount: 10000 }),
        anEvent('EmergencyContributionRecorded', {
          fundId: 3,
          contributionId: 2,
          memberId: 10,
          amount: 10000,
        }),
        anEvent('DisbursementRequested', { fundId: 3, disbursementId: 4, memberId: 10, amount: 100000 }),
        anEvent('DisbursementRejected', { fundId: 3, disbursementId: 4, reason: 'Duplicate', rejectedBy }),
        anEvent('GroupStatusChanged', { groupId: 1, status: 'Suspended' }),
      ])
      .then({
        saving_groups: [
          {
            id: 1,
            name: 'Upendo',
            saving_amount: '200.00',
            status: 'Suspended',
            savings: '5000.50',
            repayments: '3300.00',
            disbursed: '3000.00',
          },
        ],
        group_members: [{ id: 10, group_id: 1, is_active: false, left_at: '2026-11-15T00:00:00.000Z' }],
        group_savings: [{ id: 1, group_id: 1, member_id: 10, amount: '5000.50' }],
        group_loans: [
          {
            id: 5,
            group_id: 1,
            amount: '3000.00',
            total_amount: '3300.00',
            status: 'completed',
            amount_paid: '3300.00',
            completed_on: '2026-11-10',
            guarantors: ['Kin'],
          },
        ],
        loan_repayments: [{ id: 1, loan_id: 5, amount: '3300.00' }],
        emergency_funds: [{ id: 3, group_id: 1, contribution_amount: '100.00', is_active: true }],
        emergency_contributions: [{ id: 2, fund_id: 3, member_id: 10, amount: '100.00' }],
        emergency_disbursements: [
          { id: 4, fund_id: 3, status: 'rejected', decided_by: 'project', rejection_reason: 'Duplicate' },
        ],
      });
  });

  it('approves a request and takes the group, loan and fund of older events from their streams', async () => {
    await spec
      .given([
        anEvent('GroupRegistered', { groupId: 2 }),
        recordedBeforeIds(anEvent('SavingRecorded', { groupId: 2, amount: 700 })),
        anEvent('LoanIssued', { loanId: 6, groupId: 2 }),
        recordedBeforeIds(anEvent('RepaymentRecorded', { loanId: 6, amount: 1000 })),
        anEvent('EmergencyFundCreated', { fundId: 7, groupId: 2 }),
        recordedBeforeIds(anEvent('DisbursementRequested', { fundId: 7 })),
        recordedBeforeIds(anEvent('DisbursementApproved', { fundId: 7 })),
      ])
      .then({
        saving_groups: [{ id: 2, savings: '7.00' }],
        group_savings: [{ id: 1, group_id: 2 }],
        group_loans: [{ id: 6, amount_paid: '10.00', status: 'active' }],
        loan_repayments: [{ id: 1, loan_id: 6 }],
        emergency_disbursements: [{ id: 1, fund_id: 7, status: 'approved', decided_by: 'project' }],
      });
  });

  it('marks reversed entries, moves the totals back and reopens the loan a reversed repayment completed', async () => {
    const reversal = { reason: 'Typed 5000 for 500', reversedBy: rejectedBy, reversedOn: '2026-11-20' };
    await spec
      .given([
        anEvent('GroupRegistered', { groupId: 3, registrationDate: '2026-01-01' }),
        anEvent('MemberJoined', { groupId: 3, memberId: 30, joinedOn: '2026-02-01' }),
        anEvent('MemberJoined', { groupId: 3, memberId: 31 }),
        anEvent('SavingRecorded', { groupId: 3, savingId: 8, memberId: 30, amount: 500000 }),
        anEvent('SavingRecorded', { groupId: 3, savingId: 9, memberId: 30, amount: 50000 }),
        anEvent('SavingReversed', { groupId: 3, savingId: 8, memberId: 30, amount: 500000, ...reversal }),
        anEvent('LoanDisbursed', { groupId: 3, loanId: 7, borrowerId: 30, amount: 10000 }),
        anEvent('LoanIssued', { loanId: 7, groupId: 3, borrowerId: 30, amount: 10000, totalAmount: 10500 }),
        anEvent('RepaymentRecorded', { loanId: 7, repaymentId: 4, amount: 10500 }),
        anEvent('LoanCompleted', { loanId: 7, completedOn: '2026-11-10' }),
        anEvent('RepaymentReceived', { groupId: 3, loanId: 7, repaymentId: 4, amount: 10500 }),
        anEvent('RepaymentReversed', {
          loanId: 7,
          repaymentId: 4,
          amount: 10500,
          reopened: true,
          ...reversal,
        }),
        anEvent('RepaymentCreditReversed', { groupId: 3, loanId: 7, repaymentId: 4, amount: 10500 }),
        anEvent('PenaltyImposed', { groupId: 3, penaltyId: 6, memberId: 30, amount: 5000 }),
        anEvent('PenaltyPaid', { groupId: 3, penaltyId: 6, amount: 5000 }),
        anEvent('PenaltyReversed', {
          groupId: 3,
          penaltyId: 6,
          memberId: 30,
          amount: 5000,
          paidAmount: 5000,
          ...reversal,
        }),
        anEvent('RegistrationFeePaid', { groupId: 3, feePaymentId: 2, memberId: 30, amount: 50000 }),
        anEvent('FeePaymentReversed', {
          groupId: 3,
          feePaymentId: 2,
          memberId: 30,
          amount: 50000,
          ...reversal,
        }),
        anEvent('EmergencyFundCreated', { fundId: 9, groupId: 3 }),
        anEvent('EmergencyContributionRecorded', {
          fundId: 9,
          contributionId: 5,
          memberId: 30,
          amount: 10000,
        }),
        anEvent('EmergencyContributionReversed', {
          fundId: 9,
          contributionId: 5,
          memberId: 30,
          amount: 10000,
          ...reversal,
        }),
      ])
      .then({
        saving_groups: [
          { id: 3, savings: '500.00', repayments: '0.00', disbursed: '100.00', penalties_and_fees: '0.00' },
        ],
        group_members: [
          { id: 30, joined_on: '2026-02-01' },
          { id: 31, joined_on: '2026-01-01' },
        ],
        group_savings: [
          { id: 8, amount: '5000.00', reversal_reason: 'Typed 5000 for 500', reversed_by: 'project' },
          { id: 9, amount: '500.00', reversal_reason: null, reversed_by: null },
        ],
        group_loans: [{ id: 7, amount_paid: '0.00', status: 'active', completed_on: null }],
        loan_repayments: [{ id: 4, reversed_by: 'project' }],
        member_penalties: [{ id: 6, is_paid: true, reversed_by: 'project' }],
        member_registration_fees: [{ id: 2, reversed_by: 'project' }],
        emergency_contributions: [{ id: 5, reversed_by: 'project' }],
      });
  });

  it("keeps the group's loan rules and their version, and which loan month a late fine fines", async () => {
    await spec
      .given([
        anEvent('GroupRegistered', { groupId: 1 }),
        anEvent('GroupRegistered', { groupId: 2 }),
        anEvent('LoanRulesSet', { groupId: 1, version: 1, ceilingMultiple: 3, lateFinePerMonth: 50000 }),
        anEvent('LoanRulesSet', {
          groupId: 1,
          version: 2,
          previousVersion: 1,
          oneActiveLoan: false,
          ceilingMultiple: 2.5,
          lateFinePerMonth: null,
        }),
        anEvent('PenaltyImposed', { groupId: 1, penaltyId: 6, lateFine: { loanId: 5, month: 2 } }),
        anEvent('PenaltyImposed', { groupId: 1, penaltyId: 7 }),
      ])
      .then({
        saving_groups: [
          {
            id: 1,
            one_active_loan: false,
            loan_ceiling_multiple: '2.50',
            late_fine_per_month: null,
            loan_rules_version: 2,
          },
          {
            id: 2,
            one_active_loan: true,
            loan_ceiling_multiple: null,
            late_fine_per_month: null,
            loan_rules_version: 0,
          },
        ],
        member_penalties: [
          { id: 6, late_fine_loan_id: 5, late_fine_month: 2 },
          { id: 7, late_fine_loan_id: null, late_fine_month: null },
        ],
      });
  });

  it("keeps a group's cycles, the pending proposal and what the close paid out of the fund", async () => {
    const decision = { closeDate: '2026-11-18', weighting: 'amount' as const, fund: 20000 };
    await spec
      .given([
        anEvent('GroupRegistered', { groupId: 1, registrationDate: '2026-01-15' }),
        anEvent('SavingRecorded', { groupId: 1, savingId: 1, memberId: 10, amount: 20000 }),
        anEvent('CycleCloseProposed', { groupId: 1, cycle: 1, ...decision }),
        anEvent('CycleCloseRejected', { groupId: 1, cycle: 1, reason: 'Recount the savings' }),
        anEvent('CycleCloseProposed', { groupId: 1, cycle: 1, ...decision }),
        anEvent('CycleClosed', { groupId: 1, cycle: 1, ...decision }),
        anEvent('CycleOpened', { groupId: 1, cycle: 2, startedOn: '2026-11-19' }),
      ])
      .then({
        saving_groups: [
          { id: 1, savings: '200.00', paid_out: '200.00', current_cycle: 2, cycle_started_on: '2026-11-19' },
        ],
        group_cycles: [
          {
            group_id: 1,
            cycle: 1,
            started_on: '2026-01-15',
            status: 'closed',
            close_date: '2026-11-18',
            fund: '200.00',
            payouts: [{ memberId: 1, amount: 20000, setOff: 0 }],
            proposed_by: 'facilitator',
            confirmed_by: 'project',
          },
          {
            group_id: 1,
            cycle: 2,
            started_on: '2026-11-19',
            status: 'open',
            close_date: null,
            fund: null,
            payouts: null,
            proposed_by: null,
            confirmed_by: null,
          },
        ],
      });
  });
});
