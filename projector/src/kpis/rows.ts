import type { RowShape } from '../fold';
import type { ColumnOf } from '../sql';
import type { KpiDelta } from './deltas';

/** The kpis model's tables as the fold keeps their rows (fold.ts), columns as in schema.ts. */
export const GROUPS: RowShape<'kpi_groups'> = {
  table: 'kpi_groups',
  columns: [
    ['group_id', 'int'],
    ['name', 'text'],
    ['project_id', 'int'],
    ['cluster_id', 'int'],
    ['region_id', 'int'],
    ['cycle', 'int'],
    ['cycle_started_on', 'date'],
    ['members_start', 'int'],
    ['present', 'int'],
    ['marked', 'int'],
    ['meetings', 'int'],
    ['joined', 'int'],
    ['left_count', 'int'],
    ['active', 'int'],
    ['savings', 'bigint'],
    ['cash', 'bigint'],
    ['outstanding', 'bigint'],
    ['earnings', 'bigint'],
    ['fees', 'bigint'],
    ['write_offs', 'bigint'],
    ['issued', 'bigint'],
    ['last_meeting_on', 'date'],
    ['last_position', 'bigint'],
  ],
};
export const LOANS: RowShape<'kpi_loans'> = {
  table: 'kpi_loans',
  columns: [
    ['id', 'int'],
    ['group_id', 'int'],
    ['due_on', 'date'],
    ['principal', 'bigint'],
    ['charge', 'bigint'],
    ['paid', 'bigint'],
    ['last_position', 'bigint'],
  ],
};
export const MEETINGS: RowShape<'kpi_meetings'> = {
  table: 'kpi_meetings',
  columns: [
    ['id', 'int'],
    ['group_id', 'int'],
    ['meeting_date', 'date'],
    ['present', 'int'],
    ['marked', 'int'],
    ['held', 'boolean'],
  ],
};
export const MEMBERS: RowShape<'kpi_members'> = {
  table: 'kpi_members',
  columns: [
    ['id', 'int'],
    ['group_id', 'int'],
    ['active', 'boolean'],
  ],
};

/** Delta keys and the columns they move (of a group's row and of a month's), as `move` in deltas.ts. */
export const COLUMN_OF: Readonly<Record<keyof KpiDelta, ColumnOf<'kpi_groups'> & ColumnOf<'kpi_months'>>> = {
  present: 'present',
  marked: 'marked',
  meetings: 'meetings',
  joined: 'joined',
  left: 'left_count',
  savings: 'savings',
  cash: 'cash',
  outstanding: 'outstanding',
  earnings: 'earnings',
  fees: 'fees',
  writeOffs: 'write_offs',
  issued: 'issued',
};
export const MONTH_AMOUNTS = Object.values(COLUMN_OF).map(
  (c) =>
    [c, ['present', 'marked', 'meetings', 'joined', 'left_count'].includes(c) ? 'int' : 'bigint'] as const,
);
