import { ConcurrencyError, NotFoundError, smsDecider, smsStream, ValidationError } from '@pm/domain';
import { db, firstRow } from '@pm/infra/db/typed';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { run } from '../../lib/command-bus';
import { systemContext } from '../../lib/define-command';
import { sameText } from '../../lib/same-text';
import { isCodeMessage } from '../ussd/send-code';

export const DELIVERY_REPORTS_PATH = '/api/sms/delivery-reports';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The gateway posts the reports of one message's numbers all at once; each is an append to the message's
 * stream. In this process they take turns per message; across instances a lost race is decided again.
 */
const turns = new Map<number, Promise<unknown>>();
const inTurn = async <T>(smsId: number, work: () => Promise<T>): Promise<T> => {
  const before = turns.get(smsId) ?? Promise.resolve();
  const mine = before.catch(() => {}).then(work);
  turns.set(smsId, mine);
  try {
    return await mine;
  } finally {
    if (turns.get(smsId) === mine) turns.delete(smsId);
  }
};

/**
 * One delivery report: the gateway's message id names the message and the number (sms_gateway_messages,
 * written when the gateway answered). The report may overtake the dispatcher's SmsDispatched by a moment,
 * so an unknown id is looked for again for a few seconds before the answer is 404.
 */
export const recordDeliveryReport = async (
  deps: CommandDeps,
  report: { id: string; status: string; failureReason: string | null },
  waitMs = 5000,
): Promise<void> => {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await firstRow(
      deps.pool,
      db.selectFrom('sms_gateway_messages').select('sms_id').where('message_id', '=', report.id),
    );
    const smsId = row?.sms_id;
    try {
      if (smsId === undefined) throw new NotFoundError('Unknown message id');
      const now = new Date().toISOString();
      const commandId = `sms-report:${report.id}:${report.status}`;
      await inTurn(smsId, () =>
        run(
          systemContext(deps, systemPrincipal('sms-delivery-reports'), now, commandId),
          smsDecider,
          smsStream(smsId),
          {
            type: 'RecordSmsDeliveryReport',
            data: { messageId: report.id, gatewayStatus: report.status, failureReason: report.failureReason },
          },
        ),
      );
      return;
    } catch (e) {
      const again = e instanceof NotFoundError || e instanceof ConcurrencyError;
      if (!again || Date.now() > deadline) throw e;
      await sleep(50 + Math.random() * 150);
    }
  }
};

/**
 * POST /api/sms/delivery-reports?token=…: Africa's Talking's delivery-report callback (form-encoded id,
 * status, phoneNumber, networkCode, failureReason, retryCount). Public, as the gateway cannot sign in, but
 * only with the secret token in its URL (SMS_CALLBACK_TOKEN); a wrong token is answered 404 like any
 * unknown route. Recorded as SmsDeliveryReported, so Delivered and Failed come from the reports.
 */
export const registerDeliveryReports = (app: FastifyInstance, deps: CommandDeps, token: string): void => {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(DELIVERY_REPORTS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const given = (request.query as { token?: unknown }).token;
      if (typeof given !== 'string' || !sameText(given, token))
        return reply.code(404).send({ message: `No route POST ${DELIVERY_REPORTS_PATH}`, code: 'not_found' });
      const form = (request.body ?? {}) as Record<string, unknown>;
      const id = typeof form.id === 'string' ? form.id.trim() : '';
      const status = typeof form.status === 'string' ? form.status.trim() : '';
      if (!id || !status || id.length > 200 || status.length > 50)
        throw new ValidationError('A delivery report needs the message id and its status');
      const reason =
        typeof form.failureReason === 'string' && form.failureReason
          ? form.failureReason.slice(0, 200)
          : null;
      // a USSD code's SMS went straight to the gateway: nothing in the outbox waits for its report
      if (!(await isCodeMessage(deps, id)))
        await recordDeliveryReport(deps, { id, status, failureReason: reason });
      return reply.code(200).send({ ok: true });
    });
  });
};
