import { timingSafeEqual } from 'node:crypto';
import { unsafeTextPath } from '@pm/domain/shared/bounds';
import type { MpesaConfig } from '@pm/infra/config/settings';
import {
  ACCEPTED,
  type PaybillPayment,
  REJECTED_ACCOUNT,
  readPaybillPayment,
} from '@pm/infra/mpesa/callbacks';
import { callbackPaths } from '@pm/infra/mpesa/port';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CommandDeps } from '../../context';
import { childNamed, receiveMobilePayment } from './receive';

/** What M-Pesa posts is small: a callback above this is not one of its. */
const CALLBACK_BODY_LIMIT = 8 * 1024;

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The callback paths the write-origin check lets through without a page's Origin (they carry a secret). */
export const mpesaCallbackPaths = (config: MpesaConfig): string[] =>
  config.callbackSecret ? Object.values(callbackPaths(config.callbackSecret)) : [];

type Read =
  | { readonly ok: true; readonly payment: PaybillPayment }
  | { readonly ok: false; readonly status: number; readonly why: string };

/**
 * A paybill callback as the product will act on it, or why not: from an address M-Pesa posts from (when
 * MPESA_CALLBACK_SOURCES names them), a body that reads (every field bounded, no NUL or broken
 * character), for this programme's paybill number.
 */
const readCallback = (request: FastifyRequest, config: MpesaConfig): Read => {
  if (config.callbackSources.length > 0 && !config.callbackSources.includes(request.ip))
    return { ok: false, status: 403, why: 'the callback came from an address M-Pesa does not post from' };
  if (unsafeTextPath(request.body) !== null)
    return { ok: false, status: 400, why: 'the callback holds a character text cannot store' };
  const payment = readPaybillPayment(request.body);
  if (payment === null) return { ok: false, status: 400, why: 'the callback is not a paybill payment' };
  if (payment.shortCode !== config.shortCode)
    return { ok: false, status: 400, why: `the payment was made to paybill ${payment.shortCode}, not ours` };
  return { ok: true, payment };
};

const refuse = (request: FastifyRequest, reply: FastifyReply, read: Extract<Read, { ok: false }>) => {
  // nothing is recorded; the log keeps who sent what was refused, for the operator
  request.log.warn({ ip: request.ip, why: read.why }, 'M-Pesa callback refused');
  return reply.code(read.status).send({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' });
};

/**
 * M-Pesa's paybill callbacks (C2B), public as Safaricom cannot sign in but only on their secret path
 * (MPESA_CALLBACK_SECRET: a wrong secret is refused like any unknown path), from the configured
 * addresses, for the configured paybill (docs/domain/mobile-money.md, "Callbacks"):
 * - validation, asked before the payer's money moves: a reference that names no child on the register is
 *   rejected, so M-Pesa tells the payer at once and their money stays with them;
 * - confirmation, once the money has moved: the payment is recorded (receiveMobilePayment), matched or
 *   unmatched, once per receipt; a confirmation delivered again answers Accepted and changes nothing.
 */
export const registerMpesaCallbacks = (
  app: FastifyInstance,
  deps: CommandDeps,
  config: MpesaConfig,
): void => {
  const secret = config.callbackSecret;
  if (!secret) return;
  void app.register(async (scope) => {
    const route = `/api/mpesa/:secret/c2b/:step`;
    scope.post(route, { schema: { hide: true }, bodyLimit: CALLBACK_BODY_LIMIT }, async (request, reply) => {
      const params = request.params as { secret: string; step: string };
      if (!sameText(params.secret, secret) || !['validation', 'confirmation'].includes(params.step))
        return reply.code(404).send({ message: 'No route POST /api/mpesa', code: 'not_found' });
      const read = readCallback(request, config);
      if (!read.ok) return refuse(request, reply, read);
      const { payment } = read;
      if (params.step === 'validation') {
        const child = await childNamed(deps, payment.reference);
        return reply.send(child === null || child.deleted ? REJECTED_ACCOUNT : ACCEPTED);
      }
      const outcome = await receiveMobilePayment(deps, { ...payment, channel: 'paybill' });
      request.log.info({ receipt: payment.receipt, outcome }, 'M-Pesa payment received');
      return reply.send(ACCEPTED);
    });
  });
};
