import { smsCommands as c } from '@pm/domain/api/sms';
import {
  type CommandContext,
  type CommandRoute,
  defineRoute,
  signedInPrincipal,
} from '../../lib/define-command';
import { once } from '../../lib/idempotency';
import { commandIdFor, idempotencyKeyOf, recordPosition } from '../../lib/request';
import { sendSms } from './sms';

/**
 * POST /api/sms (spec "SMS Communication"): as defineCommand, once per Idempotency-Key with the position
 * recorded for read-your-writes, but the answer also says how many recipients the server counted.
 */
export const smsRoutes: readonly CommandRoute[] = [
  defineRoute(c.sendSms, async ({ deps, request, reply }, { body }) => {
    const ctx: CommandContext = {
      deps,
      principal: signedInPrincipal(request),
      now: new Date().toISOString(),
      execution: { commandId: commandIdFor(request) },
    };
    const response = await once(deps.pool, idempotencyKeyOf(request), async () => {
      const queued = await sendSms(ctx, body);
      return {
        status: c.sendSms.status,
        body: {
          id: queued.id,
          position: queued.position?.toString() ?? null,
          totalRecipients: queued.totalRecipients,
          skippedRecipients: queued.skippedRecipients,
        },
      };
    });
    const { position } = response.body as { position: string | null };
    recordPosition(request, position === null ? null : BigInt(position));
    return reply.code(response.status).send(response.body);
  }),
];
