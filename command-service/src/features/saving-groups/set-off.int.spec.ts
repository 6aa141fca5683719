import { businessDate } from '@pm/domain';
import { projectionsSettled, type Written } from '@pm/system/builders';
import { aGroup, aMember } from '@pm/system/group-bodies';
import { addDays } from '@pm/system/money-model/group-money';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface PreviewMember {
  memberId: number;
  savings: number;
  payout: number;
  debt: number;
  setOff: number;
  cash: number;
}
interface Preview {
  setOffDebts: boolean;
  fund: { distributable: number; carriedLoans: number; setOff: number };
  members: PreviewMember[];
  blockers: { kind: string; loanId?: number }[];
}
interface Cycle {
  cycle: number;
  status: string;
  carriedLoanIds: number[];
  payouts: { memberId: number; amount: number; setOff: number; cash: number }[];
}
interface Loan {
  id: number;
  status: string;
  outstanding: number;
}

/**
 * The set-off of debts against the share-out (docs/domain/saving-group-money.md): a group whose rule says
 * so deducts what a member still owes on loans from their payout, and the loan is settled by it; without
 * the rule the borrower is paid in full and the loan is carried.
 */
describe('setting debts off against the share-out', () => {
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

  const ok = <T extends { status: number; body: unknown }>(response: T, status = 201): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    return response;
  };

  /** X saves 3,000 and Y 1,000; Y borrows 1,500 at 2 % for 2 months (1,560 owed) and repays 400. */
  const aGroupWithADebtor = async (setOff: boolean) => {
    const registrationDate = daysAgo(90);
    const groupId = ok(await facilitator.post<Written>('/api/saving-groups', aGroup({ registrationDate })))
      .body.id;
    const member = async (n: string) =>
      ok(
        await facilitator.post<Written>(
          '/api/group-members',
          aMember(groupId, n, { joinedOn: registrationDate }),
        ),
      ).body.id;
    const [x, y] = [await member('1'), await member('2')];
    const save = async (memberId: number, amount: number) =>
      ok(
        await facilitator.post('/api/group-savings', { groupId, memberId, amount, savingDate: daysAgo(60) }),
      );
    await save(x, 3000);
    await save(y, 1000);
    const loanId = ok(
      await facilitator.post<Written>('/api/group-loans', {
        groupId,
        borrowerId: y,
        amount: 1500,
        interestRate: 2,
        termMonths: 2,
        loanDate: daysAgo(50),
        purpose: 'Buy maize seed',
      }),
    ).body.id;
    ok(await facilitator.post('/api/loan-repayments', { loanId, amount: 400, paymentDate: daysAgo(20) }));
    ok(
      await project.request('PUT', `/api/saving-groups/${groupId}/loan-rules`, {
        oneActiveLoan: true,
        ceilingMultiple: null,
        lateFinePerMonth: null,
        setOffAtShareOut: setOff,
      }),
      200,
    );
    return { groupId, x, y, loanId };
  };

  const preview = async (groupId: number, closeDate: string) => {
    await projectionsSettled(system);
    return ok(
      await project.get<Preview>(`/api/saving-groups/${groupId}/share-out-preview?closeDate=${closeDate}`),
      200,
    ).body;
  };
  const cycles = async (groupId: number) => {
    await projectionsSettled(system);
    return ok(await project.get<Cycle[]>(`/api/saving-groups/${groupId}/cycles`), 200).body;
  };
  const loanOf = async (groupId: number, loanId: number) => {
    await projectionsSettled(system);
    const loans = ok(await project.get<Loan[]>(`/api/group-loans?groupId=${groupId}`), 200).body;
    return loans.find((l) => l.id === loanId);
  };
  const close = async (groupId: number, closeDate: string, carriedLoanIds: number[]) => {
    ok(
      await facilitator.post(`/api/saving-groups/${groupId}/cycle-close`, {
        closeDate,
        weighting: 'amount',
        carriedLoanIds,
        carriedPenaltyIds: [],
      }),
    );
    return project.post<{ message?: string }>(`/api/saving-groups/${groupId}/cycle-close/confirm`, {
      cycle: 1,
    });
  };

  it('sets a covered debt off: the loan is settled, the member takes home their payout less it', async () => {
    const { groupId, x, y, loanId } = await aGroupWithADebtor(true);
    // cash 3,000 + 1,000 − 1,500 + 400 = 2,900; Y owes 1,560 − 400 = 1,160, counted back into the fund
    const p = await preview(groupId, daysAgo(1));
    expect(p.setOffDebts).toBe(true);
    const [px, py] = [x, y].map((id) => p.members.find((m) => m.memberId === id));
    // 4,060 by savings 3:1 → 3,045 and 1,015; Y's 1,015 does not cover 1,160 → Y is left out:
    // fund 2,900 → X 2,175, Y 725, all of Y's 725 set off and the loan carried with 435 owed
    expect(px).toMatchObject({ payout: 2175, debt: 0, setOff: 0, cash: 2175 });
    expect(py).toMatchObject({ payout: 725, debt: 1160, setOff: 725, cash: 0 });
    expect(p.fund).toMatchObject({ distributable: 2900, carriedLoans: 1100, setOff: 725 });
    // the loan is still owed after the set-off: it must be carried
    expect(p.blockers).toEqual([expect.objectContaining({ kind: 'activeLoan', loanId })]);

    const confirmed = await close(groupId, daysAgo(1), [loanId]);
    expect(confirmed.status, confirmed.body.message).toBe(200);
    const [c1] = await cycles(groupId);
    expect(c1?.payouts.find((r) => r.memberId === y)).toMatchObject({ amount: 725, setOff: 725, cash: 0 });
    expect(c1?.carriedLoanIds).toEqual([loanId]);
    await projectionsSettled(system);
    const fund = ok(await project.get<{ available: number }>(`/api/saving-groups/${groupId}/fund`), 200).body;
    // what was set off stays in the fund: 2,900 + 725 − 2,900 paid out
    expect(fund.available).toBe(725);
    const loan = await loanOf(groupId, loanId);
    expect(loan?.status).toBe('active');
    expect(loan?.outstanding).toBe(435);
  });

  it('settles the debt in full when the payout covers it, and the loan is not carried', async () => {
    const { groupId, y, loanId } = await aGroupWithADebtor(true);
    // Y saves 2,000 more: savings 3,000 and 3,000, cash 4,900 + 1,160 owed = 6,060 → 3,030 each
    ok(
      await facilitator.post('/api/group-savings', {
        groupId,
        memberId: y,
        amount: 2000,
        savingDate: daysAgo(10),
      }),
    );
    const p = await preview(groupId, daysAgo(1));
    expect(p.fund.distributable).toBe(6060);
    expect(p.members.find((m) => m.memberId === y)).toMatchObject({
      payout: 3030,
      debt: 1160,
      setOff: 1160,
      cash: 1870,
    });
    // the loan is settled by the close: it need not be carried
    const confirmed = await close(groupId, daysAgo(1), []);
    expect(confirmed.status, confirmed.body.message).toBe(200);
    const [c1] = await cycles(groupId);
    expect(c1?.carriedLoanIds).toEqual([]);
    expect(c1?.payouts.find((r) => r.memberId === y)).toMatchObject({
      amount: 3030,
      setOff: 1160,
      cash: 1870,
    });
    const loan = await loanOf(groupId, loanId);
    expect(loan).toMatchObject({ status: 'completed', outstanding: 0 });
    await projectionsSettled(system);
    const fund = ok(await project.get<{ available: number }>(`/api/saving-groups/${groupId}/fund`), 200).body;
    expect(fund.available).toBe(0);
    const verified = ok(
      await project.get<{ differences: unknown[] }>(`/api/audit/groups/${groupId}/verify`),
      200,
    );
    expect(verified.body.differences).toEqual([]);
  });

  it('pays the borrower in full and carries the loan without the rule', async () => {
    const { groupId, y, loanId } = await aGroupWithADebtor(false);
    const p = await preview(groupId, daysAgo(1));
    expect(p.setOffDebts).toBe(false);
    // cash 2,900 shared 3:1; the loan's principal still out (1,100) is carried
    expect(p.fund.distributable).toBe(2900);
    expect(p.fund.carriedLoans).toBe(1100);
    expect(p.members.find((m) => m.memberId === y)).toMatchObject({ payout: 725, setOff: 0, cash: 725 });
    const confirmed = await close(groupId, daysAgo(1), [loanId]);
    expect(confirmed.status, confirmed.body.message).toBe(200);
    const loan = await loanOf(groupId, loanId);
    expect(loan).toMatchObject({ status: 'active', outstanding: 1160 });
  });

  it('refuses the confirmation when the loan was repaid after the close date, naming the loan', async () => {
    const { groupId, y, loanId } = await aGroupWithADebtor(true);
    ok(
      await facilitator.post('/api/group-savings', {
        groupId,
        memberId: y,
        amount: 2000,
        savingDate: daysAgo(10),
      }),
    );
    ok(
      await facilitator.post(`/api/saving-groups/${groupId}/cycle-close`, {
        closeDate: daysAgo(3),
        weighting: 'amount',
        carriedLoanIds: [],
        carriedPenaltyIds: [],
      }),
    );
    // while the close waits, Y repays 500 dated after its close date: the loan now owes 660, not 1,160
    ok(await facilitator.post('/api/loan-repayments', { loanId, amount: 500, paymentDate: today }));
    const refused = await project.post<{ message: string }>(
      `/api/saving-groups/${groupId}/cycle-close/confirm`,
      {
        cycle: 1,
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain(`Loan ${loanId} now owes`);
    const [c1] = await cycles(groupId);
    expect(c1?.status).toBe('proposed');
  });
});
