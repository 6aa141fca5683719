import { DarajaGateway } from '@pm/infra/mpesa/daraja';
import { c2bBody } from '@pm/infra/mpesa-simulator/bodies';
import { buildMpesaSimulator, type MpesaSimulator } from '@pm/infra/mpesa-simulator/simulator';
import { type ApiClient, type System, startSystem } from '@pm/system/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aChild, freePort } from './mpesa-testing';
import { askAgain } from './status-checks';

const SECRET = 'status-check-secret-0123456789';
const paths = {
  confirmation: `/api/mobile-money/${SECRET}/c2b/confirmation`,
  validation: `/api/mobile-money/${SECRET}/c2b/validation`,
};

describe("M-Pesa confirmations with doubts: recorded only from Transaction Status's answer", () => {
  let system: System;
  let simulator: MpesaSimulator;
  let project: ApiClient;
  let base: string;
  const run = Date.now() % 100000;

  const waitFor = async <T>(probe: () => Promise<T | undefined>, ms = 8000): Promise<T | undefined> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = await probe();
      if (found !== undefined || Date.now() > deadline) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const check = (receipt: string) =>
    waitFor(async () => {
      const { rows } = await system.db.pool.query<{ outcome: string | null; attempts: number }>(
        'SELECT outcome, attempts FROM mpesa_status_checks WHERE receipt = $1 AND outcome IS NOT NULL',
        [receipt],
      );
      return rows[0];
    });
  const received = async (receipt: string) =>
    (await system.store.readStream(`mobile-payment-${receipt}`)).map((e) => [
      e.type,
      (e.data as { amount?: number }).amount,
    ]);
  const newChild = async (n: string) => {
    const code = `KE0420-TS${run}${n}`;
    const made = await project.post('/api/participants', aChild(code));
    expect(made.status).toBe(201);
    return code;
  };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    simulator = buildMpesaSimulator({
      consumerKey: 'key',
      consumerSecret: 'secret',
      shortCode: '600000',
      passKey: 'pass-key',
      callbackDelayMs: 10,
      callbackRetryMs: 50,
      c2bUrls: { confirmation: `${base}${paths.confirmation}`, validation: `${base}${paths.validation}` },
    });
    const simulatorUrl = await simulator.app.listen({ port: 0, host: '127.0.0.1' });
    system = await startSystem({
      env: {
        MPESA_CONSUMER_KEY: 'key',
        MPESA_CONSUMER_SECRET: 'secret',
        MPESA_PASS_KEY: 'pass-key',
        MPESA_INITIATOR: 'apiop',
        MPESA_SECURITY_CREDENTIAL: 'credential',
        MPESA_BASE_URL: simulatorUrl,
        MPESA_CALLBACK_BASE_URL: base,
        MPESA_CALLBACK_SECRET: SECRET,
      },
    });
    await system.commandApp.listen({ port, host: '127.0.0.1' });
    project = await system.login('project');
  });
  afterAll(async () => {
    await simulator.settled();
    await system.stop();
    await simulator.app.close();
  });

  it('records a genuine paybill payment once M-Pesa says it was completed for that amount', async () => {
    const code = await newChild('a');
    const paid = await simulator.pay({
      phone: '254712345678',
      amountKes: 1000,
      reference: code,
      deliveries: 2,
    });
    expect(await check(paid.receipt)).toEqual({ outcome: 'recorded', attempts: 1 });
    expect(await received(paid.receipt)).toEqual([
      ['MobilePaymentReceived', 100_000],
      ['MobilePaymentMatched', undefined],
    ]);
  });

  it('records nothing for a confirmation of a receipt M-Pesa never made', async () => {
    const code = await newChild('b');
    const forged = c2bBody('600000', {
      receipt: `QF${String(run).padStart(8, '0')}`,
      amountKes: 5000,
      phone: '254712345678',
      reference: code,
      time: '20261206093015',
      channel: 'paybill',
    });
    const answer = await system.commandApp.inject({
      method: 'POST',
      url: paths.confirmation,
      payload: forged,
    });
    expect(answer.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await check(forged.TransID)).toEqual({ outcome: 'not-found', attempts: 1 });
    expect(await received(forged.TransID)).toEqual([]);
  });

  it('records nothing when the confirmation claims more than M-Pesa received', async () => {
    const code = await newChild('c');
    const genuine = await simulator.pay({
      phone: '254712345678',
      amountKes: 200,
      reference: code,
      deliveries: 0,
    });
    const inflated = { ...c2bBody('600000', genuine), TransAmount: '20000.00' };
    await system.commandApp.inject({ method: 'POST', url: paths.confirmation, payload: inflated });
    expect(await check(genuine.receipt)).toEqual({ outcome: 'amount-differs', attempts: 1 });
    expect(await received(genuine.receipt)).toEqual([]);
  });

  it('asks again about a held receipt whose answer never came, and records it then', async () => {
    const code = await newChild('d');
    const genuine = await simulator.pay({
      phone: '254712345678',
      amountKes: 300,
      reference: code,
      deliveries: 0,
    });
    // held before a restart: the question was lost with the process
    await system.db.pool.query(
      `INSERT INTO mpesa_status_checks (receipt, payment, asked_at, attempts)
       VALUES ($1, $2, now() - interval '1 hour', 1)`,
      [
        genuine.receipt,
        {
          receipt: genuine.receipt,
          amount: 30_000,
          reference: code,
          paidAt: new Date().toISOString(),
          channel: 'paybill',
        },
      ],
    );
    const gateway = new DarajaGateway(system.deps.config.mpesa.daraja!);
    expect(await askAgain(system.deps, gateway)).toBeGreaterThanOrEqual(1);
    expect(await check(genuine.receipt)).toEqual({ outcome: 'recorded', attempts: 2 });
    expect(await received(genuine.receipt)).toEqual([
      ['MobilePaymentReceived', 30_000],
      ['MobilePaymentMatched', undefined],
    ]);
  });

  it('ignores a Transaction Status result for a question it never asked', async () => {
    const before = (await system.store.readAll({ limit: 1_000_000 })).length;
    const answer = await system.commandApp.inject({
      method: 'POST',
      url: `/api/mobile-money/${SECRET}/status/result`,
      payload: {
        Result: {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'ok',
          ConversationID: 'AG_20261206_not-ours',
          ResultParameters: {
            ResultParameter: [
              { Key: 'ReceiptNo', Value: 'QZZZZZZZZ1' },
              { Key: 'Amount', Value: 900 },
              { Key: 'TransactionStatus', Value: 'Completed' },
            ],
          },
        },
      },
    });
    expect(answer.statusCode).toBe(200);
    expect((await system.store.readAll({ limit: 1_000_000 })).length).toBe(before);
  });
});
