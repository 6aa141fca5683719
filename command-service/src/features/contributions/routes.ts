import { contributionCommands as c } from '@pm/domain/api/contributions';
import { type CommandRoute, defineCommand } from '../../lib/define-command';
import { recordPayment, reversePayment } from './service';

/** POST /api/payments (RecordPayment) and POST /api/payments/{id}/reverse (ReversePayment). */
export const paymentRoutes: readonly CommandRoute[] = [
  defineCommand(c.recordPayment, (ctx, { body }) => recordPayment(ctx, body)),
  defineCommand(c.reversePayment, (ctx, { params, body }) => reversePayment(ctx, params.id, body.reason)),
];
