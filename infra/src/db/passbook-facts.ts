import { type CycleWindow, memberPassbook, type PassbookFacts, type ShareOutWeighting } from '@pm/domain';
import { type Expression, sql } from 'kysely';
import type pg from 'pg';
import { db, rows } from './typed';

/**
 * One member's passbook facts as the read tables hold them, shared by the passbook screen (read-api) and
 * the USSD menu (command-service), so that the two never tell a member different figures: every entry of
 * the member in any cycle, and the group's cycles, for memberPassbook (domain/src/saving-groups/
 * passbook.ts) to sum.
 */

export interface CycleRecord {
  number: number;
  startedOn: string;
  closeDate: string | null;
  status: 'open' | 'proposed' | 'closed';
  weighting: ShareOutWeighting | null;
  /** cents, as the events hold them */
  payouts: { memberId: number; amount: number }[] | null;
}

const cents = (amount: number): number => Math.round(amount * 100);

/** A date column as YYYY-MM-DD text. */
export const dayOf = (date: Expression<string | null>) => sql<string>`to_char(${date}, 'YYYY-MM-DD')`;

/** The group's cycles; a group projected before cycles were kept has only its current one, open. */
export const cyclesOf = async (pool: pg.Pool, groupId: number, current: number, startedOn: string) => {
  const recorded = await rows(
    pool,
    db
      .selectFrom('group_cycles')
      .select('cycle as number')
      .select((eb) => [
        dayOf(eb.ref('started_on')).as('startedOn'),
        dayOf(eb.ref('close_date')).as('closeDate'),
      ])
      .select(['status', 'weighting', 'payouts'])
      .$narrowType<Pick<CycleRecord, 'startedOn' | 'status' | 'weighting' | 'payouts'>>()
      .where('group_id', '=', groupId)
      .orderBy('cycle'),
  );
  if (recorded.some((c) => c.number === current)) return recorded;
  const open: CycleRecord = {
    number: current,
    startedOn,
    closeDate: null,
    status: 'open',
    weighting: null,
    payouts: null,
  };
  return [...recorded, open];
};

/** A reversible entry's day and whether it was reversed. */
const entryDay = (date: Expression<string>) => dayOf(date).as('date');
const reversed = (reversedAt: Expression<string | null>) =>
  sql<boolean>`${reversedAt} IS NOT NULL`.as('reversed');

/** The queries of one member's entries, of any cycle, by table. */
const entriesOf = (groupId: number, memberId: number) => ({
  savings: db
    .selectFrom('group_savings as s')
    .select(['s.id', 's.amount', 's.reversal_reason as reversalReason', 's.cycle', 's.notes'])
    .select((eb) => [
      entryDay(eb.ref('s.saving_date')),
      reversed(eb.ref('s.reversed_at')),
      sql<boolean>`${eb.ref('s.kind')} = 'adjustment'`.as('adjustment'),
    ])
    .where('s.group_id', '=', groupId)
    .where('s.member_id', '=', memberId),
  loans: db
    .selectFrom('group_loans')
    .select(['id', 'amount', 'total_amount as totalDue', 'purpose', 'cycle'])
    .select((eb) => entryDay(eb.ref('loan_date')))
    .where('group_id', '=', groupId)
    .where('borrower_id', '=', memberId),
  repayments: db
    .selectFrom('loan_repayments as r')
    .innerJoin('group_loans as l', 'l.id', 'r.loan_id')
    .select(['r.id', 'r.amount', 'r.reversal_reason as reversalReason', 'r.cycle'])
    .select(['r.loan_id as loanId', 'r.notes'])
    .select((eb) => [entryDay(eb.ref('r.payment_date')), reversed(eb.ref('r.reversed_at'))])
    .where('l.group_id', '=', groupId)
    .where('l.borrower_id', '=', memberId),
  penalties: db
    .selectFrom('member_penalties as p')
    .select(['p.id', 'p.amount', 'p.reversal_reason as reversalReason', 'p.cycle'])
    .select(['p.paid_cycle as paidCycle', 'p.penalty_type as penaltyType', 'p.description as notes'])
    .select((eb) => {
      // a paid penalty's day of payment (its own day when none was recorded)
      const paidDay = dayOf(eb.fn.coalesce('p.payment_date', 'p.penalty_date'));
      return [
        entryDay(eb.ref('p.penalty_date')),
        reversed(eb.ref('p.reversed_at')),
        sql<string | null>`CASE WHEN ${eb.ref('p.is_paid')} THEN ${paidDay} END`.as('paidOn'),
      ];
    })
    .where('p.group_id', '=', groupId)
    .where('p.member_id', '=', memberId),
  fees: db
    .selectFrom('member_registration_fees as e')
    .select(['e.id', 'e.amount', 'e.reversal_reason as reversalReason', 'e.cycle', 'e.notes'])
    .select((eb) => [entryDay(eb.ref('e.payment_date')), reversed(eb.ref('e.reversed_at'))])
    .where('e.group_id', '=', groupId)
    .where('e.member_id', '=', memberId),
  emergency: db
    .selectFrom('emergency_contributions as c')
    .innerJoin('emergency_funds as f', 'f.id', 'c.fund_id')
    .select(['c.id', 'c.amount', 'c.reversal_reason as reversalReason', 'c.notes'])
    .select((eb) => [entryDay(eb.ref('c.contribution_date')), reversed(eb.ref('c.reversed_at'))])
    .where('f.group_id', '=', groupId)
    .where('c.member_id', '=', memberId),
  // a member paid out on leaving has the amount with the day
  leaving: db
    .selectFrom('group_members')
    .select((eb) => [dayOf(eb.ref('paid_out_on')).as('date'), 'paid_out as amount'])
    .$narrowType<{ amount: number }>()
    .where('group_id', '=', groupId)
    .where('id', '=', memberId)
    .where('paid_out_on', 'is not', null),
});

