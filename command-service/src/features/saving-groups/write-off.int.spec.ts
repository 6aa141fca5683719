import type { ShareOutPreview } from '@pm/domain/api/cycle-queries';
import type { KpiReport } from '@pm/domain/api/kpi-queries';
import type { GroupLoanRow } from '@pm/domain/saving-groups/rows';
import { aGroup, aMember, eventCount, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * POST /api/group-loans/{id}/write-off. Member 001 saves 500.00; member 002 saves 100.00 and borrows
 * 100.00 at 5 % for a month on 2026-03-02 (105.00 due 2026-04-02), repays 40.00 on 2026-03-16 (all of it
 * principal), and the ProjectAdmin writes the remaining 65.00 off on 2026-11-20: 60.00 of principal lost.
 */
describe('writing a loan off', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let groupId: number;
  let borrower: number;
  let loanId: number;
  /** The last write's position: reads by another user wait for it (X-Min-Position). */
  let lastPosition = '0';

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project] = await Promise.all([system.login('facilitator'), system.login('project')]);
    const write = async (url: string, body: object) => {
      const response = await facilitator.post<Written>(url, body);
      expect(response.status, `${url} ${JSON.stringify(response.body)}`).toBeLessThan(300);
      return response.body.id;
    };
    groupId = await write('/api/saving-groups', aGroup({ registrationDate: '2026-01-15' }));
    const saver = await write('/api/group-members', aMember(groupId, '001'));
    borrower = await write('/api/group-members', aMember(groupId, '002'));
    await write('/api/group-savings', { groupId, memberId: saver, amount: 500, savingDate: '2026-02-02' });
    await write('/api/group-savings', { groupId, memberId: borrower, amount: 100, savingDate: '2026-02-02' });
    loanId = await write('/api/group-loans', {
      groupId,
      borrowerId: borrower,
      amount: 100,
      interestRate: 5,
      termMonths: 1,
      loanDate: '2026-03-02',
      purpose: 'Seed for the planting season',
    });
    await write('/api/loan-repayments', { loanId, amount: 40, paymentDate: '2026-03-16' });
  });
  afterAll(async () => {
    await system.stop();
  });

  const url = () => `/api/group-loans/${loanId}/write-off`;
  const body = { writeOffDate: '2026-11-20', reason: 'The borrower moved to Mombasa' };
  const loanRow = async () =>
    (await project.get<GroupLoanRow[]>(`/api/group-loans?groupId=${groupId}`)).body.find(
      (l) => l.id === loanId,
    )!;

  it('refuses bad input, the wrong people and a loan not yet due, storing nothing', async () => {
    const before = await eventCount(system);
    for (const bad of [
      {},
      { ...body, reason: 'Gone' },
      { ...body, reason: 'x'.repeat(501) },
      { ...body, reason: 'Moved\u0000away' },
      { ...body, writeOffDate: '2026-02-30' },
      { ...body, writeOffDate: 'yesterday' },
    ])
      expect((await project.post(url(), bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await project.post('/api/group-loans/abc/write-off', body)).status).toBe(400);
    expect((await project.post('/api/group-loans/999999/write-off', body)).status).toBe(404);
    expect((await facilitator.post(url(), body)).status).toBe(403);
    expect((await (await system.login('project2')).post(url(), body)).status).toBe(404);
    expect((await (await system.login('auditor')).post(url(), body)).status).toBe(403);
    const early = await project.post<{ message: string }>(url(), { ...body, writeOffDate: '2026-04-02' });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('A loan can be written off only after its due date (2026-04-02)');
    expect(await eventCount(system)).toBe(before);
  });

  it('writes off what is owed once; the loan is defaulted and the member may borrow again', async () => {
    const done = await project.post<Written>(url(), body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await loanRow()).toMatchObject({
      status: 'defaulted',
      overdue: false,
      amountPaid: 40,
      outstanding: 0,
      writtenOff: 65,
      writtenOffOn: '2026-11-20',
      writeOffReason: 'The borrower moved to Mombasa',
    });
    const again = await project.post<{ message: string }>(url(), body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This loan has already been written off');
    const repay = await facilitator.post<{ message: string }>('/api/loan-repayments', {
      loanId,
      amount: 10,
      paymentDate: '2026-11-21',
    });
    expect(repay.status).toBe(422);
    // one active loan per member: the written-off loan no longer counts
    const next = await facilitator.post<Written>('/api/group-loans', {
      groupId,
      borrowerId: borrower,
      amount: 50,
      interestRate: 5,
      termMonths: 1,
      loanDate: '2026-11-21',
      purpose: 'Restock the kiosk',
    });
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    lastPosition = next.body.position ?? '0';
  });

  it('counts as a write-off in the health KPIs, the share-out and the audit replay', async () => {
    const after = { 'x-min-position': lastPosition };
    const health = await project.get<KpiReport>(`/api/analytics/kpis?scope=group&id=${groupId}`, after);
    // 60.00 of principal never came back; the second loan's 50.00 of principal is what is out now (its
    // 2.50 of service charge counts once earned)
    expect(health.body.current).toMatchObject({ writeOffs: 60, writeOffRatio: 0.4, loansOutstanding: 50 });
    const preview = await project.get<ShareOutPreview>(
      `/api/saving-groups/${groupId}/share-out-preview?closeDate=2026-11-20`,
    );
    expect(preview.status).toBe(200);
    /*
     * cash 600 − 100 + 40 = 540.00; of the 100.00 lent, 40.00 came back and 60.00 is written off, so no
     * loan is carried and no charge was earned; the 540.00 is shared in proportion to 500 and 100.
     */
    expect(preview.body.fund).toMatchObject({
      carriedLoans: 0,
      writeOffs: 60,
      serviceCharges: 0,
      distributable: 540,
    });
    expect(preview.body.blockers).toEqual([]);
    expect(preview.body.members.map((m) => m.payout)).toEqual([450, 90]);
    const verify = await project.get<{ ok: boolean; differences: unknown[] }>(
      `/api/audit/groups/${groupId}/verify`,
    );
    expect(verify.body).toMatchObject({ ok: true, differences: [] });
  });
});
