import { sql } from 'kysely';
import type pg from 'pg';
import { compiledOnce, db, param } from './db/typed';
import type { RecordedEvent } from './event-store/port';
import { EVENT_COLUMNS, type EventRow, toRecorded } from './event-store/postgres-rows';

export interface Snapshot<S> {
  readonly version: number;
  readonly state: S;
}

const LOAD = compiledOnce(
  db
    .selectFrom('aggregate_snapshots')
    .select(['version', 'state'])
    .where('stream_id', '=', param<string>(1))
    .where('schema', '=', param<string>(2)),
);

/**
 * The snapshot ($1 stream, $2 schema) and the events after it, in stream order: the state on the first
 * row only (it is the stream's whole state, a group's every saving, and repeated on each row of the
 * events after it, a load had carried it hundreds of times); one row of nulls but the snapshot's when
 * no event follows it.
 */
const LOAD_WITH_EVENTS = compiledOnce(
  db
    .with('s', (qc) =>
      qc
        .selectFrom('aggregate_snapshots')
        .select(['version', 'state'])
        .where('stream_id', '=', param<string>(1))
        .where('schema', '=', param<string>(2)),
    )
    .selectFrom(sql`(SELECT 1)`.as('one'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('es_events')
          .select((e) => [
            e.fn
              .agg<string>('row_number')
              .over((o) => o.orderBy('stream_version'))
              .as('k'),
            ...EVENT_COLUMNS,
          ])
          .where('stream_id', '=', param<string>(1))
          .where('stream_version', '>', (e) =>
            e.fn.coalesce(e.selectFrom('s').select('version'), sql.lit(-1)),
          )
          .as('e'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      eb.selectFrom('s').select('version').as('snapshot_version'),
      eb
        .case()
        .when(eb.or([eb('e.k', 'is', null), eb('e.k', '=', sql.lit('1'))]))
        .then(eb.selectFrom('s').select('state'))
        .end()
        .as('snapshot_state'),
    ])
    .selectAll('e')
    .orderBy('e.k'),
);

const WRITE = compiledOnce(
  db
    .insertInto('aggregate_snapshots')
    .values({
      stream_id: param<string>(1),
      schema: param<string>(2),
      version: param<number>(3),
      state: param<string>(4),
    })
    .onConflict((oc) =>
      oc
        .column('stream_id')
        .doUpdateSet((eb) => ({
          schema: eb.ref('excluded.schema'),
          version: eb.ref('excluded.version'),
          state: eb.ref('excluded.state'),
          taken_at: sql<string>`now()`,
        }))
        .where((eb) =>
          eb.or([
            eb('aggregate_snapshots.schema', '<>', eb.ref('excluded.schema')),
            eb('aggregate_snapshots.version', '<', eb.ref('excluded.version')),
          ]),
        ),
    ),
);

/**
 * Aggregate state as of a stream version, kept in PostgreSQL beside the command-side tables (whatever
 * the event store). `schema` names the state's shape and its evolve function: a snapshot of another
 * schema is never used. Only ever a cache of what the events say.
 */
export class Snapshots {
  constructor(
    private readonly pool: pg.Pool,
    /** Events folded on top of the last snapshot before a new one is taken. */
    readonly every = 100,
  ) {}

  /**
   * Whether a stream at `version`, last snapshotted at `snapshotAt` (-1: never), is due a new snapshot:
   * every `every` events while the stream is short, then each time it has grown by half of what it was
   * at its last snapshot. A snapshot is the stream's whole state, which grows with the stream (a group
   * keeps every saving), so snapshots at a fixed spacing wrote bytes growing with the square of the
   * stream, and a busy group's every hundredth command serialised all of it (the bursts behind
   * the p99). Spaced this way, the snapshots of a stream write at most three times its final state in
   * all, and a load still folds at most a third of the stream on top of its snapshot.
   */
  due(version: number, snapshotAt: number): boolean {
    return version - snapshotAt >= Math.max(this.every, Math.floor(snapshotAt / 2));
  }

  async load<S>(streamId: string, schema: string): Promise<Snapshot<S> | null> {
    const result = await this.pool.query<{ version: number; state: S }>(LOAD, [streamId, schema]);
    return result.rows[0] ?? null;
  }

  /**
   * The latest snapshot and the events after it, in one round trip, when the events are in this same
   * PostgreSQL (the PostgreSQL event store): the snapshot's state comes on the first row only.
   */
  async loadWithEvents<S>(
    streamId: string,
    schema: string,
  ): Promise<{ snapshot: Snapshot<S> | null; events: RecordedEvent[] }> {
    const result = await this.pool.query<
      { snapshot_version: number | null; snapshot_state: S | null } & Partial<EventRow>
    >(LOAD_WITH_EVENTS, [streamId, schema]);
    const first = result.rows[0];
    const snapshot =
      first && first.snapshot_version !== null
        ? { version: first.snapshot_version, state: first.snapshot_state as S }
        : null;
    const events = result.rows.filter((r) => r.position != null).map((r) => toRecorded(r as EventRow));
    return { snapshot, events };
  }

  /** Writes still in flight (see keep), by stream: one per stream at a time. */
  private readonly writing = new Map<string, Promise<void>>();

  /**
   * Takes a snapshot without making the caller wait for its write: the state is serialised now (it is the
   * state of exactly this version), the row is written in the background. A snapshot is only a cache,
   * and its write (a long group's whole state) had been the slowest statement of the one command in a
   * hundred that took it: the p99 of every busy stream. A failed write is dropped; the next
   * snapshot or the events replace it.
   */
  keep<S>(streamId: string, schema: string, snapshot: Snapshot<S>): void {
    // one write per stream at a time: loads of a stream while its snapshot is being written (a process
    // starting, states dropped after a conflict) would each serialise and write the same long state
    // again, piling up writes and memory faster than PostgreSQL takes them
    if (this.writing.has(streamId)) return;
    const state = JSON.stringify(snapshot.state);
    const write = this.write(streamId, schema, snapshot.version, state)
      .catch(() => {})
      .finally(() => this.writing.delete(streamId));
    this.writing.set(streamId, write);
  }

  /** Resolves once every snapshot taken so far is written (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.writing.size > 0) await Promise.all(this.writing.values());
  }

  private async write(streamId: string, schema: string, version: number, state: string): Promise<void> {
    await this.pool.query(WRITE, [streamId, schema, version, state]);
  }
}
