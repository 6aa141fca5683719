import { businessDate, monthOf } from '@pm/domain';
import { noFigures, type RegionalAnalytics } from '@pm/domain/api/analytics-queries';
import type pg from 'pg';
import { selectRows } from '../lib/db';

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
  const params = [scopes.map(([s]) => s), scopes.map(([, id]) => id)];
  const wanted = '(scope, scope_id) IN (SELECT * FROM unnest($1::text[], $2::int[]))';
  const counts = await selectRows<{
    scope: Scope;
    id: number;
    participants: number;
    savingGroups: number;
    members: number;
    loansOutstanding: number;
    meetingsHeld: number;
  }>(
    pool,
    `SELECT scope, scope_id AS id, participants, saving_groups AS "savingGroups", members,
            loans_outstanding AS "loansOutstanding", meetings_held AS "meetingsHeld"
       FROM rollup_figures WHERE ${wanted}`,
    params,
  );
  for (const { scope, id, ...row } of counts) {
    const f = result.get(key(scope, id));
    if (f) Object.assign(f, row);
  }
  const money = await selectRows<{
    scope: Scope;
    id: number;
    expected: number;
    paid: number;
    outstanding: number;
    savings: number;
  }>(
    pool,
    `SELECT scope, scope_id AS id, sum(expected) AS expected, sum(paid) AS paid, sum(outstanding) AS outstanding,
            sum(savings) AS savings
       FROM rollup_months WHERE ${wanted} AND month <= $3 AND ($4::text IS NULL OR month >= $4)
      GROUP BY scope, scope_id`,
    [...params, period.to, period.from],
  );
  for (const row of money) {
    const f = result.get(key(row.scope, row.id));
    if (!f) continue;
    f.contributionsExpected = row.expected;
    f.contributionsPaid = row.paid;
    f.contributionsOutstanding = row.outstanding;
    f.savings = row.savings;
  }
  const assets = await selectRows<{ scope: Scope; id: number; condition: string; count: number }>(
    pool,
    `SELECT scope, scope_id AS id, condition, count FROM rollup_assets WHERE ${wanted} AND count <> 0`,
    params,
  );
  for (const row of assets) {
    const f = result.get(key(row.scope, row.id));
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
  const rows = await selectRows<Month>(
    pool,
    `SELECT month, expected, paid, savings FROM rollup_months
      WHERE scope = $1 AND scope_id = $2 AND month <= $3 AND ($4::text IS NULL OR month >= $4) ORDER BY month`,
    [scope, id, period.to, period.from],
  );
  const first = period.from ?? rows[0]?.month;
  if (!first) return [];
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const months: Month[] = [];
  // at most 50 years of months, so a strange period cannot make a huge answer
  for (let m = first; m <= period.to && months.length < 600; m = nextMonth(m))
    months.push(byMonth.get(m) ?? { month: m, expected: 0, paid: 0, savings: 0 });
  return months;
};
