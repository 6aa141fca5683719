import { describe, expect, it } from 'vitest';
import { cycleShareOut } from '../saving-groups/cycle-share-out';
import { groupBooks, type MoneyEvent, type StoredMoneyEvent } from './group-books';

const by = { userId: 8, username: 'facilitator' };
let position = 0n;
/** An event recorded at `recordedAt` (Kenyan 09:00 of that day unless an instant is given). */
const at = (recorded: string, event: MoneyEvent): StoredMoneyEvent => {
  position += 1n;
  return { event, position, recordedAt: recorded.length === 10 ? `${recorded}T06:00:00.000Z` : recorded };
};
const joined = (memberId: number) =>
  ({
    type: 'MemberJoined',
    data: {
      groupId: 7,
      memberId,
      memberNumber: `00${memberId}`,
      memberName: `Member ${memberId}`,
      joinedAt: '',
    },
  }) as MoneyEvent;
const saved = (savingId: number, memberId: number, amount: number, savingDate: string): MoneyEvent => ({
  type: 'SavingRecorded',
  data: { groupId: 7, savingId, memberId, amount, savingDate, notes: null, meetingId: null, recordedBy: by },
});
const reversed = (savingId: number, memberId: number, amount: number, reversedOn: string): MoneyEvent => ({
  type: 'SavingReversed',
  data: {
    groupId: 7,
    savingId,
    memberId,
    amount,
    meetingId: null,
    reason: 'Typo',
    reversedBy: by,
    reversedOn,
  },
});

describe("a group's books as of a date", () => {
  const history = [
    at('2026-03-02', joined(1)),
    at('2026-03-02', joined(2)),
    at('2026-03-02', saved(1, 1, 20_000, '2026-03-02')),
    // a mistyped saving, reversed a week later
    at('2026-03-09', saved(2, 2, 1_234_567_899, '2026-03-09')),
    at('2026-03-16', reversed(2, 2, 1_234_567_899, '2026-03-16')),
    // back-dated: recorded on 20 March for 5 March
    at('2026-03-20', saved(3, 2, 30_000, '2026-03-05')),
    at('2026-03-20', {
      type: 'LoanDisbursed',
      data: { groupId: 7, loanId: 5, borrowerId: 1, amount: 40_000, loanDate: '2026-03-20' },
    }),
    at('2026-03-20', {
      type: 'LoanIssued',
      data: {
        loanId: 5,
        groupId: 7,
        borrowerId: 1,
        amount: 40_000,
        totalAmount: 42_000,
        loanDate: '2026-03-20',
        dueDate: '2026-04-20',
      },
    } as MoneyEvent),
    at('2026-04-01', {
      type: 'RepaymentRecorded',
      data: {
        loanId: 5,
        repaymentId: 9,
        amount: 2_000,
        paymentDate: '2026-04-01',
        notes: null,
        meetingId: null,
        recordedBy: by,
      },
    }),
    at('2026-04-01', {
      type: 'RepaymentReceived',
      data: { groupId: 7, loanId: 5, repaymentId: 9, amount: 2_000, paymentDate: '2026-04-01' },
    }),
    at('2026-04-02', {
      type: 'PenaltyImposed',
      data: {
        groupId: 7,
        penaltyId: 3,
        memberId: 2,
        penaltyType: 'Lateness',
        amount: 5_000,
        description: 'Late',
        penaltyDate: '2026-04-02',
        meetingId: null,
        recordedBy: by,
      },
    }),
  ];

  it('leaves a reversed saving out as of its own date; the recording axis shows it until the reversal', () => {
    // the saving dated 9 March was a mistake: reversed on 16 March, the books of 10 March leave it out
    const corrected = groupBooks(history, { asOf: '2026-03-10' });
    expect(corrected.savings).toBe(20_000 + 30_000);
    expect(corrected.members.find((m) => m.memberId === 2)?.savings).toBe(30_000);
    // as the books stood on 10 March, before anyone knew of the mistake
    const known = groupBooks(history, { asOf: '2026-03-10', knownAt: '2026-03-10T20:59:59.000Z' });
    expect(known.savings).toBe(20_000 + 1_234_567_899);
    const after = groupBooks(history, { asOf: '2026-03-16' });
    expect(after.savings).toBe(50_000);
    expect(after.loanFund).toBe(50_000);
  });

  it('counts a back-dated saving by its date, and by when it was recorded on the other axis', () => {
    expect(groupBooks(history, { asOf: '2026-03-06' }).savings).toBe(20_000 + 30_000);
    expect(groupBooks(history, { knownAt: '2026-03-06T20:59:59.000Z' }).savings).toBe(20_000);
    // both axes together: dated by 10 March and known by then
    expect(groupBooks(history, { asOf: '2026-03-10', knownAt: '2026-03-10T20:59:59.000Z' }).savings).toBe(
      20_000 + 1_234_567_899,
    );
  });

  it('follows the loan: the fund lends it, repayments come back, and it is at risk past its due date', () => {
    const april = groupBooks(history, { asOf: '2026-04-10' });
    expect(april.loanFund).toBe(50_000 - 40_000 + 2_000);
    expect(april.loansOutstanding).toBe(40_000);
    expect(april.members.find((m) => m.memberId === 1)).toMatchObject({
      loansOutstanding: 40_000,
      repayments: 2_000,
    });
    expect(april.members.find((m) => m.memberId === 2)?.penaltiesOwed).toBe(5_000);
    expect(april.loansAtRisk).toEqual([]);
    const may = groupBooks(history, { asOf: '2026-05-01' });
    expect(may.loansAtRisk).toEqual([
      { loanId: 5, borrowerId: 1, outstanding: 40_000, dueDate: '2026-04-20', daysOverdue: 11 },
    ]);
  });

  it("counts today's loans at risk when the books are asked for today, with neither date given", () => {
    // the audit screen's default view once listed no loan at risk, computing no day at all
    expect(groupBooks(history, { today: '2026-06-04' }).loansAtRisk).toEqual([
      { loanId: 5, borrowerId: 1, outstanding: 40_000, dueDate: '2026-04-20', daysOverdue: 45 },
    ]);
  });

  it('counts nothing before the first entry, and everything without a limit', () => {
    expect(groupBooks(history, { asOf: '2026-03-01' }).savings).toBe(0);
    const all = groupBooks(history);
    expect(all.eventsCounted).toBe(history.length);
    expect(all.penaltiesAndFees).toBe(0);
  });
});

