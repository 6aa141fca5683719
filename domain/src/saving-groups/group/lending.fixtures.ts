import type { CommandMetadata } from '../../shared/decider';
import type {
  DisburseLoan,
  GroupEvent,
  GroupRegistered,
  LoanDisbursed,
  LoanRules,
  LoanRulesSet,
  MemberJoined,
  SetLoanRules,
} from './index';

/** The events and commands the loan rules' specs are written in: a group of two savers and their loans. */

export const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 8, username: 'facilitator', role: 'ChurchFacilitator' },
};
export const recordedBy = { userId: 8, username: 'facilitator' };

// Only what the loan rules read of a group and its members.
export const registered = {
  type: 'GroupRegistered',
  data: {
    groupId: 7,
    name: 'Tumaini Savers',
    maxLoanAmount: null,
    registrationDate: '2026-11-01',
    projectId: 1,
    clusterId: 2,
    regionId: 3,
  },
} as GroupRegistered;
export const joined = (memberId: number, memberName: string): MemberJoined =>
  ({
    type: 'MemberJoined',
    data: {
      groupId: 7,
      memberId,
      memberNumber: `M${memberId}`,
      memberName,
      role: 'member',
      joinedOn: '2026-11-01',
      joinedAt: metadata.now,
    },
  }) as MemberJoined;
export const saved = (savingId: number, memberId: number, amount: number): GroupEvent => ({
  type: 'SavingRecorded',
  data: {
    groupId: 7,
    savingId,
    memberId,
    amount,
    savingDate: '2026-11-20',
    notes: null,
    meetingId: null,
    recordedBy,
    recordedOn: '2026-11-20',
  },
});
export const savingReversed = (savingId: number, memberId: number, amount: number): GroupEvent => ({
  type: 'SavingReversed',
  data: {
    groupId: 7,
    savingId,
    memberId,
    amount,
    meetingId: null,
    reason: 'Entered twice',
    reversedBy: recordedBy,
    reversedOn: '2026-11-21',
  },
});

/** A loan of `amount` with a total of amount × 1.3 (5 percent a month for 6 months). */
const loan = (loanId: number, borrowerId: number, amount: number) => ({
  loanId,
  borrowerId,
  amount,
  loanDate: '2026-11-24',
  totalAmount: Math.round(amount * 1.3),
});
export const aDisbursement = (loanId: number, borrowerId: number, amount: number): DisburseLoan => ({
  type: 'DisburseLoan',
  data: loan(loanId, borrowerId, amount),
  metadata,
});
export const disbursed = (loanId: number, borrowerId: number, amount: number): LoanDisbursed => ({
  type: 'LoanDisbursed',
  data: { groupId: 7, ...loan(loanId, borrowerId, amount) },
});
export const repaid = (repaymentId: number, loanId: number, amount: number): GroupEvent => ({
  type: 'RepaymentReceived',
  data: { groupId: 7, repaymentId, loanId, amount, paymentDate: '2026-11-25' },
});
export const creditReversed = (repaymentId: number, loanId: number, amount: number): GroupEvent => ({
  type: 'RepaymentCreditReversed',
  data: { groupId: 7, repaymentId, loanId, amount },
});

export const rules = (overrides: Partial<LoanRules> = {}): LoanRules => ({
  oneActiveLoan: true,
  ceilingMultiple: null,
  lateFinePerMonth: null,
  setOffAtShareOut: false,
  leavingPayout: 'atClose',
  ...overrides,
});
export const setRules = (overrides: Partial<LoanRules> = {}): SetLoanRules => ({
  type: 'SetLoanRules',
  data: rules(overrides),
  metadata,
});
export const rulesSet = (version: number, overrides: Partial<LoanRules> = {}): LoanRulesSet => ({
  type: 'LoanRulesSet',
  data: { groupId: 7, version, previousVersion: version - 1, ...rules(overrides), recordedBy },
});

// Jane has KES 1,000 saved, Peter KES 2,000: the fund holds KES 3,000.
export const group = [
  registered,
  joined(1, 'Jane Wanjiru'),
  joined(2, 'Peter Otieno'),
  saved(1, 1, 100000),
  saved(2, 2, 200000),
];
