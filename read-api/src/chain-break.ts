import type { Pool } from 'pg';
import type { ChainCheckDeps, ChainCheckReason, Found } from './chain-check-job';

/** The one connection a run does everything on (the lock's). */
type Db = Pick<Pool, 'query'>;

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

/**
 * Stores what a run found broken (the position, the reason, the hashes, the event and its stream, and
 * the last position known good) on its row of chain_checks, and logs it as an error.
 */
export const recordBreak = async (
  deps: Pick<ChainCheckDeps, 'logger'>,
  pool: Db,
  id: string,
  found: Found,
  result: Extract<Found['result'], { ok: false }>,
  ms: number,
): Promise<void> => {
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
};
