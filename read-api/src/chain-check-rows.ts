import { db, execute, firstRow, rows } from '@pm/infra/db/typed';
import type { SignedHead } from '@pm/infra/event-store/head-signing';
import { sql } from 'kysely';
import type { Db, Found } from './chain-check-job';

/**
 * What a run of the chain check (chain-check-job.ts) reads of earlier runs and of the log, and its own row
 * of chain_checks (a break is stored by chain-break.ts).
 */

export interface Checkpoint {
  readonly position: bigint;
  readonly hash: string;
}
export interface StoredSignature extends SignedHead {
  readonly keyId: string;
  readonly signature: Buffer;
}

/** The heads earlier runs verified, in position order (one per position). */
export const verifiedHeads = async (pool: Db): Promise<Checkpoint[]> => {
  const heads = await rows(
    pool,
    db
      .selectFrom('chain_checks')
      .distinctOn('to_position')
      .select(['to_position as position', 'to_hash as hash'])
      .where('finished_at', 'is not', null)
      .where('broken_at', 'is', null)
      .where('error', 'is', null)
      .where('to_position', '>', '0')
      .orderBy('to_position')
      .orderBy('id', 'desc')
      // a run that verified the chain stored both (recordVerified)
      .$narrowType<{ position: string; hash: Buffer }>(),
  );
  return heads.map((r) => ({ position: BigInt(r.position), hash: r.hash.toString('hex') }));
};

export const signatures = async (pool: Db): Promise<StoredSignature[]> => {
  const signed = await rows(
    pool,
    db
      .selectFrom('log_head_signatures')
      .select(['day', 'position', 'hash', 'key_id', 'signature'])
      .orderBy('position')
      .orderBy('day'),
  );
  return signed.map((r) => ({
    day: r.day,
    position: r.position,
    hash: r.hash.toString('hex'),
    keyId: r.key_id,
    signature: r.signature,
  }));
};

/** The hashes stored now at `positions` (a position without an event is absent). */
export const storedHashes = async (pool: Db, positions: readonly bigint[]): Promise<Map<bigint, string>> => {
  if (positions.length === 0) return new Map();
  const stored = await rows(
    pool,
    db
      .selectFrom('es_events')
      .select(['position', 'hash'])
      .where('position', '=', sql<string>`ANY(${positions.map(String)}::bigint[])`),
  );
  return new Map(stored.map((r) => [BigInt(r.position), r.hash.toString('hex')]));
};

/** A run's row, started; its id. */
export const startRun = async (pool: Db, now: Date, full: boolean): Promise<string> => {
  const row = await firstRow(
    pool,
    db
      .insertInto('chain_checks')
      .values({ started_at: now, full_check: full, from_position: sql.lit(1) })
      .returning('id'),
  );
  return row!.id;
};

/** What every finished run records: when, from where, how much it checked and how long it took. */
export const finishedRun = (found: Found, ms: number) => ({
  finished_at: sql<string>`now()`,
  full_check: found.full,
  from_position: found.from.toString(),
  checked: found.checked,
  duration_ms: ms,
});

/** A run that verified the chain to `head`: what it checked, and the head it reached. */
export const recordVerified = (
  pool: Db,
  id: string,
  found: Found,
  head: Extract<Found['result'], { ok: true }>,
  ms: number,
): Promise<number> =>
  execute(
    pool,
    db
      .updateTable('chain_checks')
      .set({
        ...finishedRun(found, ms),
        to_position: head.position,
        to_hash: sql<Buffer>`decode(${head.hash}, 'hex')`,
      })
      .where('id', '=', id),
  );

/** A run that failed, and why. */
export const recordFailed = (pool: Db, id: string, message: string): Promise<number> =>
  execute(
    pool,
    db
      .updateTable('chain_checks')
      .set({ finished_at: sql<string>`now()`, error: message })
      .where('id', '=', id),
  );
