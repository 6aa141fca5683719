import { db, firstRow } from '@pm/infra/db/typed';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';

/** The projector's read models, by name (projector/src/models.ts). */
export const READ_MODEL_NAMES = [
  'hierarchy',
  'users',
  'participants',
  'contributions',
  'activity',
  'saving-groups',
  'meetings',
  'assets',
  'sms',
  'rollups',
  'kpis',
  'documents',
  'mobile-payments',
  'pay-requests',
] as const;
export type ReadModelName = (typeof READ_MODEL_NAMES)[number];

const positionFrom = (value: unknown): bigint => {
  if (typeof value !== 'string' || !/^\d{1,19}$/.test(value)) return 0n;
  return BigInt(value);
};

/**
 * Read-your-writes: the position this request must see is the highest of what the browser wrote (the
 * `pm.pos` cookie the command service sets, so a plain fetch after a POST works) and the X-Min-Position
 * header the UI sends. Waits, bounded, until the checkpoints of the read models the route reads (all when it
 * does not say) have passed it; after the bound, or at once when one of those models is failing, the
 * request is answered anyway and marked stale, never failed.
 */
export const waitForPosition = async (
  pool: pg.Pool,
  request: FastifyRequest,
  maxWaitMs: number,
  models?: readonly ReadModelName[],
): Promise<boolean> => {
  const fromCookie = positionFrom(request.cookies['pm.pos']);
  const fromHeader = positionFrom(request.headers['x-min-position']);
  // biome-ignore lint/complexity/useMathMinMax: Math.max does not take bigints
  const target = fromCookie > fromHeader ? fromCookie : fromHeader;
  if (target === 0n || models?.length === 0) return true;
  const deadline = Date.now() + maxWaitMs;
  let delay = 5;
  for (;;) {
    let checkpoints = db
      .selectFrom('projection_checkpoints')
      .select([
        sql<string | null>`min(position)::text`.as('reached'),
        sql<string | null>`min(position) FILTER (WHERE failing_since IS NOT NULL)::text`.as('failing'),
      ]);
    if (models) checkpoints = checkpoints.where('name', '=', (eb) => eb.fn.any(eb.val([...models])));
    const row = await firstRow(pool, checkpoints);
    if (BigInt(row?.reached ?? '0') >= target) return true;
    // a model that is failing will not get there by waiting: answer now, marked stale
    if (row?.failing != null && BigInt(row.failing) < target) return false;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 50);
  }
};
