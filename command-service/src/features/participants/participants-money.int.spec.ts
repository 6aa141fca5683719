import { addDays } from '@pm/domain';
import { rebuiltTables } from '@pm/system/builders';
import { aParticipant } from '@pm/system/participant-bodies';
import type { ApiClient, System } from '@pm/system/system';
import { startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Written {
  id: number;
  position: string | null;
}
interface Participant {
  id: number;
  participantId: string;
  fullName: string;
  firstName: string | null;
  age: number | null;
  ageGroup: string | null;
  erased: boolean;
}
interface Contribution {
  id: number;
  year: number;
  month: number;
  participantId: number;
  expectedAmount: number;
  paidAmount: number;
  outstandingAmount: number;
  status: string;
}
interface Summary {
  month: string;
  expected: number;
  collected: number;
  outstanding: number;
  collectionRate: number;
}
interface Stats {
  totalParticipants: number;
  contributions: { totalPaid: number; totalOutstanding: number; collectionRate: number };
  ageGroups: Record<string, number>;
}

describe('participants, contributions and payments', () => {
  let system: System;
  let project: ApiClient;
  let project2: ApiClient;
  let admin: ApiClient;
  beforeAll(async () => {
    system = await startSystem();
    [project, project2, admin] = await Promise.all([
      system.login('project'),
      system.login('project2'),
      system.login('admin'),
    ]);
  });
  afterAll(async () => {
    await system.stop();
  });

  const contributionOf = async (client: ApiClient, participantId: number) =>
    (await client.get<Contribution[]>('/api/contributions')).body.find(
      (c) => c.participantId === participantId,
    );

  it('registers a participant in the admin’s own project and opens this month’s contribution', async () => {
    const created = await project.post<Written>('/api/participants', aParticipant());
    expect(created.status).toBe(201);
    const list = await project.get<Participant[]>('/api/participants');
    const row = list.body.find((p) => p.id === created.body.id);
    expect(row).toMatchObject({ firstName: 'Achieng', ageGroup: '9-11', erased: false });
    expect(await contributionOf(project, created.body.id)).toMatchObject({
      expectedAmount: 1000,
      paidAmount: 0,
      outstandingAmount: 1000,
      status: 'Outstanding',
    });
  });

  it('refuses a duplicate participant ID with 409 and the specification messages for missing fields', async () => {
    const body = aParticipant();
    expect((await project.post('/api/participants', body)).status).toBe(201);
    const duplicate = await project.post<{ message: string }>('/api/participants', {
      ...body,
      surname: 'Other',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toContain(body.participantId);
    const missing = await project.post<{ message: string }>(
      '/api/participants',
      aParticipant({ dateOfBirth: '' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Date of birth is required');
    const impossible = await project.post<{ message: string }>(
      '/api/participants',
      aParticipant({ dateOfBirth: '2024-02-30' }),
    );
    expect(impossible.status).toBe(400);
  });

  it('records a partial then a full payment, refusing more than the outstanding amount', async () => {
    const { body } = await project.post<Written>('/api/participants', aParticipant());
    const contribution = (await contributionOf(project, body.id))!;
    expect(
      (await project.post('/api/payments', { contributionId: contribution.id, amount: 400 })).status,
    ).toBe(201);
    expect(await contributionOf(project, body.id)).toMatchObject({
      paidAmount: 400,
      outstandingAmount: 600,
      status: 'Partial',
    });
    const over = await project.post<{ message: string }>('/api/payments', {
      contributionId: contribution.id,
      amount: 600.01,
    });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('The amount is more than the outstanding amount of KES 600.00');
    for (const amount of [0, -5, 'abc', 10.123]) {
      const bad = await project.post('/api/payments', { contributionId: contribution.id, amount });
      expect(bad.status, String(amount)).toBe(400);
    }
    expect(
      (await project.post('/api/payments', { contributionId: contribution.id, amount: 600 })).status,
    ).toBe(201);
    expect(await contributionOf(project, body.id)).toMatchObject({
      paidAmount: 1000,
      outstandingAmount: 0,
      status: 'Paid',
    });
  });

  it("refuses a payment dated before the contribution's month (2005 on this month's), storing nothing", async () => {
    const { body } = await project.post<Written>('/api/participants', aParticipant());
    const contribution = (await contributionOf(project, body.id))!;
    const opensOn = `${contribution.year}-${String(contribution.month).padStart(2, '0')}-01`;
    for (const paymentDate of ['2005-06-15', addDays(opensOn, -1)]) {
      const refused = await project.post<{ message: string; details: Record<string, string> }>(
        '/api/payments',
        {
          contributionId: contribution.id,
          amount: 100,
          paymentDate,
        },
      );
      expect(refused.status, paymentDate).toBe(400);
      expect(refused.body.message).toBe(
        `The payment date cannot be before ${opensOn}, the first day of the contribution's month`,
      );
      expect(refused.body.details.paymentDate).toBe(refused.body.message);
    }
    expect((await contributionOf(project, body.id))!.paidAmount).toBe(0);
    const onFirstDay = await project.post('/api/payments', {
      contributionId: contribution.id,
      amount: 100,
      paymentDate: opensOn,
    });
    expect(onFirstDay.status).toBe(201);
  });

  it('never loses or exceeds the total when two payments race on one contribution', async () => {
    const { body } = await project.post<Written>('/api/participants', aParticipant());
    const contribution = (await contributionOf(project, body.id))!;
    const results = await Promise.all(
      [700, 700, 300].map((amount) =>
        project.post('/api/payments', { contributionId: contribution.id, amount }),
      ),
    );
    const accepted = results.filter((r) => r.status === 201).length;
    expect(results.every((r) => r.status === 201 || r.status === 422)).toBe(true);
    const after = (await contributionOf(project, body.id))!;
    expect(after.paidAmount).toBeLessThanOrEqual(1000);
    const payments = (
      await project.get<{ amount: number }[]>(`/api/contributions/${contribution.id}/payments`)
    ).body;
    expect(payments).toHaveLength(accepted);
    expect(payments.reduce((sum, p) => sum + p.amount, 0)).toBe(after.paidAmount);
  });

  it('records a retried payment once with the same Idempotency-Key', async () => {
    const { body } = await project.post<Written>('/api/participants', aParticipant());
    const contribution = (await contributionOf(project, body.id))!;
    const key = { 'Idempotency-Key': `pay-${contribution.id}` };
    const first = await project.post<Written>(
      '/api/payments',
      { contributionId: contribution.id, amount: 100 },
      key,
    );
    const again = await project.post<Written>(
      '/api/payments',
      { contributionId: contribution.id, amount: 100 },
      key,
    );
    expect(again.body).toEqual(first.body);
    expect((await contributionOf(project, body.id))!.paidAmount).toBe(100);
  });

  it('reverses a payment with a reason, restoring the outstanding amount', async () => {
    const { body } = await project.post<Written>('/api/participants', aParticipant());
    const contribution = (await contributionOf(project, body.id))!;
    const paid = await project.post<Written>('/api/payments', {
      contributionId: contribution.id,
      amount: 1000,
    });
    const reversed = await project.post(`/api/payments/${paid.body.id}/reverse`, {
      reason: 'Recorded for the wrong child',
    });
    expect(reversed.status).toBe(200);
    expect(await contributionOf(project, body.id)).toMatchObject({ paidAmount: 0, outstandingAmount: 1000 });
    expect((await project.post(`/api/payments/${paid.body.id}/reverse`, { reason: 'again' })).status).toBe(
      422,
    );
  });

  it('keeps everything of KE0420 out of reach of the KE0305 project admin', async () => {
    const { body } = await project.post<Written>('/api/participants', aParticipant());
    const contribution = (await contributionOf(project, body.id))!;
    expect((await project2.get<Participant[]>('/api/participants')).body.some((p) => p.id === body.id)).toBe(
      false,
    );
    expect((await project2.get('/api/participants?projectId=1')).status).toBe(403);
    expect((await project2.get(`/api/contributions/${contribution.id}/payments`)).status).toBe(404);
    expect((await project2.get(`/api/history/participant-${body.id}`)).status).toBe(404);
    expect(
      (await project2.post('/api/payments', { contributionId: contribution.id, amount: 1 })).status,
    ).toBe(404);
    expect((await project2.put(`/api/participants/${body.id}`, aParticipant())).status).toBe(404);
    expect(
      (await project2.request('DELETE', `/api/participants/${body.id}`, { reason: 'Left the programme' }))
        .status,
    ).toBe(404);
    for (const action of ['inactivate', 'reactivate', 'erase'])
      expect(
        (await project2.post(`/api/participants/${body.id}/${action}`, { reason: 'Not mine at all' })).status,
        action,
      ).toBe(404);
    const paid = await project.post<Written>('/api/payments', { contributionId: contribution.id, amount: 1 });
    expect(
      (await project2.post(`/api/payments/${paid.body.id}/reverse`, { reason: 'Not mine at all' })).status,
    ).toBe(404);
    expect((await project2.get(`/api/contributions?projectId=1`)).status).toBe(403);
    expect((await project2.get(`/api/contributions/export?projectId=1`)).status).toBe(403);
    const facilitator = await system.login('facilitator');
    expect((await facilitator.post('/api/participants', aParticipant())).status).toBe(403);
    expect(
      (await facilitator.post('/api/payments', { contributionId: contribution.id, amount: 1 })).status,
    ).toBe(403);
    expect(
      (await facilitator.post(`/api/payments/${paid.body.id}/reverse`, { reason: 'Facilitator' })).status,
    ).toBe(403);
    expect(
      (await facilitator.request('DELETE', `/api/participants/${body.id}`, { reason: 'Left the programme' }))
        .status,
    ).toBe(403);
    // a facilitator may read its project's participants
    expect(
      (await facilitator.get<Participant[]>('/api/participants')).body.some((p) => p.id === body.id),
    ).toBe(true);
  });

  it('deletes a participant (asking why) from the lists, keeping its payments in the history and the totals', async () => {
    const { body } = await project.post<Written>('/api/participants', aParticipant());
    const contribution = (await contributionOf(project, body.id))!;
    await project.post('/api/payments', { contributionId: contribution.id, amount: 250 });
    const before = (await project.get<Stats>('/api/dashboard/stats')).body;
    const month = `${contribution.year}-${String(contribution.month).padStart(2, '0')}`;
    const summaryBefore = (await project.get<Summary>(`/api/contributions/summary?month=${month}`)).body;
    const noReason = await project.request<{ message: string }>('DELETE', `/api/participants/${body.id}`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('A reason is required');
    expect(
      (await project.request('DELETE', `/api/participants/${body.id}`, { reason: 'Left the programme' }))
        .status,
    ).toBe(200);
    const after = (await project.get<Stats>('/api/dashboard/stats')).body;
    // the cash received stays; what the child still owed is no longer outstanding
    expect(after.contributions.totalPaid).toBe(before.contributions.totalPaid);
    expect(after.contributions.totalOutstanding).toBe(before.contributions.totalOutstanding - 750);
    // the contributions page's month cards agree: collected keeps the 250, the 750 owed is cancelled, so
    // it leaves expected and outstanding alike (expected = collected + outstanding)
    const summaryAfter = (await project.get<Summary>(`/api/contributions/summary?month=${month}`)).body;
    expect(summaryAfter).toMatchObject({
      month,
      collected: summaryBefore.collected,
      expected: summaryBefore.expected - 750,
      outstanding: summaryBefore.outstanding - 750,
    });
    expect((await project.get<Participant[]>('/api/participants')).body.some((p) => p.id === body.id)).toBe(
      false,
    );
    const history = await project.get<{ type: string }[]>(`/api/history/contribution-${contribution.id}`);
    expect(history.body.map((e) => e.type)).toEqual(['ContributionOpened', 'PaymentRecorded']);
    const deleted = await project.get<{ type: string; data: { reason?: string } }[]>(
      `/api/history/participant-${body.id}`,
    );
    expect(deleted.body.at(-1)).toMatchObject({
      type: 'ParticipantDeleted',
      data: { reason: 'Left the programme' },
    });
  });

  it('erases personal data: nothing personal can be read from the event log, and the money still adds up', async () => {
    const surname = `Erasable${Date.now()}`;
    const { body } = await project.post<Written>(
      '/api/participants',
      aParticipant({ surname, parentGuardianName: `Guardian${surname}` }),
    );
    const contribution = (await contributionOf(project, body.id))!;
    await project.post('/api/payments', { contributionId: contribution.id, amount: 300 });
    // sealed from the start: the name never appears in clear in the log
    const logBefore = JSON.stringify(
      (await system.store.readAll({ limit: 100_000 })).map((e) => [e.type, e.data, e.metadata]),
    );
    expect(logBefore).not.toContain(surname);
    expect((await project.post(`/api/participants/${body.id}/erase`)).status).toBe(403);
    expect((await admin.post(`/api/participants/${body.id}/erase`)).status).toBe(200);

    const row = (await admin.get<Participant[]>('/api/participants')).body.find((p) => p.id === body.id)!;
    expect(row).toMatchObject({ erased: true, firstName: null, fullName: 'Erased participant', age: null });
    const key = await system.db.pool.query('SELECT key FROM participant_keys WHERE participant_id = $1', [
      body.id,
    ]);
    expect(key.rows[0].key).toBeNull();
    // the sealed fields in the log cannot be opened any more
    const { unsealPersonalData } = await import('@pm/infra/crypto/personal-data');
    const registered = (await system.store.readStream(`participant-${body.id}`))[0]!;
    const sealed = (registered.data as { personal: Parameters<typeof unsealPersonalData>[1] }).personal;
    expect(await unsealPersonalData(system.db.pool, sealed)).toBeNull();
    expect(await contributionOf(admin, body.id)).toMatchObject({ paidAmount: 300 });
  });

  it('reports the dashboard over the caller’s scope and refuses a project outside it', async () => {
    const before = (await project.get<Stats>('/api/dashboard/stats')).body;
    const otherBefore = (await project2.get<Stats>('/api/dashboard/stats')).body;
    const { body } = await project.post<Written>('/api/participants', aParticipant());
    const contribution = (await contributionOf(project, body.id))!;
    await project.post('/api/payments', { contributionId: contribution.id, amount: 500 });
    const after = (await project.get<Stats>('/api/dashboard/stats')).body;
    expect(after.totalParticipants).toBe(before.totalParticipants + 1);
    expect(after.contributions.totalPaid).toBeCloseTo(before.contributions.totalPaid + 500, 2);
    expect(after.ageGroups['9-11']).toBe((before.ageGroups['9-11'] ?? 0) + 1);
    expect((await project2.get<Stats>('/api/dashboard/stats')).body).toEqual(otherBefore);
    expect((await project2.get('/api/dashboard/stats?projectId=1')).status).toBe(403);
    const activity = await project.get<{ summary: string }[]>('/api/activity?limit=5');
    expect(activity.body[0]?.summary).toMatch(/Payment of KES 500.00 recorded/);
    expect(
      (await project2.get<{ summary: string }[]>('/api/activity')).body.some((a) =>
        a.summary.includes('KE0420'),
      ),
    ).toBe(false);
  });

  it('rebuilds every read model from the log into tables equal to the live ones (erasure included)', async () => {
    const { live, rebuilt } = await rebuiltTables(system);
    expect((live.participants ?? []).length).toBeGreaterThan(5);
    expect(rebuilt).toEqual(live);
  });
});
