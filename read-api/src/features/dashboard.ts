import { AGE_GROUPS, type AgeGroup, businessDate, monthOf } from '@pm/domain';
import type { ActivityRow } from '@pm/domain/api/account-queries';
import { accountQueries as q } from '@pm/domain/api/account-queries';
import type { Database, ParticipantBirths } from '@pm/infra/db/tables';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { type ExpressionBuilder, sql } from 'kysely';
import { defineQuery } from '../lib/define-query';
import { rolledUpMoney, rollupScopeOf } from '../lib/rollup-scope';
import { listScope, withinScope } from '../lib/typed-scope';
import { assetCounts } from './assets';
import { collectionRateOf } from './contributions';
import { bornInAgeGroup } from './participants';

type Births = Database & { b: ParticipantBirths };

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
      const [scopeName, scopeId] = scope;
      const children = (eb: ExpressionBuilder<Births, 'b'>, group?: AgeGroup) => {
        const born = group ? sql` FILTER (WHERE ${bornInAgeGroup(eb.ref('b.born'), group, today)})` : sql``;
        return sql<number>`coalesce(sum(${eb.ref('b.children')})${born}, 0)::int`;
      };
      const counts = (await firstRow(
        pool,
        db
          .selectFrom('participant_births as b')
          .select((eb) => [children(eb).as('total'), ...AGE_GROUPS.map((g) => children(eb, g).as(g))])
          .where('b.scope', '=', scopeName)
          .where('b.scope_id', '=', scopeId),
      )) as Record<AgeGroup | 'total', number>;
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
    const scope = await listScope(pool, actor, query.projectId);
    return rows(
      pool,
      db
        .selectFrom('activity as a')
        .select([
          'a.position',
          'a.type',
          'a.summary',
          'a.summary_key as summaryKey',
          'a.summary_params as summaryParams',
          'a.actor',
          'a.occurred_at as occurredAt',
          'a.stream_id as streamId',
        ])
        .$narrowType<Pick<ActivityRow, 'summaryParams' | 'actor'>>()
        .where((eb) =>
          withinScope(eb, scope, { region: 'a.region_id', cluster: 'a.cluster_id', project: 'a.project_id' }),
        )
        .orderBy('a.position', 'desc')
        .limit(query.limit ?? 10),
    );
  }),
];
