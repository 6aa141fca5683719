import { inTransaction } from '@pm/infra/db/pool';
import { db, execute, rows } from '@pm/infra/db/typed';
import {
  type JobRunner,
  jobIdOf,
  lastRun,
  type QueueDefinition,
  useJobRunner,
} from '@pm/infra/jobs/job-runner';
import { sleepUnlessAborted } from '@pm/infra/sleep';
import type { SmsGateway } from '@pm/infra/sms/gateway';
import { sql } from 'kysely';
import type { CommandDeps } from '../../context';
import { advance, type DispatchContext } from './dispatch';
import { FollowerCheckpoint } from './follower-checkpoint';

export { UNKNOWN_OUTCOME } from './dispatch';

export interface DispatcherOptions {
  readonly gateway: SmsGateway;
  /** Attempts before a message is given up as Failed (network errors, timeouts, 5xx): pg-boss's retryLimit + 1. */
  readonly maxAttempts?: number;
  /**
   * A fixed wait before each retry, in whole seconds as pg-boss counts them (the tests: () => 100, so at
   * once); by default pg-boss's back-off, doubling from 2 s with jitter.
   */
  readonly backoffMs?: (attempt: number) => number;
  /** How often the queue is looked at besides being woken by the log. */
  readonly pollMs?: number;
  /** A claim older than this was left by a run that died during the gateway call. */
  readonly staleAfterMs?: number;
  readonly log?: { error(o: object, m: string): void; warn(o: object, m: string): void };
}

const CHECKPOINT = 'sms-dispatcher';
const DISPATCH = 'sms-dispatch';
/** Every minute: a job for each message whose row is unfinished and has none (see `sweep`). */
const SWEEP: QueueDefinition = {
  name: 'sms-sweep',
  policy: 'stately',
  retryLimit: 0,
  retryDelay: 0,
  retryBackoff: false,
  expireInSeconds: 300,
};

/** The dispatch queue: one job per message, retried as the options say. */
const dispatchQueue = (options: DispatcherOptions, staleAfterMs: number): QueueDefinition => {
  const fixed = options.backoffMs?.(1);
  return {
    name: DISPATCH,
    retryLimit: (options.maxAttempts ?? 5) - 1,
    retryDelay: fixed === undefined ? 2 : Math.round(fixed / 1000),
    retryBackoff: fixed === undefined,
    // a run is one gateway call and a few statements; one that old died with its process
    expireInSeconds: Math.max(30, Math.ceil(staleAfterMs / 1000)),
  };
};

const silent = { error: () => {}, warn: () => {} };

/**
 * The outbox dispatcher of the command service. SmsQueued is the outbox: the dispatcher follows the event
 * log from its checkpoint (sms_dispatcher_checkpoint) and keeps one row per queued message
 * (sms_dispatches), queuing with each row, in the same transaction, the message's one job on the job
 * runner (pg-boss). The job hands the message to the gateway and appends SmsDispatched (dispatch.ts);
 * pg-boss runs it again after a gateway error (its back-off, up to maxAttempts), and after a run whose
 * process died (expiry).
 *
 * At most once: before the gateway is called the row is claimed ('sending', committed); the answer is kept
 * ('answered', with the gateway's message ids) before SmsDispatched is appended ('recorded'). A crash
 * before the claim sends the message after the restart, once. A crash during the call leaves the claim;
 * each attempt is sent with a reference (`sms-<id>-<attempt>`), and when the gateway can be asked
 * (`lookup`) the claim is resolved by its answer: taken, the message is recorded Sent with the gateway's
 * message ids; never got, it is sent again; no answer now, it is asked again at the job's next run. A
 * gateway that cannot be asked (Africa's Talking) leaves the old rule: recorded as Failed rather than risk
 * sending it twice.
 */
export class SmsDispatcher {
  private controller = new AbortController();
  private started: Promise<void> = Promise.resolve();
  private follower: Promise<void> = Promise.resolve();
  private stops: (() => Promise<void>)[] = [];
  private readonly checkpoint: FollowerCheckpoint;
  private readonly context: DispatchContext;
  private readonly queue: QueueDefinition;
  private readonly log: NonNullable<DispatcherOptions['log']>;

  constructor(
    private readonly deps: CommandDeps,
    private readonly options: DispatcherOptions,
  ) {
    this.checkpoint = new FollowerCheckpoint(deps.pool, CHECKPOINT);
    const staleAfterMs = options.staleAfterMs ?? 60_000;
    this.log = options.log ?? silent;
    this.context = { deps, gateway: options.gateway, staleAfterMs, log: this.log };
    this.queue = dispatchQueue(options, staleAfterMs);
  }

