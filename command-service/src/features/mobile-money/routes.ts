import { mobilePaymentCommands as c } from '@pm/domain/api/mobile-money';
import { payRequestCommands } from '@pm/domain/api/pay-requests';
import { forOneCommand } from '../../lib/command-bus';
import {
  type CommandContext,
  type CommandRoute,
  defineRoute,
  type RouteContext,
  signedInPrincipal,
} from '../../lib/define-command';
import { once } from '../../lib/idempotency';
import { commandIdFor, expectedVersionFor, keyedRequestOf, recordPosition } from '../../lib/request';
import { assignMobilePayment, refundMobilePayment } from './assign';
import { requestPayment } from './pay-requests';

/**
 * As defineCommand: once per Idempotency-Key (a retry is answered what happened), the position recorded
 * for read-your-writes; answered with the decision (MobilePaymentDecided) rather than `{ id, position }`,
 * as a receipt is no numeric id. Decided on states read from the log (not optimistically on the cache):
 * a staff decision is rare, and its refusals then never rest on a state behind the log.
 */
export const answered = async <T extends { readonly position: bigint | null }>(
  route: RouteContext,
  work: (ctx: CommandContext) => Promise<T>,
  status = 200,
) => {
  const { deps, request, reply } = route;
  const ctx: CommandContext = {
    deps: forOneCommand(deps),
    principal: signedInPrincipal(request),
    now: new Date().toISOString(),
    execution: { commandId: commandIdFor(request), expectedVersion: expectedVersionFor(request) },
  };
  const response = await once(deps.pool, keyedRequestOf(request), async () => {
    const { position, ...decision } = await work(ctx);
    return { status, body: { ...decision, position: position?.toString() ?? null } };
  });
  const { position } = response.body as { position: string | null };
  recordPosition(request, reply, position === null ? null : BigInt(position));
  return reply.code(response.status).send(response.body);
};

/**
 * POST /api/mobile-payments/{receipt}/assign and …/refund (docs/domain/mobile-money.md, "Unmatched
 * payments"), and POST /api/contributions/{id}/pay-requests ("Requests to pay").
 */
export const mobilePaymentRoutes: readonly CommandRoute[] = [
  defineRoute(c.assignMobilePayment, (route, { params, body }) =>
    answered(route, (ctx) => assignMobilePayment(ctx, params.receipt, body)),
  ),
  defineRoute(c.refundMobilePayment, (route, { params, body }) =>
    answered(route, (ctx) => refundMobilePayment(ctx, params.receipt, body.reason)),
  ),
  defineRoute(payRequestCommands.requestPayment, (route, { params, body }) =>
    answered(route, (ctx) => requestPayment(ctx, params.id, body), 201),
  ),
];
