import type { GroupLedger, LedgerEntry } from '@pm/domain/api/audit-queries';

const balances = (savings = 0, loanFund = 0, loansOutstanding = 0, emergencyFund = 0) => ({
  savings,
  loanFund,
  loansOutstanding,
  emergencyFund,
});

/** A ledger entry: a saving of KES 500 by Mary Wanjiru unless told otherwise. */
export const anEntry = (overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  position: '101',
  eventId: '0193a1b2-0000-7000-8000-000000000101',
  streamId: 'saving-group-7',
  type: 'SavingRecorded',
  label: 'Saving recorded',
  memberId: 11,
  memberName: 'Mary Wanjiru',
  amount: 500,
  businessDate: '2026-03-02',
  recordedAt: '2026-03-02T07:15:00Z',
  recordedBy: 'treasurer1',
  effect: balances(500, 500),
  balancesAfter: balances(1500, 1200, 300, 100),
  reverses: null,
  reversedBy: null,
  reason: null,
  ...overrides,
});

/** The books of Umoja Group on Mar 31, 2026: two members, one loan at risk. */
export const aLedger = (overrides: Partial<GroupLedger> = {}): GroupLedger => ({
  groupId: 7,
  groupName: 'Umoja Group',
  asOf: '2026-03-31',
  knownAt: null,
  note: null,
  eventsCounted: 38,
  eventsTotal: 40,
  totals: {
    savings: 12345.5,
    savingsAdjusted: 0,
    repayments: 2000,
    penaltiesAndFees: 150,
    disbursed: 5000,
    paidOut: 0,
    loanFund: 9495.5,
    loansOutstanding: 3300,
    emergencyFund: 800,
  },
  members: [
    {
      memberId: 11,
      memberNumber: 'M-001',
      memberName: 'Mary Wanjiru',
      savings: 7000,
      loansOutstanding: 3300,
      repayments: 2000,
      penaltiesOwed: 50,
      penaltiesPaid: 100,
      feesPaid: 50,
    },
    {
      memberId: 12,
      memberNumber: 'M-002',
      memberName: 'John Otieno',
      savings: 5345.5,
      loansOutstanding: 0,
      repayments: 0,
      penaltiesOwed: 0,
      penaltiesPaid: 0,
      feesPaid: 0,
    },
  ],
  loansAtRisk: [{ loanId: 5, borrowerId: 11, outstanding: 3300, dueDate: '2026-03-01', daysOverdue: 30 }],
  ...overrides,
});
