import { HEALTH_THRESHOLDS, type HealthLight, par30Cutoff } from '@pm/domain';
import type pg from 'pg';
import { selectOne } from '../lib/db';

/**
 * The traffic lights of many groups at once (a programme's 5,000), computed in SQL so that only their
 * counts and the ids of the worst travel: the same figures and rules as kpisOf and healthOf
 * (domain/src/saving-groups/health.ts), in the same double-precision arithmetic and rounding (four
 * decimals, half up), so each group gets the light healthOf gives it (kpi-lights.int.spec.ts checks).
 */

/** JavaScript's Math.round(n / d * 10000) / 10000 for a positive d, in float8. */
const ratio = (n: string, d: string) =>
  `CASE WHEN ${d} > 0 THEN floor((${n})::float8 / (${d}) * 10000 + 0.5) / 10000 END`;

const { red, amber } = HEALTH_THRESHOLDS;

const FIGURES = `
  ${ratio('coalesce(d.overdue, 0)', 'g.outstanding')} AS par30,
  ${ratio('g.present', 'g.marked')} AS attendance,
  CASE WHEN g.members_start + g.joined > 0
       THEN floor((1 - g.left_count::float8 / (g.members_start + g.joined)) * 10000 + 0.5) / 10000 END AS retention,
  g.last_meeting_on`;

const LIGHT = (asOf: string) => `CASE
  WHEN par30 > ${red.par30} OR attendance < ${red.attendanceRate} OR retention < ${red.retention} THEN 'red'
  WHEN par30 > ${amber.par30} OR attendance < ${amber.attendanceRate} OR retention < ${amber.retention}
    OR last_meeting_on IS NULL OR ${asOf} - last_meeting_on > ${amber.daysWithoutMeeting} THEN 'amber'
  ELSE 'green' END`;

export interface Lights {
  readonly counts: Record<HealthLight, number>;
  /** The worst groups: red first, then by PAR30 (none counting as 0), then by id. */
  readonly atRisk: number[];
}

/** The lights on `asOf` of the groups `condition` selects ($2… are `params`), and the `limit` worst. */
export const groupLights = async (
  pool: pg.Pool,
  asOf: string,
  condition: string,
  params: readonly unknown[],
  limit: number,
): Promise<Lights> => {
  const on = `$${params.length + 2}::date`;
  const row = await selectOne<{ counts: Record<HealthLight, number> | null; atRisk: number[] | null }>(
    pool,
    `WITH d AS (SELECT group_id, sum(outstanding) AS overdue FROM kpi_dues
                 WHERE due_on < $1::date AND outstanding <> 0 GROUP BY group_id),
          f AS (SELECT g.group_id, ${FIGURES} FROM kpi_groups g LEFT JOIN d ON d.group_id = g.group_id
                 WHERE ${condition}),
          l AS MATERIALIZED (SELECT group_id, par30, ${LIGHT(on)} AS light FROM f)
     SELECT (SELECT json_object_agg(light, n) FROM (SELECT light, count(*)::int AS n FROM l GROUP BY light) c) AS counts,
            (SELECT array_agg(group_id ORDER BY o) FROM (
               SELECT group_id, row_number() OVER (ORDER BY light = 'red' DESC, coalesce(par30, 0) DESC, group_id) AS o
                 FROM l WHERE light <> 'green' ORDER BY o LIMIT $${params.length + 3}) w) AS "atRisk"`,
    [par30Cutoff(asOf), ...params, asOf, limit],
  );
  return {
    counts: { green: 0, amber: 0, red: 0, ...(row?.counts ?? {}) },
    atRisk: row?.atRisk ?? [],
  };
};
