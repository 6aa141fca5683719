import { describe, expect, it } from 'vitest';
import type { FacilitatorAnalytics } from '../api/get-facilitator-analytics';
import { ministryPerformance, quickStats, statusOverview, statusText } from './ministry-format';

const someAnalytics = (overrides: Partial<FacilitatorAnalytics> = {}): FacilitatorAnalytics => ({
  totalGroups: 4,
  totalMembers: 50,
  totalSavings: 30000,
  totalLoans: 10000,
  totalMeetings: 12,
  activeGroups: 3,
  groupDetails: [],
  ...overrides,
});

describe('ministryPerformance', () => {
  it('scales meetings per group by 10', () => {
    expect(ministryPerformance(someAnalytics({ totalGroups: 4, totalMeetings: 12 })).meetings).toBe(30);
  });

  it('caps the meetings bar at 100', () => {
    expect(ministryPerformance(someAnalytics({ totalGroups: 1, totalMeetings: 25 })).meetings).toBe(100);
  });

  it('splits the money that moved into savings and loans shares', () => {
    const performance = ministryPerformance(someAnalytics({ totalSavings: 30000, totalLoans: 10000 }));
    expect(performance.savingsShare).toBe(75);
    expect(performance.loansShare).toBe(25);
  });

  it('shows empty bars without groups or money', () => {
    expect(
      ministryPerformance(
        someAnalytics({ totalGroups: 0, totalMeetings: 0, totalSavings: 0, totalLoans: 0 }),
      ),
    ).toEqual({ meetings: 0, savingsShare: 0, loansShare: 0 });
  });

  it('keeps the two shares summing to 100 after rounding', () => {
    const performance = ministryPerformance(someAnalytics({ totalSavings: 1, totalLoans: 2 }));
    expect(performance.savingsShare + performance.loansShare).toBe(100);
  });
});

describe('quickStats', () => {
  it('averages per group', () => {
    expect(quickStats(someAnalytics())).toEqual({
      averageSavings: 750000,
      averageMembers: 12.5,
      meetingsPerGroup: 3,
      activeGroups: 3,
    });
  });

  it('is zero without groups', () => {
    expect(quickStats(someAnalytics({ totalGroups: 0, activeGroups: 0 }))).toEqual({
      averageSavings: 0,
      averageMembers: 0,
      meetingsPerGroup: 0,
      activeGroups: 0,
    });
  });
});

describe('statusOverview', () => {
  it('shows the first five groups', () => {
    const details = [1, 2, 3, 4, 5, 6].map((id) => ({
      id,
      name: `G${id}`,
      totalMembers: id,
      status: 'Active' as const,
    }));
    expect(statusOverview(details).map((g) => g.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows a missing status as Active', () => {
    expect(statusText(null)).toBe('Active');
    expect(statusText('Suspended')).toBe('Suspended');
  });
});
