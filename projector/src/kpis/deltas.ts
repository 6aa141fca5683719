import type pg from 'pg';

/** What one event changes of a group's health figures, counts and cents (absent: 0). */
export interface KpiDelta {
  readonly present?: number;
  readonly marked?: number;
  readonly meetings?: number;
  readonly joined?: number;
  readonly left?: number;
  readonly savings?: number;
  readonly cash?: number;
  readonly outstanding?: number;
  readonly earnings?: number;
  /** The part of earnings that is registration fees: one-off income, not annualised. */
  readonly fees?: number;
  readonly writeOffs?: number;
  readonly issued?: number;
}

const COLUMNS: readonly (readonly [keyof KpiDelta, string])[] = [
  ['present', 'present'],
  ['marked', 'marked'],
  ['meetings', 'meetings'],
  ['joined', 'joined'],
  ['left', 'left_count'],
  ['savings', 'savings'],
  ['cash', 'cash'],
  ['outstanding', 'outstanding'],
  ['earnings', 'earnings'],
  ['fees', 'fees'],
  ['writeOffs', 'write_offs'],
  ['issued', 'issued'],
];

export interface GroupPlace {
  readonly groupId: number;
  readonly projectId: number;
  readonly clusterId: number;
  readonly regionId: number;
}

const SCOPES = `(VALUES ('group', $1::int), ('project', $2::int), ('cluster', $3::int), ('region', $4::int), ('programme', 0))`;
const placeParams = (p: GroupPlace) => [p.groupId, p.projectId, p.clusterId, p.regionId];

/** Extra moves of the same event: the last meeting date, and what is owed by due date. */
export interface KpiExtras {
  readonly meetingOn?: string;
  readonly overdue?: { readonly dueOn: string; readonly cents: number };
}

/**
 * Moves a group's figures for the event at `position`: its current-cycle row (active members follow
 * joined − left; `meetingOn` moves the last meeting date forward), the month's row of the group and of its
 * project, cluster, region and the programme, and what is owed by due date. The group's row keeps the
 * last position applied, so an event replayed changes nothing; a group the model never saw registered
 * changes nothing either.
 */
export const move = async (
  tx: pg.PoolClient,
  groupId: number,
  position: bigint,
  day: string,
  delta: KpiDelta,
  extras: KpiExtras = {},
): Promise<void> => {
  const moved = COLUMNS.filter(([key]) => (delta[key] ?? 0) !== 0);
  if (moved.length === 0 && !extras.overdue?.cents) return;
  const values = moved.map(([key]) => delta[key] ?? 0);
  const params: unknown[] = [groupId, position, ...values];
  const sets = moved.map(([, column], i) => `${column} = ${column} + $${i + 3}`);
  const active = (delta.joined ?? 0) - (delta.left ?? 0);
  if (active !== 0) sets.push(`active = active + ${active}`);
  if (extras.meetingOn) {
    params.push(extras.meetingOn);
    sets.push(`last_meeting_on = greatest(last_meeting_on, $${params.length}::date)`);
  }
  const month = day.slice(0, 7);
  const columns = moved.map(([, column]) => column);
  // the group's row, and its months moved by the same statement: the months of the place the update
  // returns, so none when the group is unknown or the event was applied already
  const months =
    columns.length === 0
      ? ''
      : `, m AS (INSERT INTO kpi_months (scope, scope_id, month, ${columns.join(', ')})
           SELECT s.scope, s.id, $${params.length + 1}, ${columns.map((_, i) => `$${i + 3}::bigint`).join(', ')}
             FROM g CROSS JOIN LATERAL (VALUES ('group', g.group_id), ('project', g.project_id),
                  ('cluster', g.cluster_id), ('region', g.region_id), ('programme', 0)) AS s(scope, id)
           ON CONFLICT (scope, scope_id, month) DO UPDATE SET
             ${columns.map((c) => `${c} = kpi_months.${c} + EXCLUDED.${c}`).join(', ')})`;
  const { rows } = await tx.query<GroupPlace>(
    `WITH g AS (UPDATE kpi_groups SET ${[...sets, 'last_position = $2'].join(', ')}
                 WHERE group_id = $1 AND last_position < $2
                 RETURNING group_id, project_id, cluster_id, region_id)${months}
     SELECT group_id AS "groupId", project_id AS "projectId", cluster_id AS "clusterId", region_id AS "regionId" FROM g`,
    columns.length === 0 ? params : [...params, month],
  );
  const place = rows[0];
  if (!place) return;
  if (extras.overdue?.cents) {
    await tx.query(
      `INSERT INTO kpi_overdue (scope, scope_id, month, due_on, outstanding)
       SELECT s.scope, s.id, $5, $6::date, $7::bigint FROM ${SCOPES} AS s(scope, id)
       ON CONFLICT (scope, scope_id, due_on, month) DO UPDATE SET outstanding = kpi_overdue.outstanding + EXCLUDED.outstanding`,
      [...placeParams(place), month, extras.overdue.dueOn, extras.overdue.cents],
    );
    await tx.query(
      `INSERT INTO kpi_dues (group_id, due_on, outstanding) VALUES ($1, $2::date, $3::bigint)
       ON CONFLICT (group_id, due_on) DO UPDATE SET outstanding = kpi_dues.outstanding + EXCLUDED.outstanding`,
      [groupId, extras.overdue.dueOn, extras.overdue.cents],
    );
  }
};

/**
 * The service charge a loan's repayments have earned: the principal comes back first, and only what is
 * repaid above it is charge (the share-out's rule, domain/src/saving-groups/share-out.ts).
 */
export const chargeEarned = (principal: number, charge: number, paid: number): number =>
  Math.min(Math.max(paid - principal, 0), charge);

/** The principal still out on a loan after `paid` came back: what a write-off loses. */
export const principalOut = (principal: number, paid: number): number => Math.max(principal - paid, 0);

/**
 * What a repayment of `cents` (negative: its reversal) moves, `paidAfter` being what was repaid with it:
 * the portfolio is counted on principal (SAVIX and SEEP count loans outstanding and PAR on principal),
 * which the repayment reduces first; what it repays above the principal is service charge earned.
 */
export const repaymentMoves = (principal: number, charge: number, paidAfter: number, cents: number) => ({
  outstanding: principalOut(principal, paidAfter) - principalOut(principal, paidAfter - cents),
  earnings: chargeEarned(principal, charge, paidAfter) - chargeEarned(principal, charge, paidAfter - cents),
});
