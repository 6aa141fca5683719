import { AGE_GROUPS, ageGroupOf, ageOn, businessDate, monthOf } from '@pm/domain';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { requireProgrammeActor } from '../lib/actor';
import { projectFilter } from '../lib/project-filter';
import { scopeCondition } from '../lib/scope-sql';

/**
 * GET /api/dashboard/stats (spec 1 §3): participants, money and age profile over the caller's scope or
 * one project inside it. Money covers every month up to the current one, for participants still on the
 * register; sums are exact (numeric) and the collection rate is paid over expected to one decimal.
 */
export const dashboardRoutes = async (app: FastifyInstance, pool: pg.Pool): Promise<void> => {
  app.get('/api/dashboard/stats', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const today = businessDate(new Date().toISOString());
    const pParams: unknown[] = [];
    const pCondition = await projectFilter(
      pool,
      actor,
      request.query,
      { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.project_id' },
      pParams,
    );
    const participants = (
      await pool.query<{ dateOfBirth: string | null }>(
        `SELECT to_char(p.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth" FROM participants p
          WHERE p.is_active AND NOT p.deleted AND ${pCondition}`,
        pParams,
      )
    ).rows;
    const ageGroups = Object.fromEntries(AGE_GROUPS.map((g) => [g, 0])) as Record<string, number>;
    for (const { dateOfBirth } of participants) {
      if (!dateOfBirth) continue;
      const group = ageGroupOf(ageOn(dateOfBirth, today));
      ageGroups[group] = (ageGroups[group] ?? 0) + 1;
    }
    const cParams: unknown[] = [];
    const cCondition = await projectFilter(
      pool,
      actor,
      request.query,
      { region: 'c.region_id', cluster: 'c.cluster_id', project: 'c.project_id' },
      cParams,
    );
    cParams.push(monthOf(today));
    const money = (
      await pool.query<{ expected: string; paid: string; outstanding: string }>(
        `SELECT coalesce(sum(c.expected_amount), 0)::text AS expected, coalesce(sum(c.paid_amount), 0)::text AS paid,
                coalesce(sum(greatest(c.expected_amount - c.paid_amount, 0)), 0)::text AS outstanding
           FROM contributions c JOIN participants p ON p.id = c.participant_id AND NOT p.deleted
          WHERE ${cCondition} AND c.month <= $${cParams.length}`,
        cParams,
      )
    ).rows[0]!;
    const expected = Number(money.expected);
    const paid = Number(money.paid);
    return {
      totalParticipants: participants.length,
      contributions: {
        totalPaid: paid,
        totalOutstanding: Number(money.outstanding),
        collectionRate: expected === 0 ? 0 : Math.round((paid / expected) * 1000) / 10,
      },
      // The asset register arrives with its own issue; until then there are no assets to count.
      assets: { total: 0, Good: 0, Obsolete: 0, Disposed: 0 },
      ageGroups,
    };
  });

  app.get('/api/activity', async (request) => {
    const actor = await requireProgrammeActor(pool, request);
    const params: unknown[] = [];
    const hasProject = (request.query as { projectId?: string }).projectId;
    const condition = hasProject
      ? await projectFilter(
          pool,
          actor,
          request.query,
          { region: 'a.region_id', cluster: 'a.cluster_id', project: 'a.project_id' },
          params,
        )
      : scopeCondition(
          actor,
          { region: 'a.region_id', cluster: 'a.cluster_id', project: 'a.project_id' },
          params,
        );
    const limit = Math.min(Math.max(Number((request.query as { limit?: string }).limit ?? 10) || 10, 1), 100);
    params.push(limit);
    const rows = await pool.query(
      `SELECT a.position::text AS position, a.type, a.summary, a.actor, a.occurred_at AS "occurredAt", a.stream_id AS "streamId"
         FROM activity a WHERE ${condition} ORDER BY a.position DESC LIMIT $${params.length}`,
      params,
    );
    return rows.rows;
  });
};
