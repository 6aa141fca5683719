import type { RowShape, TypedColumns } from '../fold';
import type { ColumnOf, Table } from '../sql';

/** The rollups model's tables as its fold keeps them (fold.ts), columns as in schema.ts. */
/** The tables that have a row's id and place columns. */
type Placed = {
  [T in Table]: 'id' | 'project_id' | 'cluster_id' | 'region_id' extends ColumnOf<T> ? T : never;
}[Table];
const PLACE_COLUMNS = [
  ['id', 'int'],
  ['project_id', 'int'],
  ['cluster_id', 'int'],
  ['region_id', 'int'],
] as const;
const placed = <T extends Placed>(table: T, ...more: TypedColumns<T>): RowShape<T> => ({
  table,
  // columns every table of `Placed` has (TypeScript cannot see that of a table still to be chosen)
  columns: [...(PLACE_COLUMNS as TypedColumns<T>), ...more],
});

export const PARTICIPANTS = placed('rollup_participant_state', ['active', 'boolean'], ['deleted', 'boolean']);
export const CONTRIBUTIONS = placed(
  'rollup_contribution_state',
  ['participant_id', 'int'],
  ['month', 'text'],
  ['expected', 'bigint'],
  ['paid', 'bigint'],
);
export const GROUPS = placed('rollup_group_state');
export const LOANS = placed('rollup_loan_state');
export const MEETINGS = placed('rollup_meeting_state', ['held', 'boolean']);
export const ASSETS = placed('rollup_asset_state', ['condition', 'text'], ['deleted', 'boolean']);
export const MEMBERS: RowShape<'rollup_member_state'> = {
  table: 'rollup_member_state',
  columns: [
    ['id', 'int'],
    ['group_id', 'int'],
    ['active', 'boolean'],
  ],
};
export const SAVINGS: RowShape<'rollup_saving_state'> = {
  table: 'rollup_saving_state',
  columns: [
    ['id', 'int'],
    ['group_id', 'int'],
    ['month', 'text'],
    ['amount', 'bigint'],
  ],
};

export const SCOPE_KEY = [
  ['scope', 'text'],
  ['scope_id', 'int'],
] as const;
export const FIGURES = [
  ['participants', 'int'],
  ['saving_groups', 'int'],
  ['members', 'int'],
  ['meetings_held', 'int'],
  ['loans_outstanding', 'cents'],
] as const;
export const MONTH_MONEY = [
  ['expected', 'cents'],
  ['paid', 'cents'],
  ['outstanding', 'cents'],
  ['savings', 'cents'],
] as const;
