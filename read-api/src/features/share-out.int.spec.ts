import { businessDate } from '@pm/domain';
import type { ShareOutPreview } from '@pm/domain/api/cycle-queries';
import { aGroup, aMember, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * GET /api/saving-groups/{id}/share-out-preview: a small group built through the API, its share-out
 * checked against figures computed by hand, and the demo group's loans listed as what blocks the close.
 *
 * Members 001, 002, 003 save 100.00 (2026-02-02), 150.00 (2026-02-16) and 250.00 (2026-03-02). 003
 * borrows 100.00 at 5% for a month on 2026-03-02 and repays 105.00 on 2026-03-16: 5.00 of service charge.
 * 001 pays a penalty of 7.77 on 2026-02-16; 002 owes one of 5.00 from 2026-03-09, unpaid.
 */
describe("the share-out preview of a group's cycle", () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let groupId: number;
  let members: number[];
  let unpaidPenalty: number;
  let loanId: number;

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project] = await Promise.all([system.login('facilitator'), system.login('project')]);
    groupId = (
      await facilitator.post<Written>('/api/saving-groups', aGroup({ registrationDate: '2026-01-15' }))
    ).body.id;
    members = [];
    for (const number of ['001', '002', '003'])
      members.push((await facilitator.post<Written>('/api/group-members', aMember(groupId, number))).body.id);
    const [m1, m2, m3] = members as [number, number, number];
    const write = async (url: string, body: object) => {
      const response = await facilitator.post<Written>(url, body);
      expect(response.status, `${url} ${JSON.stringify(response.body)}`).toBeLessThan(300);
      return response.body.id;
    };
    const save = (memberId: number, amount: number, savingDate: string) =>
      write('/api/group-savings', { groupId, memberId, amount, savingDate });
    await save(m1, 100, '2026-02-02');
    await save(m2, 150, '2026-02-16');
    await save(m3, 250, '2026-03-02');
    // saved and reversed today: gone from the books of any close date
    const mistaken = await save(m3, 1_000, businessDate(new Date().toISOString()));
    await write(`/api/group-savings/${mistaken}/reverse`, { reason: 'Typed the wrong amount' });
    loanId = await write('/api/group-loans', {
      groupId,
      borrowerId: m3,
      amount: 100,
      interestRate: 5,
      termMonths: 1,
      loanDate: '2026-03-02',
      purpose: 'Seed for the planting season',
    });
    await write('/api/loan-repayments', { loanId, amount: 105, paymentDate: '2026-03-16' });
    const penalty = (memberId: number, amount: number, penaltyDate: string) =>
      write('/api/member-penalties', {
        groupId,
        memberId,
        penaltyType: 'Lateness',
        amount,
        description: 'Late to the meeting',
        penaltyDate,
      });
    const paid = await penalty(m1, 7.77, '2026-02-16');
    await write(`/api/member-penalties/${paid}/pay`, { paymentDate: '2026-02-16' });
    unpaidPenalty = await penalty(m2, 5, '2026-03-09');
  });
  afterAll(async () => {
    await system.stop();
  });

  const preview = async (client: ApiClient, id: number, query: string) => {
    const response = await client.get<ShareOutPreview>(`/api/saving-groups/${id}/share-out-preview${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const payouts = (p: ShareOutPreview) => p.members.map((m) => m.payout);

  it('shares the fund in proportion to savings, the leftover cent to the largest remainder', async () => {
    /*
     * fund = 500.00 savings + 5.00 service charge + 7.77 penalty = 512.77 (the loan fund's cash:
     * 500 + 105 + 7.77 − 100). Of 51,277 cents, by savings 10,000 / 15,000 / 25,000 of 50,000:
     * 001: 10,255 rest 20,000; 002: 15,383 rest 5,000; 003: 25,638 rest 25,000; 51,276 shared,
     * the cent left to 003.
     */
    const p = await preview(project, groupId, '?closeDate=2026-03-31&weighting=amount');
    expect(p).toMatchObject({ groupId, closeDate: '2026-03-31', weighting: 'amount', note: null });
    expect(p.fund).toEqual({
      savings: 500,
      serviceCharges: 5,
      penaltiesAndFees: 7.77,
      carriedLoans: 0,
      setOff: 0,
      writeOffs: 0,
      paidOut: 0,
      keptBack: 0,
      emergencyFund: 0,
      distributable: 512.77,
    });
    expect(p.members.map((m) => [m.memberNumber, m.name, m.savings, m.weight])).toEqual([
      ['001', 'Member 001', 100, 100],
      ['002', 'Member 002', 150, 150],
      ['003', 'Member 003', 250, 250],
    ]);
    expect(payouts(p)).toEqual([102.55, 153.83, 256.39]);
    expect(p.total).toBe(512.77);
    expect(p.blockers).toEqual([
      {
        kind: 'unpaidPenalty',
        memberId: members[1],
        memberName: 'Member 002',
        penaltyId: unpaidPenalty,
        amount: 5,
      },
    ]);
    // the reversed saving of today is left out whatever the close date; amount is the default weighting
    const later = await preview(project, groupId, '?closeDate=2099-12-31');
    expect(later.weighting).toBe('amount');
    expect(payouts(later)).toEqual([102.55, 153.83, 256.39]);
  });

  it('weighs savings by the days they were held, when asked', async () => {
    /*
     * Closing 2026-03-31, the saving's day and the close day both counted: 001 58 days, 002 44, 003 30.
     * Each member first gets their savings back (100, 150, 250 of 500.00); only the profit, 12.77 = 1,277
     * cents, is shared by weight in cents × days, 580,000 / 660,000 / 750,000 of 1,990,000:
     * 001: 372 rest 380,000; 002: 423 rest 1,050,000; 003: 481 rest 560,000; the cent to 002.
     */
    const p = await preview(facilitator, groupId, '?closeDate=2026-03-31&weighting=time');
    expect(p.members.map((m) => m.weight)).toEqual([5_800, 6_600, 7_500]);
    expect(payouts(p)).toEqual([103.72, 154.24, 254.81]);
    expect(p.total).toBe(512.77);
  });

  it('counts a loan still owed as carried, and lists it as a blocker', async () => {
    /*
     * On 2026-03-09 the loan is out and unrepaid: cash = 500 + 7.77 − 100 = 407.77, its 100.00 principal
     * carried, no charge earned yet. Of 40,777 cents: 001 8,155 rest 20,000; 002 12,233 rest 5,000;
     * 003 20,388 rest 25,000; the cent to 003. The penalty dated 2026-03-09 counts on that day.
     */
    const p = await preview(project, groupId, '?closeDate=2026-03-09');
    expect(p.fund).toMatchObject({ serviceCharges: 0, carriedLoans: 100, distributable: 407.77 });
    expect(payouts(p)).toEqual([81.55, 122.33, 203.89]);
    expect(p.blockers.map((b) => [b.kind, b.memberName, b.loanId ?? b.penaltyId, b.amount])).toEqual([
      ['activeLoan', 'Member 003', loanId, 105],
      ['unpaidPenalty', 'Member 002', unpaidPenalty, 5],
    ]);
  });

  it("lists the demo group's active and overdue loans as blockers, and keeps its emergency fund back", async () => {
    const groups = (await project.get<{ id: number; name: string }[]>('/api/saving-groups')).body;
    const demo = groups.find((g) => g.name === 'Upendo Women Group')!;
    const p = await preview(facilitator, demo.id, `?closeDate=${businessDate(new Date().toISOString())}`);
    // 3,000.00 at 5% for 3 months and 2,000.00 at 5% for a month, nothing repaid yet
    expect(p.blockers.map((b) => [b.kind, b.memberName, b.amount])).toEqual([
      ['activeLoan', 'Jane Auma', 3_450],
      ['activeLoan', 'Mary Anyango', 2_100],
    ]);
    // five contributions of 1,000.00; the request pending is not paid out
    expect(p.fund).toMatchObject({ carriedLoans: 5_000, keptBack: 0, emergencyFund: 5_000 });
    const { savings, serviceCharges, penaltiesAndFees, carriedLoans, distributable } = p.fund;
    expect(distributable).toBeCloseTo(savings + serviceCharges + penaltiesAndFees - carriedLoans, 2);
    expect(p.total).toBe(distributable);
  });

  it('refuses bad questions, and another project', async () => {
    for (const bad of [
      '',
      '?closeDate=2026-02-30',
      '?closeDate=yesterday',
      '?closeDate=2026-03-31&weighting=shares',
    ])
      expect((await project.get(`/api/saving-groups/${groupId}/share-out-preview${bad}`)).status, bad).toBe(
        400,
      );
    const weighting = await project.get<{ message: string }>(
      `/api/saving-groups/${groupId}/share-out-preview?closeDate=2026-03-31&weighting=shares`,
    );
    expect(weighting.body.message).toBe('weighting must be amount or time');
    const early = await project.get<{ message: string }>(
      `/api/saving-groups/${groupId}/share-out-preview?closeDate=2026-01-14`,
    );
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(
      "closeDate must not be before the group's registration date (2026-01-15)",
    );
    const project2 = await system.login('project2');
    expect(
      (await project2.get(`/api/saving-groups/${groupId}/share-out-preview?closeDate=2026-03-31`)).status,
    ).toBe(404);
    expect(
      (await project.get('/api/saving-groups/999999/share-out-preview?closeDate=2026-03-31')).status,
    ).toBe(404);
  });
});
