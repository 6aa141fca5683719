import { WAITING_MESSAGE } from '@pm/domain';
import type { PayRequestRow, PayRequestSent } from '@pm/domain/api/pay-requests';
import type { ContributionRow } from '@pm/domain/contributions/rows';
import { stkCallbackBody } from '@pm/infra/mpesa-simulator/bodies';
import { buildMpesaSimulator, type MpesaSimulator } from '@pm/infra/mpesa-simulator/simulator';
import { type ErrorBody, eventCount, projectionsSettled } from '@pm/system/builders';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileMoneyGateway } from './gateway';
import { aChild, aReceipt, eventsOfReceipt, freePort, RUN_TAG } from './mpesa-testing';
import { GIVE_UP_AFTER_MS, sweepPayRequests } from './stk-answers';

const SECRET = 'pay-request-secret-0123456789';
const STK_PATH = `/api/mobile-money/${SECRET}/stk`;

describe("requests to pay by M-Pesa: the parent's phone asked, the answer followed, the money received", () => {
  let system: System;
  let simulator: MpesaSimulator;
  const as: Record<string, ApiClient> = {};
  let children = 0;

  const waitFor = async <T>(probe: () => Promise<T | undefined>, ms = 8000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = await probe();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error('waited in vain');
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** A new child of KE0420 owing their first month (KES 1,000): its code and the month's id. */
  const newChild = async () => {
    children += 1;
    // at most 12 characters: M-Pesa's account reference, by which the simulator's pushes are told apart
    const code = `KE0420-Q${RUN_TAG.slice(-2)}${String(children).padStart(2, '0')}`;
    const made = await as.project!.post<{ id: number }>('/api/participants', aChild(code));
    expect(made.status).toBe(201);
    await projectionsSettled(system);
    const month = await contribution(code);
    return { code, contributionId: month.id, participantId: made.body.id };
  };
  const contribution = async (code: string) =>
    (await as.project!.get<ContributionRow[]>(`/api/contributions?search=${code}&month=all`))
      .body[0] as ContributionRow;
  const ask = (who: string, contributionId: number, phone = '0712 345 678', key?: string) =>
    as[who]!.post<PayRequestSent & ErrorBody>(
      `/api/contributions/${contributionId}/pay-requests`,
      { phone },
      key ? { 'idempotency-key': key } : {},
    );
  /** The request once it has ended, as the screen reads it. */
  const ended = (id: string, who = 'project') =>
    waitFor(async () => {
      await projectionsSettled(system);
      const row = (await as[who]!.get<PayRequestRow>(`/api/pay-requests/${id}`)).body;
      return row.status === 'sending' || row.status === 'sent' ? undefined : row;
    });
  const pushesFor = (code: string) => simulator.pushes.filter((p) => p.reference === code);

  beforeAll(async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    simulator = buildMpesaSimulator({
      consumerKey: 'key',
      consumerSecret: 'secret',
      shortCode: '600000',
      passKey: 'pass-key',
      callbackDelayMs: 50,
      callbackRetryMs: 50,
    });
    const simulatorUrl = await simulator.app.listen({ port: 0, host: '127.0.0.1' });
    system = await startSystem({
      env: {
        MPESA_CONSUMER_KEY: 'key',
        MPESA_CONSUMER_SECRET: 'secret',
        MPESA_PASS_KEY: 'pass-key',
        MPESA_BASE_URL: simulatorUrl,
        MPESA_CALLBACK_BASE_URL: base,
        MPESA_CALLBACK_SECRET: SECRET,
        // the simulator posts from here: its callbacks are believed (no Transaction Status first)
        MPESA_CALLBACK_SOURCES: '127.0.0.1',
      },
    });
    await system.commandApp.listen({ port, host: '127.0.0.1' });
    for (const who of ['admin', 'director', 'project', 'project2', 'facilitator', 'auditor'])
      as[who] = await system.login(who);
  });
  afterAll(async () => {
    await simulator.settled();
    await system.stop();
    if (simulator.app.server.listening) await simulator.app.close();
  });

  it('asks the phone for what the month owes and records the payment its answer brings, once', async () => {
    simulator.stkOutcome = 'paid';
    const child = await newChild();
    const sent = await ask('project', child.contributionId);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'sent', amount: 1000, phone: '254712345678' });
    expect(pushesFor(child.code)).toMatchObject([{ amountKes: 1000, phone: '254712345678' }]);
    const row = await ended(sent.body.id);
    expect(row).toMatchObject({
      status: 'paid',
      amount: 1000,
      participantCode: child.code,
      requestedBy: 'project',
    });
    expect(row.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(await contribution(child.code)).toMatchObject({
      paidAmount: 1000,
      outstandingAmount: 0,
      status: 'Paid',
    });
    // the receipt's events: received for the child the request named, paid into their month, the request ended
    const events = (await eventsOfReceipt(system, row.receipt!)).map((e) => e.type);
    expect(events).toEqual([
      'MobilePaymentReceived',
      'MobilePaymentMatched',
      'PayRequestEnded',
      'PaymentRecorded',
    ]);
    // M-Pesa's callback delivered again changes nothing
    const before = await eventCount(system);
    const push = pushesFor(child.code)[0]!;
    const transaction = simulator.transactions.find((t) => t.receipt === row.receipt)!;
    const again = await system.commandApp.inject({
      method: 'POST',
      url: STK_PATH,
      payload: stkCallbackBody('m-1', push, transaction),
      remoteAddress: '127.0.0.1',
    });
    expect(again.statusCode).toBe(200);
    expect(await eventCount(system)).toBe(before);
  });

  it('asks for whole shillings: the cents rounded up go to the child’s credit', async () => {
    simulator.stkOutcome = 'paid';
    const child = await newChild();
    const part = await as.project!.post('/api/payments', {
      contributionId: child.contributionId,
      amount: 0.5,
    });
    expect(part.status).toBe(201);
    const sent = await ask('project', child.contributionId);
    expect(sent.body.amount).toBe(1000);
    await ended(sent.body.id);
    const credit = await system.store.readStream(`child-credit-${child.participantId}`);
    expect(credit.map((e) => [e.type, (e.data as { amount: number }).amount])).toEqual([['CreditAdded', 50]]);
    expect(await contribution(child.code)).toMatchObject({ paidAmount: 1000, outstandingAmount: 0 });
  });

  it.each([
    ['cancelled', 'cancelled', 'Request cancelled by user'],
    ['insufficient', 'failed', 'The balance is insufficient for the transaction'],
    ['timeout', 'timed-out', 'DS timeout user cannot be reached'],
  ] as const)('ends a request the parent %s as %s, recording no money', async (outcome, status, detail) => {
    simulator.stkOutcome = outcome;
    const child = await newChild();
    const sent = await ask('project', child.contributionId);
    expect(sent.status).toBe(201);
    expect(await ended(sent.body.id)).toMatchObject({ status, detail, receipt: null });
    expect(await contribution(child.code)).toMatchObject({ paidAmount: 0, outstandingAmount: 1000 });
    // once it has ended, the parent may be asked again
    simulator.stkOutcome = 'paid';
    const again = await ask('project', child.contributionId);
    expect(again.status).toBe(201);
    expect(await ended(again.body.id)).toMatchObject({ status: 'paid' });
  });

  it('of eight staff asking at once, one request is sent; the others are told one waits', async () => {
    simulator.stkOutcome = 'silent';
    const child = await newChild();
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask('project', child.contributionId)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    expect(answers.find((a) => a.status === 422)!.body.message).toBe(WAITING_MESSAGE);
    expect(pushesFor(child.code)).toHaveLength(1);
    // the phone never answers and M-Pesa keeps "being processed": the sweep waits, then ends it timed out
    const gateway = mobileMoneyGateway(system.deps);
    const sent = answers.find((a) => a.status === 201)!.body;
    expect(
      await sweepPayRequests(system.deps, gateway, new Date(Date.now() + 3 * 60_000).toISOString()),
    ).toBe(0);
    const later = new Date(Date.now() + GIVE_UP_AFTER_MS + 60_000).toISOString();
    expect(await sweepPayRequests(system.deps, gateway, later)).toBeGreaterThanOrEqual(1);
    expect(await ended(sent.id)).toMatchObject({ status: 'timed-out', detail: 'M-Pesa gave no answer' });
    // M-Pesa's late word that it was paid still brings the money, and the request says paid
    const push = pushesFor(child.code)[0]!;
    const receipt = aReceipt('LT');
    const late = stkCallbackBody(
      'm-2',
      { ...push, result: [0, 'ok'] },
      {
        receipt,
        amountKes: push.amountKes,
        phone: push.phone,
        reference: push.reference,
        time: '20261206101500',
        channel: 'stk',
      },
    );
    const answer = await system.commandApp.inject({
      method: 'POST',
      url: STK_PATH,
      payload: late,
      remoteAddress: '127.0.0.1',
    });
    expect(answer.statusCode).toBe(200);
    expect(await ended(sent.id)).toMatchObject({ status: 'paid', receipt });
    expect(await contribution(child.code)).toMatchObject({ paidAmount: 1000 });
  });

  it('answers a retried request as the first try left it, without asking the phone twice', async () => {
    simulator.stkOutcome = 'silent';
    const child = await newChild();
    const key = `pay-request-retry-${RUN_TAG}`;
    const first = await ask('project', child.contributionId, '0712345678', key);
    const retry = await ask('project', child.contributionId, '0712345678', key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(pushesFor(child.code)).toHaveLength(1);
  });

  it('refuses whoever may not ask, a month out of scope or paid, a bad number, and changes nothing', async () => {
    simulator.stkOutcome = 'silent';
    const child = await newChild();
    const paid = await newChild();
    expect(
      (await as.project!.post('/api/payments', { contributionId: paid.contributionId, amount: 1000 })).status,
    ).toBe(201);
    const before = await eventCount(system);
    for (const who of ['director', 'auditor', 'facilitator'])
      expect([403, 404], who).toContain((await ask(who, child.contributionId)).status);
    expect((await ask('project2', child.contributionId)).status).toBe(404);
    expect((await ask('project', 999_999)).status).toBe(404);
    const nothing = await ask('project', paid.contributionId);
    expect([nothing.status, nothing.body.message]).toEqual([422, 'Nothing is outstanding on this month']);
    const badPhone = await ask('project', child.contributionId, '12345');
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.details?.phone).toBe('Enter a valid Kenyan phone number, e.g. +254 712 345 678');
    for (const body of [{}, { phone: 'x'.repeat(31) }, { phone: 712345678 }])
      expect(
        (await as.project!.post(`/api/contributions/${child.contributionId}/pay-requests`, body)).status,
      ).toBe(400);
    expect(
      (await as.project!.post('/api/contributions/abc/pay-requests', { phone: '0712345678' })).status,
    ).toBe(400);
    expect(await eventCount(system)).toBe(before);
    expect(pushesFor(child.code)).toHaveLength(0);
  });

  it('reads requests in scope only, by month or by child', async () => {
    simulator.stkOutcome = 'cancelled';
    const child = await newChild();
    const sent = await ask('project', child.contributionId);
    await ended(sent.body.id);
    const list = await as.project!.get<PayRequestRow[]>(
      `/api/pay-requests?contributionId=${child.contributionId}`,
    );
    expect(list.body.map((r) => [r.id, r.status])).toEqual([[sent.body.id, 'cancelled']]);
    const byChild = await as.admin!.get<PayRequestRow[]>(
      `/api/pay-requests?participantId=${child.participantId}`,
    );
    expect(byChild.body.map((r) => r.id)).toEqual([sent.body.id]);
    expect((await as.project2!.get(`/api/pay-requests/${sent.body.id}`)).status).toBe(404);
    expect(
      (await as.project2!.get<PayRequestRow[]>(`/api/pay-requests?contributionId=${child.contributionId}`))
        .body,
    ).toEqual([]);
    expect((await as.project!.get('/api/pay-requests/not-a-uuid')).status).toBe(400);
  });

  it('receives a payment for a request it does not know as unmatched, and refuses forged or malformed answers', async () => {
    const before = await eventCount(system);
    const unknown = {
      checkoutRequestId: 'ws_CO_unknown',
      amountKes: 300,
      phone: '254712345678',
      reference: 'X',
      result: [0, 'ok'] as [number, string],
    };
    const receipt = aReceipt('UK');
    const paid = stkCallbackBody('m-3', unknown, {
      receipt,
      amountKes: 300,
      phone: '254712345678',
      reference: '',
      time: '20261206101500',
      channel: 'stk',
    });
    const wrongSecret = await system.commandApp.inject({
      method: 'POST',
      url: '/api/mobile-money/not-the-secret-at-all-0000/stk',
      payload: paid,
      remoteAddress: '127.0.0.1',
    });
    // no such path: refused as any write without the page's origin
    expect([403, 404]).toContain(wrongSecret.statusCode);
    const elsewhere = await system.commandApp.inject({
      method: 'POST',
      url: STK_PATH,
      payload: paid,
      remoteAddress: '10.1.2.3',
    });
    expect(elsewhere.statusCode).toBe(403);
    for (const payload of [
      {},
      { Body: { stkCallback: { CheckoutRequestID: 'x' } } },
      { Body: 'x'.repeat(9000) },
    ])
      expect(
        (
          await system.commandApp.inject({
            method: 'POST',
            url: STK_PATH,
            payload,
            remoteAddress: '127.0.0.1',
          })
        ).statusCode,
      ).toBeGreaterThanOrEqual(400);
    expect(await eventCount(system)).toBe(before);
    const answer = await system.commandApp.inject({
      method: 'POST',
      url: STK_PATH,
      payload: paid,
      remoteAddress: '127.0.0.1',
    });
    expect(answer.statusCode).toBe(200);
    expect((await eventsOfReceipt(system, receipt)).map((e) => e.type)).toEqual([
      'MobilePaymentReceived',
      'MobilePaymentUnmatched',
    ]);
  });

  // last: it stops the simulator
  it('answers 503 when M-Pesa does not answer, the request ended failed and nothing recorded', async () => {
    const child = await newChild();
    await simulator.app.close();
    const answer = await ask('project', child.contributionId);
    expect([answer.status, answer.body.message]).toEqual([
      503,
      'M-Pesa did not answer: nothing was sent. Try again shortly',
    ]);
    expect(answer.headers['retry-after']).toBe('30');
    await projectionsSettled(system);
    const [request] = (
      await as.project!.get<PayRequestRow[]>(`/api/pay-requests?contributionId=${child.contributionId}`)
    ).body;
    expect(request).toMatchObject({ status: 'failed', detail: 'M-Pesa did not answer' });
    expect(await contribution(child.code)).toMatchObject({ paidAmount: 0 });
  });
});
