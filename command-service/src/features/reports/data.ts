// Reads the projector's `participants`, `contributions`, `payments`, `assets`, `projects`, `clusters`
// and `regions` tables: a report's rows, in the report worker. A documented query module
// (system/src/table-ownership.unit.spec.ts).
import type { ReportScope } from '@pm/domain';
import type { AssetInput, ChildInput, MonthInput, PaymentInput } from '@pm/domain/reports/inputs';
import { countedExpected } from '@pm/infra/db/children-figures';
import type { Database, Participants } from '@pm/infra/db/tables';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type ReferenceExpression,
  type SqlBool,
  sql,
} from 'kysely';
import type pg from 'pg';

/**
 * What the report worker reads from the projector's read tables, already narrowed to a report's scope.
 * Money comes out in cents (exact: numeric × 100 as bigint), dates as YYYY-MM-DD text.
 */

/** The scope as a condition over a row's place columns. */
const within = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  scope: ReportScope,
  place: {
    project: ReferenceExpression<DB, TB>;
    cluster: ReferenceExpression<DB, TB>;
    region: ReferenceExpression<DB, TB>;
  },
): Expression<SqlBool> =>
  scope.projectId !== null
    ? eb(place.project, '=', scope.projectId)
    : scope.clusterId !== null
      ? eb(place.cluster, '=', scope.clusterId)
      : scope.regionId !== null
        ? eb(place.region, '=', scope.regionId)
        : sql<SqlBool>`true`;

const cents = (value: unknown): number => Number(value ?? 0);

/** An amount of money (numeric) as exact cents: bigint, read as text. */
const inCents = (amount: Expression<unknown>) => sql<string>`(${amount} * 100)::bigint`;
/** A date as YYYY-MM-DD text. */
const day = (date: Expression<unknown>) => sql<string>`to_char(${date}, 'YYYY-MM-DD')`;
/** An instant's business date (Nairobi) as YYYY-MM-DD text. */
const dayInNairobi = (instant: Expression<unknown>) =>
  sql<string>`to_char(${instant} AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM-DD')`;

/** A child's name as reports show it: "Erased participant" once erased. */
const fullName = (() => {
  const eb = expressionBuilder<Database & { p: Participants }, 'p'>();
  const part = (column: 'p.first_name' | 'p.second_name' | 'p.surname') =>
    eb.fn('nullif', [column, sql.lit('')]);
  return eb
    .case()
    .when(eb.ref('p.erased'))
    .then(sql.lit('Erased participant'))
    .else(
      eb.fn<string>('concat_ws', [
        sql.lit(' '),
        part('p.first_name'),
        part('p.second_name'),
        part('p.surname'),
      ]),
    )
    .end();
})();

export const loadChildren = async (pool: pg.Pool, scope: ReportScope): Promise<ChildInput[]> => {
  const children = await rows(
    pool,
    db
      .selectFrom('participants as p')
      .innerJoin('projects as pr', 'pr.id', 'p.project_id')
      .select((eb) => [
        'p.participant_id as participantId',
        fullName.as('fullName'),
        'p.gender',
        eb.fn<string | null>('to_char', ['p.date_of_birth', sql.lit('YYYY-MM-DD')]).as('dateOfBirth'),
        'pr.code as projectCode',
        'p.parent_guardian_name as parentGuardianName',
        'p.contact_phone as contactPhone',
        inCents(eb.ref('p.monthly_contribution')).as('monthlyContribution'),
        'p.is_active as isActive',
      ])
      .where((eb) =>
        eb.and([
          eb.not(eb.ref('p.deleted')),
          within(eb, scope, { project: 'p.project_id', cluster: 'p.cluster_id', region: 'p.region_id' }),
        ]),
      )
      .orderBy('pr.code')
      .orderBy('p.participant_id'),
  );
  return children.map((r) => ({ ...r, monthlyContribution: cents(r.monthlyContribution) }));
};

/**
 * Contribution months in scope; `participant` narrows to one child, `onRegister` leaves out deleted ones.
 * A deleted child's month counts what was paid as expected (countedExpected, the domain's COUNTED_EXPECTED_SQL: the children's figures'
 * one rule); a month with nothing counted (a deleted child who paid nothing) is left out.
 */
