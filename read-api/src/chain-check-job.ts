import type { Queryable } from '@pm/infra/db/typed';
import { type ChainVerification, chainHead, verifyChain } from '@pm/infra/event-store/chain';
import { type HeadKey, headSignatureValid } from '@pm/infra/event-store/head-signing';
import type { SmsGateway } from '@pm/infra/sms/gateway';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { recordBreak } from './chain-break';
import {
  recordFailed,
  recordVerified,
  signatures,
  startRun,
  storedHashes,
  verifiedHeads,
} from './chain-check-rows';
import { signToday } from './chain-head-signing';

/**
 * The running product's check of the event log's hash chain (0013_event_chain.sql, chain.ts), next to
 * the replay check (audit-check-job.ts). Every CHAIN_CHECK_INTERVAL_HOURS (1 by default; 0 turns it off)
 * it recomputes the chain from the last position a run verified to the head, so an hourly run costs the
 * hour's appends. Before that it holds the stored hashes at the last verified position and at every
 * signed head to what was recorded (one indexed read each), so a chain rewritten from an earlier event
 * on is seen within the hour, and then located by a full pass. Every CHAIN_FULL_CHECK_INTERVAL_HOURS
 * (24) a run recomputes from position 1, which also finds an old event altered without its hash (the
 * incremental run never reads it again). Each run is stored in chain_checks; the latest finished one
 * is what /api/health and the SuperAdmin's bell tell. After a run that verified the chain, the head is
 * signed once a business day (log_head_signatures) with the key of LOG_HEAD_KEY_FILE.
 */

/** The run's advisory lock (727004 the replay check). */
export const CHAIN_CHECK_LOCK = 727005;

/** The one connection a run does everything on (the lock's). */
export type Db = Queryable;

export interface ChainCheckDeps {
  /**
   * A pool of its own in the service (one connection, no statement timeout): a run holds one connection
   * throughout, so a full pass never takes the replay check's connections from it.
   */
  readonly pool: Pool;
  readonly logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The key that signs the daily head and checks the stored signatures; null: no signing. */
  readonly key: HeadKey | null;
  /**
   * The SMS gateway the signed head is sent through to the NationalDirectors' phones (null: none
   * configured; the bell still shows it to them).
   */
  readonly sms?: SmsGateway | null;
}

/** Why a run found the chain broken: chain.ts's reasons, and a stored signature that does not verify. */
export type ChainCheckReason = Exclude<ChainVerification, { ok: true }>['reason'] | 'signature';

export type ChainCheckOutcome =
  | { readonly ran: false }
  | {
      readonly ran: true;
      readonly id: string;
      readonly full: boolean;
      readonly from: string;
      readonly checked: number;
      readonly ok: boolean;
      readonly brokenAt: string | null;
      readonly reason: ChainCheckReason | null;
      /** The business date signed by this run, if it signed. */
      readonly signed: string | null;
      readonly error: string | null;
    };

export interface ChainRunOptions {
  /** Recompute from position 1 rather than from the last verified position. */
  readonly full?: boolean;
  /** Events read per query. */
  readonly batch?: number;
  /** The time of the run (tests): decides the business date signed. */
  readonly now?: Date;
}

export interface Found {
  readonly full: boolean;
  readonly from: bigint;
  readonly checked: number;
  readonly result:
    | { readonly ok: true; readonly position: string; readonly hash: string }
    | {
        readonly ok: false;
        readonly brokenAt: string;
        readonly reason: ChainCheckReason;
        readonly expected: string | null;
        readonly stored: string | null;
      };
}

