import { unsafeTextPath } from '@pm/domain/shared/bounds';
import type { MpesaConfig } from '@pm/infra/config/settings';
import {
  ACCEPTED,
  type PaybillPayment,
  REJECTED_ACCOUNT,
  readPaybillPayment,
  readStatusResult,
  readStkCallback,
  type StatusResult,
  type StkOutcome,
} from '@pm/infra/mpesa/callbacks';
import { callbackPaths, type MobileMoneyGateway } from '@pm/infra/mpesa/port';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CommandDeps } from '../../context';
import { sameText } from '../../lib/same-text';
import { mobileMoneyGateway } from './gateway';
import { childNamed, receiveMobilePayment } from './receive';
import { answerStatus, holdForStatus, isDoubtful } from './status-checks';
import { answerStk } from './stk-answers';

/** What M-Pesa posts is small: a callback above this is not one of its. */
const CALLBACK_BODY_LIMIT = 8 * 1024;

/** The callback paths the write-origin check lets through without a page's Origin (they carry a secret). */
export const mpesaCallbackPaths = (config: MpesaConfig): string[] =>
  config.callbackSecret ? Object.values(callbackPaths(config.callbackSecret)) : [];

type Read<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly status: number; readonly why: string };

/**
 * A callback as the product will act on it, or why not: from an address M-Pesa posts from (when
 * MPESA_CALLBACK_SOURCES names them), with a body that reads (every field bounded, no NUL or broken
 * character).
 */
const readCallback = <T>(
  request: FastifyRequest,
  config: MpesaConfig,
  reader: (body: unknown) => T | null,
): Read<T> => {
  if (config.callbackSources.length > 0 && !config.callbackSources.includes(request.ip))
    return { ok: false, status: 403, why: 'the callback came from an address M-Pesa does not post from' };
  if (unsafeTextPath(request.body) !== null)
    return { ok: false, status: 400, why: 'the callback holds a character text cannot store' };
  const value = reader(request.body);
  if (value === null)
    return { ok: false, status: 400, why: 'the callback does not read as M-Pesa writes it' };
  return { ok: true, value };
};

/** A paybill payment's callback, for this programme's paybill number only. */
const readPaybill = (request: FastifyRequest, config: MpesaConfig): Read<PaybillPayment> => {
  const read = readCallback(request, config, readPaybillPayment);
  if (read.ok && read.value.shortCode !== config.shortCode)
    return {
      ok: false,
      status: 400,
      why: `the payment was made to paybill ${read.value.shortCode}, not ours`,
    };
  return read;
};

const refuse = (request: FastifyRequest, reply: FastifyReply, read: { status: number; why: string }) => {
  // nothing is recorded; the log keeps who sent what was refused, for the operator
  request.log.warn({ ip: request.ip, why: read.why }, 'M-Pesa callback refused');
  return reply.code(read.status).send({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' });
};

/** Answers 404-like refusals for a wrong secret or step: one more unknown path. */
const known = (request: FastifyRequest, secret: string, steps: readonly string[]): boolean => {
  const params = request.params as { secret: string; step: string };
  return sameText(params.secret, secret) && steps.includes(params.step);
};
const NOT_FOUND = { message: 'No route POST /api/mobile-money', code: 'not_found' } as const;

/**
 * M-Pesa's callbacks, public as Safaricom cannot sign in but only on their secret path
 * (MPESA_CALLBACK_SECRET: a wrong secret is refused like any unknown path), from the configured
 * addresses, for the configured paybill (docs/domain/mobile-money.md, "Callbacks"):
 * - validation, asked before the payer's money moves: a reference that names no child on the register is
 *   rejected, so M-Pesa tells the payer at once and their money stays with them;
 * - confirmation, once the money has moved: the payment is recorded (receiveMobilePayment), matched or
 *   unmatched, once per receipt; a confirmation delivered again answers Accepted and changes nothing. One
 *   with doubts (its sender not known: isDoubtful) is held and M-Pesa's Transaction Status asked first;
 * - Transaction Status's result (and its timeout, left for the retry): the held payment is recorded only
 *   from M-Pesa's own answer;
 * - a request to pay's answer (STK callback): the request ends as M-Pesa says and, paid, its money is
 *   received for the child it named (stk-answers.ts).
 */
export const registerMpesaCallbacks = (
  app: FastifyInstance,
  deps: CommandDeps,
  config: MpesaConfig,
  gateway: MobileMoneyGateway | null = mobileMoneyGateway(deps),
): void => {
  const secret = config.callbackSecret;
  if (!secret) return;
  const options = { schema: { hide: true }, bodyLimit: CALLBACK_BODY_LIMIT };
  void app.register(async (scope) => {
    scope.post('/api/mobile-money/:secret/c2b/:step', options, async (request, reply) => {
      if (!known(request, secret, ['validation', 'confirmation'])) return reply.code(404).send(NOT_FOUND);
      const read = readPaybill(request, config);
      if (!read.ok) return refuse(request, reply, read);
      const payment = read.value;
      if ((request.params as { step: string }).step === 'validation') {
        const child = await childNamed(deps, payment.reference);
        return reply.send(child === null || child.deleted ? REJECTED_ACCOUNT : ACCEPTED);
      }
      const incoming = { ...payment, channel: 'paybill' as const };
      if (gateway && isDoubtful(config)) {
        await holdForStatus(deps, gateway, incoming);
        request.log.info({ receipt: payment.receipt }, 'M-Pesa payment held for Transaction Status');
        return reply.send(ACCEPTED);
      }
      const outcome = await receiveMobilePayment(deps, incoming);
      request.log.info({ receipt: payment.receipt, outcome }, 'M-Pesa payment received');
      return reply.send(ACCEPTED);
    });
    scope.post('/api/mobile-money/:secret/stk', options, async (request, reply) => {
      if (!sameText((request.params as { secret: string }).secret, secret))
        return reply.code(404).send(NOT_FOUND);
      const read = readCallback<StkOutcome>(request, config, readStkCallback);
      if (!read.ok) return refuse(request, reply, read);
      const outcome = await answerStk(deps, read.value, gateway && isDoubtful(config) ? gateway : null);
      request.log.info({ checkout: read.value.checkoutRequestId, outcome }, 'M-Pesa request to pay answered');
      return reply.send(ACCEPTED);
    });
    scope.post('/api/mobile-money/:secret/status/:step', options, async (request, reply) => {
      if (!known(request, secret, ['result', 'timeout'])) return reply.code(404).send(NOT_FOUND);
      if ((request.params as { step: string }).step === 'timeout') {
        // the question is asked again by the retry (askAgain); nothing to record
        request.log.warn({ ip: request.ip }, 'M-Pesa Transaction Status timed out');
        return reply.send(ACCEPTED);
      }
      const read = readCallback<StatusResult>(request, config, readStatusResult);
      if (!read.ok) return refuse(request, reply, read);
      const outcome = await answerStatus(deps, read.value);
      if (outcome !== 'recorded')
        request.log.warn({ outcome }, 'M-Pesa Transaction Status: nothing recorded');
      return reply.send(ACCEPTED);
    });
  });
};
