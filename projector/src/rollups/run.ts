import { figuresDelta, monthFigures } from '@pm/domain/contributions/figures';
import type pg from 'pg';
import { type FoldRow, type StateRows, Totals } from '../fold';
import { together } from '../together';
import type { Place } from './events';
import { FIGURES, MONTH_MONEY, SCOPE_KEY } from './rows';

/** What a run of events is folded over: the state rows it read, and the totals it adds to. */
export interface RollupRun {
  readonly participants: StateRows<'rollup_participant_state'>;
  readonly contributions: StateRows<'rollup_contribution_state'>;
  readonly groups: StateRows<'rollup_group_state'>;
  readonly members: StateRows<'rollup_member_state'>;
  readonly savings: StateRows<'rollup_saving_state'>;
  readonly loans: StateRows<'rollup_loan_state'>;
  readonly meetings: StateRows<'rollup_meeting_state'>;
  readonly assets: StateRows<'rollup_asset_state'>;
  readonly figures: Totals<'rollup_figures'>;
  readonly months: Totals<'rollup_months'>;
  readonly assetCounts: Totals<'rollup_assets'>;
}

/** The run's totals, empty: what each scope's figures, months and asset conditions gain. */
export const rollupTotals = () => ({
  figures: new Totals('rollup_figures', SCOPE_KEY, FIGURES),
  months: new Totals('rollup_months', [...SCOPE_KEY, ['month', 'text']], MONTH_MONEY),
  assetCounts: new Totals('rollup_assets', [...SCOPE_KEY, ['condition', 'text']], [['count', 'int']]),
});

export const placeOf = (row: FoldRow): Place => ({
  projectId: row.project_id as number,
  clusterId: row.cluster_id as number,
  regionId: row.region_id as number,
});
const scopesOf = (p: Place): [string, number][] => [
  ['project', p.projectId],
  ['cluster', p.clusterId],
  ['region', p.regionId],
  ['programme', 0],
];

export const addFigure = (run: RollupRun, place: Place, column: (typeof FIGURES)[number][0], by: number) => {
  for (const scope of scopesOf(place)) run.figures.add(scope, { [column]: by });
};
export const addToMonth = (
  run: RollupRun,
  place: Place,
  month: string,
  money: Partial<Record<string, number>>,
) => {
  for (const scope of scopesOf(place)) run.months.add([...scope, month], money);
};
export const addAssets = (run: RollupRun, place: Place, condition: string, by: number) => {
  for (const scope of scopesOf(place)) run.assetCounts.add([...scope, condition], { count: by });
};

/** A participant counts while active and not deleted. */
const counted = (row: FoldRow) => (row.active as boolean) && !(row.deleted as boolean);

/** Changes a participant's row and its count; the row as it was (none when the participant is not known). */
export const setParticipant = (run: RollupRun, id: number, change: FoldRow): FoldRow | undefined => {
  const row = run.participants.get(id);
  if (!row) return undefined;
  const before = { ...row };
  run.participants.set(row, change);
  addFigure(run, placeOf(row), 'participants', Number(counted(row)) - Number(counted(before)));
  return before;
};

/** Whether the participant is still on the register (one not known is). */
export const onRegister = (run: RollupRun, participantId: number) =>
  !run.participants.get(participantId)?.deleted;

/** A payment of `cents` (negative: its reversal) on a contribution: its month's figures move by what it changed. */
export const pay = (run: RollupRun, contributionId: number, cents: number) => {
  const c = run.contributions.get(contributionId);
  if (!c) return;
  run.contributions.set(c, { paid: (c.paid as number) + cents });
  const expected = c.expected as number;
  const after = c.paid as number;
  const deleted = !onRegister(run, c.participant_id as number);
  addToMonth(
    run,
    placeOf(c),
    c.month as string,
    figuresDelta(monthFigures(expected, after - cents, deleted), monthFigures(expected, after, deleted)),
  );
};

export const moveLoan = (run: RollupRun, loanId: number, cents: number) => {
  const loan = run.loans.get(loanId);
  if (loan) addFigure(run, placeOf(loan), 'loans_outstanding', cents);
};

/** Each table written by one statement (two for a state table), none reading another's answer. */
export const saveRun = async (tx: pg.PoolClient, run: RollupRun): Promise<void> => {
  await together(tx, [
    ...[
      run.participants,
      run.contributions,
      run.groups,
      run.members,
      run.savings,
      run.loans,
      run.meetings,
      run.assets,
    ].map((state) => () => state.save(tx)),
    () => run.figures.save(tx),
    () => run.months.save(tx),
    () => run.assetCounts.save(tx),
  ]);
};
