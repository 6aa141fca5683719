// Reads the projector's `contributions` table (read model `contributions`): which contributions a child
// has, for a payment received by M-Pesa. A documented query module (system/src/table-ownership.unit.spec.ts).
import { contributionStream, monthOf } from '@pm/domain';
import { db, rows } from '@pm/infra/db/typed';
import type { CommandDeps } from '../../context';

/**
 * How far back the months' own reservations are read beside the read table: a month is in the read
 * table within moments of being opened, so two years covers any lag by far.
 */
const RECENT_MONTHS = 24;

/** 'YYYY-MM' and the `count - 1` months before it. */
const monthsUpTo = (month: string, count: number): string[] => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, m - 1 - i, 1));
    return at.toISOString().slice(0, 7);
  });
};

/**
 * The streams of a child's contributions: the read table's, and the recent months' from their
 * reservations (the monthly job and registration reserve the (child, month) pair before they open it, so
 * a month opened a moment ago, not yet in the read table, is not missed and the oldest month is paid
 * first). What each still owes is decided on the streams themselves, never on the read table: it only
 * says where to look.
 */
export const childContributionStreams = async (
  deps: CommandDeps,
  participantId: number,
  today: string,
): Promise<string[]> => {
  const [listed, reserved] = await Promise.all([
    rows(deps.pool, db.selectFrom('contributions').select('id').where('participant_id', '=', participantId)),
    rows(
      deps.pool,
      db
        .selectFrom('unique_keys')
        .select('owner')
        .where('kind', '=', 'contribution')
        .where(
          'key',
          'in',
          monthsUpTo(monthOf(today), RECENT_MONTHS).map((month) => `${participantId}:${month}`),
        ),
    ),
  ]);
  return [...new Set([...listed.map((r) => contributionStream(r.id)), ...reserved.map((r) => r.owner)])];
};
