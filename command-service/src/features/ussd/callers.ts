import { monthOf, normaliseKenyanPhone, type UssdChild, type UssdMembership } from '@pm/domain';
import { monthFigures } from '@pm/domain/contributions/figures';
import { dayOf, openCycleBook } from '@pm/infra/db/passbook-facts';
import { db, rows } from '@pm/infra/db/typed';
import { type Expression, sql } from 'kysely';
import type pg from 'pg';

/**
 * Reads the projector's participants, contributions and payments tables, and its saving groups, members,
 * loans, penalties, cycles and meetings tables (through infra/src/db/passbook-facts.ts, the passbook
 * screen's own reading): who a phone number is on the register, and their figures for the USSD menu
 * (docs/domain/ussd.md). Only the caller's own: the children whose contact phone is the number, the
 * memberships whose phone is the number, nothing else.
 */

/** The nine digits of a Kenyan number however it was typed (0712 345 678, +254712345678): its last nine. */
const subscriber = (column: Expression<string | null>) =>
  sql<string>`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 9)`;

const cents = (amount: number | string): number => Math.round(Number(amount) * 100);

export interface CallerChild extends UssdChild {
  /** The oldest month still owing, for Pay now: its contribution and what it owes (cents). */
  readonly oldestOwed: {
    readonly contributionId: number;
    readonly month: string;
    readonly owed: number;
  } | null;
}

/** The children on the register whose contact phone is `phone` (+254…), with their months' figures. */
export const childrenOf = async (pool: pg.Pool, phone: string, today: string): Promise<CallerChild[]> => {
  const found = (
    await rows(
      pool,
      db
        .selectFrom('participants as p')
        .select([
          'p.id',
          'p.participant_id as code',
          'p.first_name as firstName',
          'p.contact_phone as contactPhone',
        ])
        .where((eb) => eb(subscriber(eb.ref('p.contact_phone')), '=', phone.slice(-9)))
        .where((eb) => eb.and([eb.not(eb.ref('p.deleted')), eb.not(eb.ref('p.erased'))]))
        .orderBy('p.participant_id')
        .limit(50),
    )
  ).filter((c) => c.contactPhone !== null && normaliseKenyanPhone(c.contactPhone) === phone);
  if (found.length === 0) return [];
  const ids = found.map((c) => c.id);
  const [months, payments] = await Promise.all([
    rows(
      pool,
      db
        .selectFrom('contributions')
        .select([
          'id',
          'participant_id as participantId',
          'month',
          'expected_amount as expected',
          'paid_amount as paid',
        ])
        .where('participant_id', 'in', ids)
        .orderBy('month'),
    ),
    rows(
      pool,
      db
        .selectFrom('payments as pay')
        .innerJoin('contributions as c', 'c.id', 'pay.contribution_id')
        .select(['c.participant_id as participantId', 'pay.amount'])
        .select((eb) => dayOf(eb.ref('pay.payment_date')).as('date'))
        .where('c.participant_id', 'in', ids)
        .where('pay.reversed', '=', false)
        .orderBy('pay.payment_date', 'desc')
        .orderBy('pay.id', 'desc')
        .limit(10 * ids.length),
    ),
  ]);
  const current = monthOf(today);
  return found.map((c) => {
    // the children's figures' one rule (monthFigures), as every screen counts a month
    const own = months
      .filter((m) => m.participantId === c.id && m.month <= current)
      .map((m) => ({ ...m, ...monthFigures(cents(m.expected), cents(m.paid), false) }));
    const now = own.find((m) => m.month === current);
    const oldest = own.find((m) => m.outstanding > 0);
    return {
      participantId: c.id,
      code: c.code,
      firstName: c.firstName ?? '',
      month: now ? { month: now.month, expected: now.expected, paid: now.paid } : null,
      arrears: own.filter((m) => m.month < current).reduce((sum, m) => sum + m.outstanding, 0),
      lastPayments: payments
        .filter((p) => p.participantId === c.id)
        .slice(0, 3)
        .map((p) => ({ date: p.date, amount: cents(p.amount) })),
      oldestOwed: oldest
        ? { contributionId: oldest.id, month: oldest.month, owed: oldest.outstanding }
        : null,
    };
  });
};

export interface CallerMembership {
  readonly memberId: number;
  readonly id: number;
  readonly name: string;
  readonly currentCycle: number;
  readonly cycleStartedOn: string;
}

/** The active memberships whose phone is `phone` (+254…). */
export const membershipsOf = async (pool: pg.Pool, phone: string): Promise<CallerMembership[]> =>
  (
    await rows(
      pool,
      db
        .selectFrom('group_members as m')
        .innerJoin('saving_groups as g', 'g.id', 'm.group_id')
        .select([
          'm.id as memberId',
          'm.member_phone as memberPhone',
          'g.id',
          'g.name',
          'g.current_cycle as currentCycle',
        ])
        .select((eb) =>
          dayOf(eb.fn.coalesce('g.cycle_started_on', 'g.registration_date')).as('cycleStartedOn'),
        )
        .where((eb) => eb(subscriber(eb.ref('m.member_phone')), '=', phone.slice(-9)))
        .where('m.is_active', '=', true)
        .orderBy('g.name')
        .limit(20),
    )
  )
    .filter((m) => normaliseKenyanPhone(m.memberPhone) === phone)
    .map(({ memberPhone: _, ...m }) => m);

/** A member's figures of the group's open cycle: the passbook's own totals, so the menu and the passbook screen agree. */
export const membershipFigures = async (
  pool: pg.Pool,
  m: CallerMembership,
  today: string,
): Promise<UssdMembership> => {
  const [book, loan, meeting] = await Promise.all([
    openCycleBook(pool, m, m.memberId, today),
    rows(
      pool,
      db
        .selectFrom('group_loans')
        .select((eb) => dayOf(eb.fn.min('due_date')).as('due'))
        .where('group_id', '=', m.id)
        .where('borrower_id', '=', m.memberId)
        .where('status', '=', 'active'),
    ),
    rows(
      pool,
      db
        .selectFrom('group_meetings')
        .select((eb) => dayOf(eb.fn.min('meeting_date')).as('next'))
        .where('group_id', '=', m.id)
        .where('meeting_date', '>=', today),
    ),
  ]);
  return {
    groupName: m.name,
    savings: book?.totals.savings ?? 0,
    loanBalance: book?.totals.loanOutstanding ?? 0,
    loanDue: loan[0]?.due ?? null,
    finesOwed: book?.totals.finesOwed ?? 0,
    nextMeeting: meeting[0]?.next ?? null,
  };
};