  start(): void {
    this.controller = new AbortController();
    const { signal } = this.controller;
    this.started = (async () => {
      while (!signal.aborted) {
        try {
          return await this.begin(signal);
        } catch (e) {
          for (const stop of this.stops.splice(0)) await stop().catch(() => {});
          if (signal.aborted) return;
          this.log.error({ err: e }, 'SMS dispatcher: could not start; trying again');
          await sleepUnlessAborted(5000, signal);
        }
      }
    })();
  }

  async stop(): Promise<void> {
    this.controller.abort();
    await this.started;
    await this.follower;
    for (const stop of this.stops.splice(0)) await stop();
    await this.checkpoint.flush().catch(() => {}); // the database may be what stopped it
  }

  private async begin(signal: AbortSignal): Promise<void> {
    const { runner, release } = await useJobRunner(this.deps.pool, this.log);
    this.stops.push(release);
    await runner.define(this.queue);
    await runner.define(SWEEP);
    await runner.schedule(SWEEP.name, '* * * * *');
    const poll = this.options.pollMs ?? 1000;
    this.stops.unshift(
      await runner.work<{ smsId: number }>(this.queue, poll, (job) =>
        advance(this.context, job.data.smsId, lastRun(job)),
      ),
      await runner.work(SWEEP, 15_000, () => this.sweep(runner)),
    );
    await this.sweep(runner);
    if (!signal.aborted) this.follower = this.follow(runner, signal);
  }

  /**
   * Every unfinished row gets a job waiting or running: rows of messages queued before the job runner, or
   * whose job's retries were spent while the database was away, are never left behind.
   */
  private async sweep(runner: JobRunner): Promise<void> {
    const unfinished = await rows(
      this.deps.pool,
      db
        .selectFrom('sms_dispatches')
        .select('sms_id')
        .where('state', '<>', sql.lit('recorded'))
        .orderBy('sms_id'),
    );
    await runner.ensure(
      DISPATCH,
      unfinished.map(({ sms_id }) => ({ n: sms_id, data: { smsId: sms_id } })),
    );
  }

  /** Follows the log: a row and a job per queued message, recorded ones marked, the checkpoint moved on. */
  private async follow(runner: JobRunner, signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        for await (const batch of this.deps.store.subscribe(await this.checkpoint.read(), signal)) {
          const ids = (type: string) =>
            batch.filter((e) => e.type === type).map((e) => (e.data as { smsId: number }).smsId);
          const last = batch[batch.length - 1];
          if (!last) continue;
          const queued = ids('SmsQueued');
          const dispatched = ids('SmsDispatched');
          // nothing for the outbox: the checkpoint moves on, lazily
          if (queued.length === 0 && dispatched.length === 0) await this.checkpoint.passed(last.position);
          else if (await this.store(runner, queued, dispatched, last.position)) runner.notify(DISPATCH);
        }
      } catch (e) {
        if (signal.aborted) return;
        this.log.error({ err: e }, 'SMS dispatcher: following the log failed; retrying');
        await sleepUnlessAborted(1000, signal);
      }
    }
  }

  /** One batch's rows, jobs and checkpoint in one transaction; true when a message was queued. */
  private async store(
    runner: JobRunner,
    queued: number[],
    dispatched: number[],
    position: bigint,
  ): Promise<boolean> {
    const inserted = await inTransaction(this.deps.pool, async (client) => {
      const inserted = await rows(
        client,
        db
          .insertInto('sms_dispatches')
          .columns(['sms_id', 'state'])
          .expression(
            db.selectNoFrom([
              sql<number>`unnest(${queued}::int[])`.as('sms_id'),
              sql.lit('pending').as('state'),
            ]),
          )
          .onConflict((oc) => oc.doNothing())
          .returning('sms_id'),
      );
      await runner.insert(
        client,
        inserted.map(({ sms_id }) => ({ name: DISPATCH, id: jobIdOf(sms_id), data: { smsId: sms_id } })),
      );
      await execute(
        client,
        db
          .updateTable('sms_dispatches')
          .set({ state: sql.lit('recorded'), updated_at: sql<string>`now()` })
          .where('sms_id', '=', (eb) => eb.fn.any(sql<number[]>`${dispatched}::int[]`)),
      );
      await execute(client, this.checkpoint.statement(position));
      return inserted.length;
    });
    this.checkpoint.written();
    return inserted > 0;
  }
}
