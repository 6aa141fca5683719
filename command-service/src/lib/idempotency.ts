import { randomUUID } from 'node:crypto';
import { RequestInProgressError, RuleViolation } from '@pm/domain';
import { db, execute, firstRow } from '@pm/infra/db/typed';
import { isDatabaseUnavailable } from '@pm/infra/db/unavailable';
import { IdLedger, withIdLedger } from '@pm/infra/ids';
import { sql } from 'kysely';
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

const now = sql<string>`now()`;
/** The instant before which an attempt's last word means it died. */
const deadSince = sql<string>`now() - make_interval(secs => ${DEAD_AFTER_MS}::double precision / 1000)`;

/** The claim of `key` held by `me`. */
const heldBy = (key: string, me: string) =>
  db.updateTable('idempotent_requests').where('key', '=', key).where('owner', '=', me);

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
    const claimed = await execute(
      pool,
      db
        .insertInto('idempotent_requests')
        .values({ key, request_hash: hash, owner: me, alive_at: now })
        .onConflict((oc) => oc.column('key').doNothing()),
    );
    if (claimed === 1) return attempt(pool, key, me, null, false, work);
    const row = await firstRow(
      pool,
      db
        .selectFrom('idempotent_requests')
        .select((eb) => [
          'status',
          'body',
          'request_hash',
          'owner',
          eb('alive_at', '>', deadSince).$castTo<boolean>().as('alive'),
        ])
        .where('key', '=', key),
    );
    if (!row) continue; // a failed attempt removed its claim meanwhile: claim it afresh
    if (row.request_hash !== null && row.request_hash !== hash) throw new RuleViolation(DIFFERENT_REQUEST);
    if (row.status !== null) return { status: row.status, body: row.body };
    if (row.owner === null || !row.alive) {
      // its attempt died or failed after it had allocated ids: this retry takes over, at most one does
      const taken = await firstRow(
        pool,
        db
          .updateTable('idempotent_requests')
          .set({ owner: me, request_hash: hash, alive_at: now })
          .where('key', '=', key)
          .where('status', 'is', null)
          .where('owner', 'is not distinct from', row.owner)
          .where((eb) => eb.or([eb('owner', 'is', null), eb('alive_at', '<=', deadSince)]))
          .returning('ids')
          .$narrowType<{ ids: Record<string, number[]> | null }>(),
      );
      if (taken) return attempt(pool, key, me, taken.ids, true, work);
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
      const kept = await execute(pool, heldBy(key, me).set({ ids: JSON.stringify(ids), alive_at: now }));
      // taken over by a retry that thought this attempt dead: that one goes on, this one appends nothing
      if (kept !== 1) throw new RequestInProgressError();
    },
    retried,
  );
  const alive = setInterval(() => {
    execute(pool, heldBy(key, me).set({ alive_at: now })).catch(() => {});
  }, ALIVE_EVERY_MS);
  alive.unref();
  try {
    const response = await withIdLedger(ledger, work);
    clearInterval(alive);
    await execute(
      pool,
      heldBy(key, me).set({ status: response.status, body: JSON.stringify(response.body), owner: null }),
    );
    return response;
  } catch (e) {
    clearInterval(alive);
    // No answer is stored: a retry runs again. A claim whose attempt saved ids is kept, free to take,
    // with those ids (one of its appends may have landed); one without is removed.
    const released = execute(
      pool,
      db
        .with('removed', (w) =>
          w
            .deleteFrom('idempotent_requests')
            .where('key', '=', key)
            .where('owner', '=', me)
            .where('ids', 'is', null),
        )
        .updateTable('idempotent_requests')
        .set({ owner: null, request_hash: null })
        .where('key', '=', key)
        .where('owner', '=', me)
        .where('ids', 'is not', null),
    ).catch(() => {});
    // The database is away: the 503 does not wait for this statement to time out as well. If it cannot
    // run, the claim stays as a dead attempt's (its owner silent: a retry takes it over after DEAD_AFTER_MS).
    if (!isDatabaseUnavailable(e)) await released;
    throw e;
  }
};
