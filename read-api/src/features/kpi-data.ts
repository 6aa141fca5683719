import { daysBetween, type HealthFigures, type HealthKpis, kpisOf, monthEnd, par30Cutoff } from '@pm/domain';
import type { KpiReport } from '@pm/domain/api/kpi-queries';
import { db, rows } from '@pm/infra/db/typed';
import { sql } from 'kysely';
import type pg from 'pg';

/** The health read model (projector/src/kpis): raw counts and cents, turned into ratios by the domain. */

export type KpiScope = KpiReport['scope'];

/** 'YYYY-MM' plus n months. */
export const addMonths = (month: string, n: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};

/** Every month from `from` to `to`, both included. */
export const monthsBetween = (from: string, to: string): string[] => {
  const months: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) months.push(m);
  return months;
};

/** The scope's month rows up to `to`, with the stocks at each month's end: from `from` and the last month before it. */
const monthRows = (pool: pg.Pool, scope: KpiScope, id: number, from: string, to: string) =>
  // stocks are running sums over every month of the scope (one window, ordered by month): a few rows a
  // month, whatever the size
  rows(
    pool,
    db
      .selectFrom(
        db
          .selectFrom('kpi_months')
          .select((eb) => [
            'month',
            'present',
            'marked',
            'meetings',
            'joined',
            'left_count as left',
            'earnings',
            'fees',
            'write_offs as writeOffs',
            'issued',
            eb.fn
              .sum<number>('savings')
              .over((w) => w.orderBy('month'))
              .as('savings'),
            eb.fn
              .sum<number>('cash')
              .over((w) => w.orderBy('month'))
              .as('cash'),
            eb.fn
              .sum<number>('outstanding')
              .over((w) => w.orderBy('month'))
              .as('outstanding'),
            // a sum of integers is a bigint: its text
            eb.fn
              .sum<string>(eb('joined', '-', eb.ref('left_count')))
              .over((w) => w.orderBy('month'))
              .as('members'),
          ])
          .where('scope', '=', scope)
          .where('scope_id', '=', id)
          .where('month', '<=', to)
          .as('m'),
      )
      .selectAll('m')
      .where((eb) =>
        eb.or([
          eb('m.month', '>=', from),
          eb(
            'm.month',
            '=',
            eb
              .selectFrom('kpi_months as k')
              .select((kb) => kb.fn.max('k.month').as('month'))
              .where('k.scope', '=', scope)
              .where('k.scope_id', '=', id)
              .where('k.month', '<', from)
              .$asScalar(),
          ),
        ]),
      )
      .orderBy('m.month'),
  );

type MonthRow = Awaited<ReturnType<typeof monthRows>>[number];

const ZERO_MONTH = (month: string): MonthRow => ({
  month,
  present: 0,
  marked: 0,
  meetings: 0,
  joined: 0,
  left: 0,
  earnings: '0',
  fees: '0',
  writeOffs: '0',
  issued: '0',
  savings: 0,
  cash: 0,
  outstanding: 0,
  members: '0',
});

/** What loans owed more than 30 days on each month's day (`dayOf`), by month. */
const overdueByMonth = async (
  pool: pg.Pool,
  scope: KpiScope,
  id: number,
  months: readonly string[],
  dayOf: (month: string) => string,
): Promise<Map<string, number>> => {
  const cutoffs = months.map((m) => par30Cutoff(dayOf(m)));
  const overdue = await rows(
    pool,
    db
      .selectFrom(
        sql<{ month: string; cutoff: string }>`unnest(${months}::text[], ${cutoffs}::date[])`.as<'m'>(
          sql`m(month, cutoff)`,
        ),
      )
      .leftJoin('kpi_overdue as o', (join) =>
        join
          .on('o.scope', '=', scope)
          .on('o.scope_id', '=', id)
          .onRef('o.month', '<=', 'm.month')
          .onRef('o.due_on', '<', 'm.cutoff'),
      )
      .select((eb) => [
        'm.month',
        eb.fn.coalesce(eb.fn.sum<number>('o.outstanding'), sql.lit(0)).as('overdue'),
      ])
      .groupBy('m.month'),
  );
  return new Map(overdue.map((o) => [o.month, Number(o.overdue)]));
};

/** A month's figures: its flows, its stocks at its end. */
const monthFigures = (
  row: MonthRow,
  membersAtStart: number,
  overdue30: number,
  days: number,
): HealthFigures => ({
  present: row.present,
  marked: row.marked,
  meetings: row.meetings,
  membersAtStart,
  joined: row.joined,
  left: row.left,
  activeMembers: Number(row.members),
  savingsHeld: Number(row.savings),
  cash: Number(row.cash),
  outstanding: Number(row.outstanding),
  overdue30,
  earnings: Number(row.earnings),
  fees: Number(row.fees),
  writeOffs: Number(row.writeOffs),
  loansIssued: Number(row.issued),
  days,
});

/**
 * The scope's months from `from` to `to` (flows of the month, stocks at its end, PAR30 at its end or on
 * `asOf` for the current month), and the whole period as one figure. Two indexed queries.
 */
export const scopeMonths = async (
  pool: pg.Pool,
  scope: KpiScope,
  id: number,
  from: string,
  to: string,
  asOf: string,
): Promise<{ months: (HealthKpis & { month: string })[]; period: HealthKpis }> => {
  const rows = await monthRows(pool, scope, id, from, to);
  const months = monthsBetween(from, to);
  const dayOf = (m: string) => (monthEnd(m) < asOf ? monthEnd(m) : asOf);
  const overdueOf = await overdueByMonth(pool, scope, id, months, dayOf);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  let last = rows.find((r) => r.month < from) ?? ZERO_MONTH('');
  const flows = {
    present: 0,
    marked: 0,
    meetings: 0,
    joined: 0,
    left: 0,
    earnings: 0,
    fees: 0,
    writeOffs: 0,
    issued: 0,
  };
  const membersAtStart = Number(last.members);
  let end: HealthFigures | null = null;
  const result = months.map((month) => {
    const own = byMonth.get(month);
    const row = own ?? {
      ...last,
      ...ZERO_MONTH(month),
      savings: last.savings,
      cash: last.cash,
      outstanding: last.outstanding,
      members: last.members,
    };
    const atStart = Number(last.members);
    last = row;
    for (const k of ['present', 'marked', 'meetings', 'joined', 'left'] as const) flows[k] += row[k];
    for (const k of ['earnings', 'fees', 'writeOffs', 'issued'] as const) flows[k] += Number(row[k]);
    const figures = monthFigures(
      row,
      atStart,
      overdueOf.get(month) ?? 0,
      daysBetween(`${month}-01`, dayOf(month)) + 1,
    );
    end = figures;
    return { month, ...kpisOf(figures) };
  });
  const closing = end as HealthFigures | null;
  const period = kpisOf({
    ...(closing ?? { ...ZERO_FIGURES }),
    ...flows,
    membersAtStart,
    days: daysBetween(`${from}-01`, dayOf(to)) + 1,
  });
  return { months: result, period };
};

const ZERO_FIGURES: HealthFigures = {
  present: 0,
  marked: 0,
  meetings: 0,
  membersAtStart: 0,
  joined: 0,
  left: 0,
  activeMembers: 0,
  savingsHeld: 0,
  cash: 0,
  outstanding: 0,
  overdue30: 0,
  earnings: 0,
  writeOffs: 0,
  loansIssued: 0,
  days: 0,
};
