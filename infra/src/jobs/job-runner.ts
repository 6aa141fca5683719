import { forLongWork } from '@pm/infra/db/pool';
import type pg from 'pg';
import PgBoss from 'pg-boss';

/**
 * The background jobs on pg-boss (the command service's reports, SMS dispatch and hourly jobs; the read
 * API's replay and chain checks), in the product's database (schema `pgboss`, created and migrated by
 * pg-boss when the runner starts): claiming with SKIP LOCKED, retries with back-off, expiry of a run whose process died, cron schedules.
 * Why pg-boss and what stayed ours: docs/decisions/job-runner.md.
 */

export interface RunnerLog {
  error(o: object, m: string): void;
  warn(o: object, m: string): void;
}

/** A queue and how its jobs are retried (pg-boss's queue options, applied on every start). */
export interface QueueDefinition {
  readonly name: string;
  /** 'stately': at most one job waiting and one running, across every process. */
  readonly policy?: 'standard' | 'stately';
  /** A job that throws, or whose run expires, is run again up to this many times. */
  readonly retryLimit: number;
  /** Seconds before a retry; with retryBackoff doubled at each retry, with jitter. */
  readonly retryDelay: number;
  readonly retryBackoff: boolean;
  /** A run still going after this long is taken for dead (its process stopped) and retried. */
  readonly expireInSeconds: number;
  /** Where a job goes when its last retry fails. */
  readonly deadLetter?: string;
}

export type Job<T> = PgBoss.JobWithMetadata<T>;
/** Runs one job; `stopping` aborts when the service stops. Throwing hands the job back for a retry. */
export type JobHandler<T> = (job: Job<T>, stopping: AbortSignal) => Promise<void>;

/** The id of the one job of a queue about one numbered thing (a report, a message): sent twice, queued once. */
export const jobIdOf = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A job run on the last of its retries: what it cannot do now it must settle instead of throwing. */
export const lastRun = (job: Job<unknown>): boolean => job.retryCount >= job.retryLimit;

const DEADLOCK = '40P01';

/** In-flight work gets this long when a worker stops; then its job is failed back to the queue. */
const GRACE_MS = 10_000;

const within = async (work: Promise<unknown>, ms: number): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
};

/**
 * pg-boss's scripts (its schema and migrations, its maintenance: BEGIN … COMMIT in one text) on a
 * connection of their own, rolled back when one fails so that no pooled connection is left inside a failed
 * transaction; on the pool without a statement timeout, as a migration may wait for another process's lock.
 */
