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
 * GET /api/dashboard/stats (spec: fields): participants, money and age profile over the caller's scope or
 * one project inside it. Money covers every month up to the current one, for participants still on the
 * register; sums are exact (numeric) and the collection rate is paid over expected to one decimal.
 * GET /api/activity: the newest events in scope, each line in English with its template and values (the
 * UI tells it in the user's language).
 */
export const dashboardQueryRoutes = [
  defineQuery(
    q.dashboardStats,
    ['participants', 'rollups', 'assets', 'hierarchy'],
    async ({ pool, actor }, { query }) => {
      const today = businessDate(new Date().toISOString());
      const scope = await rollupScopeOf(pool, actor, query.projectId);
      // the active children and their age groups from their count by date of birth (participant_births,
      // kept by the participants model): a few thousand dates at most, however many children there are;
      // the money from the rolled-up months
      const counts = (await selectOne<Record<AgeGroup | 'total', number>>(
        pool,
        `SELECT coalesce(sum(b.children), 0)::int AS total,
                ${AGE_GROUPS.map((g) => `coalesce(sum(b.children) FILTER (WHERE ${ageGroupCondition('b.born', g, '$3::date')}), 0)::int AS "${g}"`).join(',\n                ')}
           FROM participant_births b WHERE b.scope = $1 AND b.scope_id = $2`,
        [...scope, today],
      ))!;
      const ageGroups = Object.fromEntries(AGE_GROUPS.map((g) => [g, counts[g]])) as Record<AgeGroup, number>;
      const money = await rolledUpMoney(pool, scope, { op: '<=', month: monthOf(today) });
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
      `SELECT a.position::text AS position, a.type, a.summary, a.summary_key AS "summaryKey",
              a.summary_params AS "summaryParams", a.actor, a.occurred_at AS "occurredAt", a.stream_id AS "streamId"
         FROM activity a WHERE ${condition} ORDER BY a.position DESC LIMIT $${params.length}`,
      params,
    );
  }),
];
