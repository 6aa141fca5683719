import { businessDate } from '@pm/domain';
import { projectionsSettled, type Written } from '@pm/system/builders';
import { aGroup, aMember } from '@pm/system/group-bodies';
import { addDays } from '@pm/system/money-model/group-money';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface LeavingPreview {
  rule: string;
  savings: number;
  amount: number;
  profit: number;
  debt: number;
  cash: number;
  refusal: { message: string } | null;
}
interface Preview {
  members: { memberId: number; savings: number; payout: number }[];
  fund: { distributable: number };
}

/**
 * A member leaving mid-cycle, paid as the group's rule says (docs/domain/saving-group-money.md): at the
 * close with everyone, their savings now, or their share of the group's worth now; what they owe on loans
 * is set off against it, and the fund, the share-out, the ledger and the passbook all see it.
 */
describe('a member leaving mid-cycle', () => {
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

  /**
   * X saves 3,000 and Y 1,000; Y borrows 1,000 at 5 % for 2 months (1,100 owed) and repays 1,100 in full
   * (a profit of 100); Z saves 1,000 and borrows 500 flat (500 owed). Cash: 5,000 − 1,500 + 1,100 = 4,600.
   */
  const aGroupOf = async (rule: 'atClose' | 'savings' | 'share') => {
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
    const [x, y, z] = [await member('1'), await member('2'), await member('3')];
    const save = async (memberId: number, amount: number) =>
      ok(
        await facilitator.post('/api/group-savings', { groupId, memberId, amount, savingDate: daysAgo(60) }),
      );
    await save(x, 3000);
    await save(y, 1000);
    await save(z, 1000);
    const lend = async (borrowerId: number, amount: number, interestRate: number) =>
      ok(
        await facilitator.post<Written>('/api/group-loans', {
          groupId,
          borrowerId,
          amount,
          interestRate,
          termMonths: 2,
          loanDate: daysAgo(50),
          purpose: 'Buy maize seed',
        }),
      ).body.id;
    const yLoan = await lend(y, 1000, 5);
    ok(
      await facilitator.post('/api/loan-repayments', {
        loanId: yLoan,
        amount: 1100,
        paymentDate: daysAgo(20),
      }),
    );
    const zLoan = await lend(z, 500, 0);
    ok(
      await project.request('PUT', `/api/saving-groups/${groupId}/loan-rules`, {
        oneActiveLoan: true,
        ceilingMultiple: null,
        lateFinePerMonth: null,
        leavingPayout: rule,
      }),
      200,
    );
    await projectionsSettled(system);
    return { groupId, x, y, z, zLoan };
  };
  const leavingPreview = async (memberId: number) =>
    ok(await project.get<LeavingPreview>(`/api/group-members/${memberId}/leaving-preview`), 200).body;
  const fund = async (groupId: number) => {
    await projectionsSettled(system);
    return ok(await project.get<{ available: number }>(`/api/saving-groups/${groupId}/fund`), 200).body
      .available;
  };
  const shareOut = async (groupId: number) => {
    await projectionsSettled(system);
    return ok(
      await project.get<Preview>(`/api/saving-groups/${groupId}/share-out-preview?closeDate=${today}`),
      200,
    ).body;
  };

  it('pays their savings back now, less what they owe, and the share-out no longer counts them', async () => {
    const { groupId, z, zLoan } = await aGroupOf('savings');
    expect(await leavingPreview(z)).toMatchObject({
      rule: 'savings',
      savings: 1000,
      amount: 1000,
      debt: 500,
      cash: 500,
      refusal: null,
    });
    ok(await facilitator.request('DELETE', `/api/group-members/${z}`), 200);
    // 4,600 − 1,000 paid + 500 set off against Z's loan
    expect(await fund(groupId)).toBe(4100);
    const loans = ok(
      await project.get<{ id: number; status: string }[]>(`/api/group-loans?groupId=${groupId}`),
      200,
    ).body;
    expect(loans.find((l) => l.id === zLoan)?.status).toBe('completed');
    const p = await shareOut(groupId);
    expect(p.fund.distributable).toBe(4100);
    expect(p.members.find((m) => m.memberId === z)).toMatchObject({ savings: 0, payout: 0 });
    // the ledger names the payout with its member
    const entries = ok(
      await project.get<{ type: string; memberId: number | null; effect: { loanFund: number } }[]>(
        `/api/audit/groups/${groupId}/entries?memberId=${z}`,
      ),
      200,
    ).body;
    expect(entries.find((r) => r.type === 'MemberPaidOut')).toMatchObject({
      memberId: z,
      effect: { loanFund: -1000 },
    });
    // and their passbook
    const passbook = ok(
      await project.get<{
        lines: { kind: string; amount: number; date: string }[];
        totals: { paidOutOnLeaving: number };
      }>(`/api/saving-groups/${groupId}/members/${z}/passbook`),
      200,
    ).body;
    expect(passbook.lines).toContainEqual(
      expect.objectContaining({ kind: 'leavingPayout', amount: 1000, date: today }),
    );
    expect(passbook.totals.paidOutOnLeaving).toBe(1000);
    const verified = ok(
      await project.get<{ differences: unknown[] }>(`/api/audit/groups/${groupId}/verify`),
      200,
    );
    expect(verified.body.differences).toEqual([]);
  });

  it("pays their share of the group's worth now, profit to date included", async () => {
    const { groupId, x } = await aGroupOf('share');
    // worth = cash 4,600 + Z's 500 still lent = 5,100; X holds 3,000 of 5,000 saved → 3,060
    expect(await leavingPreview(x)).toMatchObject({ amount: 3060, profit: 60, debt: 0, cash: 3060 });
    ok(await facilitator.request('DELETE', `/api/group-members/${x}`), 200);
    expect(await fund(groupId)).toBe(1540);
  });

  it('keeps their money in the cycle under the atClose rule, and refuses a payout they cannot cover', async () => {
    const { groupId, z } = await aGroupOf('atClose');
    expect(await leavingPreview(z)).toMatchObject({ rule: 'atClose', amount: 0, cash: 0 });
    ok(await facilitator.request('DELETE', `/api/group-members/${z}`), 200);
    expect(await fund(groupId)).toBe(4600);

    const other = await aGroupOf('savings');
    // Z borrows 1,500 more than saved: their savings do not cover what they owe
    ok(
      await project.request('PUT', `/api/saving-groups/${other.groupId}/loan-rules`, {
        oneActiveLoan: false,
        ceilingMultiple: null,
        lateFinePerMonth: null,
      }),
      200,
    );
    ok(
      await facilitator.post('/api/group-loans', {
        groupId: other.groupId,
        borrowerId: other.z,
        amount: 1500,
        interestRate: 0,
        termMonths: 1,
        loanDate: daysAgo(10),
        purpose: 'School fees',
      }),
    );
    await projectionsSettled(system);
    const preview = await leavingPreview(other.z);
    expect(preview.refusal?.message).toContain('must be repaid before they leave');
    const refused = await facilitator.request<{ message: string }>('DELETE', `/api/group-members/${other.z}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(preview.refusal?.message);
  });

  it('refuses reversing a saving paid back on leaving, and a close dated before the payout', async () => {
    const { groupId, y } = await aGroupOf('savings');
    const savings = ok(
      await project.get<{ id: number; memberId: number }[]>(`/api/group-savings?groupId=${groupId}`),
      200,
    ).body;
    ok(await facilitator.request('DELETE', `/api/group-members/${y}`), 200);
    const saving = savings.find((s) => s.memberId === y);
    const reversed = await project.post<{ message: string }>(`/api/group-savings/${saving?.id}/reverse`, {
      reason: 'Recorded by mistake',
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe('This saving was paid back to the member when they left the group');
    const early = await facilitator.post<{ message: string }>(`/api/saving-groups/${groupId}/cycle-close`, {
      closeDate: daysAgo(1),
      weighting: 'amount',
      carriedLoanIds: [],
      carriedPenaltyIds: [],
    });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(
      `A member left and was paid out on ${today}: the close date cannot be before it`,
    );
  });
});
