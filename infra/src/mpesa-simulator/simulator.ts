import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { darajaTimestamp, stkPassword } from '../mpesa/daraja';
import { c2bBody, type Push, type SimulatedTransaction, statusResultBody, stkCallbackBody } from './bodies';
import { PAYBILL_PAGE } from './page';
import { callbackPoster } from './poster';

/**
 * A local stand-in for Safaricom's Daraja API, speaking the same HTTP as the adapter (../mpesa/daraja.ts):
 * OAuth client credentials, C2B URL registration, STK push with its callback and its query, Transaction
 * Status with its result callback. A paybill payment is made by hand on its page (GET /) or by POST
 * /simulator/paybill: it is validated and confirmed on the registered URLs, as M-Pesa does. An STK push
 * ends as the simulator is told (`stkOutcome`: paid, cancelled by the user, insufficient funds, no answer
 * from the phone, or silent: no callback at all) after a configurable delay. `npm start` runs it when no
 * Daraja credentials are set; the adapter's contract tests run against it.
 */

export const STK_OUTCOMES = ['paid', 'cancelled', 'insufficient', 'timeout', 'silent'] as const;
export type StkOutcomeName = (typeof STK_OUTCOMES)[number];

const RESULTS: Readonly<Record<Exclude<StkOutcomeName, 'silent'>, [number, string]>> = {
  paid: [0, 'The service request is processed successfully.'],
  cancelled: [1032, 'Request cancelled by user'],
  insufficient: [1, 'The balance is insufficient for the transaction'],
  timeout: [1037, 'DS timeout user cannot be reached'],
};

export interface MpesaSimulatorOptions {
  readonly consumerKey: string;
  readonly consumerSecret: string;
  readonly shortCode: string;
  readonly passKey: string;
  /** How long before a callback is posted (ms). */
  readonly callbackDelayMs?: number;
  /** How long a phone takes to answer a request to pay (ms; callbackDelayMs unless given). */
  readonly stkDelayMs?: number;
  /** The first wait before a callback not taken is posted again (ms, doubling). */
  readonly callbackRetryMs?: number;
  readonly callbackAttempts?: number;
  /** How each STK push ends, by default. */
  readonly stkOutcome?: StkOutcomeName;
  /**
   * The paybill URLs as if already registered: `npm start`'s simulator posts to the one origin from its
   * first moment, and again after a restart of its own, which forgets what was registered.
   */
  readonly c2bUrls?: { readonly confirmation: string; readonly validation: string };
  readonly logger?: boolean;
}

export type { SimulatedTransaction } from './bodies';

export interface MpesaSimulator {
  readonly app: FastifyInstance;
  /** Every completed payment, in order: the organisation's statement. */
  readonly transactions: SimulatedTransaction[];
  /** How the next STK pushes end (tests change it). */
  stkOutcome: StkOutcomeName;
  /** Every STK push taken, in order. */
  readonly pushes: readonly Push[];
  /** Makes a paybill payment as a parent would; `deliveries` posts its confirmation that many times. */
  pay(payment: {
    phone: string;
    amountKes: number;
    reference: string;
    deliveries?: number;
  }): Promise<SimulatedTransaction>;
  /** Callbacks still to be posted, then resolved. */
  settled(): Promise<void>;
  readonly counts: { readonly given: number; readonly refusedPosts: number; readonly givenUp: number };
}

const PHONE = /^254[17]\d{8}$/;
/** M-Pesa's receipt numbers: ten upper-case letters and digits. */
const newReceipt = (): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return `S${[...randomBytes(9)].map((b) => alphabet[b % alphabet.length]).join('')}`;
};

const fail = (reply: FastifyReply, status: number, errorCode: string, errorMessage: string) =>
  reply.code(status).send({ requestId: randomUUID(), errorCode, errorMessage });

