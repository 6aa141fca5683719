import { type GroupBooks, groupBooks, moneyInvariants } from '@pm/domain';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import type { EventStore } from '@pm/infra/event-store/port';
import { sql } from 'kysely';
import type { Pool } from 'pg';
import { moneyEventsOf } from './audit-events';

/**
 * Replay equals the screens: a group's books replayed from the event store, compared figure by figure
 * with what the read tables (behind every screen) hold. Money is compared in cents.
 */

export interface Difference {
  /** e.g. 'savings', 'member 12 savings', 'loan 5 outstanding' */
  readonly figure: string;
  readonly replay: number;
  readonly readModel: number;
}

export const cents = (value: unknown): number => Math.round(Number(value) * 100);

/** Adds a difference when the two figures (cents) differ; the difference is told in KES. */
export const compare = (out: Difference[], figure: string, replay: number, readModel: number) => {
  if (replay !== readModel) out.push({ figure, replay: replay / 100, readModel: readModel / 100 });
};

/** The read tables' figures of one group, in cents. */
const readFigures = async (pool: Pool, groupId: number) => {
  const group = await firstRow(
    pool,
    db
      .selectFrom('saving_groups')
      .select(['savings', 'repayments', 'penalties_and_fees', 'disbursed', 'paid_out'])
      .where('id', '=', groupId),
  );
  const members = await rows(
    pool,
    db
      .selectFrom('group_members as m')
      .leftJoin('group_savings as s', 's.member_id', 'm.id')
      .select((eb) => [
        'm.id',
        eb.fn
          .coalesce(eb.fn.sum<number>('s.amount').filterWhere('s.reversed_at', 'is', null), sql.lit(0))
          .as('savings'),
      ])
      .where('m.group_id', '=', groupId)
      .groupBy('m.id'),
  );
  const loans = await rows(
    pool,
    db
      .selectFrom('group_loans')
      .select((eb) => [
        'id',
        sql<number>`greatest(${eb.ref('total_amount')} - ${eb.ref('amount_paid')} - ${eb.ref('written_off')}, 0)`.as(
          'outstanding',
        ),
      ])
      .where('group_id', '=', groupId),
  );
  // the fund's balance: contributions not reversed less disbursements approved
  const fund = await firstRow(
    pool,
    db.selectNoFrom((eb) =>
      eb(
        eb.fn.coalesce(
          eb
            .selectFrom('emergency_contributions as c')
            .innerJoin('emergency_funds as f', 'f.id', 'c.fund_id')
            .select((sb) => sb.fn.sum<number>('c.amount').as('sum'))
            .where('f.group_id', '=', groupId)
            .where('c.reversed_at', 'is', null)
            .$asScalar(),
          sql.lit(0),
        ),
        '-',
        eb.fn.coalesce(
          eb
            .selectFrom('emergency_disbursements as d')
            .innerJoin('emergency_funds as f', 'f.id', 'd.fund_id')
            .select((sb) => sb.fn.sum<number>('d.amount').as('sum'))
            .where('f.group_id', '=', groupId)
            .where('d.status', '=', 'approved')
            .$asScalar(),
          sql.lit(0),
        ),
      ).as('balance'),
    ),
  );
  return { group, members, loans, fund };
};

/** Every difference between the replayed books and the read tables. */
export const differencesOf = (
  books: GroupBooks,
  read: Awaited<ReturnType<typeof readFigures>>,
): Difference[] => {
  const loanBalances = new Map(books.loans.map((l) => [l.loanId, l.outstanding]));
  const out: Difference[] = [];
  if (!read.group) return [{ figure: 'group row', replay: 1, readModel: 0 }];
  compare(out, 'savings', books.savings, cents(read.group.savings));
  compare(out, 'repayments', books.repayments, cents(read.group.repayments));
  compare(out, 'penalties and fees', books.penaltiesAndFees, cents(read.group.penalties_and_fees));
  compare(out, 'disbursed', books.disbursed, cents(read.group.disbursed));
  compare(out, 'paid out', books.paidOut, cents(read.group.paid_out));
  compare(out, 'emergency fund', books.emergencyFund, cents(read.fund?.balance ?? 0));
  const replayed = new Map(books.members.map((m) => [m.memberId, m.savings]));
  for (const m of read.members)
    compare(out, `member ${m.id} savings`, replayed.get(m.id) ?? 0, cents(m.savings));
  // a missing row counts 1 against 0 (not a money figure, so not through compare's cents)
  for (const [id] of replayed)
    if (!read.members.some((m) => m.id === id))
      out.push({ figure: `member ${id} row`, replay: 1, readModel: 0 });
  for (const loan of read.loans)
    compare(out, `loan ${loan.id} outstanding`, loanBalances.get(loan.id) ?? 0, cents(loan.outstanding));
  return out;
};

/**
 * Replays one group from the store and compares it with the read tables. The streams are read from the
 * log, past the stream cache: a check must see an event altered in the database after it was cached.
 */
export const verifyGroup = async (store: EventStore, pool: Pool, groupId: number): Promise<Difference[]> => {
  const events = await moneyEventsOf(store, pool, groupId, { fresh: true });
  const books = groupBooks(events);
  // and what must hold of the log itself: each close's payouts against its fund and the rules
  const breaches = moneyInvariants(events).map((b) => ({
    figure: b.figure,
    replay: b.expected / 100,
    readModel: b.recorded / 100,
  }));
  return [...differencesOf(books, await readFigures(pool, groupId)), ...breaches];
};
