import { AGE_GROUPS, type AgeGroup, businessDate, monthOf } from '@pm/domain';
import type { ActivityRow } from '@pm/domain/api/account-queries';
import { accountQueries as q } from '@pm/domain/api/account-queries';
import { ageGroupCondition } from '../lib/ages';
import { selectOne, selectRows } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { projectFilter } from '../lib/project-filter';
import { rolledUpMoney, rollupScopeOf } from '../lib/rollup-scope';
import { assetCounts } from './assets';
import { collectionRateOf } from './contributions';

/**
 * GET /api/dashboard/stats (spec 1 §3): participants, money and age profile over the caller's scope or
 * one project inside it. Money covers every month up to the current one, for participants still on the
 * register; sums are exact (numeric) and the collection rate is paid over expected to one decimal.
 * GET /api/activity: the newest events in scope.
 */
export const dashboardQueryRoutes = [
  defineQuery(
    q.dashboardStats,
    ['participants', 'rollups', 'assets', 'hierarchy'],
    async ({ pool, actor }, { query }) => {
      const today = businessDate(new Date().toISOString());
      const pParams: unknown[] = [];
      const pCondition = await projectFilter(
        pool,
        actor,
        query.projectId,
        { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.project_id' },
        pParams,
      );
      // the participants and their age groups counted in SQL (one pass over an index), the money from
      // the rolled-up months, so neither grows with the rows behind it beyond one row per child
      pParams.push(today);
      const on = `$${pParams.length}::date`;
      const counts = (await selectOne<Record<AgeGroup | 'total', number>>(
        pool,
        `SELECT count(*)::int AS total,
                ${AGE_GROUPS.map((g) => `count(*) FILTER (WHERE ${ageGroupCondition('p.date_of_birth', g, on)})::int AS "${g}"`).join(',\n                ')}
           FROM participants p WHERE p.is_active AND NOT p.deleted AND ${pCondition}`,
        pParams,
      ))!;
      const ageGroups = Object.fromEntries(AGE_GROUPS.map((g) => [g, counts[g]])) as Record<AgeGroup, number>;
      const money = await rolledUpMoney(pool, await rollupScopeOf(pool, actor, query.projectId), {
        op: '<=',
        month: monthOf(today),
      });
      return {
        totalParticipants: counts.total,
        contributions: {
          totalPaid: money.paid,
          totalOutstanding: money.outstanding,
          collectionRate: collectionRateOf(money.paid, money.expected),
        },
        assets: await assetCounts(pool, actor, query.projectId),
        ageGroups,
      };
    },
  ),

  defineQuery(q.activity, ['activity', 'hierarchy'], async ({ pool, actor }, { query }) => {
    const params: unknown[] = [];
    const condition = await projectFilter(
      pool,
      actor,
      query.projectId,
      { region: 'a.region_id', cluster: 'a.cluster_id', project: 'a.project_id' },
      params,
    );
    params.push(query.limit ?? 10);
    return selectRows<ActivityRow>(
      pool,
      `SELECT a.position::text AS position, a.type, a.summary, a.actor, a.occurred_at AS "occurredAt", a.stream_id AS "streamId"
         FROM activity a WHERE ${condition} ORDER BY a.position DESC LIMIT $${params.length}`,
      params,
    );
  }),
];
