import {
  businessDate,
  cycleShareOut,
  memberPassbook,
  msg,
  NotFoundError,
  type PassbookTotals,
  RuleViolation,
  type ShareOutWeighting,
} from '@pm/domain';
import { passbookQueries as q } from '@pm/domain/api/passbook-queries';
import { type CycleRecord, cyclesOf, cycleWindowOf, dayOf, factsOf } from '@pm/infra/db/passbook-facts';
import { db, firstRow } from '@pm/infra/db/typed';
import type { EventStore } from '@pm/infra/event-store/port';
import { sql } from 'kysely';
import type pg from 'pg';
import { defineQuery } from '../lib/define-query';
import { kes } from './audit-access';
import { moneyEventsOf } from './audit-events';
import { childPassbookRoute } from './passbook-child';
import { readableGroup, SAVING_GROUP_MODELS } from './saving-groups/scope';

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
    const cycle = cycles.find((c) => c.number === number);
    const window = cycleWindowOf(cycles, number, group.currentCycle);
    if (!cycle || !window) throw new NotFoundError(msg`Cycle ${{ cycle: number }} of this group not found`);
    const today = businessDate(new Date().toISOString());
    const closed = cycle.status === 'closed' ? cycle.closeDate : null;
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
