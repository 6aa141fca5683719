import { type Actor, businessDate, canRead, contributionStatus, monthOf, NotFoundError } from '@pm/domain';
import { type ContributionQuery, participantQueries as q } from '@pm/domain/api/participant-queries';
import { COUNTED_EXPECTED_SQL, monthFigures } from '@pm/domain/contributions/figures';
import type { ContributionRow, PaymentRow } from '@pm/domain/contributions/rows';
import type pg from 'pg';
import { likeContaining, selectRows } from '../lib/db';
import { defineQuery, selectPage } from '../lib/define-query';
import { projectFilter } from '../lib/project-filter';
import { rolledUpMoney, rollupScopeOf } from '../lib/rollup-scope';

interface StoredContribution {
  id: number;
  participantId: number;
  participantCode: string;
  participantName: string;
  projectId: number;
  projectCode: string;
  month: string;
  expectedCents: string;
  paidCents: string;
  lastPaymentDate: string | null;
  deleted: boolean;
}

/** Paid over expected, percent to one decimal (0 when nothing was expected). */
export const collectionRateOf = (paid: number, expected: number): number =>
  expected === 0 ? 0 : Math.round((paid / expected) * 1000) / 10;

/**
 * Contributions in scope for one month (default: the current month in EAT), rows of deleted
 * participants hidden as the specification says of unknown participants, as SQL with every filter (the
 * status as the domain tells it, the search over the name shown and the participant ID, without case),
 * so a page is read in SQL whatever the size of the programme. Amounts are exact: in cents.
 */
const contributionsSelect = async (pool: pg.Pool, actor: Actor, query: ContributionQuery) => {
  const params: unknown[] = [];
  const where = [
    await projectFilter(
      pool,
      actor,
      query.projectId,
      { region: 'c.region_id', cluster: 'c.cluster_id', project: 'c.project_id' },
      params,
    ),
  ];
  const today = businessDate(new Date().toISOString());
  const month = query.month ?? monthOf(today);
  if (month !== 'all') {
    params.push(month);
    where.push(`c.month = $${params.length}`);
  }
  // a deleted child's month counts what was paid (COUNTED_EXPECTED_SQL): it is Paid
  const expected = `(${COUNTED_EXPECTED_SQL})`;
  if (query.status === 'Paid') where.push(`c.paid_amount >= ${expected}`);
  else if (query.status) {
    // contributionStatus: Paid, else Overdue for a past month, else Partial or Outstanding
    params.push(monthOf(today));
    const current = `$${params.length}`;
    where.push(
      {
        Overdue: `c.paid_amount < ${expected} AND c.month < ${current}`,
        Partial: `c.paid_amount < ${expected} AND c.month >= ${current} AND c.paid_amount > 0`,
        Outstanding: `c.paid_amount < ${expected} AND c.month >= ${current} AND c.paid_amount <= 0`,
      }[query.status],
    );
  }
  const name = `CASE WHEN p.erased THEN 'Erased participant' ELSE concat_ws(' ', p.first_name, p.second_name, p.surname) END`;
  if (query.search) {
    params.push(likeContaining(query.search.toLowerCase()));
    where.push(`(lower(${name}) LIKE $${params.length} OR lower(p.participant_id) LIKE $${params.length})`);
  }
  const select = `SELECT c.id, c.participant_id AS "participantId", p.participant_id AS "participantCode",
            ${name} AS "participantName",
            c.project_id AS "projectId", pr.code AS "projectCode", c.month,
            (c.expected_amount * 100)::bigint::text AS "expectedCents", (c.paid_amount * 100)::bigint::text AS "paidCents",
            c.last_payment_date AS "lastPaymentDate", p.deleted
       FROM contributions c
       JOIN participants p ON p.id = c.participant_id AND (NOT p.deleted OR c.paid_amount > 0)
       JOIN projects pr ON pr.id = c.project_id
      WHERE ${where.join(' AND ')}`;
  return { select, params, today };
};

const ORDER = 'c.month DESC, p.participant_id, c.id';

const shown = (rows: readonly StoredContribution[], today: string): ContributionRow[] =>
  rows.map((row) => {
    // a deleted child's month counts what they paid, and owes nothing (the children's figures' one rule)
    const { expected, paid, outstanding } = monthFigures(
      Number(row.expectedCents),
      Number(row.paidCents),
      row.deleted,
    );
    return {
      id: row.id,
      participantId: row.participantId,
      participantCode: row.participantCode,
      participantName: row.participantName,
      projectId: row.projectId,
      projectCode: row.projectCode,
      year: Number(row.month.slice(0, 4)),
      month: Number(row.month.slice(5, 7)),
      expectedAmount: expected / 100,
      paidAmount: paid / 100,
      outstandingAmount: outstanding / 100,
      status: contributionStatus(expected, paid, row.month, today),
      lastPaymentDate: row.lastPaymentDate,
      participantDeleted: row.deleted,
    };
  });

/** Every contribution the filters keep (the export). */
export const listContributions = async (
  pool: pg.Pool,
  actor: Actor,
  query: ContributionQuery,
): Promise<ContributionRow[]> => {
  const { select, params, today } = await contributionsSelect(pool, actor, query);
  return shown(await selectRows<StoredContribution>(pool, `${select} ORDER BY ${ORDER}`, params), today);
};

export const contributionQueryRoutes = [
  defineQuery(q.listContributions, ['contributions', 'participants', 'hierarchy'], async (ctx, { query }) => {
    const { select, params, today } = await contributionsSelect(ctx.pool, ctx.actor, query);
    return shown(await selectPage<StoredContribution>(ctx, select, ORDER, params), today);
  }),

  defineQuery(q.contributionSummary, ['rollups', 'hierarchy'], async ({ pool, actor }, { query }) => {
    const month = query.month ?? monthOf(businessDate(new Date().toISOString()));
    // the rolled-up months (one row per month of the scope), not every contribution of the month
    const money = await rolledUpMoney(
      pool,
      await rollupScopeOf(pool, actor, query.projectId),
      month === 'all' ? null : { op: '=', month },
    );
    return {
      month,
      expected: money.expected,
      collected: money.paid,
      outstanding: money.outstanding,
      collectionRate: collectionRateOf(money.paid, money.expected),
    };
  }),

  defineQuery(q.listPayments, ['contributions'], async ({ pool, actor }, { params }) => {
    const place = (
      await pool.query<{ regionId: number; clusterId: number; projectId: number }>(
        'SELECT region_id AS "regionId", cluster_id AS "clusterId", project_id AS "projectId" FROM contributions WHERE id = $1',
        [params.id],
      )
    ).rows[0];
    if (!place || !canRead(actor, place)) throw new NotFoundError('Contribution not found');
    return selectRows<PaymentRow>(
      pool,
      `SELECT id, amount, payment_date AS "paymentDate", notes,
              json_build_object('userId', recorded_by_user_id, 'username', recorded_by_username) AS "recordedBy",
              recorded_at AS "recordedAt", reversed, reversed_at AS "reversedAt", reversal_reason AS "reversalReason",
              reversed_by_username AS "reversedBy"
         FROM payments WHERE contribution_id = $1 ORDER BY id`,
      [params.id],
    );
  }),
];
