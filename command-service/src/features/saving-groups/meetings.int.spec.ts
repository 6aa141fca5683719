import { businessDate } from '@pm/domain';
import { aGroup, aMember, eventCount, projectionsSettled, type Written } from '@pm/system/builders';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Meeting {
  id: number;
  groupId: number;
  meetingDate: string;
  attendeesCount: number;
  memberCount: number;
  attendees: number[];
  totalSavingsCollected: number;
  totalLoansIssued: number;
  totalRepayments: number;
  status: string;
}
interface Attendance {
  memberId: number;
  isPresent: boolean;
  arrivalTime: string | null;
  notes: string | null;
}

const today = () => businessDate(new Date().toISOString());
const daysFromToday = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const aMeeting = (groupId: number, overrides: Record<string, unknown> = {}) => ({
  groupId,
  meetingDate: today(),
  agenda: 'Weekly savings, loan repayments and the emergency fund',
  location: 'Church hall',
  nextMeetingDate: null,
  ...overrides,
});

describe('meetings and attendance', () => {
  let system: System;
  let facilitator: ApiClient;
  let project2: ApiClient;
  let groupId: number;
  let otherGroupId: number;
  let members: number[];
  let outsider: number;

  beforeAll(async () => {
    system = await startSystem();
    [facilitator, project2] = await Promise.all([system.login('facilitator'), system.login('project2')]);
    groupId = (await facilitator.post<Written>('/api/saving-groups', aGroup())).body.id;
    otherGroupId = (await facilitator.post<Written>('/api/saving-groups', aGroup())).body.id;
    members = [];
    for (const number of ['001', '002', '003'])
      members.push((await facilitator.post<Written>('/api/group-members', aMember(groupId, number))).body.id);
    outsider = (await facilitator.post<Written>('/api/group-members', aMember(otherGroupId, '001'))).body.id;
  });
  afterAll(async () => {
    await system.stop();
  });

  const meetingsOf = async (client: ApiClient, group: number) =>
    client.get<Meeting[]>(`/api/group-meetings?groupId=${group}`);

  it('schedules a meeting, refusing a short agenda and a date before the group was registered', async () => {
    const before = await eventCount(system);
    const short = await facilitator.post<{ message: string }>(
      '/api/group-meetings',
      aMeeting(groupId, { agenda: 'Savings' }),
    );
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Agenda must be at least 10 characters');
    const early = await facilitator.post<{ message: string }>(
      '/api/group-meetings',
      aMeeting(groupId, { meetingDate: '2026-01-10' }),
    );
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(
      'The meeting date cannot be before the group was registered on 2026-01-15',
    );
    for (const meetingDate of ['2024-02-30', 'soon', ''])
      expect((await facilitator.post('/api/group-meetings', aMeeting(groupId, { meetingDate }))).status).toBe(
        400,
      );
    expect(await eventCount(system)).toBe(before);

    const created = await facilitator.post<Written>('/api/group-meetings', aMeeting(groupId));
    expect(created.status).toBe(201);
    const upcoming = await facilitator.post<Written>(
      '/api/group-meetings',
      aMeeting(groupId, { meetingDate: daysFromToday(7) }),
    );
    expect(upcoming.status).toBe(201);
    const listed = await meetingsOf(facilitator, groupId);
    expect(listed.body.map((m) => [m.id, m.status])).toEqual([
      [upcoming.body.id, 'Upcoming'],
      // its day has come, but nothing was recorded for it yet
      [created.body.id, 'Not recorded'],
    ]);
    expect(listed.body[1]).toMatchObject({ memberCount: 3, attendeesCount: 0, totalSavingsCollected: 0 });
  });

  it("sums the money recorded at a meeting, and refuses another group's meeting", async () => {
    const meeting = (await facilitator.post<Written>('/api/group-meetings', aMeeting(groupId))).body.id;
    const otherMeeting = (await facilitator.post<Written>('/api/group-meetings', aMeeting(otherGroupId))).body
      .id;
    for (const [memberId, amount] of [
      [members[0], 200],
      [members[1], 350.5],
    ] as const)
      expect(
        (
          await facilitator.post('/api/group-savings', {
            groupId,
            memberId,
            amount,
            savingDate: today(),
            meetingId: meeting,
          })
        ).status,
      ).toBe(201);
    const wrong = await facilitator.post<{ message: string }>('/api/group-savings', {
      groupId,
      memberId: members[0],
      amount: 100,
      savingDate: today(),
      meetingId: otherMeeting,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(`Meeting ${otherMeeting} is not a meeting of this group`);
    const loan = await facilitator.post<Written>('/api/group-loans', {
      groupId,
      borrowerId: members[2],
      amount: 300,
      interestRate: 5,
      termMonths: 3,
      purpose: 'School fees for the term',
      meetingId: meeting,
    });
    expect(loan.status).toBe(201);
    expect(
      (
        await facilitator.post('/api/loan-repayments', {
          loanId: loan.body.id,
          amount: 100,
          paymentDate: today(),
          meetingId: meeting,
        })
      ).status,
    ).toBe(201);
    const row = (await meetingsOf(facilitator, groupId)).body.find((m) => m.id === meeting);
    expect(row).toMatchObject({ totalSavingsCollected: 550.5, totalLoansIssued: 300, totalRepayments: 100 });
  });

  it('records attendance as one list, replacing it when recorded again', async () => {
    const held = async () =>
      (await facilitator.get<{ totalMeetings: number }>('/api/analytics/church-facilitator')).body
        .totalMeetings;
    const heldBefore = await held();
    const meeting = (await facilitator.post<Written>('/api/group-meetings', aMeeting(groupId))).body.id;
    // scheduled is not held: the dashboard's meetings count it once its attendance is taken (it was always 0)
    expect(await held()).toBe(heldBefore);
    const entry = (memberId: number, isPresent: boolean, arrivalTime: string | null = null) => ({
      meetingId: meeting,
      memberId,
      isPresent,
      arrivalTime,
      notes: isPresent ? null : 'Travelling',
    });
    const first = await facilitator.post('/api/meeting-attendance/bulk', {
      attendance: [entry(members[0]!, true, '14:05'), entry(members[1]!, true), entry(members[2]!, false)],
    });
    expect(first.status).toBe(201);
    const second = await facilitator.post('/api/meeting-attendance/bulk', {
      attendance: [entry(members[0]!, true, '14:05'), entry(members[1]!, false)],
    });
    expect(second.status).toBe(201);
    const list = await facilitator.get<Attendance[]>(`/api/meeting-attendance?meetingId=${meeting}`);
    expect(list.body).toEqual([
      {
        meetingId: meeting,
        memberId: members[0],
        memberName: 'Member 001',
        memberNumber: '001',
        isPresent: true,
        arrivalTime: '14:05',
        notes: null,
      },
      {
        meetingId: meeting,
        memberId: members[1],
        memberName: 'Member 002',
        memberNumber: '002',
        isPresent: false,
        arrivalTime: null,
        notes: 'Travelling',
      },
    ]);
    const row = (await meetingsOf(facilitator, groupId)).body.find((m) => m.id === meeting);
    expect(row).toMatchObject({ attendeesCount: 1, attendees: [members[0]] });
    expect(await held()).toBe(heldBefore + 1);
    const history = await facilitator.get<{ type: string; data: { replacesEarlier: boolean } }[]>(
      `/api/history/meeting-${meeting}`,
    );
    expect(history.body.map((e) => e.type)).toEqual([
      'MeetingScheduled',
      'AttendanceRecorded',
      'AttendanceRecorded',
    ]);
    expect(history.body[2]?.data.replacesEarlier).toBe(true);
  });

  it('refuses attendance that does not fit the meeting, storing nothing', async () => {
    const meeting = (await facilitator.post<Written>('/api/group-meetings', aMeeting(groupId))).body.id;
    const upcoming = (
      await facilitator.post<Written>(
        '/api/group-meetings',
        aMeeting(groupId, { meetingDate: daysFromToday(3) }),
      )
    ).body.id;
    const before = await eventCount(system);
    const send = (attendance: unknown) =>
      facilitator.post<{ message: string }>('/api/meeting-attendance/bulk', { attendance });
    const member = (memberId: number, meetingId = meeting) => ({ meetingId, memberId, isPresent: true });

    const foreign = await send([member(members[0]!), member(outsider)]);
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe(`Member ${outsider} is not a member of this meeting's group`);
    const twoMeetings = await send([member(members[0]!), member(members[1]!, upcoming)]);
    expect(twoMeetings.status).toBe(400);
    expect(twoMeetings.body.message).toBe('Every attendance entry must be for the same meeting');
    expect((await send([])).body.message).toBe('Attendance is required');
    expect((await send([{ ...member(members[0]!), arrivalTime: '25:00' }])).body.message).toBe(
      'Arrival time must be HH:MM',
    );
    const early = await send([member(members[0]!, upcoming)]);
    expect(early.status).toBe(422);
    expect(early.body.message).toContain('Attendance can be recorded from the day of the meeting');
    expect((await send([member(members[0]!, 99_999_999)])).status).toBe(404);
    expect(await eventCount(system)).toBe(before);
  });

  it("keeps another project's meetings out of reach", async () => {
    const meeting = (await facilitator.post<Written>('/api/group-meetings', aMeeting(groupId))).body.id;
    await projectionsSettled(system);
    expect((await meetingsOf(project2, groupId)).status).toBe(404);
    expect((await project2.get(`/api/meeting-attendance?meetingId=${meeting}`)).status).toBe(404);
    expect((await project2.get('/api/meeting-attendance')).status).toBe(400);
    expect((await project2.post('/api/group-meetings', aMeeting(groupId))).status).toBe(404);
    const attendance = await project2.post('/api/meeting-attendance/bulk', {
      attendance: [{ meetingId: meeting, memberId: members[0], isPresent: true }],
    });
    expect(attendance.status).toBe(404);
    const all = await project2.get<Meeting[]>('/api/group-meetings');
    expect(all.body.some((m) => m.groupId === groupId)).toBe(false);
  });
});
