import { describe, expect, it } from 'vitest';
import type { Wire } from '@/lib/wire';
import type { Contribution } from '../api/get-contributions';
import {
  contributionOptionLabel,
  contributionsHeading,
  exceedsOutstanding,
  filterContributions,
  monthLabel,
  monthParam,
  payableContributions,
  STATUS_COLORS,
  statusColor,
  summarizeContributions,
} from './contribution-format';

const aContribution = (overrides: Wire<Contribution> = {}): Contribution =>
  ({
    id: 1,
    participantId: 10,
    participantCode: 'KE0420-001',
    participantName: 'Amani Wekesa',
    projectId: 1,
    projectCode: 'KE0420',
    year: 2026,
    month: 1,
    expectedAmount: 1000,
    paidAmount: 0,
    outstandingAmount: 1000,
    status: 'Outstanding',
    lastPaymentDate: null,
    participantDeleted: false,
    ...overrides,
  }) as never;

describe('months', () => {
  it('names a month in full with its year', () => {
    expect(monthLabel(2026, 1)).toBe('January 2026');
    expect(monthLabel(2025, 12)).toBe('December 2025');
  });

  it('makes the YYYY-MM filter parameter', () => {
    expect(monthParam(2026, 3)).toBe('2026-03');
    expect(monthParam(2026, 11)).toBe('2026-11');
  });
});

describe('status colours', () => {
  it('gives each status its own colour', () => {
    expect(new Set(Object.values(STATUS_COLORS)).size).toBe(4);
    expect(statusColor('Paid')).toBe('green');
    expect(statusColor('Overdue')).toBe('red');
  });

  it('falls back to the neutral colour for a status it does not know', () => {
    expect(statusColor('Waived')).toBe('default');
  });
});

describe('the Record Payment choices', () => {
  it('label each contribution with participant ID, name, project, month and what is outstanding', () => {
    expect(contributionOptionLabel(aContribution({ outstandingAmount: 600 }))).toBe(
      'KE0420-001 Amani Wekesa (KE0420) — January 2026 — outstanding KES 600.00',
    );
  });

  it('tell apart two children of the same name', () => {
    const a = contributionOptionLabel(aContribution({ participantCode: 'KE0420-001' }));
    const b = contributionOptionLabel(aContribution({ participantCode: 'KE0420-077' }));
    expect(a).not.toBe(b);
  });

  it('offer only contributions with something outstanding, oldest month first', () => {
    const rows = [
      aContribution({ id: 1, month: 2 }),
      aContribution({ id: 2, outstandingAmount: 0, paidAmount: 1000, status: 'Paid' }),
      aContribution({ id: 3, month: 1, participantName: 'Brian Otieno' }),
      aContribution({ id: 4, participantName: null }),
      aContribution({ id: 5, month: 1, outstandingAmount: 0.01 }),
    ];
    expect(payableContributions(rows).map((c) => c.id)).toEqual([5, 3, 1]);
  });

  it('refuse an amount above the outstanding amount, to the cent', () => {
    const row = aContribution({ outstandingAmount: 600 });
    expect(exceedsOutstanding(600, row)).toBe(false);
    expect(exceedsOutstanding(600.01, row)).toBe(true);
    expect(exceedsOutstanding(400, row)).toBe(false);
  });
});

describe('the table filters', () => {
  const rows = [
    aContribution({ id: 1 }),
    aContribution({
      id: 2,
      participantName: 'Brian Otieno',
      participantCode: 'KE0420-002',
      status: 'Partial',
    }),
    aContribution({ id: 3, month: 2 }),
    aContribution({ id: 4, participantName: null }),
  ];

  it('keep the chosen month and hide rows whose participant is unknown', () => {
    expect(
      filterContributions(rows, { search: '', status: null, month: '2026-01' }).map((c) => c.id),
    ).toEqual([1, 2]);
  });

  it('search by name or participant code and filter by status', () => {
    expect(
      filterContributions(rows, { search: 'brian', status: null, month: null }).map((c) => c.id),
    ).toEqual([2]);
    expect(filterContributions(rows, { search: '-002', status: null, month: null }).map((c) => c.id)).toEqual(
      [2],
    );
    expect(
      filterContributions(rows, { search: '', status: 'Outstanding', month: null }).map((c) => c.id),
    ).toEqual([1, 3]);
  });
});

describe('the month cards', () => {
  it('sum collected and outstanding in cents and give the rate to one decimal', () => {
    const summary = summarizeContributions([
      aContribution({ paidAmount: 400, outstandingAmount: 600 }),
      aContribution({ expectedAmount: 500, paidAmount: 500, outstandingAmount: 0 }),
      aContribution({ expectedAmount: 1500, paidAmount: 0, outstandingAmount: 1500 }),
    ]);
    expect(summary).toEqual({ collected: 90000, outstanding: 210000, expected: 300000, rate: 30 });
  });

  it('show a rate of 0 for a month with nothing expected', () => {
    expect(summarizeContributions([]).rate).toBe(0);
  });
});

describe('the heading', () => {
  it("names the project when there is one, else the user's whole scope", () => {
    expect(contributionsHeading('ProjectAdmin', 'KE0420')).toBe('KE0420 - Parent Contributions');
    expect(contributionsHeading('ClusterAdmin', null)).toBe('Cluster Parent Contributions');
    expect(contributionsHeading('SuperAdmin', null)).toBe('All Parent Contributions');
    expect(contributionsHeading('NationalDirector', null)).toBe('All Parent Contributions');
    expect(contributionsHeading('RegionalAdmin', null)).toBe('Region Parent Contributions');
  });
});
