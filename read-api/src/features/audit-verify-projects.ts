import {
  type ContributionEvent,
  type ContributionStanding,
  contributionBooks,
  contributionStream,
  type StoredContributionEvent,
} from '@pm/domain';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import type { EventStore } from '@pm/infra/event-store/port';
import { sql } from 'kysely';
import type { Pool } from 'pg';
import { cents, compare, type Difference } from './audit-verify';

/**
 * Replay equals the screens, for a project's children's contributions: every contribution stream of the
 * project replayed (everything recorded, so the same events the projector has applied) and compared
 * figure by figure with the read tables behind the Contributions screens (each child's month: expected,
 * paid, outstanding, and the payments listed under it), the project's totals as the Contributions
 * summary sums them, and each month's totals as the dashboard and analytics read them (rollup_months).
 */

/** Streams read at once: a project of thousands of contributions does not open thousands of reads. */
const BATCH = 50;

/**
 * The project's contribution streams. The command side's reservations (one per child and month, made
 * before the stream is written) name them without trusting the read tables, so a contribution whose
 * read row went missing is still replayed; the read table adds those of children who moved away since.
 */
const streamsOf = async (pool: Pool, projectId: number): Promise<string[]> => {
  const read = await rows(
    pool,
    db.selectFrom('contributions').select('id').where('project_id', '=', projectId),
  );
  const reserved = await rows(
    pool,
    db
      .selectFrom('unique_keys as k')
      .innerJoin('participants as p', (join) =>
        join.on((eb) =>
          eb(eb.cast('p.id', 'text'), '=', eb.fn('split_part', ['k.key', sql.lit(':'), sql.lit(1)])),
        ),
      )
      .select('k.owner')
      .where('k.kind', '=', 'contribution')
      .where('p.project_id', '=', projectId),
  );
  return [...new Set([...read.map((r) => contributionStream(r.id)), ...reserved.map((r) => r.owner)])];
};

/** The project's contributions replayed; a stream opened for another project (a child moved) is left out. */
const replayOf = async (store: EventStore, projectId: number, streams: readonly string[]) => {
  const events: StoredContributionEvent[] = [];
  for (let i = 0; i < streams.length; i += BATCH) {
    const batch = await Promise.all(streams.slice(i, i + BATCH).map((s) => store.readStream(s)));
    for (const stream of batch) {
      const opened = stream.find((e) => e.type === 'ContributionOpened')?.data as
        | Extract<ContributionEvent, { type: 'ContributionOpened' }>['data']
        | undefined;
      if (opened?.projectId !== projectId) continue;
      for (const e of stream)
        events.push({
          event: { type: e.type, data: e.data } as ContributionEvent,
          position: e.position,
          recordedAt: e.recordedAt.toISOString(),
        });
    }
  }
  return contributionBooks(events);
};

interface ReadContribution {
  readonly id: number;
  readonly participantId: number;
  readonly month: string;
  readonly expected: number;
  readonly paid: number;
  readonly payments: number;
}
interface ReadMonth {
  readonly month: string;
  readonly expected: number;
  readonly paid: number;
  readonly outstanding: number;
}

/** The read tables' figures of one project (KES as stored). */
const readFigures = async (pool: Pool, projectId: number, participantIds: readonly number[]) => {
  const contributions: ReadContribution[] = await rows(
    pool,
    db
      .selectFrom('contributions as c')
      .select((eb) => [
        'c.id',
        'c.participant_id as participantId',
        'c.month',
        'c.expected_amount as expected',
        'c.paid_amount as paid',
        eb.fn
          .coalesce(
            eb
              .selectFrom('payments as y')
              .select((sb) => sb.fn.sum<number>('y.amount').as('sum'))
              .whereRef('y.contribution_id', '=', 'c.id')
              .where((sb) => sb.not(sb.ref('y.reversed')))
              .$asScalar(),
            sql.lit(0),
          )
          .as('payments'),
      ])
      .where('c.project_id', '=', projectId),
  );
  const ids = [...new Set([...participantIds, ...contributions.map((c) => c.participantId)])];
  const participants = await rows(
    pool,
    db
      .selectFrom('participants')
      .select(['id', 'participant_id as code', 'deleted'])
      .where('id', '=', sql<number>`ANY(${ids}::int[])`),
  );
  // the contributions table's own sums (what its list adds up to): children missing from the register drop out
  const totals: Omit<ReadMonth, 'month'> | undefined = await firstRow(
    pool,
    db
      .selectFrom('contributions as c')
      .innerJoin('participants as p', 'p.id', 'c.participant_id')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('c.expected_amount'), sql.lit(0)).as('expected'),
        eb.fn.coalesce(eb.fn.sum<number>('c.paid_amount'), sql.lit(0)).as('paid'),
        eb.fn
          .coalesce(
            eb.fn
              .sum<number>(sql`greatest(${eb.ref('c.expected_amount')} - ${eb.ref('c.paid_amount')}, 0)`)
              .filterWhere((fb) => fb.not(fb.ref('p.deleted'))),
            sql.lit(0),
          )
          .as('outstanding'),
      ])
      .where('c.project_id', '=', projectId),
  );
  const months: ReadMonth[] = await rows(
    pool,
    db
      .selectFrom('rollup_months')
      .select(['month', 'expected', 'paid', 'outstanding'])
      .where('scope', '=', 'project')
      .where('scope_id', '=', projectId)
      .orderBy('month'),
  );
  return { contributions, participants, totals: totals!, months };
};
export type ProjectReadFigures = Awaited<ReturnType<typeof readFigures>>;

