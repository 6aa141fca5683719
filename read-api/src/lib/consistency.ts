import type { FastifyRequest } from 'fastify';
import type pg from 'pg';

const positionFrom = (value: unknown): bigint => {
  if (typeof value !== 'string' || !/^\d{1,19}$/.test(value)) return 0n;
  return BigInt(value);
};

/**
 * Read-your-writes: the position this request must see is the highest of what the session wrote
 * (recorded by the command service, so a plain fetch after a POST works) and the X-Min-Position header
 * the UI sends. Waits, bounded, until every read model's checkpoint has passed it; after the bound the
 * request is answered anyway and marked stale, never failed.
 */
export const waitForPosition = async (
  pool: pg.Pool,
  request: FastifyRequest,
  maxWaitMs: number,
): Promise<boolean> => {
  const fromSession = positionFrom(request.session.lastPosition);
  const fromHeader = positionFrom(request.headers['x-min-position']);
  // biome-ignore lint/complexity/useMathMinMax: Math.max does not take bigints
  const target = fromSession > fromHeader ? fromSession : fromHeader;
  if (target === 0n) return true;
  const deadline = Date.now() + maxWaitMs;
  let delay = 5;
  for (;;) {
    const result = await pool.query<{ position: string | null }>(
      'SELECT min(position)::text AS position FROM projection_checkpoints',
    );
    const reached = BigInt(result.rows[0]?.position ?? '0');
    if (reached >= target) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 50);
  }
};
