import type pg from 'pg';

/** A project's place in the hierarchy: the four rows every delta of that project moves. */
export interface Place {
  readonly projectId: number;
  readonly clusterId: number;
  readonly regionId: number;
}

/** (scope, id) of the project, its cluster, its region and the programme. */
const scopesOf = (p: Place): [string, number][] => [
  ['project', p.projectId],
  ['cluster', p.clusterId],
  ['region', p.regionId],
  ['programme', 0],
];

const COUNTS = ['participants', 'saving_groups', 'members', 'meetings_held'] as const;
type Count = (typeof COUNTS)[number];

/** Adds `by` to one count of the four scopes of a place. */
export const addCount = (tx: pg.PoolClient, place: Place, column: Count, by: number) => {
  if (by === 0 || !COUNTS.includes(column)) return Promise.resolve();
  const rows = scopesOf(place);
  return tx.query(
    `INSERT INTO rollup_figures (scope, scope_id, ${column})
     SELECT s.scope, s.id, $9 FROM (VALUES ($1, $2::int), ($3, $4::int), ($5, $6::int), ($7, $8::int)) AS s(scope, id)
     ON CONFLICT (scope, scope_id) DO UPDATE SET ${column} = rollup_figures.${column} + EXCLUDED.${column}`,
    [...rows.flat(), by],
  );
};

/** Adds cents to the loans outstanding of the four scopes. */
export const addLoansOutstanding = (tx: pg.PoolClient, place: Place, cents: number) => {
  if (cents === 0) return Promise.resolve();
  return tx.query(
    `INSERT INTO rollup_figures (scope, scope_id, loans_outstanding)
     SELECT s.scope, s.id, $9::numeric / 100 FROM (VALUES ($1, $2::int), ($3, $4::int), ($5, $6::int), ($7, $8::int)) AS s(scope, id)
     ON CONFLICT (scope, scope_id) DO UPDATE SET loans_outstanding = rollup_figures.loans_outstanding + EXCLUDED.loans_outstanding`,
    [...scopesOf(place).flat(), cents],
  );
};

/** Cents to add to a month's money of the four scopes (absent: 0). */
export interface MonthDelta {
  readonly expected?: number;
  readonly paid?: number;
  readonly outstanding?: number;
  readonly savings?: number;
}

/** What a month's row of each scope gains (rows of scope, scope_id, month and the four amounts in cents). */
const ADDED_TO_MONTHS = `ON CONFLICT (scope, scope_id, month) DO UPDATE SET
       expected = rollup_months.expected + EXCLUDED.expected, paid = rollup_months.paid + EXCLUDED.paid,
       outstanding = rollup_months.outstanding + EXCLUDED.outstanding, savings = rollup_months.savings + EXCLUDED.savings`;

/** The four amounts in cents, or null when all are zero (nothing to add). */
const monthAmounts = (d: MonthDelta): number[] | null => {
  const { expected = 0, paid = 0, outstanding = 0, savings = 0 } = d;
  return expected === 0 && paid === 0 && outstanding === 0 && savings === 0
    ? null
    : [expected, paid, outstanding, savings];
};

export const addToMonth = (tx: pg.PoolClient, place: Place, month: string, d: MonthDelta) => {
  const amounts = monthAmounts(d);
  if (!amounts) return Promise.resolve();
  return tx.query(
    `INSERT INTO rollup_months (scope, scope_id, month, expected, paid, outstanding, savings)
     SELECT s.scope, s.id, $9, $10::numeric / 100, $11::numeric / 100, $12::numeric / 100, $13::numeric / 100
       FROM (VALUES ($1, $2::int), ($3, $4::int), ($5, $6::int), ($7, $8::int)) AS s(scope, id)
     ${ADDED_TO_MONTHS}`,
    [...scopesOf(place).flat(), month, ...amounts],
  );
};

/**
 * `addToMonth` for the place of a group as `rollup_group_state` keeps it, looked up by the same statement
 * (one statement instead of a lookup and then the insert); a group the model does not know moves nothing.
 */
export const addToGroupMonth = (tx: pg.PoolClient, groupId: number, month: string, d: MonthDelta) => {
  const amounts = monthAmounts(d);
  if (!amounts) return Promise.resolve();
  return tx.query(
    `INSERT INTO rollup_months (scope, scope_id, month, expected, paid, outstanding, savings)
     SELECT s.scope, s.id, $2, $3::numeric / 100, $4::numeric / 100, $5::numeric / 100, $6::numeric / 100
       FROM rollup_group_state g
            CROSS JOIN LATERAL (VALUES ('project', g.project_id), ('cluster', g.cluster_id), ('region', g.region_id),
                                       ('programme', 0)) AS s(scope, id)
      WHERE g.id = $1
     ${ADDED_TO_MONTHS}`,
    [groupId, month, ...amounts],
  );
};

/** Adds `by` to the number of assets in a condition, for the four scopes. */
export const addAssets = (tx: pg.PoolClient, place: Place, condition: string, by: number) => {
  if (by === 0) return Promise.resolve();
  return tx.query(
    `INSERT INTO rollup_assets (scope, scope_id, condition, count)
     SELECT s.scope, s.id, $9, $10 FROM (VALUES ($1, $2::int), ($3, $4::int), ($5, $6::int), ($7, $8::int)) AS s(scope, id)
     ON CONFLICT (scope, scope_id, condition) DO UPDATE SET count = rollup_assets.count + EXCLUDED.count`,
    [...scopesOf(place).flat(), condition, by],
  );
};

/** The place kept in a state table's row (project_id, cluster_id, region_id), or null when unknown. */
export const placeIn = async (tx: pg.PoolClient, table: string, id: number): Promise<Place | null> => {
  const { rows } = await tx.query<{ projectId: number; clusterId: number; regionId: number }>(
    `SELECT project_id AS "projectId", cluster_id AS "clusterId", region_id AS "regionId" FROM ${table} WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
};

/** A contribution's outstanding amount in cents: what is still owed of it, never below zero. */
export const owed = (expected: number, paid: number): number => Math.max(expected - paid, 0);
