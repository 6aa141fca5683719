import type pg from 'pg';
import { inTransaction } from '../db/pool';
import { eventIdsFor } from './event-ids';
import { APPENDED_CHANNEL } from './listener';
import { type AppendResult, type StreamAppend, WrongExpectedVersionError } from './port';

/** At most this many appends share one transaction (each is a subtransaction of es_prepare_appends). */
export const MAX_BATCH = 64;

interface Pending {
  readonly parts: readonly StreamAppend[];
  resolve(results: AppendResult[]): void;
  reject(error: unknown): void;
}

interface Prepared {
  request: number;
  part: number;
  status: 'fresh' | 'duplicate' | 'conflict';
  version: number | null;
  position: string | null;
  current_version: number | null;
}

/**
 * Group commit (issue 14). Every append waits in a queue; one transaction at a time takes all that are
 * waiting (up to MAX_BATCH) and commits them together: the command-id claims and compare-and-sets of all
 * in one round trip (es_prepare_appends, 0016_group_commit.sql; an append whose version is stale is
 * rolled back alone and answered WrongExpectedVersionError), then the positions, events and command
 * results of all in one statement under the es_global row lock, then one COMMIT. Positions still commit
 * in order and without gaps, as the readers rely on; what changes is that N concurrent commands cost one
 * trip through the counter and one WAL flush instead of N. An append alone is committed at once.
 */
export class GroupCommitter {
  private readonly queue: Pending[] = [];
  private running = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly beforeCommit: ((streamId: string) => Promise<void>) | undefined,
  ) {}

  append(parts: readonly StreamAppend[]): Promise<AppendResult[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ parts, resolve, reject });
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.takeBatch();
        try {
          const outcomes = await inTransaction(this.pool, (client) => this.commit(client, batch));
          batch.forEach((pending, i) => {
            const outcome = outcomes[i]!;
            if (outcome instanceof Error) pending.reject(outcome);
            else pending.resolve(outcome);
          });
        } catch (e) {
          for (const pending of batch) pending.reject(e);
        }
      }
    } finally {
      this.running = false;
    }
  }

  /** The waiting appends, in arrival order; one whose command id is already in the batch waits for the next. */
  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    const ids = new Set<string>();
    const later: Pending[] = [];
    while (this.queue.length > 0 && batch.length < MAX_BATCH) {
      const pending = this.queue.shift()!;
      if (pending.parts.some((p) => ids.has(p.commandId))) later.push(pending);
      else {
        for (const p of pending.parts) ids.add(p.commandId);
        batch.push(pending);
      }
    }
    this.queue.unshift(...later);
    return batch;
  }

  private async commit(
    client: pg.PoolClient,
    batch: readonly Pending[],
  ): Promise<(AppendResult[] | Error)[]> {
    const flat = batch.flatMap((pending, r) =>
      pending.parts.map((part) => ({
        r,
        c: part.commandId,
        s: part.streamId,
        k: part.expected.kind,
        v: part.expected.kind === 'exact' ? part.expected.version : null,
        n: part.events.length,
      })),
    );
    const prepared = (await client.query<Prepared>({ ...PREPARE_APPENDS, values: [JSON.stringify(flat)] }))
      .rows;
    const outcomes: (AppendResult[] | Error)[] = batch.map((pending) => new Array(pending.parts.length));
    const offsets: number[] = [];
    batch.reduce((offset, pending, r) => {
      offsets[r] = offset;
      return offset + pending.parts.length;
    }, 0);
    const fresh: { r: number; index: number; part: StreamAppend; lastVersion: number }[] = [];
    for (const row of prepared) {
      const pending = batch[row.request]!;
      const index = row.part - offsets[row.request]!;
      const part = pending.parts[index]!;
      if (row.status === 'conflict') {
        outcomes[row.request] = new WrongExpectedVersionError(
          part.streamId,
          part.expected,
          row.current_version === -1 || row.current_version === null ? 'noStream' : row.current_version,
        );
      } else if (row.status === 'duplicate') {
        (outcomes[row.request] as AppendResult[])[index] = {
          version: row.version!,
          position: BigInt(row.position!),
          duplicate: true,
        };
      } else fresh.push({ r: row.request, index, part, lastVersion: row.version! });
    }
    if (fresh.length === 0) return outcomes;
    const results = await insertEvents(client, fresh);
    fresh.forEach(({ r, index }, i) => {
      const outcome = outcomes[r];
      if (Array.isArray(outcome)) outcome[index] = results[i]!;
    });
    await this.beforeCommit?.(fresh[0]!.part.streamId);
    return outcomes;
  }
}

/**
 * Both statements of an append are named (prepared): PostgreSQL parses and plans each once per connection
 * instead of on every append, and planning costs it as much CPU as running them. Their texts are
 * constant (the rows travel as arrays, one parameter per column, whatever their number), so one name
 * each suffices.
 */
const PREPARE_APPENDS = { name: 'es_prepare_appends', text: 'SELECT * FROM es_prepare_appends($1::jsonb)' };
const INSERT_EVENTS = {
  name: 'es_insert_events',
  text: `WITH counter AS (
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
     ), keys AS ( -- AppendOptions.keys: fresh ids, so ON CONFLICT never drops a key of this append
       INSERT INTO unique_keys (kind, key, owner)
       SELECT k.kind, lower(k.key), k.owner FROM unnest($12::text[], $13::text[], $14::text[]) AS k(kind, key, owner)
       ON CONFLICT DO NOTHING
     )
     SELECT position::text, pg_notify($8, position::text) FROM counter`,
};

/**
 * Takes the positions, inserts the events, completes the command rows, reserves the parts' index keys
 * (AppendOptions.keys) and notifies, in one statement: the
 * counter row stays locked until COMMIT, so the next batch gets higher positions only once this one is
 * visible. The notification is delivered at COMMIT only, and not at all on rollback.
 */
const insertEvents = async (
  client: pg.PoolClient,
  fresh: readonly { part: StreamAppend; lastVersion: number }[],
): Promise<AppendResult[]> => {
  const streamIds: string[] = [];
  const versions: number[] = [];
  const eventIds: string[] = [];
  const types: string[] = [];
  const data: string[] = [];
  const metadata: string[] = [];
  const commandIds: string[] = [];
  const lastVersions: number[] = [];
  const lastIndexes: number[] = [];
  const keyKinds: string[] = [];
  const keys: string[] = [];
  const keyOwners: string[] = [];
  for (const { part, lastVersion } of fresh) {
    for (const { kind, key } of part.keys ?? []) {
      keyKinds.push(kind);
      keys.push(key);
      keyOwners.push(part.streamId);
    }
    const ids = eventIdsFor(part.commandId, part.events.length);
    part.events.forEach((event, i) => {
      streamIds.push(part.streamId);
      versions.push(lastVersion - part.events.length + 1 + i);
      eventIds.push(ids[i]!);
      types.push(event.type);
      data.push(JSON.stringify(event.data ?? null));
      metadata.push(JSON.stringify(event.metadata));
    });
    commandIds.push(part.commandId);
    lastVersions.push(lastVersion);
    lastIndexes.push(types.length);
  }
  const total = types.length;
  const counter = await client.query<{ position: string }>({
    ...INSERT_EVENTS,
    values: [
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
      keyKinds,
      keys,
      keyOwners,
    ],
  });
  const first = BigInt(counter.rows[0]!.position) - BigInt(total);
  return fresh.map(({ lastVersion }, i) => ({
    version: lastVersion,
    position: first + BigInt(lastIndexes[i]!),
    duplicate: false,
  }));
};
