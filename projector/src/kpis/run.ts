import type pg from 'pg';
import { type FoldRow, type StateRows, Totals } from '../fold';
import { together } from '../together';
import { type KpiDelta, type KpiExtras, repaymentMoves } from './deltas';
import { COLUMN_OF, MONTH_AMOUNTS } from './rows';

/** What a run of events is folded over: the state rows it read, and the totals it adds to. */
export interface KpiRun {
  readonly groups: StateRows<'kpi_groups'>;
  readonly loans: StateRows<'kpi_loans'>;
  readonly meetings: StateRows<'kpi_meetings'>;
  readonly members: StateRows<'kpi_members'>;
  readonly months: Totals<'kpi_months'>;
  readonly overdue: Totals<'kpi_overdue'>;
  readonly dues: Totals<'kpi_dues'>;
}

export const num = (row: FoldRow, column: string): number => row[column] as number;

/** The run's totals, empty: what each month, each due date of each scope and of each group gains. */
export const kpiTotals = () => ({
  months: new Totals(
    'kpi_months',
    [
      ['scope', 'text'],
      ['scope_id', 'int'],
      ['month', 'text'],
    ],
    MONTH_AMOUNTS,
  ),
  overdue: new Totals(
    'kpi_overdue',
    [
      ['scope', 'text'],
      ['scope_id', 'int'],
      ['due_on', 'date'],
      ['month', 'text'],
    ],
    [['outstanding', 'bigint']],
  ),
  dues: new Totals(
    'kpi_dues',
    [
      ['group_id', 'int'],
      ['due_on', 'date'],
    ],
    [['outstanding', 'bigint']],
  ),
});

/** The rows a figure of a group counts in: the group's own, its project's, cluster's, region's, the programme's. */
const scopesOf = (groupId: number, group: FoldRow): [string, number][] => [
  ['group', groupId],
  ['project', num(group, 'project_id')],
  ['cluster', num(group, 'cluster_id')],
  ['region', num(group, 'region_id')],
  ['programme', 0],
];

/**
 * Moves a group's figures by what one event changed, in the month of `day`, once per position (a group
 * that has seen the event, or is not known, stays as it is).
 */
export const move = (
  run: KpiRun,
  groupId: number,
  position: bigint,
  day: string,
  delta: KpiDelta,
  extras: KpiExtras = {},
) => {
  const moved = (Object.keys(COLUMN_OF) as (keyof KpiDelta)[]).filter((k) => (delta[k] ?? 0) !== 0);
  if (moved.length === 0 && !extras.overdue?.cents) return;
  const group = run.groups.get(groupId);
  if (!group || !(num(group, 'last_position') < Number(position))) return;
  for (const k of moved) group[COLUMN_OF[k]] = num(group, COLUMN_OF[k]) + (delta[k] ?? 0);
  group.active = num(group, 'active') + (delta.joined ?? 0) - (delta.left ?? 0);
  if (extras.meetingOn) {
    const last = group.last_meeting_on as string | null;
    group.last_meeting_on = last === null || extras.meetingOn > last ? extras.meetingOn : last;
  }
  group.last_position = Number(position);
  run.groups.changed.add(group);
  const scopes = scopesOf(groupId, group);
  const month = day.slice(0, 7);
  if (moved.length > 0) {
    const amounts = Object.fromEntries(moved.map((k) => [COLUMN_OF[k], delta[k]]));
    for (const [scope, id] of scopes) run.months.add([scope, id, month], amounts);
  }
  if (extras.overdue?.cents) {
    for (const [scope, id] of scopes)
      run.overdue.add([scope, id, extras.overdue.dueOn, month], { outstanding: extras.overdue.cents });
    run.dues.add([groupId, extras.overdue.dueOn], { outstanding: extras.overdue.cents });
  }
};

/** A repayment of `cents` (negative: its reversal) on a loan, once per position. */
export const repay = (run: KpiRun, position: bigint, loanId: number, cents: number, day: string) => {
  const loan = run.loans.get(loanId);
  if (!loan || !(num(loan, 'last_position') < Number(position))) return;
  loan.paid = num(loan, 'paid') + cents;
  loan.last_position = Number(position);
  run.loans.changed.add(loan);
  const moves = repaymentMoves(num(loan, 'principal'), num(loan, 'charge'), num(loan, 'paid'), cents);
  move(run, num(loan, 'group_id'), position, day, moves, {
    overdue: { dueOn: loan.due_on as string, cents: moves.outstanding },
  });
};

/** Each table written by one statement (two for a state table), none reading another's answer. */
export const saveRun = async (tx: pg.PoolClient, run: KpiRun): Promise<void> => {
  await together(tx, [
    ...[run.groups, run.loans, run.meetings, run.members].map((state) => () => state.save(tx)),
    () => run.months.save(tx),
    () => run.overdue.save(tx),
    () => run.dues.save(tx),
  ]);
};
