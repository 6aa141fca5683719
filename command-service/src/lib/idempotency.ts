import type pg from 'pg';

export interface StoredResponse {
  readonly status: number;
  readonly body: unknown;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** No command runs this long: an unfinished claim older than this was abandoned. */
const ABANDONED_AFTER_MS = 10_000;

/**
 * Runs `work` once per idempotency key. A retry of a finished request gets the stored response; a retry
 * that arrives while the first attempt still runs waits for it (bounded). A failed attempt stores
 * nothing, so the retry runs the command again. Without a key, `work` simply runs.
 */
export const once = async (
  pool: pg.Pool,
  key: string | null,
  work: () => Promise<StoredResponse>,
  waitMs = 15_000,
): Promise<StoredResponse> => {
  if (key === null) return work();
  const deadline = Date.now() + waitMs;
  for (;;) {
    // A claim left unfinished (its process or the database died mid-request, so nobody could remove
    // it) is taken over once it is older than any request runs: the retry then runs the command, whose
    // append is itself idempotent by the same key.
    const claimed = await pool.query(
      `INSERT INTO idempotent_requests (key) VALUES ($1)
       ON CONFLICT (key) DO UPDATE SET created_at = now()
        WHERE idempotent_requests.status IS NULL
          AND idempotent_requests.created_at < now() - make_interval(secs => $2::double precision / 1000)`,
      [key, ABANDONED_AFTER_MS],
    );
    if (claimed.rowCount === 1) {
      try {
        const response = await work();
        await pool.query('UPDATE idempotent_requests SET status = $2, body = $3 WHERE key = $1', [
          key,
          response.status,
          JSON.stringify(response.body),
        ]);
        return response;
      } catch (e) {
        await pool.query('DELETE FROM idempotent_requests WHERE key = $1', [key]).catch(() => {});
        throw e;
      }
    }
    const existing = await pool.query<{ status: number | null; body: unknown }>(
      'SELECT status, body FROM idempotent_requests WHERE key = $1',
      [key],
    );
    const row = existing.rows[0];
    if (row && row.status !== null) return { status: row.status, body: row.body };
    if (Date.now() > deadline) throw new Error(`Request ${key} is still running`);
    // still running elsewhere (or just failed and was removed): look again shortly
    await sleep(50);
  }
};