const check = async (deps: ChainCheckDeps, pool: Db, options: ChainRunOptions): Promise<Found> => {
  const { key } = deps;
  const signed = await signatures(pool);
  // a signature the key does not verify was written without it: the row was forged or altered. One of
  // another key (a key replaced since) cannot be checked here, and is held to the chain all the same.
  for (const s of signed)
    if (key !== null && s.keyId === key.keyId && !headSignatureValid(key, s, s.signature))
      return {
        full: false,
        from: 1n,
        checked: 0,
        result: { ok: false, brokenAt: s.position, reason: 'signature', expected: null, stored: s.hash },
      };
  const signedHeads = signed.map((s) => ({ position: BigInt(s.position), hash: s.hash }));
  const verified = await verifiedHeads(pool);
  const last = verified.at(-1);
  // what was recorded must still be stored: a chain rewritten from an earlier event on changes them
  const recorded = [...(last ? [last] : []), ...signedHeads];
  const stored = await storedHashes(
    pool,
    recorded.map((c) => c.position),
  );
  const rewritten = recorded.some((c) => stored.get(c.position) !== c.hash);
  // a head row moved back below what was verified (the events left in place) is a break too
  const behind = last !== undefined && BigInt((await chainHead(pool)).position) < last.position;
  const full = options.full === true || rewritten || behind || last === undefined;
  const from = full ? 1n : last.position + 1n;
  // the head is read before the chain, so a log whose tail was cut below the last verified position is
  // told by the stored-hash look above (absent) and the full pass, never by a start past the head
  const checkpoints = full ? [...verified, ...signedHeads] : signedHeads.filter((c) => c.position >= from);
  const outcome = await verifyChain(pool, { from, checkpoints, batch: options.batch });
  if (outcome.ok)
    return {
      full,
      from,
      checked: outcome.checked,
      result: { ok: true, position: outcome.head.position, hash: outcome.head.hash },
    };
  return {
    full,
    from,
    checked: outcome.checked,
    result: {
      ok: false,
      brokenAt: outcome.brokenAt,
      reason: outcome.reason,
      expected: outcome.expected,
      stored: outcome.stored,
    },
  };
};

const checkUnderLock = async (
  deps: ChainCheckDeps,
  pool: Db,
  options: ChainRunOptions,
): Promise<ChainCheckOutcome> => {
  const now = options.now ?? new Date();
  const id = await startRun(pool, now, options.full === true);
  const started = performance.now();
  try {
    const found = await check(deps, pool, options);
    const ms = Math.round(performance.now() - started);
    const base = {
      ran: true as const,
      id,
      full: found.full,
      from: found.from.toString(),
      checked: found.checked,
    };
    const { result } = found;
    if (result.ok) {
      await recordVerified(pool, id, found, result, ms);
      deps.logger.info(
        {
          chainCheck: id,
          full: found.full,
          from: found.from.toString(),
          to: result.position,
          checked: found.checked,
          ms,
        },
        'log chain verified',
      );
      const signed = await signToday(deps, pool, result, now);
      return { ...base, ok: true, brokenAt: null, reason: null, signed, error: null };
    }
    await recordBreak(deps, pool, id, found, result, ms);
    return {
      ...base,
      ok: false,
      brokenAt: result.brokenAt,
      reason: result.reason,
      signed: null,
      error: null,
    };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    await recordFailed(pool, id, message).catch(() => {});
    deps.logger.error({ err: e, chainCheck: id }, 'log chain check failed');
    return {
      ran: true,
      id,
      full: options.full === true,
      from: '1',
      checked: 0,
      ok: false,
      brokenAt: null,
      reason: null,
      signed: null,
      error: message,
    };
  }
};

/** One run, unless another instance holds the lock. Never throws: a failure is stored and logged. */
export const runChainCheck = async (
  deps: ChainCheckDeps,
  options: ChainRunOptions = {},
): Promise<ChainCheckOutcome> => {
  try {
    const client = await deps.pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
        CHAIN_CHECK_LOCK,
      ]);
      if (!rows[0]?.ok) return { ran: false };
      try {
        return await checkUnderLock(deps, client, options);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [CHAIN_CHECK_LOCK]).catch(() => {});
      }
    } finally {
      client.release();
    }
  } catch (e) {
    deps.logger.error({ err: e }, 'log chain check could not start');
    return { ran: false };
  }
};
