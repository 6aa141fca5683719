import { aGroup, aMember, projectionsSettled } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Written {
  id: number;
  position: string | null;
}
interface Loan {
  id: number;
  status: string;
  totalAmount: number;
  amountPaid: number;
  outstanding: number;
  dueDate: string;
}
interface Group {
  id: number;
  totalSavings: number;
  loanFundAvailable: number;
  memberCount: number;
}

describe('saving groups: members, savings, loans, repayments and the emergency fund', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let project2: ApiClient;
  let groupId: number;
  let members: number[];
  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project, project2] = await Promise.all([
      system.login('facilitator'),
      system.login('project'),
      system.login('project2'),
    ]);
    const created = await facilitator.post<Written>('/api/saving-groups', aGroup());
    expect(created.status).toBe(201);
    groupId = created.body.id;
    members = [];
    for (const number of ['001', '002', '003'])
      members.push((await facilitator.post<Written>('/api/group-members', aMember(groupId, number))).body.id);
    for (const memberId of members.slice(0, 2))
      expect(
        (
          await facilitator.post('/api/group-savings', {
            groupId,
            memberId,
            amount: 5000,
            savingDate: '2026-11-02',
          })
        ).status,
      ).toBe(201);
  });
  afterAll(async () => {
    await system.stop();
  });

  const loans = async () => (await facilitator.get<Loan[]>(`/api/group-loans?groupId=${groupId}`)).body;
  const group = async () =>
    (await facilitator.get<Group[]>('/api/saving-groups')).body.find((g) => g.id === groupId)!;

  it('registers a group with the specification rules and messages', async () => {
    const wrongTotal = await facilitator.post<{ message: string }>(
      '/api/saving-groups',
      aGroup({ totalMembers: 4 }),
    );
    expect(wrongTotal.status).toBe(400);
    expect(wrongTotal.body.message).toBe('Total members must equal male + female members');
    const shortName = await facilitator.post<{ message: string }>(
      '/api/saving-groups',
      aGroup({ name: 'Ab' }),
    );
    expect(shortName.body.message).toBe('Group name must be at least 3 characters');
    expect(await group()).toMatchObject({ memberCount: 3, totalSavings: 10000, loanFundAvailable: 10000 });
  });

  it('keeps member numbers unique within a group', async () => {
    const duplicate = await facilitator.post('/api/group-members', aMember(groupId, '001'));
    expect(duplicate.status).toBe(409);
  });

  it('issues a loan with a flat monthly service charge and completes it after two repayments', async () => {
    const issued = await facilitator.post<Written>('/api/group-loans', {
      groupId,
      borrowerId: members[0],
      amount: 3000,
      interestRate: 5,
      termMonths: 2,
      loanDate: '2026-11-03',
      purpose: 'Buy maize seed',
    });
    expect(issued.status).toBe(201);
    const loan = (await loans()).find((l) => l.id === issued.body.id)!;
    expect(loan).toMatchObject({ totalAmount: 3300, amountPaid: 0, status: 'active', dueDate: '2027-01-03' });
    expect((await group()).loanFundAvailable).toBe(7000);
    expect(
      (
        await facilitator.post('/api/loan-repayments', {
          loanId: loan.id,
          amount: 1500,
          paymentDate: '2026-11-10',
        })
      ).status,
    ).toBe(201);
    const over = await facilitator.post<{ message: string }>('/api/loan-repayments', {
      loanId: loan.id,
      amount: 1800.01,
      paymentDate: '2026-11-11',
    });
    expect(over.status).toBe(422);
    expect(
      (
        await facilitator.post('/api/loan-repayments', {
          loanId: loan.id,
          amount: 1800,
          paymentDate: '2026-11-12',
        })
      ).status,
    ).toBe(201);
    expect((await loans()).find((l) => l.id === loan.id)).toMatchObject({
      status: 'completed',
      amountPaid: 3300,
      outstanding: 0,
    });
    expect((await group()).loanFundAvailable).toBe(10300);
    const activity = await project.get<{ summary: string }[]>('/api/activity?limit=20');
    expect(activity.body.map((a) => a.summary)).toContain(
      'Loan of KES 3,000.00 issued in ' +
        (await facilitator.get<{ id: number; name: string }[]>('/api/saving-groups')).body.find(
          (g) => g.id === groupId,
        )!.name,
    );
    expect(
      (await project2.get<{ summary: string }[]>('/api/activity?limit=50')).body.some((a) =>
        a.summary.startsWith('Loan of'),
      ),
    ).toBe(false);
    const again = await facilitator.post<{ message: string }>('/api/loan-repayments', {
      loanId: loan.id,
      amount: 1,
      paymentDate: '2026-11-13',
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Only active loans can take repayments');
  });

  it('never lets two loans issued at once overdraw the loan fund', async () => {
    const available = (await group()).loanFundAvailable;
    const amount = Math.floor((available * 0.6) / 100) * 100;
    const results = await Promise.all(
      [members[0], members[1]].map((borrowerId) =>
        facilitator.post('/api/group-loans', {
          groupId,
          borrowerId,
          amount,
          interestRate: 0,
          termMonths: 1,
          loanDate: '2026-11-20',
          purpose: 'School fees',
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect((await group()).loanFundAvailable).toBeCloseTo(available - amount, 2);
    expect((await group()).loanFundAvailable).toBeGreaterThanOrEqual(0);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const before = (await system.store.readAll({ limit: 1_000_000 })).length;
    const other = (await facilitator.post<Written>('/api/saving-groups', aGroup())).body.id;
    const outsider = (await facilitator.post<Written>('/api/group-members', aMember(other, '900'))).body.id;
    const after = (await system.store.readAll({ limit: 1_000_000 })).length;
    const loanToOutsider = await facilitator.post<{ message: string }>('/api/group-loans', {
      groupId,
      borrowerId: outsider,
      amount: 100,
      interestRate: 5,
      termMonths: 1,
      purpose: 'Other group',
    });
    expect(loanToOutsider.status).toBe(422);
    expect(loanToOutsider.body.message).toBe('The borrower must be an active member of this group');
    await facilitator.request('DELETE', `/api/group-members/${members[2]}`);
    const former = await facilitator.post<{ message: string }>('/api/group-savings', {
      groupId,
      memberId: members[2],
      amount: 100,
      savingDate: '2026-11-02',
    });
    expect(former.status).toBe(422);
    for (const amount of [0, -5, 'abc', JSON.parse('1e309')]) {
      const bad = await facilitator.post('/api/group-savings', {
        groupId,
        memberId: members[0],
        amount,
        savingDate: '2026-11-02',
      });
      expect(bad.status, String(amount)).toBe(400);
    }
    const badDate = await facilitator.post('/api/group-savings', {
      groupId,
      memberId: members[0],
      amount: 10,
      savingDate: '2024-02-30',
    });
    expect(badDate.status).toBe(400);
    // only the group, the outsider and the removal were stored
    expect((await system.store.readAll({ limit: 1_000_000 })).length).toBe(after + 1);
    expect(after).toBeGreaterThan(before);
  });

  it('runs the emergency fund with maker-checker decisions', async () => {
    const fund = (
      await facilitator.post<Written>('/api/emergency-funds', {
        groupId,
        description: 'Emergency fund',
        contributionAmount: 100,
        maxDisbursementPerMember: 2000,
        isActive: true,
      })
    ).body.id;
    for (const memberId of members.slice(0, 2))
      await facilitator.post('/api/emergency-contributions', {
        fundId: fund,
        memberId,
        amount: 1500,
        contributionDate: '2026-11-02',
      });
    const tooMuch = await facilitator.post<{ message: string }>('/api/emergency-disbursements', {
      fundId: fund,
      memberId: members[0],
      amount: 2500,
      emergencyType: 'Sickness',
      description: 'Hospital bill for malaria',
    });
    expect(tooMuch.status).toBe(422);
    const request = await facilitator.post<Written>('/api/emergency-disbursements', {
      fundId: fund,
      memberId: members[0],
      amount: 2000,
      emergencyType: 'Sickness',
      description: 'Hospital bill for malaria',
      status: 'approved',
    });
    expect(request.status).toBe(201);
    const listed = await facilitator.get<{ id: number; status: string }[]>(
      `/api/emergency-disbursements?fundId=${fund}`,
    );
    expect(listed.body.find((d) => d.id === request.body.id)?.status).toBe('pending');
    expect((await facilitator.post(`/api/emergency-disbursements/${request.body.id}/approve`)).status).toBe(
      403,
    );
    const funds = await facilitator.get<{ id: number; availableBalance: number }[]>(
      `/api/emergency-funds?groupId=${groupId}`,
    );
    expect(funds.body.find((f) => f.id === fund)?.availableBalance).toBe(1000);
    expect((await project2.post(`/api/emergency-disbursements/${request.body.id}/approve`)).status).toBe(404);
    expect((await project.post(`/api/emergency-disbursements/${request.body.id}/approve`)).status).toBe(200);
    expect(
      (
        await project.post(`/api/emergency-disbursements/${request.body.id}/reject`, {
          reason: 'Changed mind',
        })
      ).status,
    ).toBe(422);
  });

  it('keeps groups of KE0420 out of reach of the KE0305 project admin', async () => {
    expect((await project2.get<Group[]>('/api/saving-groups')).body.some((g) => g.id === groupId)).toBe(
      false,
    );
    expect((await project2.get(`/api/group-members?groupId=${groupId}`)).status).toBe(404);
    expect((await project2.get(`/api/group-loans?groupId=${groupId}`)).status).toBe(404);
    expect((await project2.get(`/api/history/group-${groupId}`)).status).toBe(404);
    expect(
      (
        await project2.post('/api/group-savings', {
          groupId,
          memberId: members[0],
          amount: 10,
          savingDate: '2026-11-02',
        })
      ).status,
    ).toBe(404);
    expect(
      (await project2.request('PATCH', `/api/saving-groups/${groupId}`, { status: 'Suspended' })).status,
    ).toBe(404);
    const loan = (await loans())[0]!;
    const funds = (await facilitator.get<{ id: number }[]>(`/api/emergency-funds?groupId=${groupId}`)).body;
    const fundId = funds[0]!.id;
    const outOfScope = [
      await project2.post('/api/group-members', aMember(groupId, '777')),
      await project2.request('DELETE', `/api/group-members/${members[0]}`),
      await project2.post('/api/group-loans', {
        groupId,
        borrowerId: members[0],
        amount: 10,
        interestRate: 1,
        termMonths: 1,
        purpose: 'Not mine',
      }),
      await project2.post('/api/loan-repayments', { loanId: loan.id, amount: 1, paymentDate: '2026-11-20' }),
      await project2.post('/api/emergency-funds', {
        groupId,
        description: 'Nope',
        contributionAmount: 1,
        maxDisbursementPerMember: 1,
        isActive: true,
      }),
      await project2.post('/api/emergency-contributions', {
        fundId,
        memberId: members[0],
        amount: 1,
        contributionDate: '2026-11-20',
      }),
      await project2.post('/api/emergency-disbursements', {
        fundId,
        memberId: members[0],
        amount: 1,
        emergencyType: 'Fire',
        description: 'A fire in the kitchen area',
      }),
      await project2.get(`/api/emergency-contributions?fundId=${fundId}`),
      await project2.get(`/api/loan-repayments?loanId=${loan.id}`),
      await project2.get(`/api/saving-groups/${groupId}/fund`),
      await project2.get(`/api/history/loan-${loan.id}`),
      await project2.get(`/api/history/emergency-fund-${fundId}`),
    ];
    expect(outOfScope.map((r) => r.status)).toEqual(outOfScope.map(() => 404));
    expect((await project2.get('/api/saving-groups?projectId=1')).status).toBe(403);
    const director = await system.login('director');
    expect(
      (await director.request('PATCH', `/api/saving-groups/${groupId}`, { status: 'Suspended' })).status,
    ).toBe(403);
  });

  it('replays the group’s events to the same savings, loans outstanding and fund balance as the read API', async () => {
    await projectionsSettled(system);
    const cents = (v: unknown) => v as number;
    const groupEvents = await system.store.readStream(`group-${groupId}`);
    let savings = 0;
    let fund = 0;
    const loanIds = new Set<number>();
    for (const e of groupEvents) {
      const d = e.data as Record<string, unknown>;
      if (e.type === 'SavingRecorded') {
        savings += cents(d.amount);
        fund += cents(d.amount);
      }
      if (e.type === 'RepaymentReceived') fund += cents(d.amount);
      if (e.type === 'LoanDisbursed') {
        fund -= cents(d.amount);
        loanIds.add(d.loanId as number);
      }
    }
    let outstanding = 0;
    for (const loanId of loanIds) {
      let total = 0;
      let paid = 0;
      for (const e of await system.store.readStream(`loan-${loanId}`)) {
        const d = e.data as Record<string, unknown>;
        if (e.type === 'LoanIssued') total = cents(d.totalAmount);
        if (e.type === 'RepaymentRecorded') paid += cents(d.amount);
      }
      outstanding += total - paid;
    }
    const read = await group();
    expect(read.totalSavings * 100).toBeCloseTo(savings, 0);
    expect(read.loanFundAvailable * 100).toBeCloseTo(fund, 0);
    const readOutstanding = (await loans()).reduce((s, l) => s + Math.round(l.outstanding * 100), 0);
    expect(readOutstanding).toBe(outstanding);
  });
});
