import { describe, expect, it } from 'vitest';
import type { ModuleStats } from '../api/get-group-stats';
import { moduleFigures } from './module-figures';

const someStats = (): ModuleStats => ({
  groups: { total: 12, active: 10 },
  members: { active: 1204, former: 7 },
  savings: { total: 250000.5, thisMonth: 12000 },
  loans: { active: 5, overdue: 2, outstanding: 33000 },
  emergency: { funds: 3, pendingRequests: 1 },
});

describe('moduleFigures', () => {
  it('shows the real figures of each module', () => {
    expect(moduleFigures(someStats())).toEqual({
      groups: '12 groups · 10 active',
      members: '1,204 active · 7 former',
      savings: 'KES 250,000.50 · KES 12,000.00 this month',
      loans: '5 active · 2 overdue · KES 33,000.00 outstanding',
      emergency: '3 funds · 1 pending requests',
      meetings: null,
      reports: null,
    });
  });

  it('shows zeros while the figures are unknown', () => {
    expect(moduleFigures(undefined).groups).toBe('0 groups · 0 active');
    expect(moduleFigures(undefined).savings).toBe('KES 0.00 · KES 0.00 this month');
  });
});
