import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation, ValidationError } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import {
  type ContributionOpened,
  contributionDecider,
  contributionStatus,
  type PaymentRecorded,
  type PaymentReversed,
  type RecordPayment,
} from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 5, username: 'project', role: 'ProjectAdmin' },
};
const recorder = { userId: 5, username: 'project' };
const opened: ContributionOpened = {
  type: 'ContributionOpened',
  data: {
    id: 7,
    participantId: 3,
    projectId: 1,
    clusterId: 1,
    regionId: 1,
    month: '2026-11',
    expectedAmount: 100000,
  },
};
const aPayment = (amount: number, paymentId = 1, paymentDate = '2026-11-20'): RecordPayment => ({
  type: 'RecordPayment',
  data: { paymentId, amount, paymentDate, notes: null, recordedBy: recorder },
  metadata,
});
const recorded = (amount: number, paymentId = 1): PaymentRecorded => ({
  type: 'PaymentRecorded',
  data: {
    contributionId: 7,
    paymentId,
    amount,
    paymentDate: '2026-11-20',
    notes: null,
    recordedBy: recorder,
  },
});
const { given } = specFor(contributionDecider);

describe('contribution decider', () => {
  it('opens a month once', () => {
    given([]).when({ type: 'OpenContribution', data: opened.data, metadata }).then([opened]);
    given([opened]).when({ type: 'OpenContribution', data: opened.data, metadata }).thenThrows(ConflictError);
  });

  it('records a partial and then the remaining payment', () => {
    given([opened])
      .when(aPayment(40000))
      .then([recorded(40000)]);
    given([opened, recorded(40000)])
      .when(aPayment(60000, 2))
      .then([recorded(60000, 2)]);
  });

  it('refuses a payment above the outstanding amount, naming it', () => {
    given([opened, recorded(40000)])
      .when(aPayment(60001, 2))
      .thenThrows(RuleViolation, 'The amount is more than the outstanding amount of KES 600.00');
  });

  it('refuses any payment once the month is paid in full', () => {
    given([opened, recorded(100000)])
      .when(aPayment(1, 2))
      .thenThrows(RuleViolation, 'This contribution is already paid in full');
  });

  it('refuses a payment dated in the future', () => {
    given([opened])
      .when(aPayment(100, 1, '2026-11-26'))
      .thenThrows(RuleViolation);
  });

  it('refuses a payment dated before the first day of the contribution month, 2005 included', () => {
    for (const date of ['2005-06-01', '2026-10-31'])
      given([opened])
        .when(aPayment(100, 1, date))
        .thenThrows(
          ValidationError,
          "The payment date cannot be before 2026-11-01, the first day of the contribution's month",
        );
    given([opened])
      .when(aPayment(100, 1, '2026-11-01'))
      .then([{ ...recorded(100), data: { ...recorded(100).data, paymentDate: '2026-11-01' } }]);
  });

  it('reverses a payment, restoring the outstanding amount for a new payment', () => {
    const reversed: PaymentReversed = {
      type: 'PaymentReversed',
      data: { contributionId: 7, paymentId: 1, reason: 'Wrong child', reversedBy: recorder, amount: 100000 },
    };
    given([opened, recorded(100000)])
      .when({
        type: 'ReversePayment',
        data: { paymentId: 1, reason: 'Wrong child', reversedBy: recorder },
        metadata,
      })
      .then([reversed]);
    given([opened, recorded(100000), reversed])
      .when(aPayment(100000, 2))
      .then([recorded(100000, 2)]);
  });

  it('refuses to reverse a payment twice or one that does not exist', () => {
    const reversal = {
      type: 'ReversePayment' as const,
      data: { paymentId: 1, reason: 'x', reversedBy: recorder },
      metadata,
    };
    given([
      opened,
      recorded(100),
      {
        type: 'PaymentReversed',
        data: { contributionId: 7, paymentId: 1, reason: 'x', reversedBy: recorder, amount: 100 },
      },
    ])
      .when(reversal)
      .thenThrows(RuleViolation, 'This payment has already been reversed');
    given([opened]).when(reversal).thenThrows(NotFoundError);
  });
});

describe('contribution status', () => {
  it('is Paid, Partial, Outstanding or Overdue as the specification describes', () => {
    expect(contributionStatus(1000, 1000, '2026-10', '2026-11-25')).toBe('Paid');
    expect(contributionStatus(1000, 400, '2026-11', '2026-11-25')).toBe('Partial');
    expect(contributionStatus(1000, 0, '2026-11', '2026-11-25')).toBe('Outstanding');
    expect(contributionStatus(1000, 400, '2026-10', '2026-11-01')).toBe('Overdue');
    expect(contributionStatus(1000, 0, '2026-10', '2026-11-01')).toBe('Overdue');
  });
});
