import {
  type DispatchedRecipient,
  type RecordSmsDispatch,
  type SmsQueued,
  smsDecider,
  smsStream,
} from '@pm/domain';
import { openRecipientPhones } from '@pm/infra/crypto/sms-phones';
import { inTransaction } from '@pm/infra/db/pool';
import type { Database } from '@pm/infra/db/tables';
import { db, execute, firstRow, rows } from '@pm/infra/db/typed';
import { GatewayError, type GatewayRecipient, isAccepted, type SmsGateway } from '@pm/infra/sms/gateway';
import { type ExpressionBuilder, sql } from 'kysely';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { run } from '../../lib/command-bus';
import { systemContext } from '../../lib/define-command';

type Answer = RecordSmsDispatch['data'];

/** What one message's dispatch needs: the gateway, and when a claim is taken for a dead attempt's. */
export interface DispatchContext {
  readonly deps: CommandDeps;
  readonly gateway: SmsGateway;
  readonly staleAfterMs: number;
  readonly log?: { warn(o: object, m: string): void };
}

export const UNKNOWN_OUTCOME =
  'The service stopped while handing the message to the gateway; it is not sent again, so that no one gets it twice';

/** A claim whose gateway call was interrupted: 'sending', or taken for resolving but not yet answered. */
const unresolved = (eb: ExpressionBuilder<Database, 'sms_dispatches'>) =>
  eb.or([
    eb('state', '=', sql.lit('sending')),
    eb.and([eb('state', '=', sql.lit('answered')), eb('answer', 'is', null)]),
  ]);

const sqlNow = sql<string>`now()`;

/** Moves a message's row to `state` (and any other columns given), its updated_at with it. */
const setState = (smsId: number, state: string, also: { last_error?: string } = {}) =>
  db
    .updateTable('sms_dispatches')
    .set({ state: sql.lit(state), ...also, updated_at: sqlNow })
    .where('sms_id', '=', smsId);

/**
 * One run of a message's dispatch job: moves its row (sms_dispatches) on from where it stands. pending →
 * sending (claimed, committed before the gateway is called) → answered (the answer kept) → recorded
 * (SmsDispatched appended). Throwing hands the job back to pg-boss, which runs it again after its back-off;
 * on the job's last run (`lastRun`) a gateway error is recorded as Failed instead.
 */
export const advance = async (ctx: DispatchContext, smsId: number, lastRun: boolean): Promise<void> => {
  const row = await firstRow(
    ctx.deps.pool,
    db
      .selectFrom('sms_dispatches')
      .select((eb) => [
        'state',
        'attempts',
        'answer',
        sql<boolean>`coalesce(${eb.ref('claimed_at')} < now() - make_interval(secs => ${ctx.staleAfterMs}::double precision / 1000), true)`.as(
          'stale',
        ),
      ])
      .$narrowType<{ answer: Answer | null }>()
      .where('sms_id', '=', smsId),
  );
  if (!row || row.state === 'recorded') return;
  if (row.state === 'answered' && row.answer) return record(ctx, smsId, row.answer);
  if (row.state !== 'pending') {
    // left by a run that died or failed during the gateway call: resolved once no run can still be in it
    if (!row.stale) throw new Error(`SMS ${smsId}: a claim is still being sent`);
    if (!(await resolveInterrupted(ctx, smsId, row.attempts))) return;
  }
  await dispatch(ctx, smsId, lastRun);
};

const queuedOf = async (ctx: DispatchContext, smsId: number) =>
  (await ctx.deps.store.readStream(smsStream(smsId))).find((e) => e.type === 'SmsQueued')?.data as
    | SmsQueued['data']
    | undefined;

/**
 * A claim whose attempt was interrupted: the gateway is asked what became of it when it can be; otherwise
 * the message is Failed (UNKNOWN_OUTCOME), never sent twice. Each outcome is taken only from the claim's
 * own state, so two runs never both act on it. True when the message is to be sent again now.
 */