describe('a closed cycle in the books', () => {
  it("takes the share-out out of the loan fund on the close date, and the next share-out weighs only the new cycle's savings", () => {
    const payouts = [
      { memberId: 1, amount: 12_000 },
      { memberId: 2, amount: 8_000 },
    ];
    const history = [
      at('2026-03-02', joined(1)),
      at('2026-03-02', joined(2)),
      at('2026-03-02', saved(1, 1, 12_000, '2026-03-02')),
      at('2026-03-02', saved(2, 2, 8_000, '2026-03-02')),
      at('2026-06-30', {
        type: 'CycleClosed',
        data: {
          groupId: 7,
          cycle: 1,
          closeDate: '2026-06-30',
          weighting: 'amount',
          fund: 20_000,
          payouts,
          carriedLoans: [],
          carriedPenaltyIds: [],
          proposedBy: by,
          confirmedBy: { userId: 3, username: 'project' },
          confirmedOn: '2026-06-30',
        },
      }),
      at('2026-07-06', saved(3, 2, 5_000, '2026-07-06')),
    ];
    expect(groupBooks(history, { asOf: '2026-06-29' })).toMatchObject({ paidOut: 0, loanFund: 20_000 });
    expect(groupBooks(history)).toMatchObject({ savings: 25_000, paidOut: 20_000, loanFund: 5_000 });
    const next = cycleShareOut(history, { closeDate: '2026-07-31', weighting: 'amount' });
    expect(next.fund.distributable).toBe(5_000);
    expect(next.cycleStartsAfter).toBe('2026-06-30');
    expect(next.payouts.map((p) => [p.memberId, p.payout])).toEqual([
      [1, 0],
      [2, 5_000],
    ]);
  });
});
