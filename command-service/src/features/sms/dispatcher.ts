import {
  type DispatchedRecipient,
  type RecordSmsDispatch,
  type SmsQueued,
  smsDecider,
  smsStream,
} from '@pm/domain';
import { openRecipientPhones } from '@pm/infra/crypto/sms-phones';
import { sleepUnlessAborted } from '@pm/infra/sleep';
import { GatewayError, type GatewayRecipient, isAccepted, type SmsGateway } from '@pm/infra/sms/gateway';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { run } from '../../lib/command-bus';
import { systemContext } from '../../lib/define-command';
import { FollowerCheckpoint } from './follower-checkpoint';

type Answer = RecordSmsDispatch['data'];

export interface DispatcherOptions {
  readonly gateway: SmsGateway;
  /** Attempts before a message is given up as Failed (network errors, timeouts, 5xx). */
  readonly maxAttempts?: number;
  /** Wait before attempt n+1; doubling from 2 s, at most 5 minutes, by default. */
  readonly backoffMs?: (attempt: number) => number;
  /** How often due messages are looked for besides being woken by the log. */
  readonly pollMs?: number;
  /** A claim older than this was left by a process that died during the gateway call. */
  readonly staleAfterMs?: number;
  readonly log?: { error(o: object, m: string): void; warn(o: object, m: string): void };
}

const CHECKPOINT = 'sms-dispatcher';
/**
 * The outbox dispatcher of the command service. SmsQueued is the outbox: the dispatcher follows the event
 * log from its checkpoint (sms_dispatcher_checkpoint) and keeps one row per queued message
 * (sms_dispatches), then hands each due message to the gateway and appends SmsDispatched with the answer.
 *
 * At most once: before the gateway is called the row is claimed ('sending', committed); the answer is
 * kept ('answered', with the gateway's message ids) before SmsDispatched is appended ('recorded'). A crash
 * before the claim sends the message after the restart, once. A crash during the call leaves the claim;
 * each attempt is sent with a reference (`sms-<id>-<attempt>`), and when the gateway can be asked
 * (`lookup`) the claim is resolved by its answer: taken, the message is recorded Sent with the gateway's
 * message ids (its delivery reports, posted again by the gateway until taken, then find it); never got,
 * it is sent again; no answer now, it is asked again later. A gateway that cannot be asked (Africa's
 * Talking) leaves the old rule: recorded as Failed rather than risk sending it twice. Network errors,
 * timeouts and 5xx answers are retried with a back-off, up to maxAttempts, then recorded as Failed.
 */
export class SmsDispatcher {
  private controller = new AbortController();
  private loops: Promise<unknown>[] = [];
  private wake: () => void = () => {};
  private readonly checkpoint: FollowerCheckpoint;

  constructor(
    private readonly deps: CommandDeps,
    private readonly options: DispatcherOptions,
  ) {
    this.checkpoint = new FollowerCheckpoint(deps.pool, CHECKPOINT);
  }

  start(): void {
    this.controller = new AbortController();
    const { signal } = this.controller;
    this.loops = [this.follow(signal), this.work(signal)];
  }

  async stop(): Promise<void> {
    this.controller.abort();
    this.wake();
    await Promise.allSettled(this.loops);
    await this.checkpoint.flush().catch(() => {}); // the database may be what stopped it
  }

