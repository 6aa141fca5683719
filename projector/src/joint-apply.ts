import { inTransaction } from '@pm/infra/db/pool';
import { compiledOnce, db, param } from '@pm/infra/db/typed';
import type { RecordedEvent } from '@pm/infra/event-store/port';
import { sql } from 'kysely';
import type pg from 'pg';
import { ASYNC_COMMIT, notifyAdvanced } from './checkpoint-statements';
import { ProjectionError, type ReadModel } from './read-model';
import { CUSTOM_PLANS, withStorableParameters } from './storable';
import { together } from './together';

type Upcaster = (event: RecordedEvent) => RecordedEvent;

/**
 * What became of a model's batch: applied with the others, or to apply alone (`unbatched`: alone and
 * one event at a time, its batch handler having just failed on it).
 */
export type JointOutcome = 'applied' | 'alone' | 'unbatched';

interface Request {
  readonly model: ReadModel;
  readonly upcaster: Upcaster;
  resolve(outcome: JointOutcome): void;
}

/** Read models' names written into a statement's text (names are constants of this code, checked anyway). */
export const namesArray = (names: readonly string[]): string =>
  `ARRAY[${names
    .map((name) => {
      if (!/^[a-z][a-z0-9_-]*$/.test(name))
        throw new Error(`not a read model's name: ${JSON.stringify(name)}`);
      return `'${name}'`;
    })
    .join(', ')}]::text[]`;

/**
 * A statement compiled once with its values written in where its `$n` stand: the transaction's first and
 * last statements go as one simple query with BEGIN and COMMIT, which takes no parameters. The values are
 * text this code writes itself (read models' names checked by `namesArray`, positions).
 */
const writtenIn = (text: string, values: readonly string[]): string =>
  text.replace(/\$(\d+)/g, (_, n: string) => values[Number(n) - 1]!);

/**
 * Every model of the transaction locked, in name order (so two never deadlock), its commit not waiting
 * for the WAL flush: `$1` the models' names.
 */
const LOCK_ALL = compiledOnce(
  db
    .selectFrom('projection_checkpoints')
    .select((eb) => [
      'name',
      sql<string>`${eb.ref('position')}::text`.as('position'),
      ASYNC_COMMIT,
      CUSTOM_PLANS,
    ])
    .where((eb) => eb('name', '=', eb.fn.any(param<string[]>(1))))
    .orderBy('name')
    .forUpdate(),
);

/** The models' checkpoints moved to `$2` and one notification (`$3`, the same position as text). */
const MOVE_ALL = compiledOnce(
  db
    .with('moved', (q) =>
      q
        .updateTable('projection_checkpoints')
        .set({ position: param<string>(2), updated_at: sql`now()` })
        .where((eb) => eb('name', '=', eb.fn.any(param<string[]>(1))))
        .where('position', '<', param<string>(2)),
    )
    .selectNoFrom(notifyAdvanced(param<string>(3))),
);

/** The transaction opened and every model of it locked in one round trip. */
const beginAndLock = (names: readonly string[]) => `BEGIN; ${writtenIn(LOCK_ALL, [namesArray(names)])}`;

/** The checkpoints moved, one notification, and the commit, in one round trip. */
const moveAndCommit = (names: readonly string[], last: bigint) =>
  `${writtenIn(MOVE_ALL, [namesArray(names), `${last}`, `'${last}'`])}; COMMIT`;

/**
 * Live, the read models that handle a batch receive it in the same tick (they share one read of the
 * log), and each applied it in a transaction of its own: BEGIN, its checkpoint locked, its rows, its
 * checkpoint moved, COMMIT, about four round trips of overhead per model and batch. Here the models
 * that ask in the same tick for the same batch share one transaction, opened with their checkpoints
 * locked in one round trip, then each model's rows, then their checkpoints moved, one notification and
 * the commit in another round trip.
 *
 * Still all or nothing per model: rows and checkpoint commit together. Should anything fail, the
 * transaction rolls back and every model of it is told to apply the batch on its own as before (where a
 * failing model is found, retried and reported without holding back the others); the model whose batch
 * handler failed goes straight to its single handlers.
 */
export class JointApplier {
  private readonly waiting = new Map<string, { batch: readonly RecordedEvent[]; requests: Request[] }>();

  constructor(private readonly pool: pg.Pool) {}

  /** 'applied' once the batch is applied for the model (and its checkpoint past it); else apply it alone. */
  apply(model: ReadModel, batch: readonly RecordedEvent[], upcaster: Upcaster): Promise<JointOutcome> {
    const key = `${batch[0]!.position}:${batch[batch.length - 1]!.position}`;
    return new Promise((resolve) => {
      let entry = this.waiting.get(key);
      if (!entry) {
        entry = { batch, requests: [] };
        this.waiting.set(key, entry);
        setImmediate(() => {
          this.waiting.delete(key);
          void this.run(entry!.batch, entry!.requests);
        });
      }
      if (entry.requests.some((r) => r.model === model)) resolve('alone');
      else entry.requests.push({ model, upcaster, resolve });
    });
  }

  private async run(batch: readonly RecordedEvent[], requests: readonly Request[]): Promise<void> {
    const last = batch[batch.length - 1]!.position;
    const names = requests.map((r) => r.model.name);
    try {
      await inTransaction(
        this.pool,
        async (tx, [, locked]) => {
          const at = new Map(
            (locked as pg.QueryResult<{ name: string; position: string }>).rows.map((row) => [
              row.name,
              BigInt(row.position),
            ]),
          );
          const storable = withStorableParameters(tx);
          const applyOne = ({ model, upcaster }: Request): Promise<void> => {
            const checkpoint = at.get(model.name);
            if (checkpoint === undefined) throw new Error(`no checkpoint for ${model.name}`);
            const fresh = batch.filter((e) => e.position > checkpoint && model.handles.has(e.type));
            return model.applyAll(storable, fresh.map(upcaster), { batched: true });
          };
          // pipelined, every model's statements go out without waiting for another model's answers
          await together(
            tx,
            requests.map((request) => () => applyOne(request)),
          );
        },
        { begin: beginAndLock(names), commit: moveAndCommit(names, last) },
      );
    } catch (e) {
      const failed = e instanceof ProjectionError && e.batched ? e.model : null;
      for (const r of requests) r.resolve(r.model.name === failed ? 'unbatched' : 'alone');
      return;
    }
    for (const r of requests) r.resolve('applied');
  }
}
