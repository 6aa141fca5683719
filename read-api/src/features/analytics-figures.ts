import { businessDate, monthOf } from '@pm/domain';
import { noFigures, type RegionalAnalytics } from '@pm/domain/api/analytics-queries';
import { db, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';

/** The rolled-up read model (projector/src/rollups): a few rows per scope, whatever the programme's size. */

export type Scope = 'project' | 'cluster' | 'region' | 'programme';
export type Figures = RegionalAnalytics['figures'];
export type Month = RegionalAnalytics['months'][number];

/** The months that count: from (null: the first) to (default: the current month, Kenyan time). */
export interface Period {
  readonly from: string | null;
  readonly to: string;
}

export const periodOf = (query: { from?: string | undefined; to?: string | undefined }): Period => {
  const to = query.to ?? monthOf(businessDate(new Date().toISOString()));
  const from = query.from ?? null;
  return from !== null && from > to ? { from: to, to: from } : { from, to };
};

const empty = noFigures;

const key = (scope: Scope, id: number) => `${scope}:${id}`;

/** The figures of each (scope, id), zero where nothing happened yet. Three indexed queries in all. */
export const figuresOf = async (
  pool: pg.Pool,
  scopes: readonly (readonly [Scope, number])[],
  period: Period,
): Promise<Map<string, Figures>> => {
  const result = new Map(scopes.map(([s, id]) => [key(s, id), empty()]));
  if (scopes.length === 0) return result;
  // the asked (scope, id) pairs as a table: one indexed lookup each
  const pairs = sql<{
    scope: string;
    id: number;
  }>`unnest(${scopes.map(([s]) => s)}::text[], ${scopes.map(([, id]) => id)}::int[])`;
  const asked = db
    .selectFrom(pairs.as<'asked'>(sql`asked(scope, id)`))
    .select(['asked.scope', 'asked.id'])
    .$asTuple('scope', 'id');
  const counts = await rows(
    pool,
    db
      .selectFrom('rollup_figures')
      .select([
        'scope',
        'scope_id as id',
        'participants',
        'saving_groups as savingGroups',
        'members',
        'loans_outstanding as loansOutstanding',
        'meetings_held as meetingsHeld',
      ])
      .where((eb) => eb(eb.refTuple('scope', 'scope_id'), 'in', asked)),
  );
  for (const { scope, id, ...row } of counts) {
    const f = result.get(key(scope as Scope, id));
    if (f) Object.assign(f, row);
  }
  let months = db
    .selectFrom('rollup_months')
    .select((eb) => [
      'scope',
      'scope_id as id',
      eb.fn.sum<number>('expected').as('expected'),
      eb.fn.sum<number>('paid').as('paid'),
      eb.fn.sum<number>('outstanding').as('outstanding'),
      eb.fn.sum<number>('savings').as('savings'),
    ])
    .where((eb) => eb(eb.refTuple('scope', 'scope_id'), 'in', asked))
    .where('month', '<=', period.to);
  if (period.from !== null) months = months.where('month', '>=', period.from);
  for (const row of await rows(pool, months.groupBy(['scope', 'scope_id']))) {
    const f = result.get(key(row.scope as Scope, row.id));
    if (!f) continue;
    f.contributionsExpected = row.expected;
    f.contributionsPaid = row.paid;
    f.contributionsOutstanding = row.outstanding;
    f.savings = row.savings;
  }
  const assets = await rows(
    pool,
    db
      .selectFrom('rollup_assets')
      .select(['scope', 'scope_id as id', 'condition', 'count'])
      .where((eb) => eb(eb.refTuple('scope', 'scope_id'), 'in', asked))
      .where('count', '<>', 0),
  );
  for (const row of assets) {
    const f = result.get(key(row.scope as Scope, row.id));
    if (f) f.assetsByCondition[row.condition] = row.count;
  }
  return result;
};

export const figureOf = (figures: Map<string, Figures>, scope: Scope, id: number): Figures =>
  figures.get(key(scope, id)) ?? empty();

const nextMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The months of one scope in the period, every month present (zeros where nothing was recorded). */
export const monthsOf = async (pool: pg.Pool, scope: Scope, id: number, period: Period): Promise<Month[]> => {
  let query = db
    .selectFrom('rollup_months')
    .select(['month', 'expected', 'paid', 'savings'])
    .where('scope', '=', scope)
    .where('scope_id', '=', id)
    .where('month', '<=', period.to);
  if (period.from !== null) query = query.where('month', '>=', period.from);
  const found: Month[] = await rows(pool, query.orderBy('month'));
  const first = period.from ?? found[0]?.month;
  if (!first) return [];
  const byMonth = new Map(found.map((r) => [r.month, r]));
  const months: Month[] = [];
  // at most 50 years of months, so a strange period cannot make a huge answer
  for (let m = first; m <= period.to && months.length < 600; m = nextMonth(m))
    months.push(byMonth.get(m) ?? { month: m, expected: 0, paid: 0, savings: 0 });
  return months;
};
