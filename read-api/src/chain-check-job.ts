import { businessDate, normaliseKenyanPhone } from '@pm/domain';
import { type ChainVerification, chainHead, verifyChain } from '@pm/infra/event-store/chain';
import {
  HEAD_SIGNATURE_ALGORITHM,
  type HeadKey,
  headSignatureValid,
  headSmsText,
  type SignedHead,
  signHead,
} from '@pm/infra/event-store/head-signing';
import { isAccepted, type SmsGateway } from '@pm/infra/sms/gateway';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';

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
type Db = Pick<Pool, 'query'>;

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

interface Checkpoint {
  readonly position: bigint;
  readonly hash: string;
}
interface StoredSignature extends SignedHead {
  readonly keyId: string;
  readonly signature: Buffer;
}

/** The heads earlier runs verified, in position order (one per position). */
const verifiedHeads = async (pool: Db): Promise<Checkpoint[]> => {
  const { rows } = await pool.query<{ position: string; hash: Buffer }>(
    `SELECT DISTINCT ON (to_position) to_position::text AS position, to_hash AS hash FROM chain_checks
      WHERE finished_at IS NOT NULL AND broken_at IS NULL AND error IS NULL AND to_position > 0
      ORDER BY to_position, id DESC`,
  );
  return rows.map((r) => ({ position: BigInt(r.position), hash: r.hash.toString('hex') }));
};

const signatures = async (pool: Db): Promise<StoredSignature[]> => {
  const { rows } = await pool.query<{
    day: string;
    position: string;
    hash: Buffer;
    key_id: string;
    signature: Buffer;
  }>(
    `SELECT day::text, position::text, hash, key_id, signature FROM log_head_signatures ORDER BY position, day`,
  );
  return rows.map((r) => ({
    day: r.day,
    position: r.position,
    hash: r.hash.toString('hex'),
    keyId: r.key_id,
    signature: r.signature,
  }));
};

/** The hashes stored now at `positions` (a position without an event is absent). */
const storedHashes = async (pool: Db, positions: readonly bigint[]): Promise<Map<bigint, string>> => {
  if (positions.length === 0) return new Map();
  const { rows } = await pool.query<{ position: string; hash: Buffer }>(
    'SELECT position::text, hash FROM es_events WHERE position = ANY($1::bigint[])',
    [positions.map(String)],
  );
  return new Map(rows.map((r) => [BigInt(r.position), r.hash.toString('hex')]));
};