  /** Follows the log: a row per queued message, recorded ones marked, the checkpoint moved on. */
  private async follow(signal: AbortSignal): Promise<void> {
    const { pool, store } = this.deps;
    while (!signal.aborted) {
      try {
        for await (const batch of store.subscribe(await this.checkpoint.read(), signal)) {
          const ids = (type: string) =>
            batch.filter((e) => e.type === type).map((e) => (e.data as { smsId: number }).smsId);
          const last = batch[batch.length - 1];
          if (!last) continue;
          const queued = ids('SmsQueued');
          const dispatched = ids('SmsDispatched');
          if (queued.length === 0 && dispatched.length === 0) {
            // nothing for the outbox: the checkpoint moves on, lazily
            await this.checkpoint.passed(last.position);
            continue;
          }
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            await client.query(
              `INSERT INTO sms_dispatches (sms_id, state) SELECT unnest($1::int[]), 'pending' ON CONFLICT DO NOTHING`,
              [queued],
            );
            await client.query(
              `UPDATE sms_dispatches SET state = 'recorded', updated_at = now() WHERE sms_id = ANY($1::int[])`,
              [dispatched],
            );
            const moved = this.checkpoint.statement(last.position);
            await client.query(moved.text, moved.values);
            await client.query('COMMIT');
            this.checkpoint.written();
          } catch (e) {
            await client.query('ROLLBACK').catch(() => {});
            throw e;
          } finally {
            client.release();
          }
          this.wake();
        }
      } catch (e) {
        if (signal.aborted) return;
        this.options.log?.error({ err: e }, 'SMS dispatcher: following the log failed; retrying');
        await sleepUnlessAborted(1000, signal);
      }
    }
  }

  /** Sends what is due, until stopped; woken by the log or every pollMs. */
  private async work(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        await this.runOnce(signal);
      } catch (e) {
        if (!signal.aborted) this.options.log?.error({ err: e }, 'SMS dispatcher: a round failed');
      }
      if (signal.aborted) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs ?? 1000);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** One round: claims left by a crash, answers not yet recorded, then the due messages. */
  async runOnce(signal: AbortSignal = new AbortController().signal): Promise<void> {
    const { pool } = this.deps;
    const stale = await pool.query<{ sms_id: number; attempts: number }>(
      `SELECT sms_id, attempts FROM sms_dispatches
        WHERE state = 'sending' AND claimed_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY sms_id`,
      [this.options.staleAfterMs ?? 60_000],
    );
    for (const row of stale.rows) {
      if (signal.aborted) return;
      await this.resolveInterrupted(row.sms_id, row.attempts);
    }
    const answered = await pool.query<{ sms_id: number; answer: Answer }>(
      `SELECT sms_id, answer FROM sms_dispatches WHERE state = 'answered' AND answer IS NOT NULL ORDER BY sms_id`,
    );
    for (const row of answered.rows) await this.record(row.sms_id, row.answer);
    const due = await pool.query<{ sms_id: number }>(
      `SELECT sms_id FROM sms_dispatches WHERE state = 'pending' AND next_attempt_at <= now()
        ORDER BY sms_id LIMIT 50`,
    );
    for (const { sms_id } of due.rows) {
      if (signal.aborted) return;
      await this.dispatch(sms_id);
    }
  }

  /**
   * A claim left by a process that died during the gateway call: the gateway is asked what became of
   * that attempt when it can be; otherwise the message is Failed (UNKNOWN_OUTCOME), never sent twice.
   * Each outcome is taken only from the state 'sending', so two instances never both act on it.
   */
  private async resolveInterrupted(smsId: number, attempts: number): Promise<void> {
    const { pool } = this.deps;
    const take = async () =>
      (
        await pool.query(
          `UPDATE sms_dispatches SET state = 'answered', answer = NULL, updated_at = now()
            WHERE sms_id = $1 AND state = 'sending' AND attempts = $2 RETURNING sms_id`,
          [smsId, attempts],
        )
      ).rowCount === 1;
    const lookup = this.options.gateway.lookup;
    if (!lookup) {
      if (await take()) await this.keep(smsId, await this.failed(smsId, attempts, UNKNOWN_OUTCOME));
      return;
    }
    let recipients: Awaited<ReturnType<typeof lookup>>;
    try {
      recipients = await lookup(referenceOf(smsId, attempts));
    } catch (e) {
      // asked again once the claim is stale again
      await pool.query(
        `UPDATE sms_dispatches SET claimed_at = now(), updated_at = now(), last_error = $3
          WHERE sms_id = $1 AND state = 'sending' AND attempts = $2`,
        [smsId, attempts, e instanceof Error ? e.message : String(e)],
      );
      this.options.log?.warn({ smsId, err: e }, 'SMS gateway could not say what became of a message');
      return;
    }
    if (recipients === null) {
      // the gateway never got it: sent again (as a new attempt, with its own reference)
      await pool.query(
        `UPDATE sms_dispatches SET state = 'pending', next_attempt_at = now(), updated_at = now(),
                last_error = 'interrupted before the gateway got it'
          WHERE sms_id = $1 AND state = 'sending' AND attempts = $2`,
        [smsId, attempts],
      );
      this.wake();
      return;
    }
    const queued = (await this.deps.store.readStream(smsStream(smsId))).find((e) => e.type === 'SmsQueued');
    if (!(await take())) return;
    if (!queued) return this.keep(smsId, await this.failed(smsId, attempts, 'The message was not found'));
    const phones = await openRecipientPhones(
      pool,
      (queued.data as SmsQueued['data']).recipients.map((r) => r.phone),
    );
    await this.keep(smsId, answerOf(phones, recipients, attempts));
  }

  private async dispatch(smsId: number): Promise<void> {
    const { pool, store } = this.deps;
    const claim = await pool.query<{ attempts: number }>(
      `UPDATE sms_dispatches SET state = 'sending', attempts = attempts + 1, claimed_at = now(), updated_at = now()
        WHERE sms_id = $1 AND state = 'pending' RETURNING attempts`,
      [smsId],
    );
    const attempts = claim.rows[0]?.attempts;
    if (attempts === undefined) return; // taken by another instance
    const events = await store.readStream(smsStream(smsId));
    // already answered (the checkpoint was lost and the log followed again): never sent twice
    if (events.some((e) => e.type === 'SmsDispatched')) {
      await pool.query(`UPDATE sms_dispatches SET state = 'recorded', updated_at = now() WHERE sms_id = $1`, [
        smsId,
      ]);
      return;
    }
    const queued = events.find((e) => e.type === 'SmsQueued');
    if (!queued) return this.keep(smsId, await this.failed(smsId, attempts, 'The message was not found'));
    const data = queued.data as SmsQueued['data'];
    const phones = await openRecipientPhones(
      pool,
      data.recipients.map((r) => r.phone),
    );
    const to = [...new Set(phones.filter((p): p is string => p !== null))];
    if (to.length === 0)
      return this.keep(smsId, await this.failed(smsId, attempts, 'No number could be read (erased)'));
    let answer: Answer;
    try {
      const recipients = await this.options.gateway.send({
        to,
        text: data.content,
        reference: referenceOf(smsId, attempts),
      });
      answer = answerOf(phones, recipients, attempts);
    } catch (e) {
      const retryable = e instanceof GatewayError ? e.retryable : true;
      const reason = e instanceof Error ? e.message : String(e);
      if (retryable && attempts < (this.options.maxAttempts ?? 5)) {
        const wait = this.options.backoffMs?.(attempts) ?? Math.min(2000 * 2 ** (attempts - 1), 300_000);
        await pool.query(
          `UPDATE sms_dispatches SET state = 'pending', last_error = $2, updated_at = now(),
                  next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
            WHERE sms_id = $1`,
          [smsId, reason, wait],
        );
        this.options.log?.warn({ smsId, attempts, err: e }, 'SMS gateway failed; will retry');
        return;
      }
      answer = await this.failed(smsId, attempts, reason);
    }
    return this.keep(smsId, answer);
  }

  /** Every number Failed, for a message the gateway never took. */
  private async failed(smsId: number, attempts: number, reason: string): Promise<Answer> {
    const queued = (await this.deps.store.readStream(smsStream(smsId))).find((e) => e.type === 'SmsQueued');
    const count = queued ? (queued.data as SmsQueued['data']).recipients.length : 0;
    const recipients = Array.from({ length: count }, (_, index) => ({
      index,
      messageId: null,
      status: 'Failed' as const,
      gatewayStatus: 'NotSent',
      cost: null,
    }));
    return { status: 'Failed', reason, attempts, recipients };
  }

  /** Keeps the answer and the gateway's message ids, then records it in the log. */
  private async keep(smsId: number, answer: Answer): Promise<void> {
    const client = await this.deps.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `UPDATE sms_dispatches SET state = 'answered', answer = $2, updated_at = now() WHERE sms_id = $1`,
        [smsId, JSON.stringify(answer)],
      );
      const sent = answer.recipients.filter((r) => r.messageId !== null);
      await client.query(
        `INSERT INTO sms_gateway_messages (message_id, sms_id, recipient)
         SELECT unnest($1::text[]), $2, unnest($3::int[]) ON CONFLICT DO NOTHING`,
        [sent.map((r) => r.messageId), smsId, sent.map((r) => r.index)],
      );
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
    await this.record(smsId, answer);
  }

  private async record(smsId: number, answer: Answer): Promise<void> {
    const now = new Date().toISOString();
    const ctx = systemContext(this.deps, systemPrincipal('sms-dispatcher'), now, `sms-dispatch:${smsId}`);
    await run(ctx, smsDecider, smsStream(smsId), { type: 'RecordSmsDispatch', data: answer });
    await this.deps.pool.query(
      `UPDATE sms_dispatches SET state = 'recorded', updated_at = now() WHERE sms_id = $1`,
      [smsId],
    );
  }
}

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

export const UNKNOWN_OUTCOME =
  'The service stopped while handing the message to the gateway; it is not sent again, so that no one gets it twice';
