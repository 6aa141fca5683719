import type { Wire } from '@/lib/wire';
import type { FeePayment, Penalty } from '../api/collections';
import type { EmergencyContribution } from '../api/get-emergency-contributions';
import type { EmergencyDisbursement } from '../api/get-emergency-disbursements';
import type { GroupLoan } from '../api/get-group-loans';
import type { GroupMember } from '../api/get-group-members';
import type { GroupSaving } from '../api/get-group-savings';
import type { LoanRepayment } from '../api/get-loan-repayments';
import type { SavingGroup } from '../api/get-saving-groups';

/** Test data builders for the unit specs of this feature: a plausible row, with the fields a test cares about overridden. */

export const aGroup = (overrides: Wire<SavingGroup> = {}): SavingGroup =>
  ({
    id: 1,
    projectId: 1,
    projectCode: 'KE0420',
    name: 'Umoja Savers',
    description: 'Women of Shinyalu saving every Monday',
    groupCode: 'UMJ-01',
    presidentName: 'Jane Wanjiru',
    presidentPhone: '0712345678',
    secretaryName: 'Mary Achieng',
    secretaryPhone: '0734567890',
    treasurerName: 'Grace Njeri',
    treasurerPhone: '0756789012',
    totalMembers: 20,
    maleMembers: 5,
    femaleMembers: 15,
    memberCount: 18,
    meetingDay: 'Monday',
    meetingTime: '14:00',
    meetingLocation: 'Shinyalu church hall',
    meetingFrequency: 'Weekly',
    savingAmount: 200,
    serviceChargeRate: 5,
    maxLoanAmount: null,
    bankName: null,
    accountNumber: null,
    registrationDate: '2026-01-05',
    cycleDuration: 12,
    status: 'Active',
    isActive: true,
    createdAt: '2026-01-05T08:00:00.000Z',
    totalSavings: 0,
    savedSinceRegistration: 0,
    loanFundAvailable: 0,
    activeLoans: 0,
    loanRules: {
      oneActiveLoan: true,
      ceilingMultiple: null,
      lateFinePerMonth: null,
      setOffAtShareOut: false,
      leavingPayout: 'atClose',
      version: 0,
    },
    currentCycle: 1,
    health: null,
    ...overrides,
  }) as never;

export const aMember = (overrides: Wire<GroupMember> = {}): GroupMember =>
  ({
    id: 1,
    groupId: 1,
    groupName: 'Umoja Savers',
    memberNumber: 'M001',
    memberIdNumber: '12345678',
    memberName: 'Jane Wanjiru',
    memberPhone: '0712345678',
    nextOfKinName: 'Peter Kamau',
    nextOfKinIdNumber: '23456789',
    nextOfKinPhone: '0723456789',
    nextOfKinRelationship: 'Spouse',
    role: 'member',
    joinedAt: '2026-01-05T08:00:00.000Z',
    joinedOn: '2026-01-05',
    leftAt: null,
    isActive: true,
    ...overrides,
  }) as never;

export const aSaving = (overrides: Wire<GroupSaving> = {}): GroupSaving =>
  ({
    id: 1,
    groupId: 1,
    groupName: 'Umoja Savers',
    memberId: 1,
    memberName: 'Jane Wanjiru',
    amount: 200,
    savingDate: '2026-03-02',
    notes: null,
    meetingId: null,
    recordedBy: 'facilitator',
    createdAt: '2026-03-02T09:00:00.000Z',
    reversal: null,
    ...overrides,
  }) as never;

export const aLoan = (overrides: Wire<GroupLoan> = {}): GroupLoan =>
  ({
    id: 1,
    groupId: 1,
    groupName: 'Umoja Savers',
    borrowerId: 1,
    borrowerName: 'Jane Wanjiru',
    amount: 3000,
    interestRate: 5,
    termMonths: 2,
    totalAmount: 3300,
    amountPaid: 0,
    outstanding: 3300,
    loanDate: '2026-03-01',
    dueDate: '2026-05-01',
    status: 'active',
    overdue: false,
    purpose: 'School fees',
    guarantors: [],
    writtenOff: 0,
    writtenOffOn: null,
    writeOffReason: null,
    ...overrides,
  }) as never;

export const aRepayment = (overrides: Wire<LoanRepayment> = {}): LoanRepayment =>
  ({
    id: 1,
    loanId: 1,
    amount: 1500,
    paymentDate: '2026-03-15',
    notes: null,
    borrowerName: 'Jane Wanjiru',
    meetingId: null,
    recordedBy: 'facilitator',
    createdAt: '2026-03-02T09:00:00.000Z',
    reversal: null,
    ...overrides,
  }) as never;

export const aContribution = (overrides: Wire<EmergencyContribution> = {}): EmergencyContribution =>
  ({
    id: 1,
    fundId: 1,
    memberId: 1,
    memberName: 'Jane Wanjiru',
    amount: 100,
    contributionDate: '2026-03-02',
    notes: null,
    meetingId: null,
    recordedBy: 'facilitator',
    createdAt: '2026-03-02T09:00:00.000Z',
    reversal: null,
    ...overrides,
  }) as never;

export const aRequest = (overrides: Wire<EmergencyDisbursement> = {}): EmergencyDisbursement =>
  ({
    id: 1,
    fundId: 1,
    memberId: 1,
    memberName: 'Jane Wanjiru',
    amount: 1000,
    emergencyType: 'Sickness',
    description: 'Hospital bill after malaria',
    status: 'pending',
    requestedBy: { userId: 7, username: 'facilitator' },
    requestedAt: '2026-03-03T09:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    rejectionReason: null,
    ...overrides,
  }) as never;

export const aPenalty = (overrides: Wire<Penalty> = {}): Penalty =>
  ({
    id: 1,
    groupId: 1,
    groupName: 'Umoja Savers',
    memberId: 1,
    memberName: 'Jane Wanjiru',
    penaltyType: 'Lateness',
    amount: 50,
    description: 'Came late to the meeting',
    penaltyDate: '2026-03-02',
    isPaid: false,
    paymentDate: null,
    meetingId: null,
    recordedBy: 'facilitator',
    createdAt: '2026-03-02T09:00:00.000Z',
    reversal: null,
    ...overrides,
  }) as never;

export const aFeePayment = (overrides: Wire<FeePayment> = {}): FeePayment =>
  ({
    id: 1,
    groupId: 1,
    memberId: 1,
    memberName: 'Jane Wanjiru',
    amount: 500,
    paymentDate: '2026-03-02',
    notes: null,
    meetingId: null,
    recordedBy: 'facilitator',
    createdAt: '2026-03-02T09:00:00.000Z',
    reversal: null,
    ...overrides,
  }) as never;
