import { db, execute, firstRow } from '@pm/infra/db/typed';
import type pg from 'pg';

/**
 * Where one of the command service's log followers (the SMS dispatcher, the receipts process) stands,
 * as a row of sms_dispatcher_checkpoint. A batch the follower acted on moves the row at once; a batch it
 * had nothing to do with moves it at most once every `everyMs` (it was one statement per
 * command). After a crash the follower re-reads at most those last moments of events it ignores.
 */
export class FollowerCheckpoint {
  private pending: bigint | null = null;
  private lastWrite = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly name: string,
    private readonly everyMs = 1000,
  ) {}

  async read(): Promise<bigint> {
    const row = await firstRow(
      this.pool,
      db.selectFrom('sms_dispatcher_checkpoint').select('position').where('name', '=', this.name),
    );
    return BigInt(row?.position ?? '0');
  }

  /** After a batch that changed nothing: written now only if the last write is `everyMs` old. */
  async passed(position: bigint): Promise<void> {
    this.pending = position;
    if (Date.now() - this.lastWrite >= this.everyMs) await this.flush();
  }

  /** The statement that moves the row (only ever forward), for a transaction of the caller's. */
  statement(position: bigint) {
    return db
      .insertInto('sms_dispatcher_checkpoint')
      .values({ name: this.name, position: position.toString() })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet((eb) => ({
          position: eb.fn('greatest', ['sms_dispatcher_checkpoint.position', 'excluded.position']),
        })),
      );
  }

  /** Moved by the caller's own statement (in its transaction): nothing is pending any more. */
  written(): void {
    this.pending = null;
    this.lastWrite = Date.now();
  }

  /** Writes what is pending (on stop, and by `passed`). */
  async flush(): Promise<void> {
    const position = this.pending;
    if (position === null) return;
    await execute(this.pool, this.statement(position));
    if (this.pending === position) this.pending = null;
    this.lastWrite = Date.now();
  }
}
