import type pg from 'pg';
import { sleepUnlessAborted } from '../sleep';
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
import { READ_ALL, READ_STREAM, STORED_RESULT } from './postgres-reads';
import {
  DEFAULT_READ_LIMIT,
  type EventRow,
  nonNegativeInteger,
  type PostgresEventStoreOptions,
  toRecorded,
} from './postgres-rows';

export type { PostgresEventStoreOptions };
export { APPENDED_CHANNEL };

/** How many of the latest events subscriptions share (see readForSubscription). */
const RECENT_EVENTS = 5000;

/** What a subscription read. */
interface SubscriptionRead {
  readonly events: RecordedEvent[];
  /**
   * Set when the events end where the log ended for the read that brought the last of them (it found
   * fewer than it asked for): the listener's seq taken just before the oldest read that brought any of
   * them was issued. Unset when more events may follow.
   */
  readonly endSeq: number | undefined;
}

/** A read of the log for subscriptions, shared by those that read after the same position. */
interface SharedRead {
  readonly events: RecordedEvent[];
  /** The listener's seq just before the read was issued. */
  readonly seq: number;
  /** It found fewer events than it asked for: the end of the log, as of its snapshot. */
  readonly atEnd: boolean;
}

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

  async storedResult(
    streamId: string,
    commandId: string,
  ): Promise<{ version: number; position: bigint } | null> {
    const { rows } = await this.pool.query<{ version: number; position: string }>(STORED_RESULT, [
      commandId,
      streamId,
    ]);
    const row = rows[0];
    return row ? { version: row.version, position: BigInt(row.position) } : null;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = nonNegativeInteger(options.from ?? 0, 'from');
    const to = options.to === undefined ? null : nonNegativeInteger(options.to, 'to');
    const result = await this.pool.query<EventRow>({ ...READ_STREAM, values: [streamId, from, to] });
    return result.rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? 0n;
    const limit = options.limit ?? DEFAULT_READ_LIMIT;
    if (!Number.isSafeInteger(limit) || limit <= 0)
      throw new RangeError(`limit must be a positive integer: ${limit}`);
    // No gap handling needed: positions become visible in order (see appendToStream, step 3).
    const result = await this.pool.query<EventRow>({ ...READ_ALL, values: [after.toString(), limit] });
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
        let read: SubscriptionRead;
        try {
          read = await this.readForSubscription(last, this.subscribeBatchSize);
        } catch (e) {
          // Aborting (or closing the pool) while a read is in flight is a normal way to stop.
          if (signal.aborted) return;
          throw e;
        }
        if (signal.aborted) return;
        const batch = read.events;
        if (batch.length > 0) {
          last = batch.at(-1)!.position;
          yield batch;
          if (signal.aborted) return;
          // A short batch that ended where the log ended: re-reading now would find nothing, unless an
          // append committed after the read's snapshot. Its NOTIFY, sent after its commit, changes the
          // listener's seq when it arrives, and one still on its way wakes the wait below. So the
          // re-read is skipped while LISTEN is in effect and nothing arrived since before the read.
          const caughtUp =
            batch.length < this.subscribeBatchSize &&
            read.endSeq !== undefined &&
            this.listener.live &&
            this.listener.seq === read.endSeq;
          if (!caughtUp) {
            // Appends keep arriving: with gatherMs, the next read waits that long and takes what arrived
            // meanwhile in one batch, instead of one read per commit (a full page is read on at once).
            if (this.gatherMs > 0 && batch.length < this.subscribeBatchSize)
              await sleepUnlessAborted(this.gatherMs, signal);
            continue;
          }
        }
        // A freshly (re)opened LISTEN may have missed notifications: read once more before sleeping.
        if (await this.listener.ensure()) continue;
        if (dirty || signal.aborted) continue;
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
        if (dirty && this.gatherMs > 0 && !signal.aborted) await sleepUnlessAborted(this.gatherMs, signal);
      }
    } finally {
      stopWaiting?.();
      await this.listener.remove(wake);
    }
  }

  /** The latest events read for subscriptions, contiguous by position (the log never changes). */
  private recent: RecordedEvent[] = [];
  /** The reads that brought `recent`, in position order: the first position each brought, its seq. */
  private recentReads: { first: bigint; seq: number }[] = [];
  /** The read that brought the last of `recent` found the end of the log. */
  private recentAtEnd = false;
  /** Reads in flight for subscriptions, by the position they read after. */
  private readonly reading = new Map<string, Promise<SharedRead>>();

  /**
   * What a subscription reads next. Many subscriptions of one process (the projector's read models, the
   * SMS dispatcher) wake on the same notification at the same position: they share one query (a read in
   * flight after the same position is awaited, not repeated) and the events it brought (kept while they
   * are among the latest RECENT_EVENTS), instead of each reading the same rows.
   */
  private async readForSubscription(after: bigint, limit: number): Promise<SubscriptionRead> {
    const first = this.recent[0];
    if (first && first.position <= after + 1n && after < this.recent[this.recent.length - 1]!.position) {
      const start = Number(after + 1n - first.position);
      const events = this.recent.slice(start, start + limit);
      const toTail = start + events.length === this.recent.length;
      return { events, endSeq: toTail && this.recentAtEnd ? this.oldestSeq(after + 1n) : undefined };
    }
    const key = after.toString();
    let read = this.reading.get(key);
    if (!read) {
      // taken before the query is issued: a notification arriving from now on changes it
      const seq = this.listener.seq;
      read = this.readAll({ after, limit })
        .then((events) => ({ events, seq, atEnd: events.length < limit }))
        .finally(() => this.reading.delete(key));
      this.reading.set(key, read);
      const shared = await read;
      this.remember(shared);
      return { events: shared.events, endSeq: shared.atEnd ? shared.seq : undefined };
    }
    const shared = await read;
    const events = shared.events.slice(0, limit);
    const whole = events.length === shared.events.length;
    return { events, endSeq: shared.atEnd && whole ? shared.seq : undefined };
  }

  private remember({ events, seq, atEnd }: SharedRead): void {
    if (events.length === 0) return;
    const tail = this.recent[this.recent.length - 1];
    const read = { first: events[0]!.position, seq };
    if (tail && events[0]!.position === tail.position + 1n) {
      this.recent = this.recent.concat(events);
      this.recentReads.push(read);
    } else {
      this.recent = [...events];
      this.recentReads = [read];
    }
    this.recentAtEnd = atEnd;
    if (this.recent.length > RECENT_EVENTS) {
      this.recent = this.recent.slice(-RECENT_EVENTS);
      // forget the reads whose events all fell out
      const kept = this.recent[0]!.position;
      while (this.recentReads.length > 1 && this.recentReads[1]!.first <= kept) this.recentReads.shift();
    }
  }

  /** The seq of the oldest read that brought any of the cached events from `from` on. */
  private oldestSeq(from: bigint): number {
    let oldest = Number.POSITIVE_INFINITY;
    this.recentReads.forEach((read, i) => {
      const next = this.recentReads[i + 1];
      if (!next || next.first > from) oldest = Math.min(oldest, read.seq);
    });
    return oldest;
  }

  /** Ends running subscriptions and the LISTEN connection. The pool belongs to the caller. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.listener.stop();
  }
}
