import { pdfText } from '@pm/infra/testing/pdf-text';
import { aGroupWithMembers, eventCount, projectionsSettled, type Written } from '@pm/system/builders';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Cycle {
  cycle: number;
  startedOn: string;
  status: string;
  closeDate: string | null;
  fund: number | null;
  payouts: { memberNumber: string; amount: number }[];
  carriedLoanIds: number[];
  proposedBy: string | null;
  confirmedBy: string | null;
  rejectionReason: string | null;
}

/** A cycle closes by maker-checker through the API, pays its share-out and opens the next. */
describe('closing a saving group cycle', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let groupId: number;
  let members: number[];
  let loanId: number;

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project] = [await system.login('facilitator'), await system.login('project')];
    ({ groupId, members } = await aGroupWithMembers(facilitator));
    // 001 saves KES 1,000 and 002 KES 500; 002 borrows KES 300: the fund holds KES 1,200
    for (const [memberId, amount] of [
      [members[0], 1000],
      [members[1], 500],
    ] as const)
      await facilitator.post('/api/group-savings', { groupId, memberId, amount, savingDate: '2026-01-20' });
    const loan = await facilitator.post<Written>('/api/group-loans', {
      groupId,
      borrowerId: members[1],
      amount: 300,
      interestRate: 5,
      termMonths: 2,
      loanDate: '2026-01-21',
      purpose: 'Buy maize seed',
    });
    expect(loan.status).toBe(201);
    loanId = loan.body.id;
  });
  afterAll(async () => {
    await system.stop();
  });

  const url = (suffix = '') => `/api/saving-groups/${groupId}/cycle-close${suffix}`;
  const close = { closeDate: '2026-06-30', weighting: 'amount' };
  const cycles = async (client = project) => {
    await projectionsSettled(system);
    return (await client.get<Cycle[]>(`/api/saving-groups/${groupId}/cycles`)).body;
  };
  const available = async () => {
    await projectionsSettled(system);
    return (await project.get<{ available: number }>(`/api/saving-groups/${groupId}/fund`)).body.available;
  };
  /** The refusal's body: its English message, and the template and values the UI translates. */
  const refused = async (client: ApiClient, path: string, body: object, status: number, message: string) => {
    const before = await eventCount(system);
    const response = await client.post<{ message: string; messageKey: string; messageParams: object }>(
      path,
      body,
    );
    expect(response.status, response.body.message).toBe(status);
    expect(response.body.message).toBe(message);
    expect(await eventCount(system)).toBe(before);
    return response.body;
  };

  it('refuses a close with a loan still owed and no decision for it, storing nothing', async () => {
    const owed = await refused(
      facilitator,
      url(),
      close,
      422,
      `Loan ${loanId} is still owed: settle it or carry it into the next cycle`,
    );
    expect(owed).toMatchObject({
      messageKey: 'Loan {{loanId}} is still owed: settle it or carry it into the next cycle',
      messageParams: { loanId },
    });
  });

  it('lets the facilitator propose, carrying the loan; the facilitator cannot confirm', async () => {
    expect((await facilitator.post(url(), { ...close, carriedLoanIds: [loanId] })).status).toBe(201);
    expect((await cycles())[0]).toMatchObject({
      cycle: 1,
      status: 'proposed',
      closeDate: '2026-06-30',
      fund: 1200,
      payouts: [
        { memberNumber: '001', amount: 800 },
        { memberNumber: '002', amount: 400 },
      ],
      carriedLoanIds: [loanId],
      proposedBy: 'facilitator',
    });
    const before = await eventCount(system);
    expect((await facilitator.post(url('/confirm'), { cycle: 1 })).status).toBe(403);
    expect(await eventCount(system)).toBe(before);
    await refused(
      facilitator,
      url(),
      close,
      409,
      'A close of cycle 1 on 2026-06-30 already awaits confirmation',
    );
  });

  it('lets the project admin reject it, and refuses the proposer confirming their own proposal', async () => {
    expect((await project.post(url('/reject'), { cycle: 1, reason: 'Recount the savings' })).status).toBe(
      200,
    );
    expect((await cycles())[0]).toMatchObject({ status: 'open', rejectionReason: 'Recount the savings' });
    expect((await project.post(url(), { ...close, carriedLoanIds: [loanId] })).status).toBe(201);
    await refused(
      project,
      url('/confirm'),
      { cycle: 1 },
      403,
      'The share-out must be confirmed by someone other than who proposed it',
    );
    const admin = await system.login('admin');
    expect((await admin.post(url('/reject'), { cycle: 1, reason: 'Facilitator proposes' })).status).toBe(200);
  });

  it('hides the group from another project admin', async () => {
    const other = await system.login('project2');
    await refused(other, url(), { ...close, carriedLoanIds: [loanId] }, 404, 'Saving group not found');
    await refused(other, url('/confirm'), { cycle: 1 }, 404, 'Saving group not found');
    expect((await other.get(`/api/saving-groups/${groupId}/cycles`)).status).toBe(404);
  });

  it('closes on confirmation: the payouts leave the fund, cycle 2 opens and the replay agrees', async () => {
    expect((await facilitator.post(url(), { ...close, carriedLoanIds: [loanId] })).status).toBe(201);
    const before = await available();
    expect(before).toBe(1200);
    expect((await project.post(url('/confirm'), { cycle: 1 })).status).toBe(200);
    expect(await available()).toBe(before - 1200);
    const [first, second] = await cycles();
    expect(first).toMatchObject({ status: 'closed', proposedBy: 'facilitator', confirmedBy: 'project' });
    expect(second).toMatchObject({ cycle: 2, startedOn: '2026-07-01', status: 'open' });
    const verify = await project.get<{ ok: boolean; differences: unknown[] }>(
      `/api/audit/groups/${groupId}/verify`,
    );
    expect(verify.body).toMatchObject({ ok: true, differences: [] });
  });

  it("prints the closed cycle's share-out as a PDF with a line to sign per member", async () => {
    const pdf = await facilitator.get(`/api/saving-groups/${groupId}/cycles/1/share-out`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfText(pdf.raw!);
    expect(page).toContain('cycle 1');
    expect(page).toMatch(/Proposed by facilitator on \d{4}-\d{2}-\d{2}, confirmed by project on /);
    expect(page).toContain('Signature');
    expect(page).toMatch(/001 .*800\.00/);
    expect(page).toMatch(/002 .*400\.00/);
    expect(page).toMatch(/Total .*1,200\.00/);
    expect((await project.get(`/api/saving-groups/${groupId}/cycles/2/share-out`)).status).toBe(404);
    expect((await project.get(`/api/saving-groups/${groupId}/cycles/abc/share-out`)).status).toBe(400);
    const other = await system.login('project2');
    expect((await other.get(`/api/saving-groups/${groupId}/cycles/1/share-out`)).status).toBe(404);
  });

  it('refuses closing twice, and entries dated in the closed cycle, storing nothing', async () => {
    const twice = await refused(project, url('/confirm'), { cycle: 1 }, 409, 'Cycle 1 is already closed');
    expect(twice).toMatchObject({
      messageKey: 'Cycle {{cycle}} is already closed',
      messageParams: { cycle: 1 },
    });
    const saving = { groupId, memberId: members[0], amount: 50 };
    const closed = await refused(
      facilitator,
      '/api/group-savings',
      { ...saving, savingDate: '2026-06-29' },
      422,
      'Cycle 1 is closed: entries dated before 2026-06-30 belong to it',
    );
    expect(closed).toMatchObject({
      messageKey: 'Cycle {{cycle}} is closed: entries dated before {{closeDate}} belong to it',
      messageParams: { cycle: 1, closeDate: '2026-06-30' },
    });
    expect(
      (await facilitator.post('/api/group-savings', { ...saving, savingDate: '2026-07-01' })).status,
    ).toBe(201);
  });

  it("weighs only the new cycle's savings in the next share-out", async () => {
    await projectionsSettled(system);
    const preview = await project.get<{ total: number; members: { memberNumber: string; payout: number }[] }>(
      `/api/saving-groups/${groupId}/share-out-preview?closeDate=2026-07-02`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.total).toBe(50);
    expect(preview.body.members.map((m) => [m.memberNumber, m.payout])).toEqual([
      ['001', 50],
      ['002', 0],
    ]);
  });

  it('lets a project admin close at once; a facilitator may not, and a bad flag is refused', async () => {
    const now = { closeDate: '2026-07-02', weighting: 'amount', carriedLoanIds: [loanId], closeNow: true };
    const before = await eventCount(system);
    expect((await facilitator.post(url(), now)).status).toBe(403);
    expect((await project.post(url(), { ...now, closeNow: 'yes' })).status).toBe(400);
    expect(await eventCount(system)).toBe(before);
    const fund = await available();
    expect((await project.post(url(), now)).status).toBe(201);
    expect(await available()).toBe(fund - 50);
    const [, second, third] = await cycles();
    expect(second).toMatchObject({
      status: 'closed',
      proposedBy: 'project',
      confirmedBy: 'project',
      fund: 50,
    });
    expect(third).toMatchObject({ cycle: 3, startedOn: '2026-07-03', status: 'open' });
    await refused(project, url('/confirm'), { cycle: 2 }, 409, 'Cycle 2 is already closed');
  });
});
