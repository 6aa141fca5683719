import { compiledOnce, db, param } from '@pm/infra/db/typed';
import { type Expression, type InferResult, sql } from 'kysely';
import { CUSTOM_PLANS } from './storable';

/**
 * The statements that lock and move a read model's checkpoint (projection_checkpoints), typed against
 * the generated tables and compiled once, and the parts the joint apply and the group commit of
 * checkpoint moves share with them.
 */

/** Notified with the new position whenever a read model's checkpoint advances. */
export const PROJECTION_CHANNEL = 'projection_advanced';

/**
 * Set (for the transaction) by the statement that locks a checkpoint for a batch: the transaction's
 * commit does not wait for the WAL flush (projector.ts says why).
 */
export const ASYNC_COMMIT = sql<string>`set_config('synchronous_commit', 'off', true)`.as(
  'synchronous_commit',
);

/** The notification of a checkpoint's move, the new position (text) its payload. */
export const notifyAdvanced = (position: Expression<string>) =>
  sql<void>`pg_notify(${sql.lit(PROJECTION_CHANNEL)}, ${position})`.as('pg_notify');

/**
 * The statements every batch runs are named (prepared): PostgreSQL parses and plans each once per
 * connection instead of on every call, and planning these short statements costs as much CPU as running
 * them. A name stands for one text only (node-pg refuses a different text under a name it prepared), so
 * each is compiled once, here. The lock: the model's (`$1`) checkpoint row, held until the commit.
 */
const checkpointLock = (asyncCommit: boolean) =>
  db
    .selectFrom('projection_checkpoints')
    .select((eb) => [sql<string>`${eb.ref('position')}::text`.as('position'), 'schema_hash'])
    .$if(asyncCommit, (q) => q.select(ASYNC_COMMIT))
    .select(CUSTOM_PLANS)
    .where('name', '=', param<string>(1))
    .forUpdate();
export type LockedCheckpoint = InferResult<ReturnType<typeof checkpointLock>>[number];
export const CHECKPOINT_LOCK = { name: 'pm_ckpt_lock', text: compiledOnce(checkpointLock(false)) } as const;
export const CHECKPOINT_LOCK_ASYNC = {
  name: 'pm_ckpt_lock_async',
  text: compiledOnce(checkpointLock(true)),
} as const;
/** The model's (`$1`) checkpoint moved to `$2`, and one notification (`$3`, the position as text). */
export const CHECKPOINT_MOVE = {
  name: 'pm_ckpt_move',
  text: compiledOnce(
    db
      .with('moved', (q) =>
        q
          .updateTable('projection_checkpoints')
          .set({ position: param<string>(2), updated_at: sql`now()` })
          .where('name', '=', param<string>(1)),
      )
      .selectNoFrom(notifyAdvanced(param<string>(3))),
  ),
} as const;