const resolveInterrupted = async (
  ctx: DispatchContext,
  smsId: number,
  attempts: number,
): Promise<boolean> => {
  const { pool } = ctx.deps;
  const take = async () =>
    (
      await rows(
        pool,
        db
          .updateTable('sms_dispatches')
          .set({ state: sql.lit('answered'), answer: null, updated_at: sqlNow })
          .where('sms_id', '=', smsId)
          .where(unresolved)
          .where('attempts', '=', attempts)
          .returning('sms_id'),
      )
    ).length === 1;
  const lookup = ctx.gateway.lookup;
  if (!lookup) {
    if (await take()) await keep(ctx, smsId, await failed(ctx, smsId, attempts, UNKNOWN_OUTCOME));
    return false;
  }
  let recipients: Awaited<ReturnType<typeof lookup>>;
  try {
    recipients = await lookup(referenceOf(smsId, attempts));
  } catch (e) {
    await execute(
      pool,
      db
        .updateTable('sms_dispatches')
        .set({ last_error: e instanceof Error ? e.message : String(e), updated_at: sqlNow })
        .where('sms_id', '=', smsId),
    );
    // asked again at the job's next run
    throw new Error(`SMS ${smsId}: the gateway could not say what became of the message`, { cause: e });
  }
  if (recipients === null) {
    // the gateway never got it: sent again (as a new attempt, with its own reference)
    const put = await execute(
      pool,
      setState(smsId, 'pending', { last_error: 'interrupted before the gateway got it' })
        .where(unresolved)
        .where('attempts', '=', attempts),
    );
    return put === 1;
  }
  const queued = await queuedOf(ctx, smsId);
  if (!(await take())) return false;
  if (!queued) await keep(ctx, smsId, await failed(ctx, smsId, attempts, 'The message was not found'));
  else {
    const phones = await openRecipientPhones(
      pool,
      queued.recipients.map((r) => r.phone),
    );
    await keep(ctx, smsId, answerOf(phones, recipients, attempts));
  }
  return false;
};

/** Claims a pending message, hands it to the gateway and keeps and records the answer. */
const dispatch = async (ctx: DispatchContext, smsId: number, lastRun: boolean): Promise<void> => {
  const { pool, store } = ctx.deps;
  const claim = await firstRow(
    pool,
    db
      .updateTable('sms_dispatches')
      .set((eb) => ({
        state: sql.lit('sending'),
        attempts: eb('attempts', '+', 1),
        claimed_at: sqlNow,
        updated_at: sqlNow,
      }))
      .where('sms_id', '=', smsId)
      .where('state', '=', sql.lit('pending'))
      .returning('attempts'),
  );
  const attempts = claim?.attempts;
  if (attempts === undefined) return; // taken by another run
  const events = await store.readStream(smsStream(smsId));
  // already answered (the checkpoint was lost and the log followed again): never sent twice
  if (events.some((e) => e.type === 'SmsDispatched')) {
    await execute(pool, setState(smsId, 'recorded'));
    return;
  }
  const data = events.find((e) => e.type === 'SmsQueued')?.data as SmsQueued['data'] | undefined;
  if (!data) return keep(ctx, smsId, await failed(ctx, smsId, attempts, 'The message was not found'));
  const phones = await openRecipientPhones(
    pool,
    data.recipients.map((r) => r.phone),
  );
  const to = [...new Set(phones.filter((p): p is string => p !== null))];
  if (to.length === 0)
    return keep(ctx, smsId, await failed(ctx, smsId, attempts, 'No number could be read (erased)'));
  let answer: Answer;
  try {
    const recipients = await ctx.gateway.send({
      to,
      text: data.content,
      reference: referenceOf(smsId, attempts),
    });
    answer = answerOf(phones, recipients, attempts);
  } catch (e) {
    const retryable = e instanceof GatewayError ? e.retryable : true;
    const reason = e instanceof Error ? e.message : String(e);
    if (retryable && !lastRun) {
      // the gateway never took it: pending again, and the job's retry sends it after pg-boss's back-off
      await execute(pool, setState(smsId, 'pending', { last_error: reason }));
      ctx.log?.warn({ smsId, attempts, err: e }, 'SMS gateway failed; will retry');
      throw new Error(`SMS ${smsId}: the gateway failed (${reason})`, { cause: e });
    }
    answer = await failed(ctx, smsId, attempts, reason);
  }
  return keep(ctx, smsId, answer);
};

