import { describe, expect, it } from 'vitest';
import type { ModuleStats } from '../api/get-group-stats';
import { moduleFigures } from './module-figures';

const someStats = (): ModuleStats => ({
  groups: { total: 12, active: 10 },
  members: { active: 1204, former: 7 },
  savings: { total: 250000.5, thisMonth: 12000 },
  loans: { active: 5, overdue: 2, outstanding: 30000, serviceCharge: 3000 },
  emergency: { funds: 1, pendingRequests: 1 },
  meetings: { upcoming: 4, heldThisMonth: 1 },
  reports: { total: 12, pendingReviews: 2 },
});

describe('moduleFigures', () => {
  it('shows the real figures of each module', () => {
    expect(moduleFigures(someStats())).toEqual({
      groups: { figure: '12 groups', detail: '10 active' },
      members: { figure: '1,204 active', detail: '7 former' },
      savings: { figure: 'KES 250,000.50', detail: 'KES 12,000.00 this month' },
      // the principal still out, and the service charge still to come apart
      loans: {
        figure: 'KES 30,000.00 outstanding',
        detail: '5 active · 2 overdue · KES 3,000.00 service charge to come',
      },
      // one of a thing is singular
      emergency: { figure: '1 fund', detail: '1 pending request' },
      meetings: { figure: '4 upcoming', detail: '1 meeting held this month' },
      reports: { figure: '12 reports', detail: '2 pending reviews' },
    });
  });

  it('shows zeros while the figures are unknown', () => {
    expect(moduleFigures(undefined).groups).toEqual({ figure: '0 groups', detail: '0 active' });
    expect(moduleFigures(undefined).savings).toEqual({ figure: 'KES 0.00', detail: 'KES 0.00 this month' });
    expect(moduleFigures(undefined).meetings).toEqual({
      figure: '0 upcoming',
      detail: '0 meetings held this month',
    });
  });

  it('gives every module a figure: none of them is coming soon', () => {
    for (const figure of Object.values(moduleFigures(someStats()))) {
      expect(figure.figure).not.toBe('');
      expect(figure.detail).not.toBe('');
    }
  });
});
