import { businessDate, monthOf } from '@pm/domain';
import type { ShareOutPreview } from '@pm/domain/api/cycle-queries';
import type { ChildPassbookView, MemberPassbookView } from '@pm/domain/api/passbook-queries';
import { aGroup, aMember, projectionsSettled, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The passbooks, built through the API and checked against figures computed by hand.
 *
 * Cycle 1 (2026-01-15 to 2026-03-31, closed by amount): 001 saves 100.00 and 002 300.00 on 2026-02-02;
 * 001 borrows 200.00 at 5% for a month on 2026-02-16 and repays 210.00 on 2026-03-02; 001's penalty of
 * 10.00 of 2026-02-16 is paid on 2026-03-02. Fund 400 + 10 + 10 = 420.00: 001 gets 105.00, 002 315.00.
 *
 * Cycle 2 (from 2026-04-01, open): on 2026-04-06 001 saves 200.00, pays the 500.00 fee and gives 100.00 to
 * the emergency fund, 002 saves 200.00; on 2026-04-20 001 saves 70.00 (reversed) and borrows 100.00 at 5%
 * for a month; on 2026-05-04 001 repays 50.00 and 20.00 (reversed), and is fined 5.00 (unpaid) and 3.00
 * (reversed).
 */
describe('the member passbook and the child passbook', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let groupId: number;
  let m1: number;
  let m2: number;
  let otherGroup: number;
  let otherMember: number;
  let secondLoan: number;

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project] = await Promise.all([system.login('facilitator'), system.login('project')]);
    const write = async (client: ApiClient, url: string, body: object) => {
      const response = await client.post<Written>(url, body);
      expect(response.status, `${url} ${JSON.stringify(response.body)}`).toBeLessThan(300);
      return response.body.id;
    };
    const w = (url: string, body: object) => write(facilitator, url, body);
    groupId = await w('/api/saving-groups', aGroup());
    m1 = await w('/api/group-members', aMember(groupId, '001'));
    m2 = await w('/api/group-members', aMember(groupId, '002'));
    otherGroup = await w('/api/saving-groups', aGroup());
    otherMember = await w('/api/group-members', aMember(otherGroup, '001'));
    const save = (memberId: number, amount: number, savingDate: string) =>
      w('/api/group-savings', { groupId, memberId, amount, savingDate });
    const lend = (amount: number, loanDate: string) =>
      w('/api/group-loans', {
        groupId,
        borrowerId: m1,
        amount,
        interestRate: 5,
        termMonths: 1,
        loanDate,
        purpose: 'Seed for planting',
      });
    const fine = (amount: number, penaltyDate: string) =>
      w('/api/member-penalties', {
        groupId,
        memberId: m1,
        penaltyType: 'Lateness',
        amount,
        description: 'Late to the meeting',
        penaltyDate,
      });
    const reverse = (url: string) => write(project, `${url}/reverse`, { reason: 'Typed by mistake' });

    await save(m1, 100, '2026-02-02');
    await save(m2, 300, '2026-02-02');
    const firstLoan = await lend(200, '2026-02-16');
    await w('/api/loan-repayments', { loanId: firstLoan, amount: 210, paymentDate: '2026-03-02' });
    const paid = await fine(10, '2026-02-16');
    await w(`/api/member-penalties/${paid}/pay`, { paymentDate: '2026-03-02' });
    await w(`/api/saving-groups/${groupId}/cycle-close`, { closeDate: '2026-03-31', weighting: 'amount' });
    await write(project, `/api/saving-groups/${groupId}/cycle-close/confirm`, { cycle: 1 });

    await save(m1, 200, '2026-04-06');
    await save(m2, 200, '2026-04-06');
    await w('/api/member-registration-fee-payments', {
      groupId,
      memberId: m1,
      amount: 500,
      paymentDate: '2026-04-06',
    });
    const fund = await w('/api/emergency-funds', {
      groupId,
      description: 'Funerals',
      contributionAmount: 100,
      maxDisbursementPerMember: 1000,
    });
    await w('/api/emergency-contributions', {
      fundId: fund,
      memberId: m1,
      amount: 100,
      contributionDate: '2026-04-06',
    });
    await reverse(`/api/group-savings/${await save(m1, 70, '2026-04-20')}`);
    secondLoan = await lend(100, '2026-04-20');
    await w('/api/loan-repayments', { loanId: secondLoan, amount: 50, paymentDate: '2026-05-04' });
    const mistaken = await w('/api/loan-repayments', {
      loanId: secondLoan,
      amount: 20,
      paymentDate: '2026-05-04',
    });
    await reverse(`/api/loan-repayments/${mistaken}`);
    await fine(5, '2026-05-04');
    await reverse(`/api/member-penalties/${await fine(3, '2026-05-04')}`);
    await projectionsSettled(system);
  });
  afterAll(async () => {
    await system.stop();
  });

  const passbook = async (client: ApiClient, memberId: number, query = '') => {
    const response = await client.get<MemberPassbookView>(
      `/api/saving-groups/${groupId}/members/${memberId}/passbook${query}`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const lineFigures = (p: MemberPassbookView) => p.lines.map((l) => [l.date, l.kind, l.amount, l.reversed]);

  it("lists the current cycle's entries in date order, reversed ones marked and out of the totals", async () => {
    const p = await passbook(facilitator, m1);
    expect(p.member).toMatchObject({ id: m1, memberNumber: '001', name: 'Member 001', status: 'active' });
    expect(p.member.joinedOn).toBe('2026-01-15');
    expect(p.cycle).toEqual({ number: 2, startedOn: '2026-04-01', endedOn: null, status: 'open' });
    expect(p.cycles.map((c) => [c.number, c.status, c.closeDate])).toEqual([
      [1, 'closed', '2026-03-31'],
      [2, 'open', null],
    ]);
    expect(lineFigures(p)).toEqual([
      ['2026-04-06', 'saving', 200, false],
      ['2026-04-06', 'fee', 500, false],
      ['2026-04-06', 'emergencyContribution', 100, false],
      ['2026-04-20', 'saving', 70, true],
      ['2026-04-20', 'loan', 100, false],
      ['2026-05-04', 'repayment', 50, false],
      ['2026-05-04', 'repayment', 20, true],
      ['2026-05-04', 'penalty', 5, false],
      ['2026-05-04', 'penalty', 3, true],
    ]);
    expect(p.lines.find((l) => l.reversed)?.reversalReason).toBe('Typed by mistake');
    expect(p.lines.find((l) => l.kind === 'repayment')?.loanId).toBe(secondLoan);
    // 105.00 owed on the second loan, 50.00 of it repaid; the first loan was repaid whole in cycle 1
    expect(p.totals).toEqual({
      savings: 200,
      loansTaken: 100,
      repaid: 50,
      loanOutstanding: 55,
      finesImposed: 5,
      finesPaid: 0,
      finesOwed: 5,
      feesPaid: 500,
      emergencyContributions: 100,
      paidOutOnLeaving: 0,
    });
    expect(p.truncated).toBe(false);
  });

  it("expects the share-out preview's payout for the member, closing today", async () => {
    /*
     * The loan fund's cash: savings 800 + repayments 260 + penalty and fee 510 − lent 300 − paid out 420
     * = 850.00 (50.00 of principal carried). Cycle 2's savings are 200 and 200: 425.00 each.
     */
    const today = businessDate(new Date().toISOString());
    const p = await passbook(project, m1);
    expect(p.shareOut).toEqual({
      kind: 'expected',
      asOf: today,
      weighting: 'amount',
      amount: 425,
      reason: null,
    });
    const preview = (
      await project.get<ShareOutPreview>(`/api/saving-groups/${groupId}/share-out-preview?closeDate=${today}`)
    ).body;
    expect(preview.members.find((m) => m.memberId === m1)?.payout).toBe(p.shareOut.amount);
    expect((await passbook(project, m2)).shareOut.amount).toBe(425);
  });

  it('shows a closed cycle with what its close paid the member', async () => {
    const p = await passbook(project, m1, '?cycle=1');
    expect(p.cycle).toEqual({ number: 1, startedOn: '2026-01-15', endedOn: '2026-03-31', status: 'closed' });
    expect(p.asOf).toBe('2026-03-31');
    expect(lineFigures(p)).toEqual([
      ['2026-02-02', 'saving', 100, false],
      ['2026-02-16', 'loan', 200, false],
      ['2026-02-16', 'penalty', 10, false],
      ['2026-03-02', 'repayment', 210, false],
      ['2026-03-02', 'penaltyPayment', 10, false],
    ]);
    expect(p.totals).toMatchObject({
      savings: 100,
      loansTaken: 200,
      repaid: 210,
      loanOutstanding: 0,
      finesImposed: 10,
      finesPaid: 10,
      finesOwed: 0,
    });
    expect(p.shareOut).toEqual({
      kind: 'recorded',
      asOf: '2026-03-31',
      weighting: 'amount',
      amount: 105,
      reason: null,
    });
    expect((await passbook(project, m2, '?cycle=1')).shareOut.amount).toBe(315);
  });

  it('has no expected share-out, and says why, while the group has no savings', async () => {
    const response = await project.get<MemberPassbookView>(
      `/api/saving-groups/${otherGroup}/members/${otherMember}/passbook`,
    );
    expect(response.status).toBe(200);
    expect(response.body.lines).toEqual([]);
    expect(response.body.shareOut).toMatchObject({
      kind: 'expected',
      amount: null,
      reason: 'Nothing to share yet: no member has savings in this cycle to weigh a share-out by',
    });
  });

  it('refuses bad ids, a cycle the group has not had, a member of another group and another project', async () => {
    const base = `/api/saving-groups/${groupId}/members`;
    for (const bad of [
      `/api/saving-groups/0/members/${m1}`,
      `${base}/abc`,
      `${base}/2147483648`,
      `${base}/-1`,
    ])
      expect((await project.get(`${bad}/passbook`)).status, bad).toBe(400);
    for (const bad of ['?cycle=0', '?cycle=x'])
      expect((await project.get(`${base}/${m1}/passbook${bad}`)).status, bad).toBe(400);
    expect((await project.get(`${base}/${m1}/passbook?cycle=3`)).status).toBe(404);
    const other = await project.get<{ message: string }>(`${base}/${otherMember}/passbook`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Member not found in this group');
    expect((await project.get(`/api/saving-groups/999999/members/${m1}/passbook`)).status).toBe(404);
    const project2 = await system.login('project2');
    expect((await project2.get(`${base}/${m1}/passbook`)).status).toBe(404);
    // the read-only Auditor reads every screen of its scope, the passbook included
    const auditor = await system.login('auditor');
    expect((await auditor.get(`${base}/${m1}/passbook?cycle=1`)).status).toBe(200);
  });

  it("gives a guardian the child's year: months, payments with reversals marked, and totals", async () => {
    const child = await project.post<Written>('/api/participants', {
      participantId: 'KE0420-P51',
      firstName: 'Passbook',
      secondName: null,
      surname: 'Child',
      dateOfBirth: '2016-03-14',
      gender: 'Female',
      parentGuardianName: 'Mary <Otieno>',
      careGiverName: null,
      contactPhone: '+254712345678',
      gradeLevel: 'Grade 3',
      monthlyContribution: 1000,
      plannedExitDate: null,
    });
    expect(child.status).toBe(201);
    await projectionsSettled(system);
    const rows = (await project.get<{ id: number; participantCode: string }[]>('/api/contributions')).body;
    const contributionId = rows.find((r) => r.participantCode === 'KE0420-P51')!.id;
    const wrong = await project.post<Written>('/api/payments', { contributionId, amount: 600 });
    await project.post(`/api/payments/${wrong.body.id}/reverse`, { reason: 'Wrong child' });
    await project.post('/api/payments', { contributionId, amount: 250.5, notes: 'M-Pesa QX12' });
    await projectionsSettled(system);

    const today = businessDate(new Date().toISOString());
    const response = await project.get<ChildPassbookView>(`/api/participants/${child.body.id}/passbook`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const p = response.body;
    expect(p.participant).toMatchObject({
      participantCode: 'KE0420-P51',
      name: 'Passbook Child',
      guardianName: 'Mary <Otieno>',
    });
    expect(p.year).toBe(Number(today.slice(0, 4)));
    expect(p.months).toEqual([
      {
        contributionId,
        month: monthOf(today),
        expected: 1000,
        paid: 250.5,
        balance: 749.5,
        status: 'Partial',
      },
    ]);
    expect(p.payments.map((x) => [x.amount, x.reference, x.reversed, x.reversalReason])).toEqual([
      [600, null, true, 'Wrong child'],
      [250.5, 'M-Pesa QX12', false, null],
    ]);
    expect(p.totals).toEqual({ expected: 1000, paid: 250.5, balance: 749.5 });
    const empty = (
      await project.get<ChildPassbookView>(`/api/participants/${child.body.id}/passbook?year=2025`)
    ).body;
    expect([empty.months, empty.payments, empty.totals]).toEqual([
      [],
      [],
      { expected: 0, paid: 0, balance: 0 },
    ]);

    for (const bad of ['?year=25', '?year=1999', '?year=abc'])
      expect((await project.get(`/api/participants/${child.body.id}/passbook${bad}`)).status, bad).toBe(400);
    expect((await project.get('/api/participants/0/passbook')).status).toBe(400);
    expect((await project.get('/api/participants/999999/passbook')).status).toBe(404);
    const project2 = await system.login('project2');
    expect((await project2.get(`/api/participants/${child.body.id}/passbook`)).status).toBe(404);
  });
});
