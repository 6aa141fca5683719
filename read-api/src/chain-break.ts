import { db, execute, firstRow } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type { ChainCheckDeps, ChainCheckReason, Db, Found } from './chain-check-job';
import { finishedRun } from './chain-check-rows';

/** The last position known good before `brokenAt`: the event before it, or the checkpoint before it. */
const goodTo = async (pool: Db, brokenAt: string, reason: ChainCheckReason): Promise<string> => {
  if (reason === 'altered' || reason === 'missing') return (BigInt(brokenAt) - 1n).toString();
  // a rewritten stretch: the altered event lies after the last head recorded before brokenAt
  const row = await firstRow(
    pool,
    db.selectNoFrom((eb) =>
      eb
        .cast<string>(
          eb.fn('greatest', [
            eb
              .selectFrom('chain_checks')
              .select((cb) => cb.fn.max('to_position').as('position'))
              .where('finished_at', 'is not', null)
              .where('broken_at', 'is', null)
              .where('error', 'is', null)
              .where('to_position', '<', brokenAt)
              .$asScalar(),
            eb
              .selectFrom('log_head_signatures')
              .select((sb) => sb.fn.max('position').as('position'))
              .where('position', '<', brokenAt)
              .$asScalar(),
            sql.lit(0),
          ]),
          'text',
        )
        .as('position'),
    ),
  );
  return row?.position ?? '0';
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
  const event = await firstRow(
    pool,
    db.selectFrom('es_events').select(['event_id', 'stream_id']).where('position', '=', result.brokenAt),
  );
  const good = await goodTo(pool, result.brokenAt, result.reason);
  await execute(
    pool,
    db
      .updateTable('chain_checks')
      .set({
        ...finishedRun(found, ms),
        broken_at: result.brokenAt,
        reason: result.reason,
        expected: result.expected,
        stored: result.stored,
        event_id: event?.event_id ?? null,
        stream_id: event?.stream_id ?? null,
        good_to: good,
      })
      .where('id', '=', id),
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
