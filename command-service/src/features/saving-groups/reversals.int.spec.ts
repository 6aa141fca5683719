import { businessDate } from '@pm/domain';
import { aGroup, aMember, eventCount, rebuiltTables, type Written } from '@pm/system/builders';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Reversal {
  reason: string;
  reversedBy: string;
  reversedAt: string;
}
interface Entry {
  id: number;
  amount: number;
  reversal: Reversal | null;
  recordedBy: string | null;
}
interface Fund {
  savings: number;
  repayments: number;
  penaltiesAndFees: number;
  disbursed: number;
  available: number;
}
interface Meeting {
  id: number;
  totalSavings: number;
  totalRepayments: number;
}
interface Loan {
  id: number;
  amount: number;
  status: string;
  outstanding: number;
}
interface Penalty extends Entry {
  isPaid: boolean;
}

const today = () => businessDate(new Date().toISOString());
const reason = 'Typed the wrong amount';

describe('reversals: a mistaken entry is reversed with a reason, and every total follows', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let project2: ApiClient;
  let groupId: number;
  let members: number[];
  let meetingId: number;

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project, project2] = await Promise.all([
      system.login('facilitator'),
      system.login('project'),
      system.login('project2'),
    ]);
    groupId = (await facilitator.post<Written>('/api/saving-groups', aGroup())).body.id;
    members = [];
    for (const number of ['001', '002'])
      members.push((await facilitator.post<Written>('/api/group-members', aMember(groupId, number))).body.id);
    meetingId = (
      await facilitator.post<Written>('/api/group-meetings', {
        groupId,
        meetingDate: today(),
        agenda: 'Weekly savings and loan repayments',
        location: 'Church hall',
      })
    ).body.id;
  });
  afterAll(async () => {
    await system.stop();
  });

  const fund = async () => (await facilitator.get<Fund>(`/api/saving-groups/${groupId}/fund`)).body;
  const list = async <T>(url: string) => (await facilitator.get<T[]>(url)).body;
  const meeting = async () =>
    (await list<Meeting>(`/api/group-meetings?groupId=${groupId}`)).find((m) => m.id === meetingId);
  const save = async (amount: number, memberId = members[0]) => {
    const saved = await facilitator.post<Written>('/api/group-savings', {
      groupId,
      memberId,
      amount,
      savingDate: today(),
      meetingId,
    });
    expect(saved.status).toBe(201);
    return saved.body.id;
  };

  it('reverses a mistaken saving of KES 12,345,678.99: the list keeps it marked, the totals drop', async () => {
    await save(200);
    const fundBefore = await fund();
    const meetingBefore = await meeting();
    const mistaken = await save(12_345_678.99);
    expect((await fund()).savings).toBeCloseTo(fundBefore.savings + 12_345_678.99, 2);
    const reversed = await facilitator.post(`/api/group-savings/${mistaken}/reverse`, { reason });
    expect(reversed.status).toBe(200);
    expect(await fund()).toEqual(fundBefore);
    expect((await meeting())?.totalSavings).toBe(meetingBefore?.totalSavings);
    const row = (await list<Entry>(`/api/group-savings?groupId=${groupId}`)).find((s) => s.id === mistaken);
    expect(row?.reversal).toMatchObject({ reason, reversedBy: 'facilitator' });
    expect(row?.recordedBy).toBe('facilitator');
  });

  it('refuses a second reversal and bad input, storing nothing', async () => {
    const id = await save(300);
    expect((await facilitator.post(`/api/group-savings/${id}/reverse`, { reason })).status).toBe(200);
    const before = await eventCount(system);
    const again = await project.post<{ message: string }>(`/api/group-savings/${id}/reverse`, { reason });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This saving has already been reversed');
    const other = await save(400);
    const bad: [string, unknown, number, string?][] = [
      [`/api/group-savings/${other}/reverse`, {}, 400, 'A reason is required'],
      [
        `/api/group-savings/${other}/reverse`,
        { reason: 'x' },
        400,
        'Please give a reason of at least 3 characters',
      ],
      [`/api/group-savings/${other}/reverse`, { reason: 'a'.repeat(501) }, 400],
      [`/api/group-savings/${other}/reverse`, { reason: 'bad\u0000byte' }, 400],
      ['/api/group-savings/abc/reverse', { reason }, 400],
      ['/api/group-savings/0/reverse', { reason }, 400],
      ['/api/group-savings/99999999999/reverse', { reason }, 400],
      ['/api/group-savings/987654/reverse', { reason }, 404, 'Saving not found'],
    ];
    for (const [url, body, status, message] of bad) {
      const response = await facilitator.post<{ message: string }>(url, body);
      expect(response.status, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(status);
      if (message) expect(JSON.stringify(response.body)).toContain(message);
    }
    expect(await eventCount(system)).toBe(before + 1);
  });

  it("keeps another project's admin out (404), and lets the project's admin reverse the facilitator's saving", async () => {
    const id = await save(500);
    expect((await project2.post(`/api/group-savings/${id}/reverse`, { reason })).status).toBe(404);
    expect((await project.post(`/api/group-savings/${id}/reverse`, { reason })).status).toBe(200);
  });

  it('reverses a repayment: the completed loan is active again and owes it, the fund drops', async () => {
    await save(20_000, members[1]);
    const loanId = (
      await facilitator.post<Written>('/api/group-loans', {
        groupId,
        borrowerId: members[1],
        amount: 1000,
        interestRate: 5,
        termMonths: 1,
        purpose: 'Seed for the long rains',
      })
    ).body.id;
    const loan = async () =>
      (await list<Loan>(`/api/group-loans?groupId=${groupId}`)).find((l) => l.id === loanId);
    const total = (await loan())?.outstanding ?? 0;
    const repaid = await facilitator.post<Written>('/api/loan-repayments', {
      loanId,
      amount: total,
      paymentDate: today(),
      meetingId,
    });
    expect(repaid.status).toBe(201);
    expect((await loan())?.status).toBe('completed');
    const fundBefore = await fund();
    const meetingRepayments = (await meeting())?.totalRepayments ?? 0;
    expect(
      (await facilitator.post(`/api/loan-repayments/${repaid.body.id}/reverse`, { reason })).status,
    ).toBe(200);
    expect(await loan()).toMatchObject({ status: 'active', outstanding: total });
    expect((await fund()).repayments).toBeCloseTo(fundBefore.repayments - total, 2);
    expect((await meeting())?.totalRepayments).toBeCloseTo(meetingRepayments - total, 2);
    const again = await facilitator.post(`/api/loan-repayments/${repaid.body.id}/reverse`, { reason });
    expect(again.status).toBe(422);
  });

  it('reverses a paid penalty and a fee payment: both leave the fund, and the member owes the fee again', async () => {
    const penaltyId = (
      await facilitator.post<Written>('/api/member-penalties', {
        groupId,
        memberId: members[0],
        penaltyType: 'Lateness',
        amount: 50,
        description: 'Arrived after the opening prayer',
      })
    ).body.id;
    expect((await facilitator.post(`/api/member-penalties/${penaltyId}/pay`, {})).status).toBe(200);
    const fee = await facilitator.post<Written>('/api/member-registration-fee-payments', {
      groupId,
      memberId: members[0],
    });
    expect(fee.status).toBe(201);
    const before = await fund();
    expect((await facilitator.post(`/api/member-penalties/${penaltyId}/reverse`, { reason })).status).toBe(
      200,
    );
    expect(
      (await facilitator.post(`/api/member-registration-fee-payments/${fee.body.id}/reverse`, { reason }))
        .status,
    ).toBe(200);
    expect((await fund()).penaltiesAndFees).toBeCloseTo(before.penaltiesAndFees - 50 - 500, 2);
    const penalty = (await list<Penalty>(`/api/member-penalties?groupId=${groupId}`)).find(
      (p) => p.id === penaltyId,
    );
    expect(penalty?.reversal?.reason).toBe(reason);
    const payAgain = await facilitator.post('/api/member-registration-fee-payments', {
      groupId,
      memberId: members[0],
    });
    expect(payAgain.status).toBe(201);
  });

  it("reverses an emergency contribution: the fund's balance drops", async () => {
    const fundId = (
      await facilitator.post<Written>('/api/emergency-funds', {
        groupId,
        description: 'Emergency fund',
        contributionAmount: 100,
        maxDisbursementPerMember: 2000,
        isActive: true,
      })
    ).body.id;
    const contribution = await facilitator.post<Written>('/api/emergency-contributions', {
      fundId,
      memberId: members[0],
      amount: 150,
      contributionDate: today(),
    });
    expect(contribution.status).toBe(201);
    const balance = async () =>
      (await list<{ id: number; availableBalance: number }>(`/api/emergency-funds?groupId=${groupId}`)).find(
        (f) => f.id === fundId,
      )?.availableBalance;
    expect(await balance()).toBe(150);
    const reversed = await facilitator.post(`/api/emergency-contributions/${contribution.body.id}/reverse`, {
      reason,
    });
    expect(reversed.status).toBe(200);
    expect(await balance()).toBe(0);
  });

  it('keeps the loan fund equal to savings + repayments + paid penalties and fees − principal, reversals included', async () => {
    const sum = (rows: readonly { amount: number }[]) => rows.reduce((total, r) => total + r.amount, 0);
    const live = <T extends Entry>(rows: readonly T[]) => rows.filter((r) => r.reversal === null);
    const savings = live(await list<Entry>(`/api/group-savings?groupId=${groupId}`));
    const loans = await list<Loan>(`/api/group-loans?groupId=${groupId}`);
    const repayments = (
      await Promise.all(loans.map((l) => list<Entry>(`/api/loan-repayments?loanId=${l.id}`)))
    ).flatMap((rows) => live(rows));
    const penalties = live(await list<Penalty>(`/api/member-penalties?groupId=${groupId}`)).filter(
      (p) => p.isPaid,
    );
    const fees = live(await list<Entry>(`/api/member-registration-fee-payments?groupId=${groupId}`));
    const expected = sum(savings) + sum(repayments) + sum(penalties) + sum(fees) - sum(loans);
    expect((await fund()).available).toBeCloseTo(expected, 2);
  });

  it('refuses money dated before the member joined, naming the day, and a joining date in the future', async () => {
    const late = (
      await facilitator.post<Written>(
        '/api/group-members',
        aMember(groupId, '003', { joinedOn: '2026-03-01' }),
      )
    ).body.id;
    const early = await facilitator.post<{ message: string }>('/api/group-savings', {
      groupId,
      memberId: late,
      amount: 100,
      savingDate: '2026-02-27',
    });
    expect(early.status).toBe(422);
    expect(JSON.stringify(early.body)).toContain(
      'The saving date cannot be before the member joined on 2026-03-01',
    );
    const future = await facilitator.post(
      '/api/group-members',
      aMember(groupId, '004', { joinedOn: '2099-01-01' }),
    );
    expect(future.status).toBe(422);
  });

  it('rebuilds the read tables from the log, reversals included, equal to the live ones', async () => {
    const { live, rebuilt } = await rebuiltTables(system);
    expect(live.group_savings?.some((row) => (row as { reversed_at: unknown }).reversed_at !== null)).toBe(
      true,
    );
    expect(rebuilt).toEqual(live);
  });
});
