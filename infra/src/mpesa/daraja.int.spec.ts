import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMpesaSimulator, type MpesaSimulator } from '../mpesa-simulator/simulator';
import { readPaybillPayment, readStatusResult, readStkCallback, STK_RESULT } from './callbacks';
import { DarajaGateway } from './daraja';
import { callbackPaths, MobileMoneyError, type MpesaSettings } from './port';

/**
 * The Daraja adapter's contract, run against the local simulator (which speaks Daraja's HTTP): what the
 * adapter sends is taken, and what comes back on the callbacks reads into the product's shapes. Set
 * MPESA_SANDBOX_KEY, MPESA_SANDBOX_SECRET and MPESA_SANDBOX_CALLBACK to run requests against Daraja's
 * sandbox too (its callbacks then go to that public URL and are not awaited here).
 */
const SECRET = 'test-secret-segment';

describe('the Daraja adapter against the simulator', () => {
  let simulator: MpesaSimulator;
  let receiver: FastifyInstance;
  let settings: MpesaSettings;
  const posts: { path: string; body: unknown }[] = [];
  const paths = callbackPaths(SECRET);

  /** The posts to a callback path, waiting until there are `count`. */
  const postsTo = async (path: string, count = 1) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = posts.filter((p) => p.path === path);
      if (found.length >= count || Date.now() > deadline) return found.map((p) => p.body);
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(async () => {
    receiver = Fastify();
    receiver.post('/*', async (request) => {
      posts.push({ path: request.url, body: request.body });
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    });
    const callbackBaseUrl = await receiver.listen({ port: 0, host: '127.0.0.1' });
    simulator = buildMpesaSimulator({
      consumerKey: 'key',
      consumerSecret: 'secret',
      shortCode: '600999',
      passKey: 'pass-key',
      callbackDelayMs: 10,
      callbackRetryMs: 20,
    });
    const baseUrl = await simulator.app.listen({ port: 0, host: '127.0.0.1' });
    settings = {
      consumerKey: 'key',
      consumerSecret: 'secret',
      shortCode: '600999',
      passKey: 'pass-key',
      initiator: 'apiop',
      securityCredential: 'credential',
      baseUrl,
      callbackBaseUrl,
      callbackSecret: SECRET,
      timeoutMs: 2000,
    };
  });
  afterAll(async () => {
    await simulator.settled();
    await simulator.app.close();
    await receiver.close();
  });

  it('refuses wrong credentials as a refusal, not something to retry', async () => {
    const gateway = new DarajaGateway({ ...settings, consumerSecret: 'wrong' });
    const error = await gateway
      .stkPush({ phone: '254712345678', amountKes: 10, accountReference: 'KE0420-101', description: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MobileMoneyError);
    expect(error).toMatchObject({ retryable: false });
  });

  it('registers the paybill URLs, and a paybill payment is validated then confirmed on them, twice when M-Pesa repeats it', async () => {
    const gateway = new DarajaGateway(settings);
    await gateway.registerC2bUrls({
      confirmationUrl: `${settings.callbackBaseUrl}${paths.confirmation}`,
      validationUrl: `${settings.callbackBaseUrl}${paths.validation}`,
    });
    const paid = await simulator.pay({
      phone: '254712345678',
      amountKes: 750,
      reference: ' ke0420-101 ',
      deliveries: 2,
    });
    const [validation] = await postsTo(paths.validation);
    const confirmations = await postsTo(paths.confirmation, 2);
    expect(confirmations).toHaveLength(2);
    for (const body of [validation, ...confirmations])
      expect(readPaybillPayment(body)).toEqual({
        receipt: paid.receipt,
        amount: 75_000,
        paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        shortCode: '600999',
        reference: 'ke0420-101',
      });
  });

  it.each([
    ['paid', STK_RESULT.paid],
    ['cancelled', STK_RESULT.cancelled],
    ['insufficient', STK_RESULT.insufficientFunds],
    ['timeout', STK_RESULT.noAnswer],
  ] as const)('sends an STK push and reads its callback when the payer has %s', async (outcome, code) => {
    simulator.stkOutcome = outcome;
    const gateway = new DarajaGateway(settings);
    const before = posts.filter((p) => p.path === paths.stk).length;
    const pushed = await gateway.stkPush({
      phone: '254712345678',
      amountKes: 300,
      accountReference: 'KE0420-101',
      description: 'Contribution',
    });
    const callbacks = await postsTo(paths.stk, before + 1);
    const read = callbacks
      .map(readStkCallback)
      .find((c) => c?.checkoutRequestId === pushed.checkoutRequestId);
    if (outcome === 'paid')
      expect(read).toMatchObject({
        paid: true,
        amount: 30_000,
        receipt: expect.stringMatching(/^[A-Z0-9]{10}$/),
      });
    else expect(read).toMatchObject({ paid: false, resultCode: code });
    expect(await gateway.stkQuery(pushed.checkoutRequestId)).toMatchObject({ resultCode: code });
  });

  it('asks about an STK push whose phone has not answered yet: M-Pesa says it is still being processed', async () => {
    simulator.stkOutcome = 'silent';
    const gateway = new DarajaGateway(settings);
    const pushed = await gateway.stkPush({
      phone: '254712345678',
      amountKes: 300,
      accountReference: 'KE0420-101',
      description: 'Contribution',
    });
    await expect(gateway.stkQuery(pushed.checkoutRequestId)).rejects.toMatchObject({ retryable: true });
    simulator.stkOutcome = 'paid';
  });

  it('asks Transaction Status about a receipt and reads the result: found and completed, or not found', async () => {
    const gateway = new DarajaGateway(settings);
    const paid = await simulator.pay({ phone: '254712345678', amountKes: 120, reference: 'KE0420-102' });
    const known = await gateway.transactionStatus(paid.receipt);
    const unknown = await gateway.transactionStatus('QZZZZZZZZZ');
    const results = (await postsTo(paths.statusResult, 2)).map(readStatusResult);
    expect(results.find((r) => r?.conversationId === known.conversationId)).toEqual({
      conversationId: known.conversationId,
      found: true,
      receipt: paid.receipt,
      amount: 12_000,
      completed: true,
    });
    expect(results.find((r) => r?.conversationId === unknown.conversationId)).toMatchObject({ found: false });
  });

  it('takes a new token when M-Pesa no longer honours the one it kept (the simulator restarted)', async () => {
    const first = buildMpesaSimulator({ ...settings, callbackDelayMs: 10 });
    const baseUrl = await first.app.listen({ port: 0, host: '127.0.0.1' });
    const gateway = new DarajaGateway({ ...settings, baseUrl });
    const urls = {
      confirmationUrl: `${settings.callbackBaseUrl}/c`,
      validationUrl: `${settings.callbackBaseUrl}/v`,
    };
    await gateway.registerC2bUrls(urls);
    await first.app.close();
    // as after a process's restart: the client has seen the old connection closed before it asks again
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = buildMpesaSimulator({ ...settings, callbackDelayMs: 10 });
    await second.app.listen({ port: Number(new URL(baseUrl).port), host: '127.0.0.1' });
    try {
      await gateway.registerC2bUrls(urls);
      const registrations = (await (await fetch(`${baseUrl}/simulator/registrations`)).json()) as {
        count: number;
      };
      expect(registrations.count).toBe(1);
    } finally {
      await second.app.close();
    }
  });

  it('refuses an STK push M-Pesa would refuse (no cents, a number that is not Kenyan)', async () => {
    const gateway = new DarajaGateway(settings);
    await expect(
      gateway.stkPush({
        phone: '254712345678',
        amountKes: 10.5,
        accountReference: 'KE0420-101',
        description: 'x',
      }),
    ).rejects.toMatchObject({ retryable: false });
    await expect(
      gateway.stkPush({
        phone: '0712345678',
        amountKes: 10,
        accountReference: 'KE0420-101',
        description: 'x',
      }),
    ).rejects.toMatchObject({ retryable: false });
  });
});

/**
 * The same requests against Daraja's sandbox, when its credentials are set (MPESA_SANDBOX_KEY and
 * MPESA_SANDBOX_SECRET of a sandbox app; MPESA_SANDBOX_CALLBACK, a public https origin its callbacks may go
 * to). The sandbox's shared Lipa na M-Pesa short code and pass key, and its test number, are Safaricom's
 * published ones. Skipped on machines that cannot reach Safaricom (this one reaches only npm).
 */
describe.skipIf(!process.env.MPESA_SANDBOX_KEY)("the Daraja adapter against Daraja's sandbox", () => {
  const sandbox = (): MpesaSettings => ({
    consumerKey: process.env.MPESA_SANDBOX_KEY ?? '',
    consumerSecret: process.env.MPESA_SANDBOX_SECRET ?? '',
    shortCode: '174379',
    passKey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
    initiator: 'testapi',
    securityCredential: process.env.MPESA_SANDBOX_CREDENTIAL ?? '',
    baseUrl: 'https://sandbox.safaricom.co.ke',
    callbackBaseUrl: process.env.MPESA_SANDBOX_CALLBACK ?? 'https://example.org',
    callbackSecret: SECRET,
    timeoutMs: 15_000,
  });

  it('takes an STK push to its test number and answers the query about it', async () => {
    const gateway = new DarajaGateway(sandbox());
    const pushed = await gateway.stkPush({
      phone: '254708374149',
      amountKes: 1,
      accountReference: 'KE0420-101',
      description: 'Contribution',
    });
    expect(pushed.checkoutRequestId).toMatch(/\S/);
    // the sandbox may still be processing it: a retryable refusal, or a result code
    const asked = await gateway.stkQuery(pushed.checkoutRequestId).catch((e: MobileMoneyError) => e);
    if (asked instanceof MobileMoneyError) expect(asked.retryable).toBe(true);
    else expect(Number.isInteger(asked.resultCode)).toBe(true);
  });

  it('refuses a wrong secret as a refusal', async () => {
    const gateway = new DarajaGateway({ ...sandbox(), consumerSecret: 'wrong' });
    await expect(
      gateway.stkPush({ phone: '254708374149', amountKes: 1, accountReference: 'X', description: 'x' }),
    ).rejects.toMatchObject({ retryable: false });
  });
});
