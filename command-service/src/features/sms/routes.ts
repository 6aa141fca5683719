import { smsCommands as c } from '@pm/domain/api/sms';
import {
  type CommandContext,
  type CommandRoute,
  defineRoute,
  type RouteContext,
  signedInPrincipal,
} from '../../lib/define-command';
import { once } from '../../lib/idempotency';
import { commandIdFor, keyedRequestOf, recordPosition } from '../../lib/request';
import { type ReceiptsSet, setGroupReceipts, setProjectReceipts } from './receipt-settings';
import { previewSms, sendSms } from './sms';

const contextOf = ({ deps, request }: RouteContext): CommandContext => ({
  deps,
  principal: signedInPrincipal(request),
  now: new Date().toISOString(),
  execution: { commandId: commandIdFor(request) },
});

/** As defineCommand (once per Idempotency-Key, the position recorded), with an answer of its own. */
const answered = async (
  route: RouteContext,
  status: number,
  work: () => Promise<{ position: bigint | null } & Record<string, unknown>>,
) => {
  const response = await once(route.deps.pool, keyedRequestOf(route.request), async () => {
    const { position, ...rest } = await work();
    return { status, body: { ...rest, position: position?.toString() ?? null } };
  });
  const { position } = response.body as { position: string | null };
  recordPosition(route.request, route.reply, position === null ? null : BigInt(position));
  return route.reply.code(response.status).send(response.body);
};

const receiptsBody = (set: ReceiptsSet) => ({
  id: set.id,
  position: set.position,
  enabled: set.enabled,
  membersWithoutPhone: set.membersWithoutPhone,
});

/**
 * POST /api/sms (spec "SMS Communication"): the answer also says how many recipients the server counted.
 * PUT …/sms-receipts and …/sms-reminders: the switch, and the members who get none.
 */
export const smsRoutes: readonly CommandRoute[] = [
  defineRoute(c.sendSms, (route, { body }) =>
    answered(route, c.sendSms.status, async () => {
      const queued = await sendSms(contextOf(route), body);
      return {
        id: queued.id,
        position: queued.position,
        totalRecipients: queued.totalRecipients,
        skippedRecipients: queued.skippedRecipients,
        parts: queued.parts,
      };
    }),
  ),
  defineRoute(c.previewSms, async (route, { body }) =>
    route.reply.code(c.previewSms.status).send(await previewSms(contextOf(route), body)),
  ),
  defineRoute(c.setGroupReceipts, (route, { params, body }) =>
    answered(route, c.setGroupReceipts.status, async () =>
      receiptsBody(await setGroupReceipts(contextOf(route), params.id, body)),
    ),
  ),
  defineRoute(c.setProjectReceipts, (route, { params, body }) =>
    answered(route, c.setProjectReceipts.status, async () =>
      receiptsBody(await setProjectReceipts(contextOf(route), params.id, body)),
    ),
  ),
  defineRoute(c.setGroupReminders, (route, { params, body }) =>
    answered(route, c.setGroupReminders.status, async () =>
      receiptsBody(await setGroupReceipts(contextOf(route), params.id, body, 'reminders')),
    ),
  ),
  defineRoute(c.setProjectReminders, (route, { params, body }) =>
    answered(route, c.setProjectReminders.status, async () =>
      receiptsBody(await setProjectReceipts(contextOf(route), params.id, body, 'reminders')),
    ),
  ),
];