/** Every number Failed, for a message the gateway never took. */
const failed = async (ctx: DispatchContext, smsId: number, attempts: number, reason: string) => {
  const count = (await queuedOf(ctx, smsId))?.recipients.length ?? 0;
  const recipients = Array.from({ length: count }, (_, index) => ({
    index,
    messageId: null,
    status: 'Failed' as const,
    gatewayStatus: 'NotSent',
    cost: null,
  }));
  return { status: 'Failed', reason, attempts, recipients } satisfies Answer;
};

/** Keeps the answer and the gateway's message ids, then records it in the log. */
const keep = async (ctx: DispatchContext, smsId: number, answer: Answer): Promise<void> => {
  await inTransaction(ctx.deps.pool, async (client) => {
    await execute(
      client,
      db
        .updateTable('sms_dispatches')
        .set({ state: sql.lit('answered'), answer: JSON.stringify(answer), updated_at: sqlNow })
        .where('sms_id', '=', smsId),
    );
    const sent = answer.recipients.filter((r) => r.messageId !== null);
    // one statement for any number of recipients: the ids and indexes as two arrays, unnested in step
    await execute(
      client,
      db
        .insertInto('sms_gateway_messages')
        .columns(['message_id', 'sms_id', 'recipient'])
        .expression(
          db.selectNoFrom([
            sql<string>`unnest(${sent.map((r) => r.messageId)}::text[])`.as('message_id'),
            sql<number>`${smsId}`.as('sms_id'),
            sql<number>`unnest(${sent.map((r) => r.index)}::int[])`.as('recipient'),
          ]),
        )
        .onConflict((oc) => oc.doNothing()),
    );
  });
  await record(ctx, smsId, answer);
};

/** SmsDispatched, once: a retried run's command has the same id, and the decider keeps the first answer. */
const record = async (ctx: DispatchContext, smsId: number, answer: Answer): Promise<void> => {
  const now = new Date().toISOString();
  const command = systemContext(ctx.deps, systemPrincipal('sms-dispatcher'), now, `sms-dispatch:${smsId}`);
  await run(command, smsDecider, smsStream(smsId), { type: 'RecordSmsDispatch', data: answer });
  await execute(ctx.deps.pool, setState(smsId, 'recorded'));
};

/** Names one attempt of one message at the gateway (its status query). */
const referenceOf = (smsId: number, attempt: number): string => `sms-${smsId}-${attempt}`;

/** The gateway's answer for each number of the message (`phones`, null where erased). */
const answerOf = (
  phones: readonly (string | null)[],
  recipients: readonly GatewayRecipient[],
  attempts: number,
): Answer => {
  const byNumber = new Map(recipients.map((r) => [r.number, r]));
  const dispatched: DispatchedRecipient[] = phones.map((phone, index) => {
    const r = phone === null ? undefined : byNumber.get(phone);
    const ok = r !== undefined && isAccepted(r.statusCode) && r.messageId !== null;
    return {
      index,
      messageId: ok ? r.messageId : null,
      status: ok ? 'Sent' : 'Failed',
      gatewayStatus: r?.status ?? (phone === null ? 'Erased' : 'NoAnswer'),
      cost: r?.cost ?? null,
    };
  });
  const sent = dispatched.some((r) => r.status === 'Sent');
  return {
    status: sent ? 'Sent' : 'Failed',
    reason: sent ? null : 'The gateway accepted none of the numbers',
    attempts,
    recipients: dispatched,
  };
};
