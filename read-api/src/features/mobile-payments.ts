import { type Actor, ForbiddenError, hasCapability, mayReadMobilePayments } from '@pm/domain';
import {
  type MobilePaymentRow,
  type MobilePaymentsQuery,
  mobilePaymentQueries as q,
} from '@pm/domain/api/mobile-money';
import { db } from '@pm/infra/db/typed';
import type pg from 'pg';
import { likeContaining } from '../lib/db';
import { defineQuery } from '../lib/define-query';
import { typedPage } from '../lib/typed-paging';
import { listScope, withinScope } from '../lib/typed-scope';
import { shownName } from './contributions';

/** The instant Kenya's day `date` (YYYY-MM-DD), moved by `days`, begins. */
const kenyanMidnight = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00+03:00`) + days * 86_400_000).toISOString();

/**
 * GET /api/mobile-payments (docs/access-policy.md, "Mobile payments"): for the roles that read them
 * (`mayReadMobilePayments`), in their scope by the project a payment is listed for. One listed for no
 * project has no region, cluster or project, so `withinScope` holds it for programme-wide readers only.
 * The child it paid is named only when the reader may read that child.
 */
const paymentsQuery = async (pool: pg.Pool, actor: Actor, query: MobilePaymentsQuery) => {
  if (!mayReadMobilePayments(actor))
    throw new ForbiddenError('The M-Pesa payments are not available to your role');
  const scope = await listScope(pool, actor, query.projectId);
  let list = db
    .selectFrom('mobile_payments as m')
    .leftJoin('projects as pr', 'pr.id', 'm.project_id')
    .leftJoin('participants as p', (join) =>
      join
        .onRef('p.id', '=', 'm.participant_id')
        .on((eb) =>
          withinScope(
            eb,
            { actor },
            { region: 'p.region_id', cluster: 'p.cluster_id', project: 'p.project_id' },
          ),
        ),
    )
    .select([
      'm.receipt',
      'm.amount',
      'm.reference',
      'm.paid_at as paidAt',
      'm.channel',
      'm.status',
      'm.unmatched_reason as unmatchedReason',
      'm.project_id as projectId',
      'pr.code as projectCode',
      'p.id as participantId',
      'p.participant_id as participantCode',
      shownName.as('participantName'),
      'm.reason',
      'm.decided_by as decidedBy',
      'm.decided_at as decidedAt',
    ])
    .$narrowType<Pick<MobilePaymentRow, 'channel' | 'status' | 'unmatchedReason'>>()
    .where((eb) =>
      withinScope(eb, scope, { region: 'pr.region_id', cluster: 'pr.cluster_id', project: 'm.project_id' }),
    );
  if (query.status) list = list.where('m.status', '=', query.status);
  // a day in Kenya runs from its midnight at +03:00 to the next one: 23:30 on the 1st is 20:30Z that day
  if (query.from) list = list.where('m.paid_at', '>=', kenyanMidnight(query.from, 0));
  if (query.to) list = list.where('m.paid_at', '<', kenyanMidnight(query.to, 1));
  if (query.search) {
    const pattern = likeContaining(query.search.toLowerCase());
    list = list.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['m.receipt']), 'like', pattern),
        eb(eb.fn('lower', ['m.reference']), 'like', pattern),
      ]),
    );
  }
  return list.orderBy('m.paid_at', 'desc').orderBy('m.receipt');
};

export const mobilePaymentQueryRoutes = [
  defineQuery(
    q.listMobilePayments,
    ['mobile-payments', 'hierarchy', 'participants'],
    async (ctx, { query }): Promise<MobilePaymentRow[]> => {
      const decides = hasCapability(ctx.actor, 'mobilePayments.decide');
      const page = await typedPage(ctx, await paymentsQuery(ctx.pool, ctx.actor, query));
      return page.map((row) => ({
        ...row,
        participantName: row.participantId === null ? null : row.participantName,
        mayDecide: decides && row.status === 'unmatched',
      }));
    },
  ),
];
