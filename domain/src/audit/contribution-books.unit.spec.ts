import { describe, expect, it } from 'vitest';
import type { ContributionEvent } from '../contributions/contribution';
import { contributionBooks, type StoredContributionEvent } from './contribution-books';

let position = 0n;
const at = (recorded: string, event: ContributionEvent): StoredContributionEvent => {
  position += 1n;
  return { event, position, recordedAt: `${recorded}T06:00:00.000Z` };
};
const by = { userId: 5, username: 'project' };
const place = { projectId: 1, clusterId: 1, regionId: 1 };

describe("a project's contributions as they stood", () => {
  const events = [
    at('2026-03-01', {
      type: 'ContributionOpened',
      data: { id: 1, participantId: 7, month: '2026-03', expectedAmount: 100_000, ...place },
    }),
    at('2026-03-10', {
      type: 'PaymentRecorded',
      data: {
        contributionId: 1,
        paymentId: 11,
        amount: 60_000,
        paymentDate: '2026-03-10',
        notes: null,
        recordedBy: by,
      },
    }),
    // recorded on 20 March for a payment made on 5 March
    at('2026-03-20', {
      type: 'PaymentRecorded',
      data: {
        contributionId: 1,
        paymentId: 12,
        amount: 40_000,
        paymentDate: '2026-03-05',
        notes: null,
        recordedBy: by,
      },
    }),
    at('2026-03-25', {
      type: 'PaymentReversed',
      data: { contributionId: 1, paymentId: 11, amount: 60_000, reason: 'Wrong child', reversedBy: by },
    }),
    at('2026-04-01', {
      type: 'ContributionOpened',
      data: { id: 2, participantId: 7, month: '2026-04', expectedAmount: 100_000, ...place },
    }),
  ];

  it('answers each month by business date: expected from its first day, payments from their dates, reversals from their day', () => {
    expect(contributionBooks(events, { asOf: '2026-02-28' })).toEqual([]);
    expect(contributionBooks(events, { asOf: '2026-03-06' })).toEqual([
      {
        contributionId: 1,
        participantId: 7,
        month: '2026-03',
        expected: 100_000,
        paid: 40_000,
        outstanding: 60_000,
      },
    ]);
    expect(contributionBooks(events, { asOf: '2026-03-24' })[0]).toMatchObject({
      paid: 100_000,
      outstanding: 0,
    });
    expect(contributionBooks(events, { asOf: '2026-04-30' })).toEqual([
      {
        contributionId: 1,
        participantId: 7,
        month: '2026-03',
        expected: 100_000,
        paid: 40_000,
        outstanding: 60_000,
      },
      {
        contributionId: 2,
        participantId: 7,
        month: '2026-04',
        expected: 100_000,
        paid: 0,
        outstanding: 100_000,
      },
    ]);
  });

  it('tells the back-dated payment apart on the recording axis', () => {
    expect(
      contributionBooks(events, { asOf: '2026-03-06', knownAt: '2026-03-15T00:00:00.000Z' })[0],
    ).toMatchObject({
      paid: 0,
      outstanding: 100_000,
    });
  });
});
