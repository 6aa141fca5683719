import { type Actor, businessDate, canRead, contributionStatus, monthOf, NotFoundError } from '@pm/domain';
import { type ContributionQuery, participantQueries as q } from '@pm/domain/api/participant-queries';
import { monthFigures } from '@pm/domain/contributions/figures';
import type { ContributionRow } from '@pm/domain/contributions/rows';
import { countedExpected } from '@pm/infra/db/children-figures';
import type { Database, Participants } from '@pm/infra/db/tables';
import { db, firstRow, rows } from '@pm/infra/db/typed';
import { type Expression, expressionBuilder, sql } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import type pg from 'pg';
import { likeContaining } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { rolledUpMoney, rollupScopeOf } from '../lib/rollup-scope';
import { typedPage } from '../lib/typed-paging';
import { listScope, withinScope } from '../lib/typed-scope';

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

/** The name a row shows: "Erased participant" once erased. */
export const shownName = (() => {
  const eb = expressionBuilder<Database & { p: Participants }, 'p'>();
  return eb
    .case()
    .when(eb.ref('p.erased'))
    .then(sql.lit('Erased participant'))
    .else(eb.fn<string>('concat_ws', [sql.lit(' '), 'p.first_name', 'p.second_name', 'p.surname']))
    .end();
})();

/**
 * Contributions in scope for one month (default: the current month in EAT), rows of deleted
 * participants hidden as the specification says of unknown participants, as SQL with every filter (the
 * status as the domain tells it, the search over the name shown and the participant ID, without case),
 * so a page is read in SQL whatever the size of the programme. Amounts are exact: in cents.
 */
const contributionsQuery = async (pool: pg.Pool, actor: Actor, query: ContributionQuery) => {
  const scope = await listScope(pool, actor, query.projectId);
  const cents = (amount: Expression<number>) => sql<string>`(${amount} * 100)::bigint::text`;
  let list = db
    .selectFrom('contributions as c')
    .innerJoin('participants as p', (join) =>
      join
        .onRef('p.id', '=', 'c.participant_id')
        .on((eb) => eb.or([eb.not(eb.ref('p.deleted')), eb('c.paid_amount', '>', sql.lit(0))])),
    )
    .innerJoin('projects as pr', 'pr.id', 'c.project_id')
    .select((eb) => [
      'c.id',
      'c.participant_id as participantId',
      'p.participant_id as participantCode',
      shownName.as('participantName'),
      'c.project_id as projectId',
      'pr.code as projectCode',
      'c.month',
      cents(eb.ref('c.expected_amount')).as('expectedCents'),
      cents(eb.ref('c.paid_amount')).as('paidCents'),
      'c.last_payment_date as lastPaymentDate',
      'p.deleted',
    ])
    .where((eb) =>
      withinScope(eb, scope, { region: 'c.region_id', cluster: 'c.cluster_id', project: 'c.project_id' }),
    );
  const today = businessDate(new Date().toISOString());
  const month = query.month ?? monthOf(today);
  if (month !== 'all') list = list.where('c.month', '=', month);
  // a deleted child's month counts what was paid (countedExpected, the domain's COUNTED_EXPECTED_SQL): it is Paid
  const expected = sql<number>`(${countedExpected})`;
  const { status, search } = query;
  if (status === 'Paid') list = list.where('c.paid_amount', '>=', expected);
  else if (status) {
    // contributionStatus: Paid, else Overdue for a past month, else Partial or Outstanding
    const current = monthOf(today);
    list = list.where((eb) =>
      eb.and(
        {
          Overdue: [eb('c.paid_amount', '<', expected), eb('c.month', '<', current)],
          Partial: [
            eb('c.paid_amount', '<', expected),
            eb('c.month', '>=', current),
            eb('c.paid_amount', '>', sql.lit(0)),
          ],
          Outstanding: [
            eb('c.paid_amount', '<', expected),
            eb('c.month', '>=', current),
            eb('c.paid_amount', '<=', sql.lit(0)),
          ],
        }[status],
      ),
    );
  }
  if (search) {
    const pattern = likeContaining(search.toLowerCase());
    list = list.where((eb) =>
      eb.or([
        eb(eb.fn('lower', [shownName]), 'like', pattern),
        eb(eb.fn('lower', ['p.participant_id']), 'like', pattern),
      ]),
    );
  }
  return { list: list.orderBy('c.month', 'desc').orderBy('p.participant_id').orderBy('c.id'), today };
};

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
  const { list, today } = await contributionsQuery(pool, actor, query);
  return shown(await rows(pool, list), today);
};

export const contributionQueryRoutes = [
  defineQuery(q.listContributions, ['contributions', 'participants', 'hierarchy'], async (ctx, { query }) => {
    const { list, today } = await contributionsQuery(ctx.pool, ctx.actor, query);
    return shown(await typedPage(ctx, list), today);
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
    const place = await firstRow(
      pool,
      db
        .selectFrom('contributions')
        .select(['region_id as regionId', 'cluster_id as clusterId', 'project_id as projectId'])
        .where('id', '=', params.id),
    );
    if (!place || !canRead(actor, place)) throw new NotFoundError('Contribution not found');
    return rows(
      pool,
      db
        .selectFrom('payments')
        .select((eb) => [
          'id',
          'amount',
          'payment_date as paymentDate',
          'notes',
          jsonBuildObject({
            userId: eb.ref('recorded_by_user_id'),
            username: eb.ref('recorded_by_username'),
          }).as('recordedBy'),
          'recorded_at as recordedAt',
          'reversed',
          'reversed_at as reversedAt',
          'reversal_reason as reversalReason',
          'reversed_by_username as reversedBy',
        ])
        .where('contribution_id', '=', params.id)
        .orderBy('id'),
    );
  }),
];
