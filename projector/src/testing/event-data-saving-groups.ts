import type { DataByType } from '../events';

const by = { userId: 7, username: 'facilitator' };
const place = { projectId: 1, clusterId: 1, regionId: 1 };
const reversal = { reason: 'Recorded twice by mistake', reversedBy: by, reversedOn: '2026-11-20' };
const closeDecision = {
  closeDate: '2026-11-18',
  weighting: 'amount' as const,
  fund: 20000,
  payouts: [{ memberId: 1, amount: 20000 }],
  carriedPenaltyIds: [],
};
const member = {
  memberNumber: '001',
  memberIdNumber: '12345678',
  memberName: 'Auma Atieno',
  memberPhone: '0722000000',
  nextOfKinName: 'Kin',
  nextOfKinIdNumber: '87654321',
  nextOfKinPhone: '0733000000',
  nextOfKinRelationship: 'Sister',
  role: 'member' as const,
};

type SavingGroupType =
  | 'GroupRegistered'
  | 'GroupStatusChanged'
  | 'MemberJoined'
  | 'MemberLeft'
  | 'MemberPaidOut'
  | 'SavingRecorded'
  | 'SavingsAdjusted'
  | 'LoanDisbursed'
  | 'RepaymentReceived'
  | 'LoanIssued'
  | 'RepaymentRecorded'
  | 'LoanCompleted'
  | 'RepaymentReversed'
  | 'LoanWrittenOff'
  | 'LoanWriteOffRecorded'
  | 'SavingReversed'
  | 'RepaymentCreditReversed'
  | 'PenaltyReversed'
  | 'FeePaymentReversed'
  | 'EmergencyContributionReversed'
  | 'EmergencyFundCreated'
  | 'EmergencyContributionRecorded'
  | 'DisbursementRequested'
  | 'DisbursementApproved'
  | 'DisbursementRejected'
  | 'PenaltyImposed'
  | 'PenaltyPaid'
  | 'RegistrationFeeSet'
  | 'RegistrationFeePaid'
  | 'LoanRulesSet'
  | 'CycleCloseProposed'
  | 'CycleCloseRejected'
  | 'CycleClosed'
  | 'CycleOpened';

