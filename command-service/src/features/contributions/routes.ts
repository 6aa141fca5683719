import { parseOrThrow, recordPaymentSchema, reversePaymentSchema } from '@pm/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommandDeps } from '../../context';
import { commandRoute } from '../../lib/command-route';
import { parseId } from '../../lib/request';
import * as service from './service';

/** POST /api/payments (RecordPayment) and POST /api/payments/{id}/reverse (ReversePayment). */
export const paymentRoutes = async (app: FastifyInstance, deps: CommandDeps): Promise<void> => {
  app.post(
    '/api/payments',
    commandRoute(deps, 201, (p, r, ex, now) =>
      service.recordPayment(deps, p, parseOrThrow(recordPaymentSchema, r.body), ex, now),
    ),
  );
  app.post(
    '/api/payments/:id/reverse',
    commandRoute(deps, 200, (p, r: FastifyRequest, ex, now) =>
      service.reversePayment(
        deps,
        p,
        parseId((r.params as { id?: unknown }).id, 'Payment'),
        parseOrThrow(reversePaymentSchema, r.body).reason,
        ex,
        now,
      ),
    ),
  );
};
