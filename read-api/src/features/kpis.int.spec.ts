import { businessDate, daysBetween } from '@pm/domain';
import type { KpiReport } from '@pm/domain/api/kpi-queries';
import { aGroup, aMember, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * GET /api/analytics/kpis on a group built through the API, every figure worked by hand.
 *
 * Members 001–004 join on 2026-01-15 and save 100.00 (2026-02-02), 150.00 (2026-02-16), 250.00 and
 * 100.00 (2026-03-02). 001 pays a penalty of 7.77 on 2026-02-16. 003 borrows 100.00 at 5 % for a month on
 * 2026-03-02 (105.00 due 2026-04-02) and repays 40.00 on 2026-03-16, all of it principal (a charge is
 * earned once the principal is back).
 * A meeting on 2026-03-02 with 001–003 present and 004 absent. 004 leaves today.
 */
describe('group health KPIs', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let groupId: number;
  const today = businessDate(new Date().toISOString());

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project] = await Promise.all([system.login('facilitator'), system.login('project')]);
    const write = async (url: string, body: object) => {
      const response = await facilitator.post<Written>(url, body);
      expect(response.status, `${url} ${JSON.stringify(response.body)}`).toBeLessThan(300);
      return response.body.id;
    };
    groupId = await write('/api/saving-groups', aGroup({ registrationDate: '2026-01-15' }));
    const members: number[] = [];
    for (const number of ['001', '002', '003', '004'])
      members.push(await write('/api/group-members', aMember(groupId, number)));
    const [m1, m2, m3, m4] = members as [number, number, number, number];
    const save = (memberId: number, amount: number, savingDate: string) =>
      write('/api/group-savings', { groupId, memberId, amount, savingDate });
    await save(m1, 100, '2026-02-02');
    await save(m2, 150, '2026-02-16');
    await save(m3, 250, '2026-03-02');
    await save(m4, 100, '2026-03-02');
    const penalty = await write('/api/member-penalties', {
      groupId,
      memberId: m1,
      penaltyType: 'Lateness',
      amount: 7.77,
      description: 'Late to the meeting',
      penaltyDate: '2026-02-16',
    });
    await write(`/api/member-penalties/${penalty}/pay`, { paymentDate: '2026-02-16' });
    const loanId = await write('/api/group-loans', {
      groupId,
      borrowerId: m3,
      amount: 100,
      interestRate: 5,
      termMonths: 1,
      loanDate: '2026-03-02',
      purpose: 'Seed for the planting season',
    });
    await write('/api/loan-repayments', { loanId, amount: 40, paymentDate: '2026-03-16' });
    const meetingId = await write('/api/group-meetings', {
      groupId,
      meetingDate: '2026-03-02',
      agenda: 'Weekly savings, loan repayments and the emergency fund',
      location: 'Church hall',
      nextMeetingDate: null,
    });
    await write('/api/meeting-attendance/bulk', {
      attendance: members.map((memberId) => ({
        meetingId,
        memberId,
        isPresent: memberId !== m4,
        arrivalTime: null,
        notes: null,
      })),
    });
    const left = await facilitator.request('DELETE', `/api/group-members/${m4}`);
    expect(left.status).toBe(200);
  });
  afterAll(async () => {
    await system.stop();
  });

  const kpis = async (client: ApiClient, query: string) => {
    const response = await client.get<KpiReport>(`/api/analytics/kpis${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it("computes the group's current cycle and lights it red, with the reasons", async () => {
    const report = await kpis(facilitator, `?scope=group&id=${groupId}`);
    const days = daysBetween('2026-01-15', today) + 1;
    expect(report).toMatchObject({ scope: 'group', id: groupId, asOf: today });
    expect(report.cycle).toEqual({ number: 1, startedOn: '2026-01-15' });
    expect(report.current).toEqual({
      attendanceRate: 0.75, // 3 of 4
      retention: 0.75, // 1 − 1 ÷ 4
      savingsPerMember: 200, // 600.00 ÷ 3 still active
      // on principal (SAVIX): 60.00 of the 100.00 lent still out ÷ (60.00 + 547.77 cash: 600 + 7.77 − 100 + 40);
      // the 5.00 of service charge is not counted until it is earned
      loanFundUtilisation: 0.0987,
      par30: 1, // all of the 60.00 is more than 30 days past 2026-04-02
      // 7.77 penalty ÷ 600.00 × 365 ÷ days of the cycle
      annualisedReturn: Math.round(((777 * 365) / (60000 * days)) * 10_000) / 10_000,
      writeOffs: 0,
      writeOffRatio: 0,
      activeMembers: 3,
      meetings: 1,
      savingsHeld: 600,
      loansOutstanding: 60,
    });
    expect(report.health).toEqual({
      light: 'red',
      reasons: [
        'PAR30 100 % above 10 %',
        'Retention 75 % below 80 %',
        `No meeting for ${daysBetween('2026-03-02', today)} days`,
      ],
    });
    // the groups list shows each group of the page with the same light and reasons
    const listed = await project.get<{ id: number; health: unknown }[]>('/api/saving-groups');
    expect(listed.body.find((g) => g.id === groupId)?.health).toEqual(report.health);
  });

  it('gives each month its flows and its month-end stocks', async () => {
    const report = await kpis(project, `?scope=group&id=${groupId}&from=2026-01&to=2026-05`);
    expect(report.period).toEqual({ from: '2026-01', to: '2026-05' });
    expect(
      report.months.map((m) => [
        m.month,
        m.activeMembers,
        m.savingsPerMember,
        m.loanFundUtilisation,
        m.par30,
        m.attendanceRate,
        m.annualisedReturn,
      ]),
    ).toEqual([
      ['2026-01', 4, 0, null, null, null, null],
      // 7.77 ÷ 250.00 × 365 ÷ 30 (February's 28 days count as the least period, 30)
      ['2026-02', 4, 62.5, 0, null, null, 0.3781],
      // the loan is due 2026-04-02: not yet 30 days late at the end of March or of April
      ['2026-03', 4, 150, 0.0987, 0, 0.75, 0],
      ['2026-04', 4, 150, 0.0987, 0, null, 0],
      ['2026-05', 4, 150, 0.0987, 1, null, 0],
    ]);
    // a period that starts later: the same months, their stocks and members at start carried from before it
    for (const [from, skipped] of [
      ['2026-03', 2],
      ['2026-04', 3],
    ] as const) {
      const later = await kpis(project, `?scope=group&id=${groupId}&from=${from}&to=2026-05`);
      expect(later.months, from).toEqual(report.months.slice(skipped));
    }
  });

  it('counts a reversed saving out of its own month, not the month it was reversed in', async () => {
    const other = (
      await facilitator.post<Written>('/api/saving-groups', aGroup({ registrationDate: '2026-01-15' }))
    ).body.id;
    const member = (await facilitator.post<Written>('/api/group-members', aMember(other, '001'))).body.id;
    const saved = async (amount: number, savingDate: string) =>
      (
        await facilitator.post<Written>('/api/group-savings', {
          groupId: other,
          memberId: member,
          amount,
          savingDate,
        })
      ).body.id;
    const mistake = await saved(200, '2026-02-02');
    await saved(100, '2026-03-02');
    const reversed = await project.post(`/api/group-savings/${mistake}/reverse`, { reason: 'Entered twice' });
    expect(reversed.status).toBe(200);
    const report = await kpis(project, `?scope=group&id=${other}&from=2026-02&to=2026-03`);
    // February never held the 200.00: the books of any day leave a reversed entry out
    expect(report.months.map((m) => [m.month, m.savingsHeld])).toEqual([
      ['2026-02', 0],
      ['2026-03', 100],
    ]);
  });

  it("rolls the group up into its project's figures and lists it among the groups at risk", async () => {
    const own = await kpis(project, '');
    expect(own.scope).toBe('project');
    const groups = (await project.get<{ id: number }[]>('/api/saving-groups')).body;
    let savings = 0;
    // the project's return on savings is its groups' own cycles' returns weighted by their savings (it
    // once annualised the project's month flows over calendar days: 32.9 % beside its only group's 88.4 %)
    let weighted = 0;
    for (const g of groups) {
      const { current } = await kpis(project, `?scope=group&id=${g.id}`);
      savings += current.savingsHeld;
      if (current.annualisedReturn !== null) weighted += current.annualisedReturn * current.savingsHeld;
    }
    expect(own.current.savingsHeld).toBeCloseTo(savings, 2);
    expect(own.current.annualisedReturn).not.toBeNull();
    expect(own.current.annualisedReturn!).toBeCloseTo(weighted / savings, 3);
    expect(own.groups.green + own.groups.amber + own.groups.red).toBe(groups.length);
    expect(own.groups.atRisk.find((g) => g.id === groupId)).toMatchObject({ light: 'red', par30: 1 });
    const director = await system.login('director');
    const programme = await kpis(director, '');
    expect(programme).toMatchObject({ scope: 'programme', id: 0, health: null, cycle: null });
    expect(programme.current.savingsHeld).toBeGreaterThanOrEqual(own.current.savingsHeld);
    expect(programme.months).toHaveLength(12);
  });

  it('reads only inside the caller’s scope and refuses bad questions', async () => {
    const project2 = await system.login('project2');
    expect((await project2.get(`/api/analytics/kpis?scope=group&id=${groupId}`)).status).toBe(404);
    const ownProject = (await kpis(project, '')).id;
    expect((await project2.get(`/api/analytics/kpis?scope=project&id=${ownProject}`)).status).toBe(404);
    expect((await project.get('/api/analytics/kpis?scope=programme')).status).toBe(403);
    expect((await project.get('/api/analytics/kpis?scope=region&id=1')).status).toBe(404);
    expect((await facilitator.get('/api/analytics/kpis?scope=group&id=999999')).status).toBe(404);
    const regional = await kpis(await system.login('regional'), '');
    expect(regional.scope).toBe('region');
    for (const bad of [
      '?scope=village&id=1',
      '?scope=group',
      '?scope=group&id=abc',
      '?scope=group&id=0',
      '?from=2026-13',
      '?from=2020-01&to=2026-01',
    ]) {
      const response = await project.get<{ message: string }>(`/api/analytics/kpis${bad}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.message, bad).toBeTruthy();
    }
    expect(
      (await project.get<{ message: string }>('/api/analytics/kpis?from=2020-01&to=2026-01')).body.message,
    ).toBe('The period is at most 36 months');
  });
});