/** What the simulator's routes share. */
interface Context {
  readonly options: MpesaSimulatorOptions;
  readonly poster: ReturnType<typeof callbackPoster>;
  readonly tokens: Set<string>;
  readonly urls: { confirmation?: string; validation?: string };
  /** The C2B URL registrations taken, for `npm start`'s tests (the URLs carry a secret: not shown). */
  readonly registrations: { count: number };
  readonly transactions: SimulatedTransaction[];
  readonly pushes: Map<string, Push>;
  readonly state: { stkOutcome: StkOutcomeName };
  readonly record: (t: Omit<SimulatedTransaction, 'receipt' | 'time'>) => SimulatedTransaction;
}

const authRoutes = (app: FastifyInstance, { options, tokens }: Context) => {
  app.get('/oauth/v1/generate', async (request, reply) => {
    const expected = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
    if (request.headers.authorization !== `Basic ${expected}`)
      return fail(reply, 400, '400.008.01', 'Invalid Authentication passed');
    const token = randomBytes(18).toString('base64url');
    tokens.add(token);
    return { access_token: token, expires_in: '3599' };
  });
  const authorised = (request: FastifyRequest) =>
    tokens.has(String(request.headers.authorization ?? '').replace(/^Bearer /, ''));
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/mpesa/') && !authorised(request))
      return fail(reply, 401, '404.001.03', 'Invalid Access Token');
  });
};

const stkRoutes = (app: FastifyInstance, ctx: Context) => {
  const { options } = ctx;
  app.post('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (b.Password !== stkPassword(options.shortCode, options.passKey, String(b.Timestamp)))
      return fail(reply, 400, '400.002.02', 'Bad Request - Invalid Password');
    const amountKes = Number(b.Amount);
    if (!Number.isInteger(amountKes) || amountKes < 1 || amountKes > 150_000)
      return fail(reply, 400, '400.002.02', 'Bad Request - Invalid Amount');
    if (!PHONE.test(String(b.PhoneNumber)))
      return fail(reply, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber');
    const push: Push = {
      checkoutRequestId: `ws_CO_${Date.now()}${randomBytes(3).toString('hex')}`,
      amountKes,
      phone: String(b.PhoneNumber),
      reference: String(b.AccountReference ?? ''),
      result: null,
    };
    ctx.pushes.set(push.checkoutRequestId, push);
    const outcome = ctx.state.stkOutcome;
    const merchantRequestId = `${randomBytes(3).toString('hex')}-${Date.now()}`;
    if (outcome !== 'silent') {
      push.result = RESULTS[outcome];
      const paid =
        outcome === 'paid'
          ? ctx.record({ amountKes, phone: push.phone, reference: push.reference, channel: 'stk' })
          : null;
      void ctx.poster.post(
        String(b.CallBackURL),
        stkCallbackBody(merchantRequestId, push, paid),
        1,
        options.stkDelayMs ?? options.callbackDelayMs ?? 500,
      );
    }
    return {
      MerchantRequestID: merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    };
  });
  app.post('/mpesa/stkpushquery/v1/query', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    const push = ctx.pushes.get(String(b.CheckoutRequestID));
    if (!push) return fail(reply, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
    if (!push.result) return fail(reply, 500, '500.001.1001', 'The transaction is being processed');
    return { ResponseCode: '0', ResultCode: String(push.result[0]), ResultDesc: push.result[1] };
  });
};

const c2bAndStatusRoutes = (app: FastifyInstance, ctx: Context) => {
  app.post('/mpesa/c2b/v1/registerurl', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (String(body.ShortCode) !== ctx.options.shortCode)
      return fail(reply, 400, '400.002.02', 'Invalid ShortCode');
    ctx.urls.confirmation = String(body.ConfirmationURL ?? '');
    ctx.urls.validation = String(body.ValidationURL ?? '');
    ctx.registrations.count += 1;
    return { OriginatorCoversationID: randomUUID(), ResponseCode: '0', ResponseDescription: 'Success' };
  });
  app.post('/mpesa/transactionstatus/v1/query', async (request) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    const conversationId = `AG_${darajaTimestamp(new Date()).slice(0, 8)}_${randomBytes(8).toString('hex')}`;
    const receipt = String(b.TransactionID);
    const found = ctx.transactions.find((t) => t.receipt === receipt);
    void ctx.poster.post(String(b.ResultURL), statusResultBody(conversationId, receipt, found));
    return {
      OriginatorConversationID: randomUUID(),
      ConversationID: conversationId,
      ResponseCode: '0',
      ResponseDescription: 'Accept the service request successfully.',
    };
  });
};