export const loadMonths = async (
  pool: pg.Pool,
  scope: ReportScope,
  options: { participant?: number; onRegister?: boolean } = {},
): Promise<MonthInput[]> => {
  const months = await rows(
    pool,
    db
      .selectFrom('contributions as c')
      .innerJoin('participants as p', 'p.id', 'c.participant_id')
      .select((eb) => [
        'p.participant_id as participantId',
        'c.month',
        inCents(sql`(${countedExpected})`).as('expected'),
        inCents(eb.ref('c.paid_amount')).as('paid'),
      ])
      .where((eb) => {
        const conditions = [
          within(eb, scope, { project: 'c.project_id', cluster: 'c.cluster_id', region: 'c.region_id' }),
        ];
        if (options.participant !== undefined)
          conditions.push(eb('c.participant_id', '=', options.participant));
        if (options.onRegister) conditions.push(eb.not(eb.ref('p.deleted')));
        conditions.push(eb.or([eb.not(eb.ref('p.deleted')), eb('c.paid_amount', '>', sql.lit(0))]));
        return eb.and(conditions);
      })
      .orderBy('c.month')
      .orderBy('p.participant_id'),
  );
  return months.map((r) => ({ ...r, expected: cents(r.expected), paid: cents(r.paid) }));
};

export const loadPayments = async (
  pool: pg.Pool,
  scope: ReportScope,
  options: { participant?: number } = {},
): Promise<PaymentInput[]> => {
  const payments = await rows(
    pool,
    db
      .selectFrom('payments as pm')
      .innerJoin('contributions as c', 'c.id', 'pm.contribution_id')
      .innerJoin('participants as p', 'p.id', 'c.participant_id')
      .innerJoin('projects as pr', 'pr.id', 'c.project_id')
      .select((eb) => [
        day(eb.ref('pm.payment_date')).as('paymentDate'),
        'p.participant_id as participantId',
        fullName.as('fullName'),
        'pr.code as projectCode',
        'c.month',
        inCents(eb.ref('pm.amount')).as('amount'),
        'pm.recorded_by_username as recordedBy',
        'pm.reversed',
        dayInNairobi(eb.ref('pm.reversed_at')).$castTo<string | null>().as('reversedAt'),
      ])
      .where((eb) => {
        const conditions = [
          within(eb, scope, { project: 'c.project_id', cluster: 'c.cluster_id', region: 'c.region_id' }),
        ];
        if (options.participant !== undefined)
          conditions.push(eb('c.participant_id', '=', options.participant));
        return eb.and(conditions);
      })
      .orderBy('pm.payment_date')
      .orderBy('pm.id'),
  );
  return payments.map((r) => ({ ...r, amount: cents(r.amount) }));
};

export const loadAssets = async (pool: pg.Pool, scope: ReportScope): Promise<AssetInput[]> => {
  const assets = await rows(
    pool,
    db
      .selectFrom('assets as a')
      .innerJoin('projects as pr', 'pr.id', 'a.project_id')
      .select((eb) => [
        'a.asset_id as assetId',
        'a.name',
        'a.description',
        'pr.code as projectCode',
        'a.condition',
        inCents(eb.ref('a.disposal_price')).$castTo<string | null>().as('disposalPrice'),
        day(eb.ref('a.disposal_date')).$castTo<string | null>().as('disposalDate'),
        dayInNairobi(eb.ref('a.created_at')).as('addedOn'),
      ])
      .where((eb) =>
        eb.and([
          eb.not(eb.ref('a.deleted')),
          within(eb, scope, { project: 'a.project_id', cluster: 'a.cluster_id', region: 'a.region_id' }),
        ]),
      )
      .orderBy('pr.code')
      .orderBy('a.asset_id'),
  );
  return assets.map((r) => ({
    ...r,
    disposalPrice: r.disposalPrice === null ? null : cents(r.disposalPrice),
  }));
};

/** 'Project KE0420 Kakamega Central', 'Cluster Kakamega Cluster', 'Region Western', 'Whole programme'. */
export const scopeName = async (pool: pg.Pool, scope: ReportScope): Promise<string> => {
  const named = (id: number, row: { name: string } | undefined) => row?.name ?? `#${id}`;
  const { projectId, clusterId, regionId } = scope;
  if (projectId !== null) {
    const project = await firstRow(
      pool,
      db
        .selectFrom('projects')
        .select((eb) => sql<string>`${eb.ref('code')} || ' ' || ${eb.ref('name')}`.as('name'))
        .where('id', '=', projectId),
    );
    return `Project ${named(projectId, project)}`;
  }
  if (clusterId !== null) {
    const cluster = await firstRow(
      pool,
      db.selectFrom('clusters').select('name').where('id', '=', clusterId),
    );
    return `Cluster ${named(clusterId, cluster)}`;
  }
  if (regionId !== null) {
    const region = await firstRow(pool, db.selectFrom('regions').select('name').where('id', '=', regionId));
    return `Region ${named(regionId, region)}`;
  }
  return 'Whole programme';
};

/** 'KE0420-001 Amani Wanjiru' for a statement's heading. */
export const participantLabel = async (pool: pg.Pool, id: number): Promise<string> =>
  (
    await firstRow(
      pool,
      db
        .selectFrom('participants as p')
        .select((eb) => sql<string>`${eb.ref('p.participant_id')} || ' ' || ${fullName}`.as('label'))
        .where('p.id', '=', id),
    )
  )?.label ?? `#${id}`;