/** DEFAULT_DATA of the Saving Group Ministry's group, loan and emergency fund streams. */
export const SAVING_GROUP_DATA: Pick<DataByType, SavingGroupType> = {
  GroupRegistered: {
    groupId: 1,
    name: 'Upendo',
    description: 'A savings group',
    groupCode: null,
    presidentName: 'Jane Wanjiru',
    presidentPhone: '0711000000',
    secretaryName: 'Mary Achieng',
    secretaryPhone: '0711000001',
    treasurerName: 'Grace Njeri',
    treasurerPhone: '0711000002',
    totalMembers: 2,
    maleMembers: 1,
    femaleMembers: 1,
    meetingDay: 'Monday',
    meetingTime: '14:00',
    meetingLocation: 'Hall',
    meetingFrequency: 'Weekly',
    savingAmount: 20000,
    serviceChargeRate: 5,
    maxLoanAmount: null,
    bankName: null,
    accountNumber: null,
    registrationDate: '2026-01-01',
    cycleDuration: 12,
    ...place,
    createdBy: by,
  },
  GroupStatusChanged: { groupId: 1, status: 'Suspended' },
  MemberJoined: { groupId: 1, memberId: 1, ...member, joinedAt: '2026-11-01T00:00:00.000Z' },
  MemberLeft: { groupId: 1, memberId: 1, leftAt: '2026-11-15T00:00:00.000Z' },
  MemberPaidOut: {
    groupId: 1,
    memberId: 1,
    paidOn: '2026-11-15',
    rule: 'savings',
    savings: 50000,
    amount: 50000,
    setOffs: [],
    recordedBy: { userId: 7, username: 'facilitator' },
  },
  SavingRecorded: {
    groupId: 1,
    savingId: 1,
    memberId: 1,
    amount: 20000,
    savingDate: '2026-11-02',
    notes: null,
    meetingId: null,
    recordedBy: by,
  },
  SavingsAdjusted: {
    groupId: 1,
    adjustmentId: 2,
    memberId: 1,
    amount: -5000,
    adjustmentDate: '2026-11-03',
    reason: 'Last cycle saving typed 250 for 200',
    correctsSavingId: null,
    recordedBy: by,
  },
  LoanDisbursed: {
    groupId: 1,
    loanId: 1,
    borrowerId: 1,
    amount: 300000,
    loanDate: '2026-11-03',
    totalAmount: 330000,
  },
  RepaymentReceived: { groupId: 1, repaymentId: 1, loanId: 1, amount: 330000, paymentDate: '2026-11-10' },
  LoanIssued: {
    loanId: 1,
    groupId: 1,
    borrowerId: 1,
    amount: 300000,
    interestRate: 5,
    termMonths: 2,
    totalAmount: 330000,
    loanDate: '2026-11-03',
    dueDate: '2027-01-03',
    purpose: 'Seed and fertiliser',
    guarantors: ['Kin'],
    meetingId: null,
    ...place,
    issuedBy: by,
  },
  RepaymentRecorded: {
    loanId: 1,
    repaymentId: 1,
    amount: 330000,
    paymentDate: '2026-11-10',
    notes: null,
    meetingId: null,
    recordedBy: by,
  },
  LoanCompleted: { loanId: 1, completedOn: '2026-11-10' },
  LoanWrittenOff: {
    loanId: 1,
    groupId: 1,
    amount: 330000,
    writtenOffOn: '2027-02-10',
    reason: 'The borrower moved away',
    writtenOffBy: by,
  },
  LoanWriteOffRecorded: { groupId: 1, loanId: 1, amount: 330000, writtenOffOn: '2027-02-10' },
  RepaymentReversed: {
    loanId: 1,
    repaymentId: 1,
    amount: 330000,
    meetingId: null,
    reopened: true,
    ...reversal,
  },
  SavingReversed: { groupId: 1, savingId: 1, memberId: 1, amount: 20000, meetingId: null, ...reversal },
  RepaymentCreditReversed: { groupId: 1, repaymentId: 1, loanId: 1, amount: 330000 },
  PenaltyReversed: {
    groupId: 1,
    penaltyId: 1,
    memberId: 1,
    amount: 5000,
    paidAmount: 0,
    meetingId: null,
    ...reversal,
  },
  FeePaymentReversed: {
    groupId: 1,
    feePaymentId: 1,
    memberId: 1,
    amount: 50000,
    meetingId: null,
    ...reversal,
  },
  EmergencyContributionReversed: {
    fundId: 1,
    contributionId: 1,
    memberId: 1,
    amount: 10000,
    meetingId: null,
    ...reversal,
  },
  EmergencyFundCreated: {
    fundId: 1,
    groupId: 1,
    description: 'Emergency fund',
    contributionAmount: 10000,
    maxDisbursementPerMember: 200000,
    isActive: true,
    ...place,
    createdBy: by,
  },
  EmergencyContributionRecorded: {
    fundId: 1,
    contributionId: 1,
    memberId: 1,
    amount: 10000,
    contributionDate: '2026-11-04',
    notes: null,
    meetingId: null,
    recordedBy: by,
  },
  DisbursementRequested: {
    fundId: 1,
    disbursementId: 1,
    memberId: 1,
    amount: 100000,
    emergencyType: 'Fire',
    description: 'Kitchen fire at home',
    disbursementDate: null,
    requestedBy: by,
    requestedOn: '2026-11-12',
  },
  DisbursementApproved: {
    fundId: 1,
    disbursementId: 1,
    approvedBy: { userId: 5, username: 'project' },
    approvedOn: '2026-11-13',
  },
  DisbursementRejected: {
    fundId: 1,
    disbursementId: 1,
    reason: 'Duplicate',
    rejectedBy: { userId: 5, username: 'project' },
    rejectedOn: '2026-11-13',
  },
  PenaltyImposed: {
    groupId: 1,
    penaltyId: 1,
    memberId: 1,
    penaltyType: 'Lateness',
    amount: 5000,
    description: 'Arrived after the opening prayer',
    penaltyDate: '2026-11-16',
    meetingId: null,
    recordedBy: by,
  },
  PenaltyPaid: { groupId: 1, penaltyId: 1, amount: 5000, paymentDate: '2026-11-17', recordedBy: by },
  RegistrationFeeSet: { groupId: 1, feeAmount: 30000, description: 'Joining fee', recordedBy: by },
  LoanRulesSet: {
    groupId: 1,
    version: 1,
    previousVersion: 0,
    oneActiveLoan: false,
    ceilingMultiple: 2.5,
    lateFinePerMonth: 20000,
    recordedBy: by,
  },
  RegistrationFeePaid: {
    groupId: 1,
    feePaymentId: 1,
    memberId: 1,
    amount: 30000,
    paymentDate: '2026-11-16',
    notes: null,
    meetingId: null,
    recordedBy: by,
  },
  CycleCloseProposed: {
    groupId: 1,
    cycle: 1,
    ...closeDecision,
    carriedLoanIds: [1],
    proposedBy: by,
    proposedOn: '2026-11-19',
  },
  CycleCloseRejected: {
    groupId: 1,
    cycle: 1,
    reason: 'Recount the savings',
    rejectedBy: { userId: 3, username: 'project' },
    rejectedOn: '2026-11-19',
  },
  CycleClosed: {
    groupId: 1,
    cycle: 1,
    ...closeDecision,
    carriedLoans: [{ loanId: 1, borrowerId: 1, owed: 13000 }],
    proposedBy: by,
    confirmedBy: { userId: 3, username: 'project' },
    confirmedOn: '2026-11-19',
  },
  CycleOpened: { groupId: 1, cycle: 2, startedOn: '2026-11-19' },
};
