import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { type UssdSimulatorOptions, ussdRoutes } from './ussd';

/**
 * A local stand-in for Africa's Talking's bulk messaging API, speaking the same HTTP: POST
 * /version1/messaging (form-encoded username, to, message, from; `apiKey` header) answers 201 with
 * SMSMessageData.Recipients, then, shortly after, posts a delivery report per accepted number to the
 * callback URL (form-encoded id, status, phoneNumber, networkCode, failureReason, retryCount), Failed
 * with probability `failureRate`. A report that is not taken (no answer, or not 2xx: the command service
 * restarting, a message id it does not know yet) is posted again with a doubling wait, as Africa's
 * Talking retries its callbacks. Beyond Africa's Talking's API, it answers what became of a request sent
 * with an `X-Client-Reference` header (GET /version1/messaging/requests/:reference), so a dispatcher that
 * died during the call can ask instead of guessing. `npm start` runs it when no AT_API_KEY is set; the
 * tests drive the real adapter against it.
 */
export interface SimulatorOptions {
  readonly username: string;
  readonly apiKey: string;
  /** 0 delivers everything, 1 fails everything. */
  readonly failureRate: number;
  /** Where delivery reports go; none are sent without it. */
  readonly callbackUrl?: string | (() => string | undefined);
  readonly reportDelayMs?: number;
  /** First wait before a report is posted again; doubling, at most 30 s. Default 1 s. */
  readonly reportRetryMs?: number;
  /** Posts of one report before it is given up (counted in failedReports). Default 30 (about 12 minutes). */
  readonly reportAttempts?: number;
  readonly logger?: boolean;
  /** The USSD side (./ussd.ts): where to post a session's inputs, and the service code dialled. */
  readonly ussd?: UssdSimulatorOptions;
}

export interface ReceivedRequest {
  readonly username: string;
  readonly to: readonly string[];
  readonly message: string;
  readonly from: string | null;
}

export interface SmsSimulator {
  readonly app: FastifyInstance;
  /** Every message request taken, in order (the tests count them). */
  readonly requests: ReceivedRequest[];
  /** Delivery reports given up after their last post. */
  readonly failedReports: number;
  /** Posts of delivery reports that were not taken (each is posted again). */
  readonly refusedReportPosts: number;
  /** The share of numbers reported Failed; tests change it between messages. */
  failureRate: number;
  /** The next `count` requests answer 500 (a gateway outage), as the retry tests need. */
  failNext(count: number): void;
  /** Delivery reports still to be posted, then resolved. */
  settled(): Promise<void>;
}

const KENYAN = /^\+254[17]\d{8}$/;

const UNAUTHORISED = 'The supplied authentication is invalid';

/**
 * The delivery reports of a simulator: each posted to the callback URL after a delay, and again with a
 * doubling wait while it is not taken.
 */
const deliveryReports = (options: SimulatorOptions) => {
  const pending = new Set<Promise<void>>();
  const counts = { failed: 0, refusedPosts: 0 };

  const post = async (form: Record<string, string>): Promise<boolean> => {
    const url = typeof options.callbackUrl === 'function' ? options.callbackUrl() : options.callbackUrl;
    if (!url) return false;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(30_000),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  };

  const report = (form: Record<string, string>) => {
    if (!options.callbackUrl) return;
    const attempts = options.reportAttempts ?? 30;
    const sent = (async () => {
      await new Promise((resolve) => setTimeout(resolve, options.reportDelayMs ?? 300));
      for (let attempt = 1; ; attempt++) {
        if (await post({ ...form, retryCount: String(attempt - 1) })) return;
        counts.refusedPosts += 1;
        if (attempt >= attempts) {
          counts.failed += 1;
          return;
        }
        const wait = Math.min((options.reportRetryMs ?? 1000) * 2 ** (attempt - 1), 30_000);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    })();
    pending.add(sent);
    void sent.finally(() => pending.delete(sent));
  };

  const settled = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
  return { counts, report, settled };
};

/**
 * What became of each number of a request: one not Kenyan is refused, another accepted (with a message
 * id), its delivery reported later, Failed with probability `failureRate`.
 */
const recipientsOf = (
  to: readonly string[],
  failureRate: number,
  report: (form: Record<string, string>) => void,
) =>
  to.map((number) => {
    if (!KENYAN.test(number))
      return { number, status: 'InvalidPhoneNumber', statusCode: 403, messageId: 'None', cost: '0' };
    const messageId = `ATXid_${randomUUID().replaceAll('-', '')}`;
    const failed = Math.random() < failureRate;
    report({
      id: messageId,
      status: failed ? 'Failed' : 'Success',
      phoneNumber: number,
      networkCode: '63902',
      retryCount: '0',
      ...(failed ? { failureReason: 'DeliveryFailure' } : {}),
    });
    return { number, status: 'Success', statusCode: 101, messageId, cost: 'KES 0.8000' };
  });

export const buildSmsSimulator = (options: SimulatorOptions): SmsSimulator => {
  const app = Fastify({ logger: options.logger ?? false });
  const requests: ReceivedRequest[] = [];
  const reports = deliveryReports(options);
  let outage = 0;
  const byReference = new Map<string, unknown[]>();
  let failureRate = options.failureRate;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  if (options.ussd)
    ussdRoutes(app, options.ussd, (phone) =>
      requests.filter((r) => r.to.includes(phone)).map((r) => r.message),
    );

  app.get('/version1/messaging/requests/:reference', async (request, reply) => {
    if (request.headers.apikey !== options.apiKey)
      return reply.code(401).type('text/plain').send(UNAUTHORISED);
    const recipients = byReference.get((request.params as { reference: string }).reference);
    return recipients ? { found: true, SMSMessageData: { Recipients: recipients } } : { found: false };
  });

  app.post('/version1/messaging', async (request, reply) => {
    if (request.headers.apikey !== options.apiKey)
      return reply.code(401).type('text/plain').send(UNAUTHORISED);
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    if (body.username !== options.username) return reply.code(401).type('text/plain').send(UNAUTHORISED);
    if (!body.to || !body.message)
      return reply.code(400).type('text/plain').send('Must have to and message to send');
    if (outage > 0) {
      outage -= 1;
      return reply.code(500).type('text/plain').send('Internal Server Error');
    }
    const to = body.to.split(',').map((n) => n.trim());
    requests.push({ username: body.username, to, message: body.message, from: body.from ?? null });
    const recipients = recipientsOf(to, failureRate, reports.report);
    const reference = request.headers['x-client-reference'];
    if (typeof reference === 'string' && reference) byReference.set(reference, recipients);
    const accepted = recipients.filter((r) => r.statusCode === 101).length;
    return reply.code(201).send({
      SMSMessageData: {
        Message: `Sent to ${accepted}/${to.length} Total Cost: KES ${(accepted * 0.8).toFixed(4)}`,
        Recipients: recipients,
      },
    });
  });

  return {
    app,
    requests,
    get failedReports() {
      return reports.counts.failed;
    },
    get refusedReportPosts() {
      return reports.counts.refusedPosts;
    },
    get failureRate() {
      return failureRate;
    },
    set failureRate(rate: number) {
      failureRate = rate;
    },
    failNext: (count) => {
      outage = count;
    },
    settled: reports.settled,
  };
};
