import { businessDate, type SmsReceiptsSetResult } from '@pm/domain';
import type { SmsReminderRow } from '@pm/domain/sms/rows';
import {
  aGroup,
  allEvents,
  aMember,
  type ErrorBody,
  eventCount,
  projectIdByCode,
  projectionsSettled,
  type Written,
} from '@pm/system/builders';
import { type ApiClient, type SmsHarness, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendReminders } from './reminders';
import { aChild, eventually, monthBefore, remindersQueued } from './reminders-testing';

/** The run's month is this Kenyan month, so the children registered now have it open. */
const month = businessDate(new Date().toISOString()).slice(0, 7);
/** 08:00 in Nairobi on a day of that month. */
const at = (day: number, time = '05:00:00') => `${month}-${String(day).padStart(2, '0')}T${time}.000Z`;

describe('SMS reminders: contributions, loans and meetings where switched on, each once', () => {
  let system: System;
  let sms: SmsHarness;
  let project: ApiClient;
  let project2: ApiClient;
  let facilitator: ApiClient;
  let admin: ApiClient;
  let ke0420: number;
  let groupId: number;
  let groupName: string;
  const member: Record<'jane' | 'ruth' | 'peter', number> = { jane: 0, ruth: 0, peter: 0 };
  const child: Record<'owing' | 'noPhone' | 'paid', { id: number; code: string }> = {
    owing: { id: 0, code: '' },
    noPhone: { id: 0, code: '' },
    paid: { id: 0, code: '' },
  };
  const loan: Record<'jane' | 'ruth' | 'peter', number> = { jane: 0, ruth: 0, peter: 0 };
  let meetingId: number;
  const groupUrl = (id = groupId) => `/api/saving-groups/${id}/sms-reminders`;
  const projectUrl = (id: number) => `/api/projects/${id}/sms-reminders`;
  const mine = async () => {
    const keys = new Set([
      ...Object.values(child).map((c) => `reminder:contribution:${c.id}:${month}`),
      ...Object.values(loan).map((l) => `reminder:loan:${l}:${month}-28`),
      ...Object.values(member).map((m) => `reminder:meeting:${meetingId}:${m}`),
    ]);
    return (await remindersQueued(system)).filter((r) => keys.has(r.key));
  };
  const listed = async (client: ApiClient, query = '') => {
    const answer = await client.get<SmsReminderRow[]>(`/api/sms/reminders${query}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  const register = async (phone: string) => {
    const body = aChild(phone);
    const created = await project.post<Written>('/api/participants', body);
    expect(created.status).toBe(201);
    return { id: created.body.id, code: body.participantId };
  };
  const lend = async (borrowerId: number, loanDate: string) => {
    const saved = await facilitator.post('/api/group-savings', {
      groupId,
      memberId: borrowerId,
      amount: 5000,
      savingDate: `${monthBefore(month)}-01`,
    });
    expect(saved.status).toBe(201);
    const issued = await facilitator.post<Written>('/api/group-loans', {
      groupId,
      borrowerId,
      amount: 1000,
      interestRate: 5,
      termMonths: 1,
      loanDate,
      purpose: 'Buy maize seed',
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    return issued.body.id;
  };

  beforeAll(async () => {
    system = await startSystem({ sms: { failureRate: 0 } });
    sms = system.sms!;
    [project, project2, facilitator, admin] = await Promise.all([
      system.login('project'),
      system.login('project2'),
      system.login('facilitator'),
      system.login('admin'),
    ]);
    ke0420 = await projectIdByCode(admin, 'KE0420');
    const body = aGroup();
    groupName = body.name;
    groupId = (await facilitator.post<Written>('/api/saving-groups', body)).body.id;
    const join = async (n: string, memberName: string, memberPhone: string) =>
      (
        await facilitator.post<Written>(
          '/api/group-members',
          aMember(groupId, n, { memberName, memberPhone }),
        )
      ).body.id;
    member.jane = await join('001', 'Jane Wanjiru', '0712 000 301');
    member.ruth = await join('002', 'Ruth Atieno', 'none');
    member.peter = await join('003', 'Peter Were', '+254712000303');
    // due on the 28th of the month (a month's term), three days after the 25th; Peter's on the 20th
    loan.jane = await lend(member.jane, `${monthBefore(month)}-28`);
    loan.ruth = await lend(member.ruth, `${monthBefore(month)}-28`);
    loan.peter = await lend(member.peter, `${monthBefore(month)}-20`);
    const meeting = await facilitator.post<Written>('/api/group-meetings', {
      groupId,
      meetingDate: `${month}-26`,
      agenda: 'Weekly savings and loan repayments',
      location: 'Church hall',
      nextMeetingDate: null,
    });
    expect(meeting.status).toBe(201);
    meetingId = meeting.body.id;
    child.owing = await register('0712 000 401');
    // a landline passes the register's check but is no mobile phone
    child.noPhone = await register('020 2345678');
    child.paid = await register('0712 000 403');
    await projectionsSettled(system);
    const contributions = await project.get<{ id: number; participantId: number }[]>(
      `/api/contributions?limit=1000`,
    );
    const paid = contributions.body.find((c) => c.participantId === child.paid.id)!;
    expect((await project.post('/api/payments', { contributionId: paid.id, amount: 1000 })).status).toBe(201);
    await projectionsSettled(system);
  });
  afterAll(async () => {
    await system.stop();
  });

  it('refuses bad bodies (400) and callers outside the scope or without the right, storing nothing', async () => {
    const before = await eventCount(system);
    for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }, { enabled: true, extra: 1 }, []]) {
      expect((await project.put(groupUrl(), body)).status, JSON.stringify(body)).toBe(400);
      expect((await project.put(projectUrl(ke0420), body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await project2.put(groupUrl(), { enabled: true })).status).toBe(404);
    expect((await project2.put(projectUrl(ke0420), { enabled: true })).status).toBe(403);
    expect((await facilitator.put(projectUrl(ke0420), { enabled: true })).status).toBe(403);
    expect((await admin.put<ErrorBody>(projectUrl(999_999), { enabled: true })).status).toBe(404);
    expect((await admin.put(groupUrl(999_999), { enabled: true })).status).toBe(404);
    expect(await eventCount(system)).toBe(before);
  });

  it('sends nothing while reminders are off, receipts on or not', async () => {
    expect((await project.put(`/api/projects/${ke0420}/sms-receipts`, { enabled: true })).status).toBe(200);
    await projectionsSettled(system);
    expect(await sendReminders(system.deps, at(25))).toEqual({ queued: 0, refused: 0 });
    expect(await remindersQueued(system)).toEqual([]);
    expect(await listed(project)).toEqual([]);
  });

  it('queues each reminder once, with its text and phone, even from two runs at once', async () => {
    const on = await facilitator.put<SmsReceiptsSetResult>(groupUrl(), { enabled: true });
    expect(on.body).toMatchObject({ enabled: true, membersWithoutPhone: [{ memberId: member.ruth }] });
    expect((await project.put(projectUrl(ke0420), { enabled: true })).status).toBe(200);
    await projectionsSettled(system);
    const receipts = (
      await project.get<{ reminders: boolean; groups: { groupId: number; reminders: boolean }[] }[]>(
        `/api/sms/receipts?projectId=${ke0420}`,
      )
    ).body[0]!;
    expect(receipts.reminders).toBe(true);
    expect(receipts.groups.find((g) => g.groupId === groupId)?.reminders).toBe(true);

    // at night (03:00 in Nairobi) nothing is sent; the morning's run does it
    expect(await sendReminders(system.deps, at(25, '00:00:00'))).toEqual({ queued: 0, refused: 0 });
    expect(await remindersQueued(system)).toEqual([]);
    await Promise.all([sendReminders(system.deps, at(25)), sendReminders(system.deps, at(25, '06:00:00'))]);
    const queued = await mine();
    const byKey = new Map(queued.map((r) => [r.key, r]));
    expect(queued.map((r) => r.key).sort()).toEqual(
      [
        `reminder:contribution:${child.owing.id}:${month}`,
        `reminder:loan:${loan.jane}:${month}-28`,
        `reminder:meeting:${meetingId}:${member.jane}`,
        `reminder:meeting:${meetingId}:${member.peter}`,
      ].sort(),
    );
    const shortCode = system.deps.config.mpesa.shortCode;
    const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleString('en', {
      month: 'long',
      timeZone: 'UTC',
    });
    const texts = {
      contribution: `Reminder: the contribution for ${child.owing.code} for ${monthName} ${month.slice(0, 4)} is due. Outstanding KES 1,000.00. Pay bill ${shortCode}, account ${child.owing.code}.`,
      loan: `Reminder: your loan is due on ${month}-28. Still to repay KES 1,050.00. ${groupName}`,
      meeting: `Reminder: your saving group meets tomorrow, ${month}-26 at 14:00, Church hall. ${groupName}`,
    };
    expect(byKey.get(`reminder:contribution:${child.owing.id}:${month}`)?.content).toBe(texts.contribution);
    expect(byKey.get(`reminder:loan:${loan.jane}:${month}-28`)?.content).toBe(texts.loan);
    expect(byKey.get(`reminder:meeting:${meetingId}:${member.peter}`)?.content).toBe(texts.meeting);
    for (const text of Object.values(texts)) expect(text.length).toBeLessThanOrEqual(160);
    // the gateway got each once, to the register's number
    const to = (text: string) => sms.simulator.requests.filter((r) => r.message === text).map((r) => r.to);
    await eventually('the reminders sent', async () => to(texts.meeting).length === 2);
    expect(to(texts.contribution)).toEqual([['+254712000401']]);
    expect(to(texts.loan)).toEqual([['+254712000301']]);
    expect(to(texts.meeting).flat().sort()).toEqual(['+254712000301', '+254712000303']);
  });

  it('records a number that is no phone number as refused, and tries it never again', async () => {
    const { rows } = await system.db.pool.query(
      `SELECT reminder_key, state, reason FROM sms_reminders WHERE state = 'refused' ORDER BY reminder_key`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          reminder_key: `reminder:contribution:${child.noPhone.id}:${month}`,
          state: 'refused',
          reason: 'Reminder not sent: "020 2345678" is not a phone number',
        },
        {
          reminder_key: `reminder:loan:${loan.ruth}:${month}-28`,
          state: 'refused',
          reason: 'Reminder not sent: "none" is not a phone number',
        },
        {
          reminder_key: `reminder:meeting:${meetingId}:${member.ruth}`,
          state: 'refused',
          reason: 'Reminder not sent: "none" is not a phone number',
        },
      ]),
    );
  });

  it('queues nothing more on a rerun, the next day, or after a restart that forgot its table', async () => {
    const before = await remindersQueued(system);
    // the dispatcher and the delivery reports carry on meanwhile: the reminders' own events are counted
    const stored = async () =>
      (await allEvents(system)).filter((e) => e.type === 'SmsQueued' || e.type === 'SmsReminderRefused')
        .length;
    const events = await stored();
    expect(await sendReminders(system.deps, at(25, '12:00:00'))).toEqual({ queued: 0, refused: 0 });
    expect(await sendReminders(system.deps, at(26))).toEqual({ queued: 0, refused: 0 });
    await system.db.pool.query('DELETE FROM sms_reminders');
    await sendReminders(system.deps, at(25, '13:00:00'));
    expect(await remindersQueued(system)).toEqual(before);
    expect(await stored()).toBe(events);
  });

  it('lists the reminders in scope with their delivery state, newest first', async () => {
    await eventually('the delivery reports', async () => {
      const rows = await listed(project, `?projectId=${ke0420}`);
      return rows.filter((r) => r.status === 'delivered').length >= 4;
    });
    const rows = await listed(project, `?projectId=${ke0420}`);
    const row = (key: string) => rows.find((r) => r.key === key);
    expect(row(`reminder:contribution:${child.owing.id}:${month}`)).toMatchObject({
      purpose: 'contribution',
      due: month,
      participantCode: child.owing.code,
      status: 'delivered',
    });
    expect(row(`reminder:loan:${loan.jane}:${month}-28`)).toMatchObject({
      purpose: 'loan',
      due: `${month}-28`,
      groupName,
      memberNumber: '001',
      memberName: 'Jane Wanjiru',
      status: 'delivered',
    });
    expect(row(`reminder:meeting:${meetingId}:${member.ruth}`)).toMatchObject({
      purpose: 'meeting',
      memberName: 'Ruth Atieno',
      smsId: null,
      status: 'refused',
    });
    expect(row(`reminder:contribution:${child.noPhone.id}:${month}`)?.status).toBe('refused');
    const times = rows.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // another project's staff see none of them, and may not ask for this project's
    expect(await listed(project2)).toEqual([]);
    expect((await project2.get(`/api/sms/reminders?projectId=${ke0420}`)).status).toBe(403);
    expect((await facilitator.get('/api/sms/reminders')).status).toBe(403);
    // a page of one
    const page = await project.get<SmsReminderRow[]>('/api/sms/reminders?limit=1');
    expect(page.body).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBe(rows.length);
  });

  it('sends no more once switched off', async () => {
    expect((await facilitator.put(groupUrl(), { enabled: false })).status).toBe(200);
    const next = await facilitator.post<Written>('/api/group-meetings', {
      groupId,
      meetingDate: `${month}-27`,
      agenda: 'Weekly savings and loan repayments',
      location: null,
      nextMeetingDate: null,
    });
    expect(next.status).toBe(201);
    await projectionsSettled(system);
    expect(await sendReminders(system.deps, at(26))).toEqual({ queued: 0, refused: 0 });
  });
});