/** Every entry of one member, of any cycle, amounts in cents. */
export const factsOf = async (pool: pg.Pool, groupId: number, memberId: number): Promise<PassbookFacts> => {
  const withCents = <T extends { amount: number }>(entries: T[]) =>
    entries.map((r) => ({ ...r, amount: cents(r.amount) }));
  const of = entriesOf(groupId, memberId);
  const [savings, loans, repayments, penalties, fees, emergency, leaving] = await Promise.all([
    rows(pool, of.savings),
    rows(pool, of.loans),
    rows(pool, of.repayments),
    rows(pool, of.penalties),
    rows(pool, of.fees),
    rows(pool, of.emergency),
    rows(pool, of.leaving),
  ]);
  return {
    savings: withCents(savings),
    loans: loans.map((l) => ({ ...l, amount: cents(l.amount), totalDue: cents(l.totalDue) })),
    repayments: withCents(repayments),
    penalties: withCents(penalties),
    fees: withCents(fees),
    emergencyContributions: withCents(emergency),
    leavingPayouts: withCents(leaving),
  };
};

/** The window of cycle `number` among `cycles` (its entries by the rules of cycleOfEntry, dates the fallback). */
export const cycleWindowOf = (
  cycles: readonly CycleRecord[],
  number: number,
  open: number,
): CycleWindow | null => {
  const index = cycles.findIndex((c) => c.number === number);
  const cycle = cycles[index];
  if (!cycle) return null;
  const closed = cycle.status === 'closed' ? cycle.closeDate : null;
  const closes = cycles.flatMap((c) =>
    c.status === 'closed' && c.closeDate !== null ? [{ cycle: c.number, closeDate: c.closeDate }] : [],
  );
  return {
    from: index === 0 ? null : cycle.startedOn,
    to: closed,
    cycle: { number: cycle.number, closes, open },
  };
};

/** A member's passbook of the group's open cycle, as of `today`: what the passbook screen shows now. */
export const openCycleBook = async (
  pool: pg.Pool,
  group: { readonly id: number; readonly currentCycle: number; readonly cycleStartedOn: string },
  memberId: number,
  today: string,
) => {
  const cycles = await cyclesOf(pool, group.id, group.currentCycle, group.cycleStartedOn);
  const window = cycleWindowOf(cycles, group.currentCycle, group.currentCycle);
  return window === null ? null : memberPassbook(await factsOf(pool, group.id, memberId), window, today);
};
