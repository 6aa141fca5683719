import { businessDate } from '@pm/domain';
import { aGroupWithMembers, projectionsSettled, type Written } from '@pm/system/builders';
import { aGroup, aMember } from '@pm/system/group-bodies';
import { addDays } from '@pm/system/money-model/group-money';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Preview {
  fund: { distributable: number };
  members: { memberId: number; savings: number; payout: number }[];
}
interface Cycle {
  cycle: number;
  status: string;
  payouts: { memberId: number; amount: number }[];
}

/**
 * Money at the boundaries of a cycle, each case as a group lives it and as it once went wrong: an entry
 * belongs to the cycle whose dates contain its business date, and a reversal removes its entry as of the
 * entry's own date (docs/domain/saving-group-money.md).
 */
describe('cycles by business date', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  const today = businessDate(new Date().toISOString());
  const daysAgo = (n: number) => addDays(today, -n);

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project] = [await system.login('facilitator'), await system.login('project')];
  });
  afterAll(async () => {
    await system.stop();
  });

  const aGroupOfTwo = async () => {
    const registrationDate = daysAgo(90);
    const groupId = (await facilitator.post<Written>('/api/saving-groups', aGroup({ registrationDate }))).body
      .id;
    const [x, y] = [
      (
        await facilitator.post<Written>(
          '/api/group-members',
          aMember(groupId, '1', { joinedOn: registrationDate }),
        )
      ).body.id,
      (
        await facilitator.post<Written>(
          '/api/group-members',
          aMember(groupId, '2', { joinedOn: registrationDate }),
        )
      ).body.id,
    ];
    return { groupId, x, y };
  };
  const save = async (groupId: number, memberId: number, amount: number, savingDate: string) => {
    const response = await facilitator.post<Written & { message?: string }>('/api/group-savings', {
      groupId,
      memberId,
      amount,
      savingDate,
    });
    expect(response.status, response.body.message).toBe(201);
    return response.body.id;
  };
  const preview = async (groupId: number, closeDate: string, weighting = 'amount') => {
    await projectionsSettled(system);
    const response = await project.get<Preview>(
      `/api/saving-groups/${groupId}/share-out-preview?closeDate=${closeDate}&weighting=${weighting}`,
    );
    expect(response.status).toBe(200);
    return response.body;
  };
  const payoutOf = (p: Preview, memberId: number) => p.members.find((m) => m.memberId === memberId)?.payout;

  it('keeps savings recorded while a close waits, dated after it, in the next cycle', async () => {
    const { groupId, x, y } = await aGroupOfTwo();
    await save(groupId, x, 1000, daysAgo(10));
    const url = `/api/saving-groups/${groupId}/cycle-close`;
    expect((await facilitator.post(url, { closeDate: daysAgo(2) })).status).toBe(201);
    // while it waits: X 300 and Y 200, dated today (after the close date)
    await save(groupId, x, 300, today);
    await save(groupId, y, 200, today);
    expect((await project.post(`${url}/confirm`, { cycle: 1 })).status).toBe(200);
    await save(groupId, y, 100, today);
    // the next cycle holds X's 300 and Y's 300: each gets their own back (it once paid X 0 and Y 600)
    const next = await preview(groupId, today);
    expect(next.fund.distributable).toBe(600);
    expect([payoutOf(next, x), payoutOf(next, y)]).toEqual([300, 300]);
    const kpis = await project.get<{ current: { savingsHeld: number } }>(
      `/api/analytics/kpis?scope=group&id=${groupId}`,
    );
    expect(kpis.body.current.savingsHeld).toBe(600);
    // and cycle 1 paid X's 1,000 to X
    const cycles = (await project.get<Cycle[]>(`/api/saving-groups/${groupId}/cycles`)).body;
    expect(cycles[0]?.payouts.map((p) => [p.memberId, p.amount])).toEqual([
      [x, 1000],
      [y, 0],
    ]);
  });

  it('never pays out a reversed saving, whatever day the reversal was recorded', async () => {
    const { groupId, x, y } = await aGroupOfTwo();
    await save(groupId, x, 1000, daysAgo(55));
    await save(groupId, y, 1000, daysAgo(55));
    const mistaken = await save(groupId, y, 500, daysAgo(55));
    expect(
      (await project.post(`/api/group-savings/${mistaken}/reverse`, { reason: 'Entered twice' })).status,
    ).toBe(200);
    // a close dated four days ago, after the saving and before the reversal was recorded: once refused as
    // "more than the loan fund holds", with no word of why, or (with more savings held) paying Y 1,500
    const close = await project.post<{ message?: string }>(`/api/saving-groups/${groupId}/cycle-close`, {
      closeDate: daysAgo(4),
      closeNow: true,
    });
    expect(close.status, close.body.message).toBe(201);
    await projectionsSettled(system);
    const cycles = (await project.get<Cycle[]>(`/api/saving-groups/${groupId}/cycles`)).body;
    expect(cycles[0]?.payouts.map((p) => [p.memberId, p.amount])).toEqual([
      [x, 1000],
      [y, 1000],
    ]);
    const fund = await project.get<{ available: number }>(`/api/saving-groups/${groupId}/fund`);
    expect(fund.body.available).toBe(0);
  });

  it("shows a member's passbook when the fund cannot be shared today, saying why", async () => {
    const { groupId, x, y } = await aGroupOfTwo();
    const mistaken = await save(groupId, x, 1000, daysAgo(10));
    const loan = await facilitator.post<Written>('/api/group-loans', {
      groupId,
      borrowerId: y,
      amount: 900,
      interestRate: 0,
      termMonths: 1,
      loanDate: daysAgo(5),
      purpose: 'School fees',
    });
    expect(loan.status).toBe(201);
    // the saving lent out was a mistake: the fund now owes more than it holds
    expect(
      (await project.post(`/api/group-savings/${mistaken}/reverse`, { reason: 'Entered twice' })).status,
    ).toBe(200);
    await projectionsSettled(system);
    const passbook = await project.get<{ shareOut: { amount: number | null; reason: string | null } }>(
      `/api/saving-groups/${groupId}/members/${y}/passbook`,
    );
    expect(passbook.status).toBe(200);
    expect(passbook.body.shareOut.amount).toBeNull();
    expect(passbook.body.shareOut.reason).toContain('The fund to share out is negative');
  });

  it('names the loans that make a close refused for want of cash', async () => {
    const { groupId, x, y } = await aGroupOfTwo();
    await save(groupId, x, 1000, daysAgo(10));
    // lent today, after the close date: the close would share the 1,000 the fund held then
    const loan = await facilitator.post<Written>('/api/group-loans', {
      groupId,
      borrowerId: y,
      amount: 800,
      interestRate: 0,
      termMonths: 1,
      loanDate: today,
      purpose: 'School fees',
    });
    expect(loan.status).toBe(201);
    const refused = await facilitator.post<{ message: string }>(`/api/saving-groups/${groupId}/cycle-close`, {
      closeDate: daysAgo(2),
      carriedLoanIds: [loan.body.id],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `The fund to share out (KES 1,000.00) is more than the loan fund holds now (KES 200.00): loans ${loan.body.id} were lent after ${daysAgo(2)} out of the money the close would share; close on a later date, or when they are repaid`,
    );
  });

  it('takes entries dated on the close date into the next cycle once the close is confirmed', async () => {
    const { groupId, members } = await aGroupWithMembers(facilitator);
    const [x, y] = members as [number, number];
    await save(groupId, x, 1000, today);
    expect(
      (
        await project.post(`/api/saving-groups/${groupId}/cycle-close`, {
          closeDate: today,
          closeNow: true,
        })
      ).status,
    ).toBe(201);
    // the share-out meeting goes on: a saving dated today is cycle 2's, and may be reversed in it
    const saving = await save(groupId, y, 250, today);
    const next = await preview(groupId, today);
    expect([payoutOf(next, x), payoutOf(next, y)]).toEqual([0, 250]);
    // Y's passbook shows it in cycle 2, not in cycle 1, though both cycles' dates contain today
    const passbook = async (cycle: number) =>
      (
        await project.get<{ totals: { savings: number }; lines: { kind: string }[] }>(
          `/api/saving-groups/${groupId}/members/${y}/passbook?cycle=${cycle}`,
        )
      ).body;
    expect((await passbook(2)).totals.savings).toBe(250);
    expect((await passbook(1)).lines.filter((l) => l.kind === 'saving')).toEqual([]);
    expect(
      (await project.post(`/api/group-savings/${saving}/reverse`, { reason: 'Entered twice' })).status,
    ).toBe(200);
    // an entry dated before the close date is still refused, with the rule in words
    const refused = await facilitator.post<{ message: string }>('/api/group-savings', {
      groupId,
      memberId: y,
      amount: 100,
      savingDate: daysAgo(1),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`Cycle 1 is closed: entries dated before ${today} belong to it`);
  });
});
