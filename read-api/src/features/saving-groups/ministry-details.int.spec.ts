import { addDays, businessDate } from '@pm/domain';
import type { GroupMeetingRow } from '@pm/domain/saving-groups/meeting-rows';
import type { ModuleStats } from '@pm/domain/saving-groups/rows';
import { pdfText } from '@pm/infra/testing/pdf-text';
import { aGroup, aMember, type Written } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const today = () => businessDate(new Date().toISOString());

/**
 * What the ministry's screens read: a meeting's status says whether it was held, the overview's
 * Meetings and Reports cards have figures, the Group Records report dates a member by the day they
 * joined, and the closed cycle's PDF writes its amount as every screen does.
 */
describe("the saving group ministry's details", () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let groupId: number;
  let members: number[];

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project] = await Promise.all([system.login('facilitator'), system.login('project')]);
    groupId = (await facilitator.post<Written>('/api/saving-groups', aGroup())).body.id;
    members = [];
    for (const [number, joinedOn] of [
      ['001', '2026-01-15'],
      ['002', '2026-03-02'],
    ] as const)
      members.push(
        (await facilitator.post<Written>('/api/group-members', aMember(groupId, number, { joinedOn }))).body
          .id,
      );
  });
  afterAll(async () => {
    await system.stop();
  });

  const write = async (url: string, body: object, as = facilitator) => {
    const response = await as.post<Written>(url, body);
    expect(response.status, `${url} ${JSON.stringify(response.body)}`).toBe(201);
    return response.body.id;
  };
  const schedule = (meetingDate: string) =>
    write('/api/group-meetings', {
      groupId,
      meetingDate,
      agenda: 'Weekly savings, loan repayments and the emergency fund',
      location: 'Church hall',
      nextMeetingDate: null,
    });
  const statusOf = async () => {
    const listed = await facilitator.get<GroupMeetingRow[]>(`/api/group-meetings?groupId=${groupId}`);
    expect(listed.status).toBe(200);
    return new Map(listed.body.map((m) => [m.id, m.status]));
  };

  it('says a meeting was held only once something was recorded for it, not because its day came', async () => {
    const day = (n: number) => addDays(today(), -n);
    const nothing = await schedule(today());
    const missed = await schedule(day(14));
    const attended = await schedule(day(7));
    const saved = await schedule(day(6));
    const reversed = await schedule(day(5));
    const minuted = await schedule(day(4));
    const ahead = await schedule(addDays(today(), 7));
    await write('/api/meeting-attendance/bulk', {
      attendance: [{ meetingId: attended, memberId: members[0], isPresent: true }],
    });
    await write('/api/group-savings', {
      groupId,
      memberId: members[0],
      amount: 200,
      savingDate: day(6),
      meetingId: saved,
    });
    const mistaken = await write('/api/group-savings', {
      groupId,
      memberId: members[0],
      amount: 300,
      savingDate: day(5),
      meetingId: reversed,
    });
    expect(
      (await facilitator.post(`/api/group-savings/${mistaken}/reverse`, { reason: 'Not this meeting' }))
        .status,
    ).toBeLessThan(300);
    await write('/api/meeting-minutes', {
      groupId,
      meetingDate: day(4),
      agenda: 'Savings',
      discussions: 'The weekly saving',
      decisions: 'Kept at KES 200',
      attendees: [members[0]],
    });

    const status = await statusOf();
    expect(
      Object.fromEntries(
        [nothing, missed, attended, saved, reversed, minuted, ahead].map((id) => [id, status.get(id)]),
      ),
    ).toEqual({
      [nothing]: 'Not recorded',
      [missed]: 'Not recorded',
      [attended]: 'Completed',
      [saved]: 'Completed',
      // the only saving recorded with it was taken back: nothing stands for it
      [reversed]: 'Not recorded',
      // minutes name a group and a date, not this meeting
      [minuted]: 'Not recorded',
      [ahead]: 'Upcoming',
    });
  });

  it("gives the overview's Meetings and Reports cards their figures, as their screens count them", async () => {
    const stats = await facilitator.get<ModuleStats>('/api/saving-groups/module-stats');
    expect(stats.status).toBe(200);
    const meetings = (await facilitator.get<GroupMeetingRow[]>('/api/group-meetings')).body;
    const month = today().slice(0, 7);
    expect(stats.body.meetings).toEqual({
      upcoming: meetings.filter((m) => m.status === 'Upcoming').length,
      heldThisMonth: meetings.filter((m) => m.status === 'Completed' && m.meetingDate.startsWith(month))
        .length,
    });
    expect(stats.body.meetings.upcoming).toBeGreaterThan(0);
    const reports = await facilitator.get<{ totalReports: number; pendingReviews: number }>(
      '/api/reports/stats',
    );
    expect(stats.body.reports).toEqual({
      total: reports.body.totalReports,
      pendingReviews: reports.body.pendingReviews,
    });
    expect(stats.body.reports.total).toBeGreaterThan(0);
  });

  it('dates a member in the Group Records report by the day they joined, not the day they were entered', async () => {
    const report = await facilitator.get<{ htmlContent: string }>(
      `/api/reports/generate?type=group-records&groupId=${groupId}`,
    );
    expect(report.status).toBe(200);
    expect(report.body.htmlContent).toMatch(/Member 002.*2026-03-02/s);
    expect(report.body.htmlContent).not.toContain(today());
  });

  it("writes the closed cycle's amount in the product's money format on its PDF", async () => {
    const group = (await facilitator.post<Written>('/api/saving-groups', aGroup())).body.id;
    const saver = await write('/api/group-members', aMember(group, '001'));
    const other = await write('/api/group-members', aMember(group, '002'));
    await write('/api/group-savings', {
      groupId: group,
      memberId: saver,
      amount: 10_000,
      savingDate: '2026-02-02',
    });
    await write('/api/group-savings', {
      groupId: group,
      memberId: other,
      amount: 320.5,
      savingDate: '2026-02-02',
    });
    await write(
      `/api/saving-groups/${group}/cycle-close`,
      { closeDate: today(), weighting: 'amount', carriedLoanIds: [], carriedPenaltyIds: [], closeNow: true },
      project,
    );
    const pdf = await project.get(`/api/saving-groups/${group}/cycles/1/share-out`);
    expect(pdf.status).toBe(200);
    const [page] = await pdfText(pdf.raw!);
    expect(page).toContain('KES 10,320.50 shared');
  });
});
