import { describe, expect, it } from 'vitest';
import { aSaving } from '../testing/builders';
import { filterSavings, sortSavings, summarizeSavings } from './savings-format';

const TODAY = '2026-03-20';

describe('filterSavings', () => {
  const savings = [
    aSaving({ id: 1, groupId: 1, groupName: 'Umoja', memberName: 'Jane' }),
    aSaving({ id: 2, groupId: 2, groupName: 'Tumaini', memberName: 'Mary' }),
  ];

  it('searches the member and the group name', () => {
    expect(filterSavings(savings, { search: 'mary', groupId: null }).map((s) => s.id)).toEqual([2]);
    expect(filterSavings(savings, { search: 'UMOJA', groupId: null }).map((s) => s.id)).toEqual([1]);
  });

  it('keeps one group', () => {
    expect(filterSavings(savings, { search: '', groupId: 2 }).map((s) => s.id)).toEqual([2]);
  });
});

describe('summarizeSavings', () => {
  it('totals every row and this calendar month', () => {
    const summary = summarizeSavings(
      [
        aSaving({ amount: 100.5, savingDate: '2026-03-01' }),
        aSaving({ amount: 200, savingDate: '2026-03-20' }),
        aSaving({ amount: 300, savingDate: '2026-02-28' }),
      ],
      TODAY,
    );
    expect(summary.total).toBe(60050);
    expect(summary.thisMonth).toBe(30050);
  });

  it('counts each member who saved this month once', () => {
    const summary = summarizeSavings(
      [
        aSaving({ memberId: 1, savingDate: '2026-03-02' }),
        aSaving({ memberId: 1, savingDate: '2026-03-09' }),
        aSaving({ memberId: 2, savingDate: '2026-03-09' }),
        aSaving({ memberId: 3, savingDate: '2026-02-23' }),
      ],
      TODAY,
    );
    expect(summary.activeSavers).toBe(2);
  });

  it('averages a week over the last 4 weeks: today and the 27 days before, divided by 4', () => {
    const summary = summarizeSavings(
      [
        aSaving({ amount: 400, savingDate: '2026-02-21' }), // 27 days before: inside
        aSaving({ amount: 1000, savingDate: '2026-02-20' }), // 28 days before: outside
        aSaving({ amount: 400, savingDate: TODAY }),
        aSaving({ amount: 1000, savingDate: '2026-03-21' }), // future-dated: outside
      ],
      TODAY,
    );
    expect(summary.avgWeekly).toBe(20000);
  });

  it('is all zeros without savings', () => {
    expect(summarizeSavings([], TODAY)).toEqual({ total: 0, thisMonth: 0, activeSavers: 0, avgWeekly: 0 });
  });
});

describe('sortSavings', () => {
  it('lists the newest first', () => {
    const rows = [
      aSaving({ id: 1, savingDate: '2026-03-01' }),
      aSaving({ id: 2, savingDate: '2026-03-09' }),
      aSaving({ id: 3, savingDate: '2026-03-09' }),
    ];
    expect(sortSavings(rows).map((s) => s.id)).toEqual([3, 2, 1]);
  });
});
