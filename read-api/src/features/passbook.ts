import {
  businessDate,
  type CycleWindow,
  cycleShareOut,
  memberPassbook,
  msg,
  NotFoundError,
  type PassbookFacts,
  type PassbookTotals,
  RuleViolation,
  type ShareOutWeighting,
} from '@pm/domain';
import { passbookQueries as q } from '@pm/domain/api/passbook-queries';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import type { EventStore } from '@pm/infra/event-store/port';
import { type Expression, sql } from 'kysely';
import type pg from 'pg';
import { defineQuery } from '../lib/define-query';
import { kes } from './audit-access';
import { moneyEventsOf } from './audit-events';
import { childPassbookRoute } from './passbook-child';
import { readableGroup, SAVING_GROUP_MODELS } from './saving-groups/scope';

interface CycleRecord {
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
const dayOf = (date: Expression<string | null>) => sql<string>`to_char(${date}, 'YYYY-MM-DD')`;

/** The group's cycles; a group projected before cycles were kept has only its current one, open. */
const cyclesOf = async (pool: pg.Pool, groupId: number, current: number, startedOn: string) => {
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
const factsOf = async (pool: pg.Pool, groupId: number, memberId: number): Promise<PassbookFacts> => {
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

const kesTotals = (t: PassbookTotals) => ({
  savings: kes(t.savings),
  loansTaken: kes(t.loansTaken),
  repaid: kes(t.repaid),
  loanOutstanding: kes(t.loanOutstanding),
  finesImposed: kes(t.finesImposed),
  finesPaid: kes(t.finesPaid),
  finesOwed: kes(t.finesOwed),
  feesPaid: kes(t.feesPaid),
  emergencyContributions: kes(t.emergencyContributions),
  paidOutOnLeaving: kes(t.paidOutOnLeaving),
});

const NO_SAVINGS = 'Nothing to share yet: no member has savings in this cycle to weigh a share-out by';

/** What the member's line of the share-out is: recorded at a close, proposed, or expected if closed today. */
const shareOutOf = async (
  store: EventStore,
  pool: pg.Pool,
  groupId: number,
  memberId: number,
  cycle: CycleRecord,
  today: string,
) => {
  if (cycle.status !== 'open' && cycle.closeDate !== null) {
    const line = (cycle.payouts ?? []).find((p) => p.memberId === memberId);
    return {
      kind: cycle.status === 'closed' ? ('recorded' as const) : ('proposed' as const),
      asOf: cycle.closeDate,
      weighting: cycle.weighting ?? 'amount',
      amount: line ? kes(line.amount) : null,
      reason: line ? null : 'The member is not among the payouts of this close',
    };
  }
  // the share-out preview's figures for a close today, by savings (its default weighting)
  const weighting: ShareOutWeighting = 'amount';
  const events = await moneyEventsOf(store, pool, groupId);
  // by the group's set-off rule, as the preview computes it, so the two show the same share
  const rule = await firstRow(
    pool,
    db.selectFrom('saving_groups').select('set_off_at_share_out as setOff').where('id', '=', groupId),
  );
  let share: ReturnType<typeof cycleShareOut>;
  try {
    share = cycleShareOut(events, { closeDate: today, weighting, setOff: rule?.setOff ?? false });
  } catch (error) {
    // no share-out today (the fund is negative: more is lent than held): the passbook still shows the
    // member's entries, and why there is no expected share
    if (!(error instanceof RuleViolation)) throw error;
    return { kind: 'expected' as const, asOf: today, weighting, amount: null, reason: error.message };
  }
  const { fund, payouts } = share;
  const total = payouts.reduce((sum, p) => sum + p.payout, 0);
  const line = payouts.find((p) => p.memberId === memberId);
  // as the preview's note says: with no savings in the cycle there is nothing to weigh the fund by
  const shared = payouts.some((p) => p.savings > 0) && total === fund.distributable;
  return {
    kind: 'expected' as const,
    asOf: today,
    weighting,
    amount: shared && line ? kes(line.payout) : null,
    reason: !shared ? NO_SAVINGS : line ? null : 'The member is not among the members sharing the fund',
  };
};

/** The group's header and the member's, or 404 (a member of another group is not found in this one). */
const headerOf = async (pool: pg.Pool, groupId: number, memberId: number) => {
  const group = await firstRow(
    pool,
    db
      .selectFrom('saving_groups')
      .select(['name', 'treasurer_name as treasurerName', 'current_cycle as currentCycle'])
      .select((eb) => dayOf(eb.fn.coalesce('cycle_started_on', 'registration_date')).as('cycleStartedOn'))
      .where('id', '=', groupId),
  );
  if (!group) throw new NotFoundError('Saving group not found');
  const member = await firstRow(
    pool,
    db
      .selectFrom('group_members')
      .select(['id', 'member_number as memberNumber', 'member_name as name', 'member_phone as phone', 'role'])
      .select((eb) => [
        dayOf(eb.ref('joined_on')).as('joinedOn'),
        sql<'active' | 'former'>`CASE WHEN ${eb.ref('left_at')} IS NULL THEN 'active' ELSE 'former' END`.as(
          'status',
        ),
      ])
      .where('id', '=', memberId)
      .where('group_id', '=', groupId),
  );
  if (!member) throw new NotFoundError('Member not found in this group');
  return { group, member };
};

export const passbookQueryRoutes = (store: EventStore) => [
  defineQuery(q.memberPassbook, SAVING_GROUP_MODELS, async ({ pool, actor }, { params, query }) => {
    await readableGroup(pool, actor, params.id);
    const { group, member } = await headerOf(pool, params.id, params.memberId);
    const cycles = await cyclesOf(pool, params.id, group.currentCycle, group.cycleStartedOn);
    const number = query.cycle ?? group.currentCycle;
    const index = cycles.findIndex((c) => c.number === number);
    const cycle = cycles[index];
    if (!cycle) throw new NotFoundError(msg`Cycle ${{ cycle: number }} of this group not found`);
    const today = businessDate(new Date().toISOString());
    const closed = cycle.status === 'closed' ? cycle.closeDate : null;
    // an entry belongs to the cycle the rules give it (cycleOfEntry); the dates are the fallback
    const closes = cycles.flatMap((c) =>
      c.status === 'closed' && c.closeDate !== null ? [{ cycle: c.number, closeDate: c.closeDate }] : [],
    );
    const open = group.currentCycle;
    const window: CycleWindow = {
      from: index === 0 ? null : cycle.startedOn,
      to: closed,
      cycle: { number: cycle.number, closes, open },
    };
    const book = memberPassbook(await factsOf(pool, params.id, member.id), window, closed ?? today);
    return {
      groupId: params.id,
      groupName: group.name,
      treasurerName: group.treasurerName,
      member,
      cycle: { number: cycle.number, startedOn: cycle.startedOn, endedOn: closed, status: cycle.status },
      cycles: cycles.map((c) => ({
        number: c.number,
        startedOn: c.startedOn,
        closeDate: c.closeDate,
        status: c.status,
      })),
      asOf: closed ?? today,
      lines: book.lines.map((l) => ({ ...l, amount: kes(l.amount) })),
      truncated: book.lineCount > book.lines.length,
      totals: kesTotals(book.totals),
      shareOut: await shareOutOf(store, pool, params.id, member.id, cycle, today),
    };
  }),
  childPassbookRoute,
];
