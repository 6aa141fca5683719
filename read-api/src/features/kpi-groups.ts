import { daysBetween, type HealthKpis, type HealthVerdict, healthOf, kpisOf, par30Cutoff } from '@pm/domain';
import type { Database, KpiGroups } from '@pm/infra/db/tables';
import { db, rows } from '@pm/infra/db/typed';
import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type pg from 'pg';

/** The health of single groups from the health read model (projector/src/kpis): kpi_groups and kpi_dues. */

/** The expression builder over a kpi_groups row `g`, whose columns a `KpiGroupsCondition` names. */
export const kpiGroup = expressionBuilder<Database & { g: KpiGroups }, 'g'>();

/** Which kpi_groups rows (`g`) a scope holds: a condition built with `kpiGroup`. */
export type KpiGroupsCondition = Expression<SqlBool>;

/**
 * The domain's `ANNUALISED_EARNINGS_SQL` (`annualisedEarnings` of a kpi_groups row `g` over its current
 * cycle to `asOf`) with its columns typed: the domain imports nothing, so its text names them unchecked;
 * kpi-groups.unit.spec.ts holds the two the same.
 */
export const annualisedEarnings = (asOf: string) =>
  sql<number>`((${kpiGroup.ref('g.earnings')} - ${kpiGroup.ref('g.fees')} - ${kpiGroup.ref('g.write_offs')}) * 365.0 / greatest((${asOf}::date - ${kpiGroup.ref('g.cycle_started_on')}) + 1, 30) + ${kpiGroup.ref('g.fees')})`;

export interface GroupHealth {
  readonly id: number;
  readonly name: string;
  readonly projectId: number;
  readonly cycle: number;
  readonly cycleStartedOn: string;
  readonly kpis: HealthKpis;
  readonly verdict: HealthVerdict;
}

/**
 * Each group's current cycle and its light on `asOf`, for the groups asked for: a page or the twenty
 * listed at risk (each group's dues read by its own index range); the lights of a whole scope come from
 * groupLights (kpi-lights.ts).
 */
export const groupsHealth = async (
  pool: pg.Pool,
  asOf: string,
  groupIds: readonly number[],
): Promise<GroupHealth[]> => {
  const groups = await rows(
    pool,
    db
      .selectFrom('kpi_groups as g')
      .select((eb) => [
        'g.group_id as id',
        'g.name',
        'g.project_id as projectId',
        'g.cycle',
        eb.fn<string>('to_char', ['g.cycle_started_on', sql.lit('YYYY-MM-DD')]).as('cycleStartedOn'),
        eb.fn<string | null>('to_char', ['g.last_meeting_on', sql.lit('YYYY-MM-DD')]).as('lastMeetingOn'),
        'g.members_start as membersStart',
        'g.joined',
        'g.left_count as left',
        'g.active',
        'g.present',
        'g.marked',
        'g.meetings',
        'g.savings',
        'g.cash',
        'g.outstanding',
        'g.earnings',
        'g.fees',
        'g.write_offs as writeOffs',
        'g.issued',
        eb.fn
          .coalesce(
            eb
              .selectFrom('kpi_dues as o')
              .select((sb) => sb.fn.sum<number>('o.outstanding').as('sum'))
              .whereRef('o.group_id', '=', 'g.group_id')
              .where('o.due_on', '<', sql<string>`${par30Cutoff(asOf)}::date`)
              .$asScalar(),
            sql.lit(0),
          )
          .as('overdue30'),
      ])
      .where('g.group_id', '=', sql<number>`ANY(${[...groupIds]})`)
      .orderBy('g.group_id'),
  );
  return groups.map((g) => {
    const kpis = kpisOf({
      present: g.present,
      marked: g.marked,
      meetings: g.meetings,
      membersAtStart: g.membersStart,
      joined: g.joined,
      left: g.left,
      activeMembers: g.active,
      savingsHeld: Number(g.savings),
      cash: Number(g.cash),
      outstanding: Number(g.outstanding),
      overdue30: Number(g.overdue30),
      earnings: Number(g.earnings),
      fees: Number(g.fees),
      writeOffs: Number(g.writeOffs),
      loansIssued: Number(g.issued),
      days: daysBetween(g.cycleStartedOn, asOf) + 1,
    });
    const since = g.lastMeetingOn === null ? null : daysBetween(g.lastMeetingOn, asOf);
    return {
      id: g.id,
      name: g.name,
      projectId: g.projectId,
      cycle: g.cycle,
      cycleStartedOn: g.cycleStartedOn,
      kpis,
      verdict: healthOf(kpis, since),
    };
  });
};
