import type { ColumnType, RowShape } from '../fold';

/** The rollups model's tables as its fold keeps them (fold.ts), columns as in schema.ts. */
const placed = (table: string, ...more: (readonly [string, ColumnType])[]): RowShape => ({
  table,
  columns: [['id', 'int'], ['project_id', 'int'], ['cluster_id', 'int'], ['region_id', 'int'], ...more],
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
export const MEMBERS: RowShape = {
  table: 'rollup_member_state',
  columns: [
    ['id', 'int'],
    ['group_id', 'int'],
    ['active', 'boolean'],
  ],
};
export const SAVINGS: RowShape = {
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
