// Reads the projector's `participants`, `contributions`, `payments`, `assets`, `projects`, `clusters`
// and `regions` tables: a report's rows, in the report worker. A documented query module
// (system/src/table-ownership.unit.spec.ts).
import type { ReportScope } from '@pm/domain';
import { COUNTED_EXPECTED_SQL } from '@pm/domain/contributions/figures';
import type { AssetInput, ChildInput, MonthInput, PaymentInput } from '@pm/domain/reports/inputs';
import type pg from 'pg';

/**
 * What the report worker reads from the projector's read tables, already narrowed to a report's scope.
 * Money comes out in cents (exact: numeric × 100 as bigint), dates as YYYY-MM-DD text.
 */

/** The SQL condition of a scope over a table alias's place columns; its parameter is appended. */
const within = (scope: ReportScope, alias: string, params: unknown[]): string => {
  const [column, value] =
    scope.projectId !== null
      ? ['project_id', scope.projectId]
      : scope.clusterId !== null
        ? ['cluster_id', scope.clusterId]
        : scope.regionId !== null
          ? ['region_id', scope.regionId]
          : [null, null];
  if (column === null) return 'true';
  params.push(value);
  return `${alias}.${column} = $${params.length}`;
};

const cents = (value: unknown): number => Number(value ?? 0);

const FULL_NAME = `CASE WHEN p.erased THEN 'Erased participant'
  ELSE concat_ws(' ', nullif(p.first_name, ''), nullif(p.second_name, ''), nullif(p.surname, '')) END`;

export const loadChildren = async (pool: pg.Pool, scope: ReportScope): Promise<ChildInput[]> => {
  const params: unknown[] = [];
  const rows = await pool.query(
    `SELECT p.participant_id AS "participantId", ${FULL_NAME} AS "fullName", p.gender,
            to_char(p.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", pr.code AS "projectCode",
            p.parent_guardian_name AS "parentGuardianName", p.contact_phone AS "contactPhone",
            (p.monthly_contribution * 100)::bigint AS "monthlyContribution", p.is_active AS "isActive"
       FROM participants p JOIN projects pr ON pr.id = p.project_id
      WHERE NOT p.deleted AND ${within(scope, 'p', params)}
      ORDER BY pr.code, p.participant_id`,
    params,
  );
  return rows.rows.map((r) => ({ ...r, monthlyContribution: cents(r.monthlyContribution) }));
};

/**
 * Contribution months in scope; `participant` narrows to one child, `onRegister` leaves out deleted ones.
 * A deleted child's month counts what was paid as expected (COUNTED_EXPECTED_SQL, the children's figures'
 * one rule); a month with nothing counted (a deleted child who paid nothing) is left out.
 */
export const loadMonths = async (
  pool: pg.Pool,
  scope: ReportScope,
  options: { participant?: number; onRegister?: boolean } = {},
): Promise<MonthInput[]> => {
  const params: unknown[] = [];
  const conditions = [within(scope, 'c', params)];
  if (options.participant !== undefined) {
    params.push(options.participant);
    conditions.push(`c.participant_id = $${params.length}`);
  }
  if (options.onRegister) conditions.push('NOT p.deleted');
  conditions.push(`(NOT p.deleted OR c.paid_amount > 0)`);
  const rows = await pool.query(
    `SELECT p.participant_id AS "participantId", c.month, ((${COUNTED_EXPECTED_SQL}) * 100)::bigint AS expected,
            (c.paid_amount * 100)::bigint AS paid
       FROM contributions c JOIN participants p ON p.id = c.participant_id
      WHERE ${conditions.join(' AND ')}
      ORDER BY c.month, p.participant_id`,
    params,
  );
  return rows.rows.map((r) => ({ ...r, expected: cents(r.expected), paid: cents(r.paid) }));
};

export const loadPayments = async (
  pool: pg.Pool,
  scope: ReportScope,
  options: { participant?: number } = {},
): Promise<PaymentInput[]> => {
  const params: unknown[] = [];
  const conditions = [within(scope, 'c', params)];
  if (options.participant !== undefined) {
    params.push(options.participant);
    conditions.push(`c.participant_id = $${params.length}`);
  }
  const rows = await pool.query(
    `SELECT to_char(pm.payment_date, 'YYYY-MM-DD') AS "paymentDate", p.participant_id AS "participantId",
            ${FULL_NAME} AS "fullName", pr.code AS "projectCode", c.month, (pm.amount * 100)::bigint AS amount,
            pm.recorded_by_username AS "recordedBy", pm.reversed,
            to_char(pm.reversed_at AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM-DD') AS "reversedAt"
       FROM payments pm JOIN contributions c ON c.id = pm.contribution_id
       JOIN participants p ON p.id = c.participant_id JOIN projects pr ON pr.id = c.project_id
      WHERE ${conditions.join(' AND ')}
      ORDER BY pm.payment_date, pm.id`,
    params,
  );
  return rows.rows.map((r) => ({ ...r, amount: cents(r.amount) }));
};

export const loadAssets = async (pool: pg.Pool, scope: ReportScope): Promise<AssetInput[]> => {
  const params: unknown[] = [];
  const rows = await pool.query(
    `SELECT a.asset_id AS "assetId", a.name, a.description, pr.code AS "projectCode", a.condition,
            (a.disposal_price * 100)::bigint AS "disposalPrice",
            to_char(a.disposal_date, 'YYYY-MM-DD') AS "disposalDate",
            to_char(a.created_at AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM-DD') AS "addedOn"
       FROM assets a JOIN projects pr ON pr.id = a.project_id
      WHERE NOT a.deleted AND ${within(scope, 'a', params)}
      ORDER BY pr.code, a.asset_id`,
    params,
  );
  return rows.rows.map((r) => ({
    ...r,
    disposalPrice: r.disposalPrice === null ? null : cents(r.disposalPrice),
  }));
};

/** 'Project KE0420 Kakamega Central', 'Cluster Kakamega Cluster', 'Region Western', 'Whole programme'. */
export const scopeName = async (pool: pg.Pool, scope: ReportScope): Promise<string> => {
  const one = async (sql: string, id: number) =>
    (await pool.query<{ name: string }>(sql, [id])).rows[0]?.name ?? `#${id}`;
  if (scope.projectId !== null)
    return `Project ${await one("SELECT code || ' ' || name AS name FROM projects WHERE id = $1", scope.projectId)}`;
  if (scope.clusterId !== null)
    return `Cluster ${await one('SELECT name FROM clusters WHERE id = $1', scope.clusterId)}`;
  if (scope.regionId !== null)
    return `Region ${await one('SELECT name FROM regions WHERE id = $1', scope.regionId)}`;
  return 'Whole programme';
};

/** 'KE0420-001 Amani Wanjiru' for a statement's heading. */
export const participantLabel = async (pool: pg.Pool, id: number): Promise<string> =>
  (
    await pool.query<{ label: string }>(
      `SELECT p.participant_id || ' ' || ${FULL_NAME} AS label FROM participants p WHERE p.id = $1`,
      [id],
    )
  ).rows[0]?.label ?? `#${id}`;
