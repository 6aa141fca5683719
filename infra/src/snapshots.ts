import type pg from 'pg';

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

  async load<S>(streamId: string, schema: string): Promise<Snapshot<S> | null> {
    const result = await this.pool.query<{ version: number; state: S }>(
      'SELECT version, state FROM aggregate_snapshots WHERE stream_id = $1 AND schema = $2',
      [streamId, schema],
    );
    return result.rows[0] ?? null;
  }

  async save<S>(streamId: string, schema: string, snapshot: Snapshot<S>): Promise<void> {
    await this.pool.query(
      `INSERT INTO aggregate_snapshots (stream_id, schema, version, state) VALUES ($1, $2, $3, $4)
       ON CONFLICT (stream_id) DO UPDATE SET schema = EXCLUDED.schema, version = EXCLUDED.version,
         state = EXCLUDED.state, taken_at = now()
       WHERE aggregate_snapshots.schema <> EXCLUDED.schema OR aggregate_snapshots.version < EXCLUDED.version`,
      [streamId, schema, snapshot.version, JSON.stringify(snapshot.state)],
    );
  }
}
