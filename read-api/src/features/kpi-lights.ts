import { HEALTH_THRESHOLDS, type HealthLight, par30Cutoff } from '@pm/domain';
import { db, firstRow } from '@pm/infra/db/typed';
import { type Expression, sql } from 'kysely';
import type pg from 'pg';
import type { KpiGroupsCondition } from './kpi-groups';

/**
 * The traffic lights of many groups at once (a programme's 5,000), computed in SQL so that only their
 * counts and the ids of the worst travel: the same figures and rules as kpisOf and healthOf
 * (domain/src/saving-groups/health.ts), in the same double-precision arithmetic and rounding (four
 * decimals, half up), so each group gets the light healthOf gives it (kpi-lights.int.spec.ts checks).
 */

/** JavaScript's Math.round(n / d * 10000) / 10000 for a positive d, in float8. */
const ratio = (n: Expression<unknown>, d: Expression<unknown>) =>
  sql<number | null>`CASE WHEN ${d} > 0 THEN floor((${n})::float8 / (${d}) * 10000 + 0.5) / 10000 END`;

const { red, amber } = HEALTH_THRESHOLDS;

/** A group's figures, as `f` holds them. */
interface Figures {
  readonly par30: Expression<number | null>;
  readonly attendance: Expression<number | null>;
  readonly retention: Expression<number | null>;
  readonly lastMeetingOn: Expression<string | null>;
}

/** healthOf's light of a group's figures on `asOf` (the thresholds written into the statement). */
const light = (
  { par30, attendance, retention, lastMeetingOn }: Figures,
  asOf: string,
) => sql<HealthLight>`CASE
  WHEN ${par30} > ${sql.lit(red.par30)} OR ${attendance} < ${sql.lit(red.attendanceRate)}
    OR ${retention} < ${sql.lit(red.retention)} THEN 'red'
  WHEN ${par30} > ${sql.lit(amber.par30)} OR ${attendance} < ${sql.lit(amber.attendanceRate)}
    OR ${retention} < ${sql.lit(amber.retention)} OR ${lastMeetingOn} IS NULL
    OR ${asOf}::date - ${lastMeetingOn} > ${sql.lit(amber.daysWithoutMeeting)} THEN 'amber'
  ELSE 'green' END`;

export interface Lights {
  readonly counts: Record<HealthLight, number>;
  /** The worst groups: red first, then by PAR30 (none counting as 0), then by id. */
  readonly atRisk: number[];
}

/** Each group's overdue dues (more than 30 days late on `asOf`), then its figures and its light. */
const lit = (asOf: string, groups: KpiGroupsCondition) =>
  db
    .with('d', (qc) =>
      qc
        .selectFrom('kpi_dues')
        .select((eb) => ['group_id', eb.fn.sum<number>('outstanding').as('overdue')])
        .where('due_on', '<', sql<string>`${par30Cutoff(asOf)}::date`)
        // the partial index kpi_dues_open
        .where('outstanding', '<>', sql.lit(0).$castTo<string>())
        .groupBy('group_id'),
    )
    .with('f', (qc) =>
      qc
        .selectFrom('kpi_groups as g')
        .leftJoin('d', 'd.group_id', 'g.group_id')
        .select((eb) => {
          const base = sql`${eb.ref('g.members_start')} + ${eb.ref('g.joined')}`;
          return [
            'g.group_id',
            ratio(eb.fn.coalesce('d.overdue', sql.lit(0)), eb.ref('g.outstanding')).as('par30'),
            ratio(eb.ref('g.present'), eb.ref('g.marked')).as('attendance'),
            sql<number | null>`CASE WHEN ${base} > 0
              THEN floor((1 - ${eb.ref('g.left_count')}::float8 / (${base})) * 10000 + 0.5) / 10000 END`.as(
              'retention',
            ),
            'g.last_meeting_on',
          ];
        })
        .where(groups),
    )
    .with(
      (cte) => cte('l').materialized(),
      (qc) =>
        qc.selectFrom('f').select((eb) => [
          'group_id',
          'par30',
          light(
            {
              par30: eb.ref('par30'),
              attendance: eb.ref('attendance'),
              retention: eb.ref('retention'),
              lastMeetingOn: eb.ref('last_meeting_on'),
            },
            asOf,
          ).as('light'),
        ]),
    );

/** The lights on `asOf` of the kpi_groups rows `groups` selects, and the `limit` worst. */
export const groupLights = async (
  pool: pg.Pool,
  asOf: string,
  groups: KpiGroupsCondition,
  limit: number,
): Promise<Lights> => {
  const row = await firstRow(
    pool,
    lit(asOf, groups).selectNoFrom((eb) => [
      eb
        .selectFrom(
          eb
            .selectFrom('l')
            .select(['light', sql<number>`count(*)::int`.as('n')])
            .groupBy('light')
            .as('c'),
        )
        .select((cb) =>
          cb.fn<Record<HealthLight, number> | null>('json_object_agg', ['light', 'n']).as('counts'),
        )
        .$asScalar()
        .as('counts'),
      eb
        .selectFrom(
          eb
            .selectFrom('l')
            .select((wb) => [
              'group_id',
              wb.fn
                .agg<number>('row_number')
                .over((ob) =>
                  ob
                    .orderBy(wb('light', '=', sql.lit('red')), 'desc')
                    .orderBy(wb.fn.coalesce('par30', sql.lit(0)), 'desc')
                    .orderBy('group_id'),
                )
                .as('o'),
            ])
            .where('light', '<>', sql.lit('green'))
            .orderBy('o')
            .limit(limit)
            .as('w'),
        )
        .select((ab) => ab.fn.agg<number[] | null>('array_agg', ['group_id']).orderBy('o').as('atRisk'))
        .$asScalar()
        .as('atRisk'),
    ]),
  );
  return {
    counts: { green: 0, amber: 0, red: 0, ...(row?.counts ?? {}) },
    atRisk: row?.atRisk ?? [],
  };
};