/** Every difference between the replayed contributions and the read tables of one project. */
export const projectDifferencesOf = (
  replayed: readonly ContributionStanding[],
  read: ProjectReadFigures,
): Difference[] => {
  const out: Difference[] = [];
  const people = new Map(read.participants.map((p) => [p.id, p]));
  const rows = new Map(read.contributions.map((c) => [c.id, c]));
  const name = (id: number, participantId: number, month: string) =>
    `contribution ${id} (${people.get(participantId)?.code ?? `participant ${participantId}`}, ${month})`;
  for (const r of replayed) {
    const row = rows.get(r.contributionId);
    const label = name(r.contributionId, r.participantId, r.month);
    // a missing row counts 1 against 0 (not a money figure, so not through compare's cents)
    if (!row) {
      out.push({ figure: `${label} row`, replay: 1, readModel: 0 });
      continue;
    }
    compare(out, `${label} expected`, r.expected, cents(row.expected));
    compare(out, `${label} paid`, r.paid, cents(row.paid));
    compare(out, `${label} outstanding`, r.outstanding, Math.max(cents(row.expected) - cents(row.paid), 0));
    compare(out, `${label} payments`, r.paid, cents(row.payments));
  }
  const replayedIds = new Set(replayed.map((r) => r.contributionId));
  for (const row of read.contributions)
    if (!replayedIds.has(row.id))
      out.push({ figure: `${name(row.id, row.participantId, row.month)} row`, replay: 0, readModel: 1 });

  // what a child taken off the register still owed is no longer outstanding, on both screens
  const onRegister = (r: ContributionStanding) => !people.get(r.participantId)?.deleted;
  const sum = (of: readonly ContributionStanding[]) => ({
    expected: of.reduce((s, r) => s + r.expected, 0),
    paid: of.reduce((s, r) => s + r.paid, 0),
    outstanding: of.filter(onRegister).reduce((s, r) => s + r.outstanding, 0),
  });
  const total = sum(replayed);
  compare(out, 'expected', total.expected, cents(read.totals.expected));
  compare(out, 'paid', total.paid, cents(read.totals.paid));
  compare(out, 'outstanding', total.outstanding, cents(read.totals.outstanding));

  const rollups = new Map(read.months.map((m) => [m.month, m]));
  const months = [...new Set([...replayed.map((r) => r.month), ...rollups.keys()])].sort();
  for (const month of months) {
    const replay = sum(replayed.filter((r) => r.month === month));
    const rollup = rollups.get(month);
    compare(out, `month ${month} expected`, replay.expected, cents(rollup?.expected ?? 0));
    compare(out, `month ${month} paid`, replay.paid, cents(rollup?.paid ?? 0));
    compare(out, `month ${month} outstanding`, replay.outstanding, cents(rollup?.outstanding ?? 0));
  }
  return out;
};

/** Replays one project's contributions from the store and compares them with the read tables. */
export const verifyProject = async (
  store: EventStore,
  pool: Pool,
  projectId: number,
): Promise<Difference[]> => {
  const replayed = await replayOf(store, projectId, await streamsOf(pool, projectId));
  const read = await readFigures(
    pool,
    projectId,
    replayed.map((r) => r.participantId),
  );
  return projectDifferencesOf(replayed, read);
};
