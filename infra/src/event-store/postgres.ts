import type pg from 'pg';
import { APPENDED_CHANNEL, AppendListener } from './listener';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamAppend,
} from './port';
import { GroupCommitter } from './postgres-append';
import {
  DEFAULT_READ_LIMIT,
  EVENT_COLUMNS,
  type EventRow,
  nonNegativeInteger,
  type PostgresEventStoreOptions,
  toRecorded,
} from './postgres-rows';

export type { PostgresEventStoreOptions };
export { APPENDED_CHANNEL };

/** How many of the latest events subscriptions share (see readForSubscription). */
const RECENT_EVENTS = 5000;

export class PostgresEventStore implements EventStore {
  private readonly listener: AppendListener;
  private readonly pollIntervalMs: number;
  private readonly subscribeBatchSize: number;
  private readonly gatherMs: number;
  private readonly committer: GroupCommitter;
  /** Aborted by close(): ends every running subscription. */
  private readonly closing = new AbortController();

  constructor(
    private readonly pool: pg.Pool,
    options: PostgresEventStoreOptions = {},
  ) {
    this.listener = new AppendListener(pool, options.connectionString);
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.subscribeBatchSize = options.subscribeBatchSize ?? DEFAULT_READ_LIMIT;
    this.gatherMs = options.gatherMs ?? 0;
    this.committer = new GroupCommitter(pool, options.beforeCommit);
  }

  /** One stream's append is a multi-stream append of one part: there is one append path. */
  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    const [result] = await this.appendMany([{ streamId, events, ...options }]);
    return result!;
  }

  /**
   * Appends go through the group committer (postgres-append.ts): appends that arrive while one commits
   * are committed together, each with its own command-id claim and compare-and-set, all in one
   * transaction and one trip through the counter row, so positions still become visible in order and
   * without gaps.
   */
  async appendMany(parts: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (parts.length === 0) return [];
    for (const part of parts)
      if (part.events.length === 0) throw new RangeError(`appendMany(${part.streamId}): no events to append`);
    return this.committer.append(parts);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = nonNegativeInteger(options.from ?? 0, 'from');
    const to = options.to === undefined ? null : nonNegativeInteger(options.to, 'to');
    const result = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events
       WHERE stream_id = $1 AND stream_version >= $2 AND ($3::integer IS NULL OR stream_version <= $3)
       ORDER BY stream_version`,
      [streamId, from, to],
    );
    return result.rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? 0n;
    const limit = options.limit ?? DEFAULT_READ_LIMIT;
    if (!Number.isSafeInteger(limit) || limit <= 0)
      throw new RangeError(`limit must be a positive integer: ${limit}`);
    // No gap handling needed: positions become visible in order (see appendToStream, step 3).
    const result = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events WHERE position > $1 ORDER BY position LIMIT $2`,
      [after.toString(), limit],
    );
    return result.rows.map(toRecorded);
  }

  subscribe(after: bigint, signal: AbortSignal): AsyncIterable<readonly RecordedEvent[]> {
    return this.follow(after, AbortSignal.any([signal, this.closing.signal]));
  }

  private async *follow(after: bigint, signal: AbortSignal): AsyncGenerator<readonly RecordedEvent[]> {
    if (signal.aborted) return;
    let last = after;
    // Set by every notification; cleared before each read, so one arriving during a read is not lost.
    let dirty = false;
    let stopWaiting: (() => void) | undefined;
    const wake = () => {
      dirty = true;
      stopWaiting?.();
    };
    try {
      await this.listener.add(wake);
      while (!signal.aborted) {
        dirty = false;
        let batch: RecordedEvent[];
        try {
          batch = await this.readForSubscription(last, this.subscribeBatchSize);
        } catch (e) {
          // Aborting (or closing the pool) while a read is in flight is a normal way to stop.
          if (signal.aborted) return;
          throw e;
        }
        if (signal.aborted) return;
        if (batch.length > 0) {
          last = batch.at(-1)!.position;
          yield batch;
          continue;
        }
        // A freshly (re)opened LISTEN may have missed notifications: read once more before sleeping.
        if (await this.listener.ensure()) continue;
        if (dirty) continue;
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            stopWaiting = undefined;
            resolve();
          };
          const timer = setTimeout(done, this.pollIntervalMs);
          signal.addEventListener('abort', done, { once: true });
          stopWaiting = done;
        });
        if (dirty && this.gatherMs > 0 && !signal.aborted)
          await new Promise<void>((resolve) => setTimeout(resolve, this.gatherMs));
      }
    } finally {
      stopWaiting?.();
      await this.listener.remove(wake);
    }
  }

  /** The latest events read for subscriptions, contiguous by position (the log never changes). */
  private recent: RecordedEvent[] = [];
  /** Reads in flight for subscriptions, by the position they read after. */
  private readonly reading = new Map<string, Promise<RecordedEvent[]>>();

  /**
   * What a subscription reads next. Many subscriptions of one process (the projector's read models, the
   * SMS dispatcher) wake on the same notification at the same position: they share one query (a read in
   * flight after the same position is awaited, not repeated) and the events it brought (kept while they
   * are among the latest RECENT_EVENTS), instead of each reading the same rows.
   */
  private async readForSubscription(after: bigint, limit: number): Promise<RecordedEvent[]> {
    const first = this.recent[0];
    if (first && first.position <= after + 1n && after < this.recent[this.recent.length - 1]!.position)
      return this.recent.slice(
        Number(after + 1n - first.position),
        Number(after + 1n - first.position) + limit,
      );
    const key = after.toString();
    let read = this.reading.get(key);
    if (!read) {
      read = this.readAll({ after, limit }).finally(() => this.reading.delete(key));
      this.reading.set(key, read);
      const events = await read;
      this.remember(events);
      return events;
    }
    return (await read).slice(0, limit);
  }

  private remember(events: readonly RecordedEvent[]): void {
    if (events.length === 0) return;
    const tail = this.recent[this.recent.length - 1];
    this.recent =
      tail && events[0]!.position === tail.position + 1n ? this.recent.concat(events) : [...events];
    if (this.recent.length > RECENT_EVENTS) this.recent = this.recent.slice(-RECENT_EVENTS);
  }

  /** Ends running subscriptions and the LISTEN connection. The pool belongs to the caller. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.listener.stop();
  }
}
