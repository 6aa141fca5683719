import { businessDate } from '@pm/domain';
import { aGroupWithMembers, eventCount, type Written } from '@pm/system/builders';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Penalty {
  id: number;
  memberId: number;
  penaltyType: string;
  amount: number;
  description: string;
  isPaid: boolean;
  paymentDate: string | null;
}
interface Fee {
  groupId: number;
  feeAmount: number;
  description: string | null;
  paidCount: number;
  totalPaid: number;
}
interface Fund {
  savings: number;
  repayments: number;
  penaltiesAndFees: number;
  disbursed: number;
  available: number;
}

const today = () => businessDate(new Date().toISOString());

describe('collections: penalties and registration fees', () => {
  let system: System;
  let facilitator: ApiClient;
  let project2: ApiClient;
  let groupId: number;
  let members: number[];

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project2] = await Promise.all([system.login('facilitator'), system.login('project2')]);
    ({ groupId, members } = await aGroupWithMembers(facilitator));
  });
  afterAll(async () => {
    await system.stop();
  });

  const aPenalty = (overrides: Record<string, unknown> = {}) => ({
    groupId,
    memberId: members[0],
    penaltyType: 'Lateness',
    amount: 50,
    description: 'Arrived after the opening prayer',
    ...overrides,
  });
  const fund = async () => (await facilitator.get<Fund>(`/api/saving-groups/${groupId}/fund`)).body;

  it('gives a penalty with the specification messages, and refuses bad ones storing nothing', async () => {
    const before = await eventCount(system);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: undefined }, 'Amount is required'],
      [{ description: '  ' }, 'Reason is required'],
      [
        { penaltyType: 'Gossip' },
        'Penalty type must be Lateness, Meeting Disturbance, Meeting Absence or Other',
      ],
      [{ amount: 0 }, 'Amount must be a positive number'],
      [{ amount: -5 }, 'Amount must be a positive number'],
      [{ amount: 'abc' }, 'Amount must be a positive number'],
      [{ penaltyDate: '2024-02-30' }, 'Please enter a valid date (YYYY-MM-DD)'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await facilitator.post<{ message: string }>(
        '/api/member-penalties',
        aPenalty(overrides),
      );
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const early = await facilitator.post<{ message: string }>(
      '/api/member-penalties',
      aPenalty({ penaltyDate: '2026-01-02' }),
    );
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(
      'The penalty date cannot be before the group was registered on 2026-01-15',
    );
    expect(await eventCount(system)).toBe(before);
  });

  it('marks a penalty paid once, and the loan fund takes it', async () => {
    const before = await fund();
    const given = await facilitator.post<Written>(
      '/api/member-penalties',
      aPenalty({ penaltyType: 'Meeting Absence' }),
    );
    expect(given.status).toBe(201);
    let rows = (await facilitator.get<Penalty[]>(`/api/member-penalties?groupId=${groupId}`)).body;
    expect(rows.find((p) => p.id === given.body.id)).toMatchObject({
      isPaid: false,
      penaltyType: 'Meeting Absence',
    });
    expect((await fund()).available).toBe(before.available);

    expect((await facilitator.post(`/api/member-penalties/${given.body.id}/pay`, {})).status).toBe(200);
    rows = (await facilitator.get<Penalty[]>(`/api/member-penalties?groupId=${groupId}`)).body;
    expect(rows.find((p) => p.id === given.body.id)).toMatchObject({ isPaid: true, paymentDate: today() });
    expect(await fund()).toMatchObject({
      penaltiesAndFees: before.penaltiesAndFees + 50,
      available: before.available + 50,
    });
    const again = await facilitator.post<{ message: string }>(
      `/api/member-penalties/${given.body.id}/pay`,
      {},
    );
    expect(again.status).toBe(409);
    expect((await facilitator.post('/api/member-penalties/99999999/pay', {})).status).toBe(404);
  });

  it('keeps the fee at KES 500 until the group sets it, then takes each member once', async () => {
    const initial = (await facilitator.get<Fee[]>(`/api/member-registration-fees?groupId=${groupId}`)).body;
    expect(initial).toEqual([
      expect.objectContaining({ groupId, feeAmount: 500, description: null, paidCount: 0, totalPaid: 0 }),
    ]);
    const missing = await facilitator.patch<{ message: string }>(`/api/member-registration-fees/${groupId}`, {
      groupId,
      description: 'Joining fee',
    });
    expect(missing.body.message).toBe('Fee amount is required');
    const noText = await facilitator.patch<{ message: string }>(`/api/member-registration-fees/${groupId}`, {
      feeAmount: 300,
      description: '',
    });
    expect(noText.body.message).toBe('Description is required');
    expect(
      (
        await facilitator.patch(`/api/member-registration-fees/${groupId}`, {
          groupId,
          feeAmount: 300,
          description: 'Joining fee 2026',
        })
      ).status,
    ).toBe(200);
    const before = await fund();
    const paid = await facilitator.post<Written>('/api/member-registration-fee-payments', {
      groupId,
      memberId: members[1],
    });
    expect(paid.status).toBe(201);
    const twice = await facilitator.post('/api/member-registration-fee-payments', {
      groupId,
      memberId: members[1],
    });
    expect(twice.status).toBe(409);
    const wrongAmount = await facilitator.post<{ message: string }>('/api/member-registration-fee-payments', {
      groupId,
      memberId: members[0],
      amount: 500,
    });
    expect(wrongAmount.body.message).toBe('The registration fee is KES 300.00');
    const fees = (await facilitator.get<Fee[]>(`/api/member-registration-fees?groupId=${groupId}`)).body;
    expect(fees[0]).toMatchObject({
      feeAmount: 300,
      description: 'Joining fee 2026',
      paidCount: 1,
      totalPaid: 300,
    });
    expect((await fund()).available).toBe(before.available + 300);
  });

  it('keeps the fund equal to savings + repayments + penalties and fees paid − principal', async () => {
    await facilitator.post('/api/group-savings', {
      groupId,
      memberId: members[0],
      amount: 1000,
      savingDate: today(),
    });
    const loan = await facilitator.post<Written>('/api/group-loans', {
      groupId,
      borrowerId: members[1],
      amount: 600,
      interestRate: 5,
      termMonths: 3,
      purpose: 'Seeds for the planting season',
    });
    expect(loan.status).toBe(201);
    await facilitator.post('/api/loan-repayments', {
      loanId: loan.body.id,
      amount: 120,
      paymentDate: today(),
    });
    const f = await fund();
    expect(f).toMatchObject({ savings: 1000, repayments: 120, penaltiesAndFees: 350, disbursed: 600 });
    expect(f.available).toBe(f.savings + f.repayments + f.penaltiesAndFees - f.disbursed);
  });

  it("keeps another project's groups out of reach", async () => {
    expect((await project2.get(`/api/member-penalties?groupId=${groupId}`)).status).toBe(404);
    expect((await project2.get(`/api/member-registration-fees?groupId=${groupId}`)).status).toBe(404);
    expect((await project2.post('/api/member-penalties', aPenalty())).status).toBe(404);
    expect(
      (await project2.patch(`/api/member-registration-fees/${groupId}`, { feeAmount: 1, description: 'x' }))
        .status,
    ).toBe(404);
    const listed = (await project2.get<Penalty[]>('/api/member-penalties')).body;
    expect(listed.some((p) => members.includes(p.memberId))).toBe(false);
  });
});