const handRoutes = (app: FastifyInstance, ctx: Context, pay: MpesaSimulator['pay']) => {
  app.get('/', async (_request, reply) => reply.type('text/html').send(PAYBILL_PAGE(ctx.options.shortCode)));
  app.post('/simulator/paybill', async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    const amountKes = Number(b.amount);
    const phone = String(b.phone ?? '');
    if (!PHONE.test(phone) || !Number.isInteger(amountKes) || amountKes < 1 || amountKes > 150_000)
      return reply
        .code(400)
        .send({ errorMessage: 'A phone 2547XXXXXXXX and a whole amount of 1 to 150,000 KES' });
    const t = await pay({ phone, amountKes, reference: String(b.reference ?? '').slice(0, 20) });
    return { receipt: t.receipt, confirmed: Boolean(ctx.urls.confirmation) };
  });
  app.get('/simulator/transactions', async () => ctx.transactions);
  // how the next requests to pay end: a person demonstrating the product, or a browser test, chooses
  app.get('/simulator/stk-outcome', async () => ({ outcome: ctx.state.stkOutcome }));
  app.post('/simulator/stk-outcome', async (request, reply) => {
    const outcome = String(((request.body ?? {}) as Record<string, unknown>).outcome ?? '');
    if (!STK_OUTCOMES.includes(outcome as StkOutcomeName))
      return reply.code(400).send({ errorMessage: `outcome must be one of ${STK_OUTCOMES.join(', ')}` });
    ctx.state.stkOutcome = outcome as StkOutcomeName;
    return { outcome };
  });
  app.get('/simulator/registrations', async () => ({ count: ctx.registrations.count }));
};

export const buildMpesaSimulator = (options: MpesaSimulatorOptions): MpesaSimulator => {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });
  const transactions: SimulatedTransaction[] = [];
  const ctx: Context = {
    options,
    poster: callbackPoster({
      delayMs: options.callbackDelayMs ?? 500,
      retryMs: options.callbackRetryMs ?? 1000,
      attempts: options.callbackAttempts ?? 20,
    }),
    tokens: new Set(),
    urls: { ...options.c2bUrls },
    registrations: { count: 0 },
    transactions,
    pushes: new Map(),
    state: { stkOutcome: options.stkOutcome ?? 'paid' },
    record: (t) => {
      const done = { ...t, receipt: newReceipt(), time: darajaTimestamp(new Date()) };
      transactions.push(done);
      return done;
    },
  };
  const pay: MpesaSimulator['pay'] = async ({ phone, amountKes, reference, deliveries = 1 }) => {
    const t = ctx.record({ amountKes, phone, reference, channel: 'paybill' });
    if (ctx.urls.validation) await ctx.poster.ask(ctx.urls.validation, c2bBody(options.shortCode, t));
    if (ctx.urls.confirmation)
      await ctx.poster.post(ctx.urls.confirmation, c2bBody(options.shortCode, t), deliveries);
    return t;
  };
  authRoutes(app, ctx);
  stkRoutes(app, ctx);
  c2bAndStatusRoutes(app, ctx);
  handRoutes(app, ctx, pay);
  return {
    app,
    transactions,
    get stkOutcome() {
      return ctx.state.stkOutcome;
    },
    set stkOutcome(outcome: StkOutcomeName) {
      ctx.state.stkOutcome = outcome;
    },
    get pushes() {
      return [...ctx.pushes.values()];
    },
    pay,
    settled: ctx.poster.settled,
    counts: ctx.poster.counts,
  };
};
