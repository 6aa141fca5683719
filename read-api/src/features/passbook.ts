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
import type { EventStore } from '@pm/infra/event-store/port';
import type pg from 'pg';
import { selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { kes } from './audit-access';
import { moneyEventsOf } from './audit-events';
import { childPassbookRoute } from './passbook-child';
import { readableGroup, SAVING_GROUP_MODELS } from './saving-groups/scope';

type CycleStatus = 'open' | 'proposed' | 'closed';

interface CycleRecord {
  number: number;
  startedOn: string;
  closeDate: string | null;
  status: CycleStatus;
  weighting: ShareOutWeighting | null;
  /** cents, as the events hold them */
  payouts: { memberId: number; amount: number }[] | null;
}

const cents = (amount: number): number => Math.round(amount * 100);

/** The group's cycles; a group projected before cycles were kept has only its current one, open. */
const cyclesOf = async (pool: pg.Pool, groupId: number, current: number, startedOn: string) => {
  const rows = await selectRows<CycleRecord>(
    pool,
    `SELECT cycle AS number, to_char(started_on, 'YYYY-MM-DD') AS "startedOn",
            to_char(close_date, 'YYYY-MM-DD') AS "closeDate", status, weighting, payouts
       FROM group_cycles WHERE group_id = $1 ORDER BY cycle`,
    [groupId],
  );
  if (rows.some((c) => c.number === current)) return rows;
  const open: CycleRecord = {
    number: current,
    startedOn,
    closeDate: null,
    status: 'open',
    weighting: null,
    payouts: null,
  };
  return [...rows, open];
};

/** The columns of a reversible entry of table alias `t`, dated by its column `date`. */
const entry = (t: string, date: string) =>
  `${t}.id, to_char(${t}.${date}, 'YYYY-MM-DD') AS date, ${t}.amount, ${t}.reversed_at IS NOT NULL AS reversed,
   ${t}.reversal_reason AS "reversalReason"`;
/** The entry's cycle, where its table keeps one (the cycle open when it was recorded). */
const cycleOf = (t: string) => `, ${t}.cycle`;

/** Every entry of one member, of any cycle, amounts in cents. */
const factsOf = async (pool: pg.Pool, groupId: number, memberId: number): Promise<PassbookFacts> => {
  type Row = { id: number; date: string; amount: number; reversed: boolean; reversalReason: string | null };
  const withCents = <T extends { amount: number }>(rows: T[]) =>
    rows.map((r) => ({ ...r, amount: cents(r.amount) }));
  const args = [groupId, memberId];
  const [savings, loans, repayments, penalties, fees, emergency, leaving] = await Promise.all([
    selectRows<Row & { notes: string | null; adjustment: boolean }>(
      pool,
      `SELECT ${entry('s', 'saving_date')}${cycleOf('s')}, s.notes, s.kind = 'adjustment' AS adjustment
         FROM group_savings s WHERE s.group_id = $1 AND s.member_id = $2`,
      args,
    ),
    selectRows<{ id: number; date: string; amount: number; totalDue: number; purpose: string }>(
      pool,
      `SELECT id, to_char(loan_date, 'YYYY-MM-DD') AS date, amount, total_amount AS "totalDue", purpose, cycle
         FROM group_loans WHERE group_id = $1 AND borrower_id = $2`,
      args,
    ),
    selectRows<Row & { loanId: number; notes: string | null }>(
      pool,
      `SELECT ${entry('r', 'payment_date')}${cycleOf('r')}, r.loan_id AS "loanId", r.notes
         FROM loan_repayments r JOIN group_loans l ON l.id = r.loan_id WHERE l.group_id = $1 AND l.borrower_id = $2`,
      args,
    ),
    selectRows<Row & { penaltyType: string; notes: string; paidOn: string | null }>(
      pool,
      `SELECT ${entry('p', 'penalty_date')}${cycleOf('p')}, p.paid_cycle AS "paidCycle",
              p.penalty_type AS "penaltyType", p.description AS notes,
              CASE WHEN p.is_paid THEN to_char(coalesce(p.payment_date, p.penalty_date), 'YYYY-MM-DD') END AS "paidOn"
         FROM member_penalties p WHERE p.group_id = $1 AND p.member_id = $2`,
      args,
    ),
    selectRows<Row & { notes: string | null }>(
      pool,
      `SELECT ${entry('e', 'payment_date')}${cycleOf('e')}, e.notes FROM member_registration_fees e WHERE e.group_id = $1 AND e.member_id = $2`,
      args,
    ),
    selectRows<Row & { notes: string | null }>(
      pool,
      `SELECT ${entry('c', 'contribution_date')}, c.notes
         FROM emergency_contributions c JOIN emergency_funds f ON f.id = c.fund_id
        WHERE f.group_id = $1 AND c.member_id = $2`,
      args,
    ),
    selectRows<{ date: string; amount: number }>(
      pool,
      `SELECT to_char(paid_out_on, 'YYYY-MM-DD') AS date, paid_out AS amount
         FROM group_members WHERE group_id = $1 AND id = $2 AND paid_out_on IS NOT NULL`,
      args,
    ),
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
  const [rule] = await selectRows<{ setOff: boolean }>(
    pool,
    'SELECT set_off_at_share_out AS "setOff" FROM saving_groups WHERE id = $1',
    [groupId],
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
  const [group] = await selectRows<{
    name: string;
    treasurerName: string | null;
    currentCycle: number;
    cycleStartedOn: string;
  }>(
    pool,
    `SELECT name, treasurer_name AS "treasurerName", current_cycle AS "currentCycle",
            to_char(coalesce(cycle_started_on, registration_date), 'YYYY-MM-DD') AS "cycleStartedOn"
       FROM saving_groups WHERE id = $1`,
    [groupId],
  );
  if (!group) throw new NotFoundError('Saving group not found');
  const [member] = await selectRows<{
    id: number;
    memberNumber: string;
    name: string;
    phone: string;
    role: string;
    joinedOn: string;
    status: 'active' | 'former';
  }>(
    pool,
    `SELECT id, member_number AS "memberNumber", member_name AS name, member_phone AS phone, role,
            to_char(joined_on, 'YYYY-MM-DD') AS "joinedOn",
            CASE WHEN left_at IS NULL THEN 'active' ELSE 'former' END AS status
       FROM group_members WHERE id = $1 AND group_id = $2`,
    [memberId, groupId],
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
