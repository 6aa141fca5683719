import { describe, expect, it } from 'vitest';
import type { ModuleStats } from '../api/get-group-stats';
import { moduleFigures } from './module-figures';

const someStats = (): ModuleStats => ({
  groups: { total: 12, active: 10 },
  members: { active: 1204, former: 7 },
  savings: { total: 250000.5, thisMonth: 12000 },
  loans: { active: 5, overdue: 2, outstanding: 30000, serviceCharge: 3000 },
  emergency: { funds: 3, pendingRequests: 1 },
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
      emergency: { figure: '3 funds', detail: '1 pending requests' },
      meetings: null,
      reports: null,
    });
  });

  it('shows zeros while the figures are unknown', () => {
    expect(moduleFigures(undefined).groups).toEqual({ figure: '0 groups', detail: '0 active' });
    expect(moduleFigures(undefined).savings).toEqual({ figure: 'KES 0.00', detail: 'KES 0.00 this month' });
  });
});
