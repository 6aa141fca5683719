import { businessDate } from '@pm/domain';
import type { MobilePaymentDecided, MobilePaymentRow } from '@pm/domain/api/mobile-money';
import { type ErrorBody, eventCount, projectIdByCode, projectionsSettled } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aChild, aReceipt, confirm, eventsOfReceipt, openLastMonth, paybill, RUN_TAG } from './mpesa-testing';

const SECRET = 'unmatched-test-secret-0123456789';

describe('unmatched M-Pesa payments: listed in scope, assigned to a child or marked for refund, once', () => {
  let system: System;
  const as: Record<string, ApiClient> = {};
  const received: Record<'ke0420' | 'ke0305' | 'nowhere' | 'matched', string> = {
    ke0420: '',
    ke0305: '',
    nowhere: '',
    matched: '',
  };
  let ke0420: number;
  let ke0305: number;
  const list = async (who: string, query = '', search = RUN_TAG) =>
    as[who]!.get<MobilePaymentRow[] | ErrorBody>(`/api/mobile-payments?search=${search}${query}`);
  const receipts = async (who: string, query = '') =>
    ((await list(who, query)).body as MobilePaymentRow[]).map((r) => r.receipt).sort();
  /** An unmatched payment of KES `amount` whose reference starts with `prefix`. */
  const unmatched = async (prefix: string, amount = 700) => {
    const body = paybill(`${prefix}-${RUN_TAG}${aReceipt('X').slice(-3)}`, amount);
    expect(await confirm(system, SECRET, body)).toBe(200);
    await projectionsSettled(system);
    return body.TransID;
  };
  /** A new child of the project (its month of 1,000 opened at registration), and its id. */
  const newChild = async (who: 'project' | 'project2', code: string) => {
    const made = await as[who]!.post<{ id: number }>('/api/participants', aChild(code));
    expect(made.status).toBe(201);
    return made.body.id;
  };
  const decide = (who: string, receipt: string, action: 'assign' | 'refund', body: unknown) =>
    as[who]!.post<MobilePaymentDecided & ErrorBody>(`/api/mobile-payments/${receipt}/${action}`, body);

  beforeAll(async () => {
    system = await startSystem({ env: { MPESA_CALLBACK_SECRET: SECRET } });
    for (const who of [
      'admin',
      'director',
      'regional',
      'cluster',
      'project',
      'project2',
      'facilitator',
      'auditor',
    ])
      as[who] = await system.login(who);
    ke0420 = await projectIdByCode(as.admin!, 'KE0420');
    ke0305 = await projectIdByCode(as.admin!, 'KE0305');
    received.ke0420 = await unmatched('KE0420');
    received.ke0305 = await unmatched('KE0305');
    received.nowhere = await unmatched('XY99');
    const code = `KE0420-${RUN_TAG}M`;
    await newChild('project', code);
    const matched = paybill(code, 300);
    expect(await confirm(system, SECRET, matched)).toBe(200);
    await projectionsSettled(system);
    received.matched = matched.TransID;
  });
  afterAll(async () => {
    await system.stop();
  });

  it('lists the unmatched payments of each reader’s scope, the ones of no project to programme-wide readers', async () => {
    const { ke0420: a, ke0305: b, nowhere: c } = received;
    expect(await receipts('project')).toEqual([a]);
    expect(await receipts('project2')).toEqual([b]);
    expect(await receipts('cluster')).toEqual([a]);
    expect(await receipts('regional')).toEqual([a, b].sort());
    for (const who of ['admin', 'director', 'auditor'])
      expect(await receipts(who), who).toEqual([a, b, c].sort());
    expect((await list('facilitator')).status).toBe(403);
    // only those who decide may act on a row
    const mayDecide = async (who: string) =>
      ((await list(who)).body as MobilePaymentRow[]).map((r) => r.mayDecide);
    expect(await mayDecide('project')).toEqual([true]);
    expect(await mayDecide('auditor')).toEqual([false, false, false]);
    expect(await mayDecide('director')).toEqual([false, false, false]);
    // a project filter outside the scope is refused, never emptied
    expect((await list('project', `&projectId=${ke0305}`)).status).toBe(403);
    expect(await receipts('admin', `&projectId=${ke0420}`)).toEqual([a]);
    expect((await list('admin', '&status=lost')).status).toBe(400);
  });

  it('shows a row as the screen needs it, and the matched ones on asking', async () => {
    const [row] = (await list('project')).body as MobilePaymentRow[];
    expect(row).toEqual({
      receipt: received.ke0420,
      amount: 700,
      reference: expect.stringContaining(RUN_TAG),
      paidAt: expect.any(String),
      channel: 'paybill',
      status: 'unmatched',
      unmatchedReason: 'unknown-reference',
      projectId: ke0420,
      projectCode: 'KE0420',
      participantId: null,
      participantCode: null,
      participantName: null,
      reason: null,
      decidedBy: null,
      decidedAt: null,
      mayDecide: true,
    });
    const [matched] = (await list('project', '&status=matched')).body as MobilePaymentRow[];
    expect(matched).toMatchObject({
      receipt: received.matched,
      status: 'matched',
      participantCode: `KE0420-${RUN_TAG}M`,
      participantName: 'Achieng Otieno',
      mayDecide: false,
    });
    expect(await receipts('admin', '&status=all')).toHaveLength(4);
  });

  it('assigns a payment to a child: their oldest months first, the rest to their credit, once', async () => {
    const id = await newChild('project', `KE0420-${RUN_TAG}A`);
    await openLastMonth(system, id);
    const receipt = await unmatched('KE0420', 2500);
    const key = { 'Idempotency-Key': `assign-${receipt}` };
    const body = { participantId: id, reason: 'The parent typed the ID without its dash' };
    const answer = await as.project!.post<MobilePaymentDecided>(
      `/api/mobile-payments/${receipt}/assign`,
      body,
      key,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      receipt,
      status: 'assigned',
      participantId: id,
      position: expect.any(String),
    });
    const before = await eventCount(system);
    // the same request again is answered what happened, and changes nothing
    const again = await as.project!.post(`/api/mobile-payments/${receipt}/assign`, body, key);
    expect([again.status, again.body]).toEqual([200, answer.body]);
    expect(await eventCount(system)).toBe(before);
    await projectionsSettled(system);
    const activity = await as.project!.get<{ summary: string }[]>('/api/activity?limit=50');
    expect(activity.body.map((l) => l.summary)).toContain(
      `M-Pesa payment ${receipt} assigned to KE0420-${RUN_TAG}A`,
    );
    const events = await eventsOfReceipt(system, receipt);
    expect(events.map((e) => e.type).sort()).toEqual([
      'CreditAdded',
      'MobilePaymentAssigned',
      'MobilePaymentReceived',
      'MobilePaymentUnmatched',
      'PaymentRecorded',
      'PaymentRecorded',
    ]);
    // the older month first: each paid in full, dated the day of the assignment
    const opened = (await system.store.readAll({ limit: 1_000_000 }))
      .filter(
        (e) => e.type === 'ContributionOpened' && (e.data as { participantId: number }).participantId === id,
      )
      .map((e) => e.data as { id: number; month: string })
      .sort((a, b) => a.month.localeCompare(b.month));
    const paid = events.filter((e) => e.type === 'PaymentRecorded');
    expect(paid.map((e) => e.streamId)).toEqual(opened.map((m) => `contribution-${m.id}`));
    for (const e of paid)
      expect(e.data).toMatchObject({
        amount: 100_000,
        paymentDate: businessDate(new Date().toISOString()),
        source: { kind: 'mobile', receipt },
        recordedBy: { username: 'project' },
      });
    expect(events.find((e) => e.type === 'CreditAdded')!.data).toMatchObject({
      participantId: id,
      amount: 50_000,
    });
    expect(events.find((e) => e.type === 'MobilePaymentAssigned')!.data).toMatchObject({
      participantId: id,
      credit: 50_000,
      reason: body.reason,
      assignedBy: { username: 'project' },
    });
    // decided once: neither a second assign nor a refund
    for (const action of ['assign', 'refund'] as const) {
      const refused = await decide('admin', receipt, action, body);
      expect([refused.status, refused.body.message]).toEqual([
        422,
        'Only an unmatched M-Pesa payment can be assigned or marked for refund',
      ]);
    }
    await projectionsSettled(system);
    const [row] = (await list('project', '&status=assigned', receipt.toLowerCase()))
      .body as MobilePaymentRow[];
    expect(row).toMatchObject({
      status: 'assigned',
      participantId: id,
      reason: body.reason,
      decidedBy: 'project',
    });
  });

  it('refuses a deleted child, a child or a payment outside the scope, and roles that do not decide', async () => {
    const receipt = await unmatched('KE0420');
    const deleted = await newChild('project', `KE0420-${RUN_TAG}D`);
    expect(
      (await as.project!.request('DELETE', `/api/participants/${deleted}`, { reason: 'Registered twice' }))
        .status,
    ).toBe(200);
    const elsewhere = await newChild('project2', `KE0305-${RUN_TAG}E`);
    const mine = await newChild('project', `KE0420-${RUN_TAG}F`);
    const before = await eventCount(system);
    const reason = 'Assigned after a call to the parent';
    const refusals: [string, string, unknown, number][] = [
      ['project', receipt, { participantId: deleted, reason }, 422],
      ['project', receipt, { participantId: elsewhere, reason }, 404],
      ['project', received.ke0305, { participantId: mine, reason }, 404],
      ['project', received.nowhere, { participantId: mine, reason }, 404],
      ['project', 'QZZZZZZZZZ', { participantId: mine, reason }, 404],
      ['project', 'no-such', { participantId: mine, reason }, 404],
      ['facilitator', receipt, { participantId: mine, reason }, 403],
      ['auditor', receipt, { participantId: mine, reason }, 403],
      ['director', receipt, { participantId: mine, reason }, 403],
    ];
    for (const [who, at, body, status] of refusals)
      expect([who, at, (await decide(who, at, 'assign', body)).status]).toEqual([who, at, status]);
    expect(await eventCount(system)).toBe(before);
    // the programme's staff assign a payment listed for no project
    expect(
      (await decide('admin', received.nowhere, 'assign', { participantId: elsewhere, reason })).status,
    ).toBe(200);
  });

  it('marks a payment for refund with a reason', async () => {
    const receipt = await unmatched('KE0420', 250);
    const answer = await decide('cluster', receipt, 'refund', { reason: 'Paid to the wrong paybill' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      receipt,
      status: 'refund',
      participantId: null,
      position: expect.any(String),
    });
    await projectionsSettled(system);
    const [row] = (await list('project', '&status=refund', receipt)).body as MobilePaymentRow[];
    expect(row).toMatchObject({
      status: 'refund',
      reason: 'Paid to the wrong paybill',
      decidedBy: 'cluster',
    });
    expect(row!.decidedAt).toEqual(expect.any(String));
    // Recent Activity tells the decision where the payment was listed, and not to another project
    const lines = async (who: string) =>
      ((await as[who]!.get<{ summary: string }[]>('/api/activity?limit=50')).body ?? []).map(
        (l) => l.summary,
      );
    expect(await lines('project')).toContain(`M-Pesa payment ${receipt} marked for refund`);
    expect(await lines('project2')).not.toContain(`M-Pesa payment ${receipt} marked for refund`);
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const receipt = await unmatched('KE0420');
    const mine = await newChild('project', `KE0420-${RUN_TAG}G`);
    const before = await eventCount(system);
    const bodies: ['assign' | 'refund', unknown][] = [
      ['refund', {}],
      ['refund', { reason: '  ' }],
      ['refund', { reason: 'ok' }],
      ['refund', { reason: 'x'.repeat(501) }],
      ['refund', { reason: 'Wrong\u0000paybill' }],
      ['refund', { reason: 42 }],
      ['assign', { participantId: mine }],
      ['assign', { reason: 'The parent called' }],
      ['assign', { participantId: 0, reason: 'The parent called' }],
      ['assign', { participantId: '7', reason: 'The parent called' }],
      ['assign', { participantId: mine, reason: 'The parent\ud800 called' }],
    ];
    for (const [action, body] of bodies)
      expect([action, body, (await decide('project', receipt, action, body)).status]).toEqual([
        action,
        body,
        400,
      ]);
    expect((await decide('project', 'x'.repeat(31), 'refund', { reason: 'Wrong paybill' })).status).toBe(400);
    expect(await eventCount(system)).toBe(before);
  });

  it('answers a retry whose first attempt died after its append with the decision it stored', async () => {
    const id = await newChild('project', `KE0420-${RUN_TAG}K`);
    const bodies = {
      assign: { participantId: id, reason: 'Called the parent' },
      refund: { reason: 'Wrong paybill' },
    };
    for (const action of ['assign', 'refund'] as const) {
      const receipt = await unmatched('KE0420', 1500);
      const url = `/api/mobile-payments/${receipt}/${action}`;
      const key = { 'Idempotency-Key': `killed-${receipt}` };
      const first = await as.project!.post(url, bodies[action], key);
      expect(first.status).toBe(200);
      // its process killed after the append landed, before it recorded its answer
      const killed = await system.db.pool.query(
        `UPDATE idempotent_requests SET status = NULL, body = NULL, owner = 'killed-process',
                alive_at = now() - interval '1 minute'
          WHERE body ->> 'receipt' = $1`,
        [receipt],
      );
      expect(killed.rowCount).toBe(1);
      const before = await eventCount(system);
      const retry = await as.project!.post(url, bodies[action], key);
      expect([action, retry.status, retry.body]).toEqual([action, 200, first.body]);
      expect(await eventCount(system)).toBe(before);
    }
  });

  it('assigns one payment once when eight requests ask at once', async () => {
    const id = await newChild('project', `KE0420-${RUN_TAG}H`);
    const receipt = await unmatched('KE0420', 400);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        decide('project', receipt, 'assign', { participantId: id, reason: 'Called the parent' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(7).fill(422)]);
    const events = await eventsOfReceipt(system, receipt);
    expect(events.filter((e) => e.type === 'MobilePaymentAssigned')).toHaveLength(1);
    const paid = events.filter((e) => e.type === 'PaymentRecorded');
    expect(paid.map((e) => (e.data as { amount: number }).amount)).toEqual([40_000]);
  });

  it('filters by the day in Kenya the payment was paid on, from and to inclusive', async () => {
    const tag = `XY97-${RUN_TAG}`;
    // Kenyan times as M-Pesa writes them: 23:30 on 1 March is still 1 March in Kenya (20:30Z)
    const paidAt = { early: '20260301001000', late: '20260301233000', next: '20260302003000' };
    const sent: Record<string, string> = {};
    for (const [name, time] of Object.entries(paidAt)) {
      const body = { ...paybill(`${tag}${name.toUpperCase()}`, 500), TransTime: time };
      expect(await confirm(system, SECRET, body)).toBe(200);
      sent[name] = body.TransID;
    }
    await projectionsSettled(system);
    const byTag = async (range: string) =>
      ((await list('admin', `&status=all${range}`, tag)).body as MobilePaymentRow[])
        .map((r) => r.receipt)
        .sort();
    expect(await byTag('&from=2026-03-01&to=2026-03-01')).toEqual([sent.early, sent.late].sort());
    expect(await byTag('&from=2026-03-02&to=2026-03-02')).toEqual([sent.next]);
    expect(await byTag('&from=2026-03-02')).toEqual([sent.next]);
    expect(await byTag('&to=2026-02-28')).toEqual([]);
    expect(await byTag('&from=2026-03-01')).toEqual(Object.values(sent).sort());
    expect((await list('admin', '&from=2026-13-01')).status).toBe(400);
  });
});