const script = async (pool: pg.Pool, text: string): Promise<pg.QueryResult> => {
  const client = await pool.connect();
  try {
    return await client.query(text);
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
};

/** pg-boss's statements inside the caller's transaction (a job queued with the row it is about). */
export const onClient = (client: pg.PoolClient): PgBoss.Db => ({
  executeSql: (text, values) => client.query(text, values),
});

export class JobRunner {
  private readonly boss: PgBoss;
  private readonly stopping = new AbortController();
  /** pg-boss's statements in flight (it completes and fails jobs without waiting for them). */
  private readonly statements = new Set<Promise<unknown>>();
  private readonly workers = new Map<string, string[]>();
  private defining: Promise<void> = Promise.resolve();

  constructor(
    pool: pg.Pool,
    private readonly log: RunnerLog,
  ) {
    const executeSql = (text: string, values?: unknown[]) => {
      const done = values === undefined ? script(forLongWork(pool), text) : pool.query(text, values);
      this.statements.add(done);
      // a statement refused while the service stops or the database is away is mended by the job's
      // retry or expiry; attached here so that it is never an unhandled rejection
      done.catch(() => {}).finally(() => this.statements.delete(done));
      return done;
    };
    // the service's pool, so the runner adds no connections; pg-boss keeps its tables in `pgboss`
    this.boss = new PgBoss({ db: { executeSql }, schema: 'pgboss', maintenanceIntervalSeconds: 30 });
    this.boss.on('error', (err) => log.error({ err }, 'job runner: pg-boss failed a round; it tries again'));
  }

  /** Creates or migrates pg-boss's schema, then starts its maintenance and cron. */
  async start(): Promise<void> {
    await this.boss.start();
  }

  /**
   * Creates the queue, or brings an existing one to this definition. pg-boss's create_queue deadlocks with
   * another one running at once (each locks the queue table): this process's run one after the other, and
   * the loser of a deadlock with another process's tries again (the queue exists then).
   */
  define(queue: QueueDefinition): Promise<void> {
    const defined = this.defining.then(async () => {
      const options = { policy: 'standard' as const, ...queue };
      for (let attempt = 1; ; attempt++) {
        try {
          await this.boss.createQueue(queue.name, options);
          await this.boss.updateQueue(queue.name, options);
          return;
        } catch (e) {
          if (attempt >= 5 || (e as { code?: string }).code !== DEADLOCK) throw e;
          await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
        }
      }
    });
    this.defining = defined.catch(() => {});
    return defined;
  }

  send(name: string, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
    return this.boss.send(name, data, options);
  }

  /** Queues jobs in the caller's transaction; a job whose id is taken is not queued again. */
  insert(client: pg.PoolClient, jobs: PgBoss.JobInsert[]): Promise<void> {
    return jobs.length === 0 ? Promise.resolve() : this.boss.insert(jobs, { db: onClient(client) });
  }

  /** A cron schedule (shared by every process: pg-boss sends each tick's job once). */
  schedule(name: string, cron: string, tz = 'Africa/Nairobi'): Promise<void> {
    return this.boss.schedule(name, cron, {}, { tz });
  }

  /** Wakes this process's workers of the queue (a job was just queued here). */
  notify(name: string): void {
    for (const id of this.workers.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /**
   * Makes sure each item has a job waiting or running, for work whose rows say it is unfinished: a job
   * sent where there is none (queued where no worker ran), a failed one (its retries spent) run once
   * more, a finished one replaced.
   */
  async ensure(name: string, items: readonly { n: number; data: object }[]): Promise<void> {
    for (const { n, data } of items) {
      const id = jobIdOf(n);
      const job = await this.boss.getJobById(name, id);
      if (job?.state === 'failed') await this.boss.retry(name, id);
      else if (!job || job.state === 'completed' || job.state === 'cancelled') {
        if (job) await this.boss.deleteJob(name, id);
        await this.boss.send(name, data, { id });
      }
    }
  }

  /** Works the queue one job at a time until the answered function is called (it waits for the job). */
  async work<T extends object>(
    queue: QueueDefinition,
    pollMs: number,
    handler: JobHandler<T>,
  ): Promise<() => Promise<void>> {
    let closed = false;
    const running = new Set<Promise<void>>();
    const options = { includeMetadata: true as const, pollingIntervalSeconds: Math.max(0.5, pollMs / 1000) };
    const id = await this.boss.work<T>(queue.name, options, async ([job]) => {
      if (!job) return;
      // fetched as the worker stopped: handed back untouched
      if (closed || this.stopping.signal.aborted) throw new Error('The worker stopped before the job began');
      const run = handler(job, this.stopping.signal).catch((err: unknown) => {
        this.log.warn(
          { err, queue: queue.name, jobId: job.id, retryCount: job.retryCount },
          'job failed; pg-boss runs it again unless its retries are spent',
        );
        throw err;
      });
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
      }
    });
    this.workers.set(queue.name, [...(this.workers.get(queue.name) ?? []), id]);
    return async () => {
      closed = true;
      this.workers.set(
        queue.name,
        (this.workers.get(queue.name) ?? []).filter((w) => w !== id),
      );
      await this.boss.offWork({ id });
      await within(Promise.allSettled(running), GRACE_MS);
      await this.settled();
    };
  }

  /** Stops pg-boss (a job still running after the grace is failed back to its queue), then waits for its statements. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.boss.stop({ graceful: true, timeout: 1000, close: false });
    await this.settled();
  }

  private async settled(): Promise<void> {
    // what a finished handler set off (pg-boss completes its job on the next turns)
    await new Promise((r) => setImmediate(r));
    const deadline = Date.now() + 5000;
    while (this.statements.size > 0 && Date.now() < deadline)
      await within(Promise.allSettled([...this.statements]), deadline - Date.now());
  }
}

interface Shared {
  readonly runner: JobRunner;
  readonly started: Promise<void>;
  users: number;
}

const shared = new WeakMap<pg.Pool, Shared>();

/**
 * The runner of this pool (one per process), started by its first user and stopped when the last one lets
 * it go: in the command service the report worker (the app), the SMS dispatcher and the hourly jobs
 * share it; in the read API, its checks.
 */
export const useJobRunner = async (
  pool: pg.Pool,
  log: RunnerLog,
): Promise<{ runner: JobRunner; release: () => Promise<void> }> => {
  let entry = shared.get(pool);
  if (!entry) {
    const runner = new JobRunner(pool, log);
    entry = { runner, started: runner.start(), users: 0 };
    shared.set(pool, entry);
  }
  const used = entry;
  used.users += 1;
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    used.users -= 1;
    if (used.users > 0) return;
    if (shared.get(pool) === used) shared.delete(pool);
    await used.runner.stop();
  };
  try {
    await used.started;
  } catch (e) {
    await release();
    throw e;
  }
  return { runner: used.runner, release };
};

/** This process's runner of the pool, if one runs (a request queues its job there). */
export const jobRunnerOf = (pool: pg.Pool): JobRunner | undefined => shared.get(pool)?.runner;
