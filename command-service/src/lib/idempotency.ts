import { randomUUID } from 'node:crypto';
import { RequestInProgressError, RuleViolation } from '@pm/domain';
import { isDatabaseUnavailable } from '@pm/infra/db/unavailable';
import { IdLedger, withIdLedger } from '@pm/infra/ids';
import type pg from 'pg';

export interface StoredResponse {
  readonly status: number;
  readonly body: unknown;
}

/** A request sent with an Idempotency-Key: its key (scoped to the user and the route) and a hash of it. */
export interface KeyedRequest {
  readonly key: string;
  /** The body and If-Match, hashed: the same key with another request is refused. */
  readonly hash: string;
}

export const DIFFERENT_REQUEST = 'This Idempotency-Key was already used for a different request';

/** How often a running attempt says it is still running. */
const ALIVE_EVERY_MS = 1_000;
/** An attempt silent this long has died with its process: a retry takes over. */
const DEAD_AFTER_MS = 5_000;
/** How long a retry waits for a live first attempt before answering 409 with Retry-After. */
const WAIT_MS = 2_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface ClaimRow {
  readonly status: number | null;
  readonly body: unknown;
  readonly request_hash: string | null;
  readonly owner: string | null;
  readonly alive: boolean;
}

/**
 * Runs `work` once per idempotency key and answers every retry with what happened:
 * - finished: the first attempt's answer (status and body: its id and position);
 * - still running (its owner says so every second): the retry waits for it, up to `waitMs`, then answers
 *   409 "still in progress" with Retry-After;
 * - died (its process was killed, its owner went silent): the retry takes the claim over, once, and runs
 *   the command again with the ids the dead attempt allocated (IdLedger), so that an append of it that
 *   had landed is recognised (the command bus asks the store for the command's stored result) and the
 *   answer names what was stored, not a fresh id;
 * - failed (a refusal): nothing is stored, a retry runs again, with the same body or a corrected one.
 * The same key with a different request answers 422. Without a key, `work` simply runs.
 */
export const once = async (
  pool: pg.Pool,
  request: KeyedRequest | null,
  work: () => Promise<StoredResponse>,
  waitMs = WAIT_MS,
): Promise<StoredResponse> => {
  if (request === null) return work();
  const { key, hash } = request;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const me = randomUUID();
    const claimed = await pool.query(
      `INSERT INTO idempotent_requests (key, request_hash, owner, alive_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (key) DO NOTHING`,
      [key, hash, me],
    );
    if (claimed.rowCount === 1) return attempt(pool, key, me, null, false, work);
    const row = (
      await pool.query<ClaimRow>(
        `SELECT status, body, request_hash, owner,
                alive_at > now() - make_interval(secs => $2::double precision / 1000) AS alive
           FROM idempotent_requests WHERE key = $1`,
        [key, DEAD_AFTER_MS],
      )
    ).rows[0];
    if (!row) continue; // a failed attempt removed its claim meanwhile: claim it afresh
    if (row.request_hash !== null && row.request_hash !== hash) throw new RuleViolation(DIFFERENT_REQUEST);
    if (row.status !== null) return { status: row.status, body: row.body };
    if (row.owner === null || !row.alive) {
      // its attempt died or failed after it had allocated ids: this retry takes over, at most one does
      const taken = await pool.query<{ ids: Record<string, number[]> | null }>(
        `UPDATE idempotent_requests SET owner = $2, request_hash = $3, alive_at = now()
          WHERE key = $1 AND status IS NULL AND owner IS NOT DISTINCT FROM $4
            AND (owner IS NULL OR alive_at <= now() - make_interval(secs => $5::double precision / 1000))
         RETURNING ids`,
        [key, me, hash, row.owner, DEAD_AFTER_MS],
      );
      if (taken.rowCount === 1) return attempt(pool, key, me, taken.rows[0]!.ids, true, work);
      continue;
    }
    if (Date.now() >= deadline) throw new RequestInProgressError();
    await sleep(50);
  }
};

/** One attempt at a claimed request, as `me`: said alive every second, its ids saved before appends. */
const attempt = async (
  pool: pg.Pool,
  key: string,
  me: string,
  saved: Record<string, number[]> | null,
  retried: boolean,
  work: () => Promise<StoredResponse>,
): Promise<StoredResponse> => {
  const ledger = new IdLedger(
    saved,
    async (ids) => {
      const kept = await pool.query(
        'UPDATE idempotent_requests SET ids = $3, alive_at = now() WHERE key = $1 AND owner = $2',
        [key, me, JSON.stringify(ids)],
      );
      // taken over by a retry that thought this attempt dead: that one goes on, this one appends nothing
      if (kept.rowCount !== 1) throw new RequestInProgressError();
    },
    retried,
  );
  const alive = setInterval(() => {
    pool
      .query('UPDATE idempotent_requests SET alive_at = now() WHERE key = $1 AND owner = $2', [key, me])
      .catch(() => {});
  }, ALIVE_EVERY_MS);
  alive.unref();
  try {
    const response = await withIdLedger(ledger, work);
    clearInterval(alive);
    await pool.query(
      'UPDATE idempotent_requests SET status = $3, body = $4, owner = NULL WHERE key = $1 AND owner = $2',
      [key, me, response.status, JSON.stringify(response.body)],
    );
    return response;
  } catch (e) {
    clearInterval(alive);
    // No answer is stored: a retry runs again. A claim whose attempt saved ids is kept, free to take,
    // with those ids (one of its appends may have landed); one without is removed.
    const released = pool
      .query(
        `WITH removed AS (DELETE FROM idempotent_requests WHERE key = $1 AND owner = $2 AND ids IS NULL)
         UPDATE idempotent_requests SET owner = NULL, request_hash = NULL
          WHERE key = $1 AND owner = $2 AND ids IS NOT NULL`,
        [key, me],
      )
      .catch(() => {});
    // The database is away: the 503 does not wait for this statement to time out as well. If it cannot
    // run, the claim stays as a dead attempt's (its owner silent: a retry takes it over after DEAD_AFTER_MS).
    if (!isDatabaseUnavailable(e)) await released;
    throw e;
  }
};
