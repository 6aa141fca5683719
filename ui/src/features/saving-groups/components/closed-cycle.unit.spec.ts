import type { GroupCycleRow } from '@pm/domain/api/cycle-queries';
import { describe, expect, it } from 'vitest';
import type { ShareOutPreview } from '../api/get-share-out-preview';
import { carriedLines, closedCycleOn } from './closed-cycle';

const aCycle = (overrides: Partial<GroupCycleRow>): GroupCycleRow =>
  ({
    cycle: 1,
    startedOn: '2026-01-15',
    status: 'closed',
    closeDate: '2026-06-30',
    carriedLoanIds: [],
    carriedPenaltyIds: [],
    ...overrides,
  }) as GroupCycleRow;

const cycles = [aCycle({}), aCycle({ cycle: 2, startedOn: '2026-07-01', status: 'open', closeDate: null })];

describe('a closing date in a closed cycle', () => {
  it('finds the closed cycle the date falls in, its first and last day included', () => {
    expect(closedCycleOn(cycles, '2026-01-15')?.cycle).toBe(1);
    expect(closedCycleOn(cycles, '2026-06-30')?.cycle).toBe(1);
    // the open cycle's days, and a cycle only proposed, may still be previewed
    expect(closedCycleOn(cycles, '2026-07-01')).toBeNull();
    expect(closedCycleOn([aCycle({ status: 'proposed' })], '2026-06-30')).toBeNull();
  });

  it("lists what the close carried, named from the preview's list, by id where it has none", () => {
    const owed = [
      { kind: 'activeLoan', memberId: 2, memberName: 'Wanjiku Kamau', loanId: 8, amount: 315 },
      { kind: 'unpaidPenalty', memberId: 1, memberName: 'Akinyi Odhiambo', penaltyId: 4, amount: 50 },
    ] as ShareOutPreview['blockers'];
    expect(carriedLines(aCycle({ carriedLoanIds: [8, 9], carriedPenaltyIds: [4] }), owed)).toEqual([
      'Wanjiku Kamau: loan 8, KES 315.00 owed',
      'Loan 9',
      'Akinyi Odhiambo: penalty 4, KES 50.00 unpaid',
    ]);
    expect(carriedLines(aCycle({}), owed)).toEqual([]);
  });
});
