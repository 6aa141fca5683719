import { describe, expect, it } from 'vitest';
import type { MoneyEvent } from './group-books';
import { groupEntries, type StoredLedgerEvent } from './group-entries';

const by = { userId: 8, username: 'facilitator' };
let position = 0n;
const at = (recorded: string, streamId: string, event: MoneyEvent): StoredLedgerEvent => {
  position += 1n;
  return {
    event,
    position,
    recordedAt: `${recorded}T06:00:00.000Z`,
    eventId: `e${position}`,
    streamId,
    actor: null,
  };
};

describe('the ledger of a group', () => {
  const events = [
    at('2026-03-02', 'group-7', {
      type: 'SavingRecorded',
      data: {
        groupId: 7,
        savingId: 1,
        memberId: 1,
        amount: 20_000,
        savingDate: '2026-03-02',
        notes: null,
        meetingId: null,
        recordedBy: by,
      },
    }),
    at('2026-03-09', 'group-7', {
      type: 'SavingRecorded',
      data: {
        groupId: 7,
        savingId: 2,
        memberId: 2,
        amount: 500_000,
        savingDate: '2026-03-09',
        notes: null,
        meetingId: null,
        recordedBy: by,
      },
    }),
    at('2026-03-09', 'group-7', { type: 'GroupStatusChanged', data: { groupId: 7, status: 'Active' } }),
    at('2026-03-10', 'group-7', {
      type: 'SavingReversed',
      data: {
        groupId: 7,
        savingId: 2,
        memberId: 2,
        amount: 500_000,
        meetingId: null,
        reason: 'Typo',
        reversedBy: { userId: 5, username: 'project' },
        reversedOn: '2026-03-10',
      },
    }),
    at('2026-03-11', 'group-7', {
      type: 'LoanDisbursed',
      data: { groupId: 7, loanId: 4, borrowerId: 1, amount: 10_000, loanDate: '2026-03-11' },
    }),
    at('2026-03-11', 'loan-4', {
      type: 'LoanIssued',
      data: {
        loanId: 4,
        groupId: 7,
        borrowerId: 1,
        amount: 10_000,
        totalAmount: 10_500,
        loanDate: '2026-03-11',
        dueDate: '2026-04-11',
      },
    } as MoneyEvent),
  ];

  it('lists the money events in recorded order with their effect and the balances after them', () => {
    const entries = groupEntries(events);
    expect(entries.map((e) => e.type)).toEqual([
      'SavingRecorded',
      'SavingRecorded',
      'SavingReversed',
      'LoanDisbursed',
      'LoanIssued',
    ]);
    expect(entries.map((e) => e.balancesAfter.savings)).toEqual([20_000, 520_000, 20_000, 20_000, 20_000]);
    expect(entries.map((e) => e.balancesAfter.loanFund)).toEqual([20_000, 520_000, 20_000, 10_000, 10_000]);
    expect(entries.at(-1)?.balancesAfter.loansOutstanding).toBe(10_500);
    expect(entries.at(-1)?.memberId).toBe(1);
  });

  it('links a reversal and the entry it reverses both ways, with the reason and who reversed it', () => {
    const entries = groupEntries(events);
    const saving = entries[1]!;
    const reversal = entries[2]!;
    expect(reversal.reverses).toBe(saving.position);
    expect(saving.reversedBy).toBe(reversal.position);
    expect(reversal).toMatchObject({
      reason: 'Typo',
      recordedBy: 'project',
      businessDate: '2026-03-10',
      memberId: 2,
    });
    expect(reversal.effect).toEqual({
      savings: -500_000,
      loanFund: -500_000,
      loansOutstanding: 0,
      emergencyFund: 0,
    });
  });

  it("names the member on a penalty's payment, so a member's statement shows their fines", () => {
    const entries = groupEntries([
      at('2026-04-01', 'group-7', {
        type: 'PenaltyImposed',
        data: {
          groupId: 7,
          penaltyId: 3,
          memberId: 2,
          penaltyType: 'Lateness',
          amount: 5_000,
          description: 'Late',
          penaltyDate: '2026-04-01',
          meetingId: null,
          recordedBy: by,
        },
      }),
      at('2026-04-02', 'group-7', {
        type: 'PenaltyPaid',
        data: { groupId: 7, penaltyId: 3, amount: 5_000, paymentDate: '2026-04-02', recordedBy: by },
      }),
    ]);
    expect(entries.map((e) => [e.type, e.memberId])).toEqual([
      ['PenaltyImposed', 2],
      ['PenaltyPaid', 2],
    ]);
  });
});
