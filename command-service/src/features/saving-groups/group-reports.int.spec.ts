import { businessDate } from '@pm/domain';
import { aGroup, aMember, type Written } from '@pm/system/builders';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Generated {
  title: string;
  htmlContent: string;
}

const today = () => businessDate(new Date().toISOString());

describe('group reports and visitations', () => {
  let system: System;
  let facilitator: ApiClient;
  let project2: ApiClient;
  let groupId: number;
  let members: number[];
  const hostile = '<script>alert("x")</script>';

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project2] = await Promise.all([system.login('facilitator'), system.login('project2')]);
    groupId = (await facilitator.post<Written>('/api/saving-groups', aGroup())).body.id;
    members = [];
    for (const [number, name] of [
      ['001', 'Jane Auma'],
      ['002', hostile],
    ] as const)
      members.push(
        (
          await facilitator.post<Written>(
            '/api/group-members',
            aMember(groupId, number, { memberName: name }),
          )
        ).body.id,
      );
    await facilitator.post('/api/group-savings', {
      groupId,
      memberId: members[0],
      amount: 300,
      savingDate: today(),
    });
    await facilitator.post('/api/group-savings', {
      groupId,
      memberId: members[1],
      amount: 100,
      savingDate: today(),
    });
    const meeting = (
      await facilitator.post<Written>('/api/group-meetings', {
        groupId,
        meetingDate: today(),
        agenda: 'Weekly savings and repayments',
      })
    ).body.id;
    await facilitator.post('/api/meeting-attendance/bulk', {
      attendance: [
        { meetingId: meeting, memberId: members[0], isPresent: true },
        { meetingId: meeting, memberId: members[1], isPresent: false },
      ],
    });
  });
  afterAll(async () => {
    await system.stop();
  });

  const generate = (client: ApiClient, query: string) =>
    client.get<Generated>(`/api/reports/generate?${query}`);

  it('records a visit and lists it, refusing a follow-up before the visit', async () => {
    const visit = {
      groupId,
      visitDate: today(),
      visitorName: 'Peter Otieno',
      visitorRole: 'Project officer',
      purpose: 'Quarterly check of the books',
      findings: `Records complete ${hostile}`,
      recommendations: 'Open a bank account',
      followUpDate: null,
    };
    expect((await facilitator.post('/api/group-visitations', visit)).status).toBe(201);
    const early = await facilitator.post<{ message: string }>('/api/group-visitations', {
      ...visit,
      followUpDate: '2026-01-01',
    });
    expect(early.status).toBe(422);
    const listed = await facilitator.get<{ visitorName: string }[]>(
      `/api/group-visitations?groupId=${groupId}`,
    );
    expect(listed.body.map((v) => v.visitorName)).toEqual(['Peter Otieno']);
    expect((await project2.get(`/api/group-visitations?groupId=${groupId}`)).status).toBe(404);
  });

  it('generates each report as escaped HTML with the figures recorded', async () => {
    const shares = await generate(facilitator, `type=shares-saved&groupId=${groupId}`);
    expect(shares.status).toBe(200);
    expect(shares.body.title).toBe('Shares Saved Report');
    expect(shares.body.htmlContent).toContain('<td class="num">300.00</td><td class="num">75.0%</td>');
    expect(shares.body.htmlContent).not.toContain('<script>');
    expect(shares.body.htmlContent).toContain('&#60;script&#62;');

    const attendance = await generate(facilitator, `type=attendance&groupId=${groupId}&dateFrom=${today()}`);
    expect(attendance.body.htmlContent).toMatch(
      /Jane Auma<\/td><td class="num">1<\/td><td class="num">1<\/td><td class="num">100\.0%/,
    );

    const fund = await generate(facilitator, `type=fund-balance&groupId=${groupId}`);
    expect(fund.body.htmlContent).toContain('<td class="num">400.00</td>');
    for (const type of ['group-records', 'visitation']) {
      const report = await generate(facilitator, `type=${type}&groupId=${groupId}`);
      expect(report.status, type).toBe(200);
      expect(report.body.htmlContent).not.toContain('<script>');
    }
    const visits = await generate(facilitator, `type=visitation&groupId=${groupId}`);
    expect(visits.body.htmlContent).toContain('Peter Otieno (Project officer)');
  });

  it('gives the same report as a PDF, and counts minutes and visits in the stats', async () => {
    const pdf = await facilitator.get(`/api/reports/download?type=fund-balance&groupId=${groupId}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw?.subarray(0, 5).toString()).toBe('%PDF-');
    const stats = await facilitator.get<Record<string, number>>('/api/reports/stats');
    expect(stats.body.totalReports).toBeGreaterThanOrEqual(1);
    expect(stats.body).toHaveProperty('pendingReviews');
  });

  it("refuses bad choices and another project's group", async () => {
    expect((await generate(facilitator, 'type=gossip')).status).toBe(400);
    expect(
      (await generate(facilitator, `type=attendance&dateFrom=2026-11-20&dateTo=2026-11-01`)).status,
    ).toBe(400);
    expect((await generate(facilitator, `type=attendance&dateFrom=2024-02-30`)).status).toBe(400);
    expect((await generate(project2, `type=fund-balance&groupId=${groupId}`)).status).toBe(404);
    const all = await generate(project2, 'type=fund-balance');
    expect(all.status).toBe(200);
    expect(all.body.htmlContent).not.toContain('Upendo Women');
  });
});
