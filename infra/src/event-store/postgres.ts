import type pg from 'pg';
import { inTransaction } from '../db/pool';
import { eventIdsFor } from './event-ids';
import { APPENDED_CHANNEL, AppendListener } from './listener';
import {
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedVersionError,
} from './port';
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

export class PostgresEventStore implements EventStore {
  private readonly listener: AppendListener;
  private readonly pollIntervalMs: number;
  private readonly subscribeBatchSize: number;
  private readonly beforeCommit: ((streamId: string) => Promise<void>) | undefined;
  /** Aborted by close(): ends every running subscription. */
  private readonly closing = new AbortController();

  constructor(
    private readonly pool: pg.Pool,
    options: PostgresEventStoreOptions = {},
  ) {
    this.listener = new AppendListener(pool, options.connectionString);
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.subscribeBatchSize = options.subscribeBatchSize ?? DEFAULT_READ_LIMIT;
    this.beforeCommit = options.beforeCommit;
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
   * 1. Claim each command id first: a concurrent retry of the same command blocks on the primary key
   *    until the first attempt ends, then sees the committed result (or proceeds after a rollback).
   * 2. Compare-and-set each stream version, before the counter row is locked.
   * 3. Take the positions, insert the events, complete the command rows and notify, in one statement:
   *    the counter row stays locked until COMMIT, so the next append gets higher positions only once
   *    this one is visible (positions commit in order, without gaps), and the lock is held for one round
   *    trip plus the commit. The notification is delivered at COMMIT only, and not at all on rollback.
   */
  async appendMany(parts: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (parts.length === 0) return [];
    for (const part of parts)
      if (part.events.length === 0) throw new RangeError(`appendMany(${part.streamId}): no events to append`);
    return inTransaction(this.pool, async (client) => {
      const results: AppendResult[] = new Array(parts.length);
      const fresh: { index: number; part: StreamAppend; lastVersion: number }[] = [];
      // Claims and compare-and-sets first, before the counter row is locked.
      for (const [index, part] of parts.entries()) {
        const claimed = await client.query(
          'INSERT INTO es_commands (command_id, stream_id) VALUES ($1, $2) ON CONFLICT (command_id) DO NOTHING RETURNING command_id',
          [part.commandId, part.streamId],
        );
        if (claimed.rowCount === 0) {
          results[index] = await this.firstResultOf(client, part.commandId);
          continue;
        }
        fresh.push({
          index,
          part,
          lastVersion: await this.advanceStream(client, part.streamId, part.expected, part.events.length),
        });
      }
      if (fresh.length === 0) return results;
      const streamIds: string[] = [];
      const versions: number[] = [];
      const eventIds: string[] = [];
      const types: string[] = [];
      const data: string[] = [];
      const metadata: string[] = [];
      for (const { part, lastVersion } of fresh) {
        const ids = eventIdsFor(part.commandId, part.events.length);
        part.events.forEach((event, i) => {
          streamIds.push(part.streamId);
          versions.push(lastVersion - part.events.length + 1 + i);
          eventIds.push(ids[i]!);
          types.push(event.type);
          data.push(JSON.stringify(event.data ?? null));
          metadata.push(JSON.stringify(event.metadata));
        });
      }
      const total = types.length;
      const commandIds: string[] = [];
      const lastVersions: number[] = [];
      const lastIndexes: number[] = [];
      let count = 0;
      for (const { part, lastVersion } of fresh) {
        count += part.events.length;
        commandIds.push(part.commandId);
        lastVersions.push(lastVersion);
        lastIndexes.push(count);
      }
      const counter = await client.query<{ position: string }>(
        `WITH counter AS (
           UPDATE es_global SET position = position + $1 RETURNING position
         ), inserted AS (
           INSERT INTO es_events (position, stream_id, stream_version, event_id, type, data, metadata)
           SELECT (SELECT position FROM counter) - $1 + e.i, e.stream_id, e.stream_version, e.event_id, e.type, e.data, e.metadata
             FROM unnest($2::text[], $3::integer[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[])
                  WITH ORDINALITY AS e(stream_id, stream_version, event_id, type, data, metadata, i)
            ORDER BY e.i -- in position order: each row's hash links to the one before (0013_event_chain.sql)
         ), command AS (
           UPDATE es_commands c SET version = u.version, position = (SELECT position FROM counter) - $1 + u.last_index
             FROM unnest($9::text[], $10::integer[], $11::integer[]) AS u(command_id, version, last_index)
            WHERE c.command_id = u.command_id
         )
         SELECT position::text, pg_notify($8, position::text) FROM counter`,
        [
          total,
          streamIds,
          versions,
          eventIds,
          types,
          data,
          metadata,
          APPENDED_CHANNEL,
          commandIds,
          lastVersions,
          lastIndexes,
        ],
      );
      const first = BigInt(counter.rows[0]!.position) - BigInt(total);
      fresh.forEach(({ index, lastVersion }, i) => {
        results[index] = {
          version: lastVersion,
          position: first + BigInt(lastIndexes[i]!),
          duplicate: false,
        };
      });
      await this.beforeCommit?.(fresh[0]!.part.streamId);
      return results;
    });
  }

  private async firstResultOf(client: pg.PoolClient, commandId: string): Promise<AppendResult> {
    const stored = await client.query<{ version: number | null; position: string | null }>(
      'SELECT version, position FROM es_commands WHERE command_id = $1',
      [commandId],
    );
    const row = stored.rows[0];
    // Cannot happen: the row is completed in the transaction that inserted it, before its commit.
    if (row?.version == null || row.position == null)
      throw new Error(`Command ${commandId} has no stored result`);
    return { version: row.version, position: BigInt(row.position), duplicate: true };
  }

  /** Returns the new version of the stream (that of its last event) or throws WrongExpectedVersionError. */
  private async advanceStream(
    client: pg.PoolClient,
    streamId: string,
    expected: ExpectedVersion,
    n: number,
  ): Promise<number> {
    let updated: pg.QueryResult<{ version: number }>;
    switch (expected.kind) {
      case 'noStream':
        // A concurrent creator blocks us on the key until it commits; then there is no row for us.
        updated = await client.query(
          'INSERT INTO es_streams (stream_id, version) VALUES ($1, $2) ON CONFLICT (stream_id) DO NOTHING RETURNING version',
          [streamId, n - 1],
        );
        break;
      case 'exact':
        // A concurrent writer holds the row lock; once it commits the WHERE is re-checked against
        // its new version, so exactly one of two racing appends matches.
        updated = await client.query(
          'UPDATE es_streams SET version = version + $3 WHERE stream_id = $1 AND version = $2 RETURNING version',
          [streamId, expected.version, n],
        );
        break;
      case 'any':
        updated = await client.query(
          `INSERT INTO es_streams (stream_id, version) VALUES ($1, $2 - 1)
           ON CONFLICT (stream_id) DO UPDATE SET version = es_streams.version + $2 RETURNING version`,
          [streamId, n],
        );
        break;
    }
    const row = updated.rows[0];
    if (row) return row.version;
    const current = await client.query<{ version: number }>(
      'SELECT version FROM es_streams WHERE stream_id = $1',
      [streamId],
    );
    throw new WrongExpectedVersionError(streamId, expected, current.rows[0]?.version ?? 'noStream');
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
          batch = await this.readAll({ after: last, limit: this.subscribeBatchSize });
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
      }
    } finally {
      stopWaiting?.();
      await this.listener.remove(wake);
    }
  }

  /** Ends running subscriptions and the LISTEN connection. The pool belongs to the caller. */
  async close(): Promise<void> {
    this.closing.abort();
    await this.listener.stop();
  }
}
