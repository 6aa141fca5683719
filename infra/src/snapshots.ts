import type pg from 'pg';
import type { RecordedEvent } from './event-store/port';
import { EVENT_COLUMNS, type EventRow, toRecorded } from './event-store/postgres-rows';

export interface Snapshot<S> {
  readonly version: number;
  readonly state: S;
}

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
    const result = await this.pool.query<{ version: number; state: S }>(
      'SELECT version, state FROM aggregate_snapshots WHERE stream_id = $1 AND schema = $2',
      [streamId, schema],
    );
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
    >(
      // the state on the first row only: it is the stream's whole state (a group's every saving), and
      // repeated on each row of the events after it, a load had carried it hundreds of times
      `WITH s AS (SELECT version, state FROM aggregate_snapshots WHERE stream_id = $1 AND schema = $2)
       SELECT (SELECT version FROM s) AS snapshot_version,
              CASE WHEN e.k IS NULL OR e.k = 1 THEN (SELECT state FROM s) END AS snapshot_state, e.*
         FROM (SELECT 1) AS one
         LEFT JOIN LATERAL (
           SELECT row_number() OVER (ORDER BY stream_version) AS k, ${EVENT_COLUMNS} FROM es_events
            WHERE stream_id = $1 AND stream_version > coalesce((SELECT version FROM s), -1)) AS e ON true
        ORDER BY e.k`,
      [streamId, schema],
    );
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
    await this.pool.query(
      `INSERT INTO aggregate_snapshots (stream_id, schema, version, state) VALUES ($1, $2, $3, $4)
       ON CONFLICT (stream_id) DO UPDATE SET schema = EXCLUDED.schema, version = EXCLUDED.version,
         state = EXCLUDED.state, taken_at = now()
       WHERE aggregate_snapshots.schema <> EXCLUDED.schema OR aggregate_snapshots.version < EXCLUDED.version`,
      [streamId, schema, version, state],
    );
  }
}
