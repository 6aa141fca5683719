import { NO_RECIPIENTS } from '@pm/domain';
import { type ErrorBody, projectIdByCode, projectionsSettled, type Written } from '@pm/system/builders';
import { aMessage, queuedCount, smsRows, smsRowWhen } from '@pm/system/sms-testing';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Queued extends Written {
  totalRecipients: number;
  skippedRecipients: number;
}

const child = (phone: string, n: number, dateOfBirth = '2016-03-14') => ({
  participantId: `KE0420-S${Date.now() % 100000}${n}`,
  firstName: 'Achieng',
  secondName: null,
  surname: `Otieno${n}`,
  dateOfBirth,
  gender: 'Female',
  parentGuardianName: 'Mary Otieno',
  careGiverName: null,
  contactPhone: phone,
  gradeLevel: 'Grade 3',
  monthlyContribution: 1000,
  plannedExitDate: null,
});

describe('SMS: POST /api/sms and GET /api/sms, recipients resolved by the server, delivered by the gateway', () => {
  let system: System;
  let project: ApiClient;
  let project2: ApiClient;
  let cluster: ApiClient;
  let admin: ApiClient;
  let ke0420: number;
  let ke0305: number;
  let inactiveChild: number;
  beforeAll(async () => {
    system = await startSystem({ sms: { failureRate: 0 } });
    [project, project2, cluster, admin] = await Promise.all([
      system.login('project'),
      system.login('project2'),
      system.login('cluster'),
      system.login('admin'),
    ]);
    ke0420 = await projectIdByCode(admin, 'KE0420');
    ke0305 = await projectIdByCode(admin, 'KE0305');
    // KE0420: the demo data's eight children, then one new number written two ways, a landline that is
    // no mobile number, and an inactive child
    for (const [i, phone] of ['0712 345 678', '+254-712-345-678', '020 2345678'].entries())
      expect((await project.post('/api/participants', child(phone, i))).status).toBe(201);
    inactiveChild = (await project.post<Written>('/api/participants', child('0799000001', 9))).body.id;
    expect(
      (await project.post(`/api/participants/${inactiveChild}/inactivate`, { reason: 'Moved away' })).status,
    ).toBe(200);
    // the recipients are read from the register's table: let the projector get there first
    await projectionsSettled(system);
  });
  afterAll(async () => {
    await system.stop();
  });

  it("counts the project's active guardians' distinct numbers itself, ignoring the client's count", async () => {
    const sent = await project.post<Queued>('/api/sms', aMessage({ totalRecipients: 500 }));
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ totalRecipients: 9, skippedRecipients: 1 });
    const row = (await smsRows(project)).find((r) => r.id === sent.body.id);
    expect(row).toMatchObject({
      totalRecipients: 9,
      skippedRecipients: 1,
      projectId: ke0420,
      sentByName: 'project',
    });
    expect(row?.status).toMatch(/Pending|Sent/);
  });

  it('sends to one age group, or to one child of the project', async () => {
    const older = await project.post<Queued>(
      '/api/sms',
      aMessage({ recipientType: 'age_group', recipientFilter: '15-18' }),
    );
    expect(older.body.totalRecipients).toBe(2);
    const { body: children } =
      await project.get<{ id: number; participantId: string }[]>('/api/participants');
    const brian = children.find((c) => c.participantId === 'KE0420-001')!;
    const one = await project.post<Queued>(
      '/api/sms',
      aMessage({ recipientType: 'individual', recipientFilter: String(brian.id) }),
    );
    expect(one.status).toBe(201);
    expect(one.body.totalRecipients).toBe(1);
    const { body: theirs } = await project2.get<{ id: number }[]>('/api/participants');
    const other = await project.post<ErrorBody>(
      '/api/sms',
      aMessage({ recipientType: 'individual', recipientFilter: String(theirs[0]!.id) }),
    );
    expect(other.status).toBe(404);
  });

  it('refuses a message to nobody with 422 and stores nothing', async () => {
    const before = await queuedCount(system);
    for (const body of [
      aMessage({ recipientType: 'age_group', recipientFilter: '19+' }),
      aMessage({ recipientType: 'individual', recipientFilter: String(inactiveChild) }),
    ]) {
      const refused = await project.post<ErrorBody>('/api/sms', body);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(NO_RECIPIENTS);
    }
    expect(await queuedCount(system)).toBe(before);
  });

  it("refuses bad inputs with the specification's messages and stores nothing", async () => {
    const before = await queuedCount(system);
    const cases: [Record<string, unknown>, string][] = [
      [{ content: '' }, 'Message content is required'],
      [{ content: '   ' }, 'Message content is required'],
      [{ content: 'a'.repeat(161) }, 'Message must be 160 characters or less'],
      [{ recipientType: 'everyone' }, 'Recipient type must be all, age_group, individual or custom_number'],
      [
        { recipientType: 'custom_number', customPhoneNumber: 'call me' },
        'Enter a valid Kenyan phone number, e.g. +254 712 345 678',
      ],
      [
        { recipientType: 'custom_number', customPhoneNumber: '+255712345678' },
        'Enter a valid Kenyan phone number, e.g. +254 712 345 678',
      ],
      [{ recipientType: 'custom_number' }, 'Phone number is required'],
      [{ recipientType: 'age_group', recipientFilter: '100+' }, 'Please choose an age group'],
      [{ recipientType: 'individual', recipientFilter: 'Brian' }, 'Please choose a participant'],
    ];
    for (const [overrides, message] of cases) {
      const refused = await project.post<ErrorBody>('/api/sms', aMessage(overrides));
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    for (const content of ['Hello\u0000there', 'Broken \uD800 text'])
      expect((await project.post('/api/sms', aMessage({ content }))).status).toBe(400);
    expect((await project.post('/api/sms', { ...aMessage(), content: 'a'.repeat(160) })).status).toBe(201);
    expect(await queuedCount(system)).toBe(before + 1);
  });

  it('lets SuperAdmin, ClusterAdmin and ProjectAdmin send in their scope only; other roles get 403', async () => {
    const before = await queuedCount(system);
    const noProject = await cluster.post<ErrorBody>('/api/sms', aMessage());
    expect(noProject.status).toBe(400);
    expect(noProject.body.message).toBe('Please select a project');
    expect((await cluster.post('/api/sms', aMessage({ projectId: ke0305 }))).status).toBe(403);
    expect((await project.post('/api/sms', aMessage({ projectId: ke0305 }))).status).toBe(403);
    expect((await admin.post('/api/sms', aMessage({ projectId: 999_999 }))).status).toBe(404);
    for (const username of ['director', 'regional', 'facilitator']) {
      const other = await system.login(username);
      expect((await other.post('/api/sms', aMessage({ projectId: ke0420 }))).status, username).toBe(403);
      expect((await other.get('/api/sms')).status, username).toBe(403);
    }
    expect(await queuedCount(system)).toBe(before);
    const byCluster = await cluster.post<Queued>('/api/sms', aMessage({ projectId: ke0420 }));
    const byAdmin = await admin.post<Queued>('/api/sms', aMessage({ projectId: ke0305 }));
    expect([byCluster.status, byAdmin.status]).toEqual([201, 201]);
    expect(byAdmin.body.totalRecipients).toBe(2);
    // each reads its own scope
    await projectionsSettled(system);
    expect((await smsRows(project2)).map((r) => r.id)).toEqual([byAdmin.body.id]);
    expect((await smsRows(project)).some((r) => r.id === byAdmin.body.id)).toBe(false);
    expect((await smsRows(cluster)).some((r) => r.id === byCluster.body.id)).toBe(true);
    expect((await smsRows(admin, `?projectId=${ke0305}`)).map((r) => r.id)).toEqual([byAdmin.body.id]);
    expect((await project.get(`/api/sms?projectId=${ke0305}`)).status).toBe(403);
  });

  it('turns Pending into Sent, then Delivered or Failed by the delivery reports of the gateway', async () => {
    const simulator = system.sms!.simulator;
    const delivered = await project.post<Queued>(
      '/api/sms',
      aMessage({ recipientType: 'custom_number', customPhoneNumber: '0722 000 111' }),
    );
    const row = await smsRowWhen(project, delivered.body.id, (r) => r.deliveredCount === 1);
    expect(row).toMatchObject({ status: 'Sent', failedCount: 0, customPhoneNumber: '+254722000111' });
    expect(simulator.requests.find((r) => r.message === row.content)?.to).toEqual(['+254722000111']);

    simulator.failureRate = 1;
    const failed = await project.post<Queued>(
      '/api/sms',
      aMessage({ recipientType: 'age_group', recipientFilter: '15-18' }),
    );
    expect((await smsRowWhen(project, failed.body.id, (r) => r.failedCount === 2)).status).toBe('Sent');
    simulator.failureRate = 0;

    const stats = (await project.get<Record<string, number>>('/api/sms/stats')).body;
    expect(stats.delivered).toBeGreaterThanOrEqual(1);
    expect(stats.failed).toBeGreaterThanOrEqual(2);
    expect(stats.deliveryRate).toBe(Math.round((stats.delivered! / stats.totalSent!) * 1000) / 10);
  });

  it('takes delivery reports only with the secret token of its URL', async () => {
    for (const url of ['/api/sms/delivery-reports', '/api/sms/delivery-reports?token=wrong']) {
      const response = await system.commandApp.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'id=ATXid_1&status=Success&phoneNumber=%2B254722000111',
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
