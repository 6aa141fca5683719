import { compiledOnce, db, param } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';
import { notifyAdvanced } from './checkpoint-statements';

/** Moves a model's checkpoint to `upto`, provided it is at least `after` and below `upto`. */
export interface CheckpointMove {
  readonly name: string;
  readonly after: bigint;
  readonly upto: bigint;
}

interface Waiting extends CheckpointMove {
  resolve(moved: boolean): void;
  reject(error: unknown): void;
}

/** The moves asked for: the model's name, and the positions as text (bigints). */
type Requested = { name: string; after: string; upto: string };

/**
 * All the moves of one flush in one statement. A checkpoint row that another transaction holds (a
 * model's full path in another projector, a rebuild) is skipped rather than waited for: its model
 * answers false and takes the full path, which waits for the lock alone. Waiting here instead would
 * hold the rows already updated while it waits, stalling the other models of the flush (for a whole
 * rebuild) or, with two projectors locking in different orders, deadlocking.
 * A named (prepared) statement: parsed and planned once per connection, not on every flush
 * (planning costs PostgreSQL as much CPU as running it).
 */
const MOVE_MANY = {
  name: 'pm_ckpt_skip_many',
  text: compiledOnce(
    db
      .with('req', (q) =>
        q
          .selectFrom(
            sql<Requested>`unnest(${param<string[]>(1)}::text[], ${param<string[]>(2)}::bigint[], ${param<string[]>(3)}::bigint[])`.as<'r'>(
              sql`r(name, after, upto)`,
            ),
          )
          .selectAll(),
      )
      .with('free', (q) =>
        q
          .selectFrom('req as r')
          .innerJoin('projection_checkpoints as k', 'k.name', 'r.name')
          .select(['r.name', 'r.after', 'r.upto'])
          .whereRef('k.position', '>=', 'r.after')
          .whereRef('k.position', '<', 'r.upto')
          .forUpdate('k')
          .skipLocked(),
      )
      .with('moved', (q) =>
        q
          .updateTable('projection_checkpoints as c')
          .from('free as f')
          .set((eb) => ({ position: eb.ref('f.upto'), updated_at: sql`now()` }))
          .whereRef('c.name', '=', 'f.name')
          .whereRef('c.position', '>=', 'f.after')
          .whereRef('c.position', '<', 'f.upto')
          .returning(['c.name', 'c.position']),
      )
      .selectFrom('moved')
      .select((eb) => ['name', notifyAdvanced(sql`${eb.ref('position')}::text`)]),
  ),
} as const;

/**
 * Group commit for the checkpoint moves of ignored batches. The projector's read models follow the log
 * through one shared read (PostgresEventStore.readForSubscription), so a batch reaches all of them at
 * nearly the same moment and most of them ignore it: each used to move its checkpoint with a statement
 * of its own. Here the moves requested in the same tick wait for one flush (scheduled with
 * setImmediate) that runs a single statement for all of them; moves requested while a flush is in
 * flight wait for the next one. Each caller learns whether its checkpoint moved, exactly as with a
 * statement of its own: false sends it down the full path. A model name queued twice (a model applies
 * one batch at a time, so it should not happen) goes into separate flushes, in order. A failing flush
 * rejects every move that was in it.
 */
export class CheckpointMoves {
  private queue: Waiting[] = [];
  private scheduled = false;
  private flushing = false;

  constructor(private readonly pool: pg.Pool) {}

  move(request: CheckpointMove): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ name: request.name, after: request.after, upto: request.upto, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.flushing || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    const batch = this.take();
    try {
      const result = await this.pool.query<{ name: string }>({
        ...MOVE_MANY,
        values: [
          batch.map((w) => w.name),
          batch.map((w) => w.after.toString()),
          batch.map((w) => w.upto.toString()),
        ],
      });
      const moved = new Set(result.rows.map((row) => row.name));
      for (const waiting of batch) waiting.resolve(moved.has(waiting.name));
    } catch (e) {
      for (const waiting of batch) waiting.reject(e);
    } finally {
      this.flushing = false;
      this.schedule();
    }
  }

  /** The queued moves, one per model name; a repeated name stays queued for the next flush. */
  private take(): Waiting[] {
    const names = new Set<string>();
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    for (const waiting of this.queue) {
      if (names.has(waiting.name)) later.push(waiting);
      else {
        names.add(waiting.name);
        batch.push(waiting);
      }
    }
    this.queue = later;
    return batch;
  }
}

const byPool = new WeakMap<pg.Pool, CheckpointMoves>();

/** Moves a checkpoint over an ignored batch, together with the other moves of the pool's next flush. */
export const moveCheckpoint = (pool: pg.Pool, request: CheckpointMove): Promise<boolean> => {
  let moves = byPool.get(pool);
  if (!moves) {
    moves = new CheckpointMoves(pool);
    byPool.set(pool, moves);
  }
  return moves.move(request);
};