interface Found {
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

/** The last position known good before `brokenAt`: the event before it, or the checkpoint before it. */
const goodTo = async (pool: Db, brokenAt: string, reason: ChainCheckReason): Promise<string> => {
  if (reason === 'altered' || reason === 'missing') return (BigInt(brokenAt) - 1n).toString();
  // a rewritten stretch: the altered event lies after the last head recorded before brokenAt
  const { rows } = await pool.query<{ position: string | null }>(
    `SELECT greatest(
        (SELECT max(to_position) FROM chain_checks WHERE finished_at IS NOT NULL AND broken_at IS NULL
            AND error IS NULL AND to_position < $1),
        (SELECT max(position) FROM log_head_signatures WHERE position < $1), 0)::text AS position`,
    [brokenAt],
  );
  return rows[0]?.position ?? '0';
};

/** Signs the verified head for today's business date, once a day (the first instance to get there). */
const signToday = async (
  deps: ChainCheckDeps,
  pool: Db,
  head: { readonly position: string; readonly hash: string },
  now: Date,
): Promise<string | null> => {
  const { key } = deps;
  if (key === null || head.position === '0') return null;
  const day = businessDate(now.toISOString());
  const signedHead: SignedHead = { day, position: head.position, hash: head.hash };
  const text = headSmsText(signedHead, key.keyId);
  const { rowCount } = await pool.query(
    `INSERT INTO log_head_signatures (day, position, hash, signed_at, algorithm, key_id, signature, sms_text)
     VALUES ($1, $2, decode($3, 'hex'), $4, $5, $6, $7, $8) ON CONFLICT (day) DO NOTHING`,
    [
      day,
      head.position,
      head.hash,
      now,
      HEAD_SIGNATURE_ALGORITHM,
      key.keyId,
      signHead(key, signedHead),
      text,
    ],
  );
  if (rowCount === 0) return null;
  deps.logger.info({ day, position: head.position, hash: head.hash, keyId: key.keyId }, 'log head signed');
  await sendToDirectors(deps, pool, day, text);
  return day;
};

/**
 * The signed head by SMS to every active NationalDirector with a phone number, once (the day's row was
 * just written by this run): straight to the gateway, as an operational alert outside the project-scoped
 * outbox of composed messages. What the gateway answered is kept in the row; a failure is logged, and the
 * bell shows the head to the NationalDirectors all the same.
 */
const sendToDirectors = async (deps: ChainCheckDeps, pool: Db, day: string, text: string): Promise<void> => {
  const record = async (recipients: number, accepted: number | null, error: string | null) => {
    await pool
      .query(
        'UPDATE log_head_signatures SET sms_recipients = $2, sms_accepted = $3, sms_error = $4 WHERE day = $1',
        [day, recipients, accepted, error],
      )
      .catch((e: unknown) => deps.logger.error({ err: e, day }, 'log head SMS could not be recorded'));
  };
  if (!deps.sms) return record(0, null, 'No SMS gateway configured');
  try {
    const { rows } = await pool.query<{ phone: string }>(
      `SELECT phone FROM users WHERE role = 'NationalDirector' AND is_active AND phone IS NOT NULL`,
    );
    const numbers = [...new Set(rows.map((r) => normaliseKenyanPhone(r.phone)).filter((n) => n !== null))];
    if (numbers.length === 0) return await record(0, null, 'No NationalDirector has a phone number');
    const answers = await deps.sms.send({ to: numbers, text });
    const accepted = answers.filter((a) => isAccepted(a.statusCode)).length;
    await record(numbers.length, accepted, null);
    deps.logger.info({ day, recipients: numbers.length, accepted }, 'log head sent to the NationalDirectors');
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    await record(0, null, message);
    deps.logger.error({ err: e, day }, 'log head SMS not sent');
  }
};

const checkUnderLock = async (
  deps: ChainCheckDeps,
  pool: Db,
  options: ChainRunOptions,
): Promise<ChainCheckOutcome> => {
  const now = options.now ?? new Date();
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO chain_checks (started_at, full_check, from_position) VALUES ($1, $2, 1) RETURNING id::text AS id`,
    [now, options.full === true],
  );
  const id = rows[0]!.id;
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
      await pool.query(
        `UPDATE chain_checks SET finished_at = now(), full_check = $2, from_position = $3, to_position = $4,
                to_hash = decode($5, 'hex'), checked = $6, duration_ms = $7 WHERE id = $1`,
        [id, found.full, found.from.toString(), result.position, result.hash, found.checked, ms],
      );
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
    const event = (
      await pool.query<{ event_id: string; stream_id: string }>(
        'SELECT event_id::text, stream_id FROM es_events WHERE position = $1',
        [result.brokenAt],
      )
    ).rows[0];
    const good = await goodTo(pool, result.brokenAt, result.reason);
    await pool.query(
      `UPDATE chain_checks SET finished_at = now(), full_check = $2, from_position = $3, checked = $4,
              duration_ms = $5, broken_at = $6, reason = $7, expected = $8, stored = $9, event_id = $10,
              stream_id = $11, good_to = $12 WHERE id = $1`,
      [
        id,
        found.full,
        found.from.toString(),
        found.checked,
        ms,
        result.brokenAt,
        result.reason,
        result.expected,
        result.stored,
        event?.event_id ?? null,
        event?.stream_id ?? null,
        good,
      ],
    );
    deps.logger.error(
      {
        chainCheck: id,
        brokenAt: result.brokenAt,
        reason: result.reason,
        goodTo: good,
        stream: event?.stream_id,
      },
      'log chain broken: the event log was altered',
    );
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
    await pool
      .query('UPDATE chain_checks SET finished_at = now(), error = $2 WHERE id = $1', [id, message])
      .catch(() => {});
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

/** How long until the next run is due, and whether it is the full pass (0 or less: due now). */
export const nextChainCheck = async (
  pool: Pool,
  intervalHours: number,
  fullIntervalHours: number,
): Promise<{ readonly waitMs: number; readonly full: boolean }> => {
  const { rows } = await pool.query<{ wait: string | null; full_wait: string | null }>(
    `SELECT (extract(epoch FROM max(started_at) + make_interval(secs => $1) - now()) * 1000)::text AS wait,
            (extract(epoch FROM max(started_at) FILTER (WHERE full_check AND error IS NULL)
               + make_interval(secs => $2) - now()) * 1000)::text AS full_wait
       FROM chain_checks WHERE finished_at IS NOT NULL`,
    [intervalHours * 3600, fullIntervalHours * 3600],
  );
  const wait = rows[0]?.wait == null ? 0 : Number(rows[0].wait);
  const fullWait = rows[0]?.full_wait == null ? 0 : Number(rows[0].full_wait);
  return { waitMs: wait, full: fullIntervalHours > 0 && fullWait <= Math.max(wait, 0) };
};

export interface ChainScheduleOptions {
  /** CHAIN_CHECK_INTERVAL_HOURS: 0 turns the check (and the signing) off. */
  readonly intervalHours: number;
  /** CHAIN_FULL_CHECK_INTERVAL_HOURS: how often a run recomputes from position 1 (0: only when needed). */
  readonly fullIntervalHours: number;
  readonly startDelayMs?: number;
  readonly retryMs?: number;
}

const MAX_SLEEP_MS = 3_600_000;

/** Starts the schedule with the service; answers how to stop it (waits for a running check). */
export const startChainCheck = (
  deps: ChainCheckDeps,
  options: ChainScheduleOptions,
): (() => Promise<void>) => {
  const { intervalHours, fullIntervalHours, startDelayMs = 60_000, retryMs = 300_000 } = options;
  if (!(intervalHours > 0)) {
    deps.logger.info('log chain check off (CHAIN_CHECK_INTERVAL_HOURS=0)');
    return async () => {};
  }
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, Math.max(ms, 0));
    timer.unref();
  };
  const tick = () => {
    running = (async () => {
      const next = await nextChainCheck(deps.pool, intervalHours, fullIntervalHours);
      if (next.waitMs > 0) return Math.min(next.waitMs, MAX_SLEEP_MS);
      await runChainCheck(deps, { full: next.full });
      return Math.min(retryMs, intervalHours * 3_600_000);
    })()
      .catch((e: unknown) => {
        deps.logger.error({ err: e }, 'log chain check schedule could not be read');
        return retryMs;
      })
      .then(schedule);
  };
  schedule(startDelayMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
};
