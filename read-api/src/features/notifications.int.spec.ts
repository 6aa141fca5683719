import type { NotificationRow } from '@pm/domain/api/notification-queries';
import {
  aGroup,
  aMember,
  aRegistration,
  type ErrorBody,
  projectIdByCode,
  projectionsSettled,
  type Written,
} from '@pm/system/builders';
import { smsRowWhen } from '@pm/system/sms-testing';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Contribution {
  id: number;
  outstandingAmount: number;
}

const kindsOf = (rows: NotificationRow[]) => new Set(rows.map((r) => r.kind));

describe('GET /api/notifications: what asks for attention, in scope', () => {
  let system: System;
  let facilitator: ApiClient;
  let project: ApiClient;
  let project2: ApiClient;
  let cluster: ApiClient;
  let admin: ApiClient;
  let requestId: number;
  let reversedPaymentId: number;
  let registeredUsername: string;
  let smsId: number;

  beforeAll(async () => {
    // every number the SMS gateway simulator is given is reported failed
    system = await startSystem({ sms: { failureRate: 1 } });
    [facilitator, project, project2, cluster, admin] = await Promise.all([
      system.login('facilitator'),
      system.login('project'),
      system.login('project2'),
      system.login('cluster'),
      system.login('admin'),
    ]);
    // an emergency request made by the facilitator of KE0420
    const groupId = (await facilitator.post<Written>('/api/saving-groups', aGroup())).body.id;
    const memberId = (
      await facilitator.post<Written>(
        '/api/group-members',
        aMember(groupId, '001', { memberName: 'Jane Auma' }),
      )
    ).body.id;
    const fundId = (
      await facilitator.post<Written>('/api/emergency-funds', {
        groupId,
        description: 'Emergency fund',
        contributionAmount: 100,
        maxDisbursementPerMember: 2000,
        isActive: true,
      })
    ).body.id;
    await facilitator.post('/api/emergency-contributions', {
      fundId,
      memberId,
      amount: 1500,
      contributionDate: '2026-11-02',
    });
    expect(memberId).toBeGreaterThan(0);
    const request = await facilitator.post<Written>('/api/emergency-disbursements', {
      fundId,
      memberId,
      amount: 1000,
      emergencyType: 'Sickness',
      description: 'Hospital bill for malaria',
    });
    expect(request.status).toBe(201);
    requestId = request.body.id;
    // a payment of KE0420 recorded and reversed
    const contributions = await project.get<Contribution[]>('/api/contributions');
    const open = contributions.body.find((c) => c.outstandingAmount >= 100);
    if (!open) throw new Error('the demo data has no open contribution in KE0420');
    const paid = await project.post<Written>('/api/payments', { contributionId: open.id, amount: 100 });
    expect(paid.status).toBe(201);
    reversedPaymentId = paid.body.id;
    const reversed = await project.post(`/api/payments/${reversedPaymentId}/reverse`, {
      reason: 'Recorded against the wrong child',
    });
    expect(reversed.status).toBe(200);
    // an SMS of KE0420 whose one recipient the gateway reports as not delivered
    const sms = await project.post<{ id: number }>('/api/sms', {
      content: 'Parents meeting on Saturday at 10am',
      recipientType: 'custom_number',
      customPhoneNumber: '0722 000 111',
    });
    expect(sms.status).toBe(201);
    smsId = sms.body.id;
    await smsRowWhen(project, smsId, (row) => row.failedCount === 1);
    // an account waiting for a role
    const registration = aRegistration();
    registeredUsername = registration.username;
    expect((await system.client().post('/api/register', registration)).status).toBe(202);
    await projectionsSettled(system);
  });
  afterAll(async () => {
    await system.stop();
  });

  it('tells the ProjectAdmin of the request waiting for its decision and of the reversal, with links', async () => {
    const { status, body } = await project.get<NotificationRow[]>('/api/notifications');

    expect(status).toBe(200);
    const request = body.find((n) => n.key === `emergencyRequest-${requestId}`);
    expect(request).toMatchObject({
      kind: 'emergencyRequest',
      title: 'Emergency request waiting for your decision',
      link: '/emergency-fund',
    });
    expect(request?.description).toContain('KES 1,000.00 requested by facilitator');
    // the template and values the UI shows the line by in the reader's language
    expect(request).toMatchObject({
      descriptionKey: '{{group}}: {{amount}} requested by {{requestedBy}}',
      descriptionParams: { amount: 'KES 1,000.00', requestedBy: 'facilitator' },
    });
    const reversal = body.find((n) => n.kind === 'paymentReversed');
    expect(reversal?.link).toBe('/contributions');
    // the activity feed's own line: its template (summary_key) and values (summary_params)
    expect(reversal).toMatchObject({
      title: 'Payment reversed',
      descriptionKey: 'Payment of {{amount}} reversed for {{label}}',
      descriptionParams: { amount: 'KES 100.00' },
    });
    expect(reversal?.description).toBe(
      `Payment of KES 100.00 reversed for ${String(reversal?.descriptionParams.label)}`,
    );
    expect(kindsOf(body).has('accountWaiting')).toBe(false);
    // newest first
    const times = body.map((n) => n.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('does not ask the requester to decide its own request, and keeps other projects out', async () => {
    const own = await facilitator.get<NotificationRow[]>('/api/notifications');
    expect(own.status).toBe(200);
    expect(kindsOf(own.body).has('emergencyRequest')).toBe(false);
    // the facilitator still hears of the reversal in its project
    expect(kindsOf(own.body).has('paymentReversed')).toBe(true);

    const other = await project2.get<NotificationRow[]>('/api/notifications');
    expect(other.status).toBe(200);
    expect(other.body.some((n) => n.key === `emergencyRequest-${requestId}`)).toBe(false);
    expect(kindsOf(other.body).has('paymentReversed')).toBe(false);
  });

  it('rolls up for the ClusterAdmin and narrows to one project of its cluster', async () => {
    const all = await cluster.get<NotificationRow[]>('/api/notifications');
    expect(all.body.some((n) => n.key === `emergencyRequest-${requestId}`)).toBe(true);
    const ke0421 = await projectIdByCode(cluster, 'KE0421');
    const narrowed = await cluster.get<NotificationRow[]>(`/api/notifications?projectId=${ke0421}`);
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.some((n) => n.key === `emergencyRequest-${requestId}`)).toBe(false);
  });

  it('tells of an SMS the gateway could not deliver, in its project only', async () => {
    const line = (await project.get<NotificationRow[]>('/api/notifications')).body.find(
      (n) => n.kind === 'smsFailed' && n.key.startsWith(`smsFailed-${smsId}-`),
    );
    expect(line).toMatchObject({
      title: 'SMS not delivered to every recipient',
      description: '1 of 1 recipients: "Parents meeting on Saturday at 10am"',
      descriptionKey: '{{failed}} of {{total}} recipients: "{{content}}"',
      descriptionParams: { failed: 1, total: 1, content: 'Parents meeting on Saturday at 10am' },
      link: '/sms',
    });
    const other = await project2.get<NotificationRow[]>('/api/notifications');
    expect(other.body.some((n) => n.kind === 'smsFailed')).toBe(false);
  });

  it('lists accounts waiting for a role to the SuperAdmin only', async () => {
    const { body } = await admin.get<NotificationRow[]>('/api/notifications');
    const waiting = body.find(
      (n) => n.kind === 'accountWaiting' && n.description.startsWith(registeredUsername),
    );
    expect(waiting?.link).toBe('/users');
  });

  it('refuses a project outside the scope and a signed-out reader', async () => {
    const ke0305 = await projectIdByCode(project2, 'KE0305');
    const outside = await project.get<ErrorBody>(`/api/notifications?projectId=${ke0305}`);
    expect(outside.status).toBe(403);
    expect((await system.client().get('/api/notifications')).status).toBe(401);
  });
});
