import { describe, expect, it } from 'vitest';
import type { CyclePayout } from '../saving-groups/group/cycle-events';
import type { MoneyEvent, StoredMoneyEvent } from './group-books';
import { moneyInvariants } from './money-invariants';

const by = { userId: 8, username: 'facilitator' };
const admin = { userId: 5, username: 'project' };
const log = (events: MoneyEvent[]): StoredMoneyEvent[] =>
  events.map((event, i) => ({ event, position: BigInt(i + 1), recordedAt: '2026-06-30T06:00:00.000Z' }));
const joined = (memberId: number): MoneyEvent =>
  ({
    type: 'MemberJoined',
    data: {
      groupId: 7,
      memberId,
      memberNumber: `${memberId}`,
      memberName: `Member ${memberId}`,
      joinedAt: '',
    },
  }) as MoneyEvent;
const saved = (savingId: number, memberId: number, amount: number): MoneyEvent => ({
  type: 'SavingRecorded',
  data: {
    groupId: 7,
    savingId,
    memberId,
    amount,
    savingDate: '2026-03-01',
    notes: null,
    meetingId: null,
    recordedBy: by,
  },
});
const decision = (fund: number, payouts: CyclePayout[]) => ({
  closeDate: '2026-06-30',
  weighting: 'amount' as const,
  fund,
  payouts,
  carriedPenaltyIds: [],
});
const closing = (fund: number, payouts: CyclePayout[]): MoneyEvent[] => [
  {
    type: 'CycleCloseProposed',
    data: {
      groupId: 7,
      cycle: 1,
      ...decision(fund, payouts),
      carriedLoanIds: [],
      proposedBy: by,
      proposedOn: '2026-06-30',
    },
  },
  {
    type: 'CycleClosed',
    data: {
      groupId: 7,
      cycle: 1,
      ...decision(fund, payouts),
      carriedLoans: [],
      proposedBy: by,
      confirmedBy: admin,
      confirmedOn: '2026-06-30',
    },
  },
];
const history = [joined(1), joined(2), saved(1, 1, 100_000), saved(2, 2, 300_000)];

describe("the money invariants of a group's log", () => {
  it('holds for a close that paid the share-out the rules give', () => {
    const payouts = [
      { memberId: 1, amount: 100_000 },
      { memberId: 2, amount: 300_000 },
    ];
    expect(moneyInvariants(log([...history, ...closing(400_000, payouts)]))).toEqual([]);
  });

  it("names a close whose payouts moved one member's savings to another", () => {
    const moved = [
      { memberId: 1, amount: 150_000 },
      { memberId: 2, amount: 250_000 },
    ];
    expect(moneyInvariants(log([...history, ...closing(400_000, moved)]))).toEqual([
      { figure: "cycle 1: member 1's payout", expected: 100_000, recorded: 150_000 },
      { figure: "cycle 1: member 2's payout", expected: 300_000, recorded: 250_000 },
      { figure: 'cycle 1: member 2 paid less than their savings', expected: 300_000, recorded: 250_000 },
    ]);
  });

  it('names a close whose payouts do not add up to its fund, or whose fund is not the cash', () => {
    const short = [
      { memberId: 1, amount: 100_000 },
      { memberId: 2, amount: 200_000 },
    ];
    const breaches = moneyInvariants(log([...history, ...closing(300_000, short)]));
    expect(breaches.map((b) => b.figure)).toEqual([
      'cycle 1: the fund, the cash on 2026-06-30',
      "cycle 1: member 2's payout",
      'cycle 1: member 2 paid less than their savings',
    ]);
    expect(breaches[0]).toMatchObject({ expected: 400_000, recorded: 300_000 });
    // payouts that do not add up to the fund they claim to share
    const over = moneyInvariants(log([...history, ...closing(400_000, short)]));
    expect(over[0]).toEqual({ figure: "cycle 1: the payouts' total", expected: 400_000, recorded: 300_000 });
  });
});
