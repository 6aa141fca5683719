import { type Actor, NotFoundError } from '@pm/domain';
import { type PayRequestRow, payRequestQueries as q } from '@pm/domain/api/pay-requests';
import { db, firstRow } from '@pm/infra/db/typed';
import { defineQuery } from '../lib/define-query';
import { typedPage } from '../lib/typed-paging';
import { withinScope } from '../lib/typed-scope';
import { shownName } from './contributions';

/**
 * GET /api/pay-requests and /api/pay-requests/{id} (docs/domain/mobile-money.md, "Requests to pay"): the
 * requests to pay by M-Pesa of the children in the reader's scope, by the month's place, as the
 * contributions themselves are read (docs/access-policy.md, "Mobile payments").
 */
const requestsQuery = (actor: Actor) =>
  db
    .selectFrom('pay_requests as r')
    .innerJoin('contributions as c', 'c.id', 'r.contribution_id')
    .innerJoin('participants as p', 'p.id', 'r.participant_id')
    .select([
      'r.id',
      'r.participant_id as participantId',
      'p.participant_id as participantCode',
      shownName.as('participantName'),
      'r.contribution_id as contributionId',
      'c.month as yearMonth',
      'r.phone',
      'r.amount',
      'r.status',
      'r.detail',
      'r.receipt',
      'r.requested_by as requestedBy',
      'r.requested_at as requestedAt',
      'r.ended_at as endedAt',
    ])
    .$narrowType<Pick<PayRequestRow, 'status'>>()
    .where((eb) =>
      withinScope(eb, { actor }, { region: 'c.region_id', cluster: 'c.cluster_id', project: 'c.project_id' }),
    );

type Stored = Awaited<ReturnType<ReturnType<typeof requestsQuery>['executeTakeFirstOrThrow']>>;

const shown = ({ yearMonth, ...row }: Stored): PayRequestRow => ({
  ...row,
  amount: Number(row.amount),
  year: Number(yearMonth.slice(0, 4)),
  month: Number(yearMonth.slice(5, 7)),
});

export const payRequestQueryRoutes = [
  defineQuery(
    q.listPayRequests,
    ['pay-requests', 'contributions', 'participants'],
    async (ctx, { query }): Promise<PayRequestRow[]> => {
      let list = requestsQuery(ctx.actor);
      if (query.contributionId !== undefined)
        list = list.where('r.contribution_id', '=', query.contributionId);
      if (query.participantId !== undefined) list = list.where('r.participant_id', '=', query.participantId);
      const page = await typedPage(ctx, list.orderBy('r.requested_at', 'desc').orderBy('r.id'));
      return page.map(shown);
    },
  ),
  defineQuery(
    q.getPayRequest,
    ['pay-requests', 'contributions', 'participants'],
    async ({ pool, actor }, { params }): Promise<PayRequestRow> => {
      const row = await firstRow(pool, requestsQuery(actor).where('r.id', '=', params.id));
      // one outside the reader's scope is answered as one that does not exist
      if (!row) throw new NotFoundError('Request to pay not found');
      return shown(row);
    },
  ),
];
