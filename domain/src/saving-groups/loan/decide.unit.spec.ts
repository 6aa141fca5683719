import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { fold } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import {
  type IssueLoan,
  type LoanCompleted,
  type LoanEvent,
  type LoanIssued,
  loanDecider,
  loanStream,
  type RecordRepayment,
  type RepaymentRecorded,
  remainingOf,
} from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 8, username: 'facilitator', role: 'ChurchFacilitator' },
};
const facilitator = { userId: 8, username: 'facilitator' };
const place = { projectId: 1, clusterId: 2, regionId: 3 };

type Terms = Partial<Omit<IssueLoan['data'], 'place'>>;
const anIssue = (terms: Terms = {}): IssueLoan => ({
  type: 'IssueLoan',
  data: {
    loanId: 55,
    groupId: 7,
    borrowerId: 1,
    amount: 1000000,
    interestRate: 5,
    termMonths: 6,
    loanDate: '2026-05-31',
    purpose: 'Buy a dairy cow',
    guarantors: ['Mary Achieng'],
    meetingId: null,
    ...terms,
    place,
  },
  metadata,
});
/** KES 10,000 at 5 percent a month for 6 months: KES 13,000 due on 2026-11-30 (May 31 + 6 months). */
const issued = (overrides: Partial<LoanIssued['data']> = {}): LoanIssued => ({
  type: 'LoanIssued',
  data: {
    loanId: 55,
    groupId: 7,
    borrowerId: 1,
    amount: 1000000,
    interestRate: 5,
    termMonths: 6,
    totalAmount: 1300000,
    loanDate: '2026-05-31',
    dueDate: '2026-11-30',
    purpose: 'Buy a dairy cow',
    guarantors: ['Mary Achieng'],
    meetingId: null,
    ...place,
    issuedBy: facilitator,
    ...overrides,
  },
});

const repaymentData = (amount: number, repaymentId = 1, paymentDate = '2026-11-20') => ({
  repaymentId,
  amount,
  paymentDate,
  notes: null,
  meetingId: null,
});
const aRepayment = (amount: number, repaymentId = 1, paymentDate = '2026-11-20'): RecordRepayment => ({
  type: 'RecordRepayment',
  data: repaymentData(amount, repaymentId, paymentDate),
  metadata,
});
const recorded = (amount: number, repaymentId = 1): RepaymentRecorded => ({
  type: 'RepaymentRecorded',
  data: {
    loanId: 55,
    ...repaymentData(amount, repaymentId),
    recordedBy: facilitator,
    recordedOn: '2026-11-25',
  },
});
const completed: LoanCompleted = { type: 'LoanCompleted', data: { loanId: 55, completedOn: '2026-11-20' } };

const { given } = specFor(loanDecider);

describe('loan decider: issuing', () => {
  it('names its stream loan-{id}', () => {
    expect(loanStream(55)).toBe('loan-55');
  });

  it('issues a loan with its total (flat monthly service charge) and its due date, once', () => {
    given([]).when(anIssue()).then([issued()]);
    given([issued()]).when(anIssue()).thenThrows(ConflictError, 'This loan already exists');
  });

  it('charges nothing at a rate of 0 and rounds the total half-up to the cent', () => {
    given([])
      .when(anIssue({ interestRate: 0 }))
      .then([issued({ interestRate: 0, totalAmount: 1000000 })]);
    // 333 × (1 + 0.015 × 1) = 337.995 → 338
    given([])
      .when(anIssue({ amount: 333, interestRate: 1.5, termMonths: 1 }))
      .then([
        issued({ amount: 333, interestRate: 1.5, termMonths: 1, totalAmount: 338, dueDate: '2026-06-30' }),
      ]);
  });

  it('refuses an amount of 0 or less', () => {
    given([])
      .when(anIssue({ amount: 0 }))
      .thenThrows(RuleViolation, 'Amount must be a positive number');
    given([])
      .when(anIssue({ amount: -500 }))
      .thenThrows(RuleViolation, 'Amount must be a positive number');
  });

  it('refuses a negative service charge or one with more than two decimals', () => {
    given([])
      .when(anIssue({ interestRate: -1 }))
      .thenThrows(RuleViolation, 'Interest rate cannot be negative');
    given([])
      .when(anIssue({ interestRate: 1.005 }))
      .thenThrows(RuleViolation, 'Interest rate has at most two decimals');
  });

  it('refuses a term that is not a whole number of months of at least 1', () => {
    for (const termMonths of [0, -6, 1.5])
      given([]).when(anIssue({ termMonths })).thenThrows(RuleViolation, 'Term must be at least 1 month');
  });

  it('refuses a purpose of fewer than 5 characters, spaces aside', () => {
    given([])
      .when(anIssue({ purpose: '  Cow ' }))
      .thenThrows(RuleViolation, 'Purpose must be at least 5 characters');
  });

  it('refuses a loan dated in the future', () => {
    given([])
      .when(anIssue({ loanDate: '2026-11-26' }))
      .thenThrows(RuleViolation, 'The loan date cannot be in the future');
  });
});

describe('loan decider: repayments', () => {
  it('records a partial repayment, leaving the loan active', () => {
    given([issued()])
      .when(aRepayment(500000))
      .then([recorded(500000)]);
    const state = fold(loanDecider, [issued(), recorded(500000)]);
    expect(state.status).toBe('active');
    expect(state.status !== 'none' && remainingOf(state)).toBe(800000);
  });

  it('completes the loan with the repayment that clears it, in the same decision', () => {
    const history: LoanEvent[] = [issued(), recorded(500000)];
    given(history)
      .when(aRepayment(800000, 2))
      .then([recorded(800000, 2), completed]);
    const state = fold(loanDecider, [...history, recorded(800000, 2), completed]);
    expect(state.status).toBe('completed');
  });

  it('refuses a repayment above the remaining balance, naming it', () => {
    given([issued(), recorded(500000)])
      .when(aRepayment(800001, 2))
      .thenThrows(RuleViolation, 'The repayment is more than the remaining balance of KES 8,000.00');
  });

  it('refuses any repayment on a completed loan', () => {
    given([issued(), recorded(1300000), completed])
      .when(aRepayment(100, 2))
      .thenThrows(RuleViolation, 'Only active loans can take repayments');
  });

  it('refuses an amount of 0 or less, and dates in the future or before the loan', () => {
    given([issued()]).when(aRepayment(0)).thenThrows(RuleViolation, 'Amount must be a positive number');
    given([issued()])
      .when(aRepayment(100, 1, '2026-11-26'))
      .thenThrows(RuleViolation, 'The payment date cannot be in the future');
    given([issued()])
      .when(aRepayment(100, 1, '2026-05-30'))
      .thenThrows(RuleViolation, 'The payment date cannot be before the loan date');
  });

  it('answers not found for a loan that was never issued', () => {
    given([]).when(aRepayment(100)).thenThrows(NotFoundError, 'Loan not found');
  });
});
