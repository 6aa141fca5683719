import { z } from 'zod';
import { projectQuerySchema } from '../shared/bounds';
import type { Message } from '../shared/errors';
import { contractsOf, instantSchema } from './contract';

export const NOTIFICATION_KINDS = [
  'paymentReversed',
  'emergencyRequest',
  'smsFailed',
  'accountWaiting',
  'documentReview',
  /** The latest scheduled replay check found differences or failed (SuperAdmin). */
  'auditDifferences',
  /** The latest check of the log's hash chain found an event altered, or could not run (SuperAdmin). */
  'logChainBroken',
  /**
   * The log's head signed today, with its position and hash: the record kept outside the database
   * (NationalDirector; the SuperAdmin too).
   */
  'logHeadSigned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One line of the header's bell: something in the reader's scope that asks for attention. */
export const notificationSchema = z
  .object({
    /** Stable across reads (kind and object), so the browser can tell what was already seen. */
    key: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    /** A fixed English text: also the key the UI shows it in the user's language by. */
    title: z.string(),
    /** The line in English. */
    description: z.string(),
    /**
     * The description's English template with {{name}} placeholders ('{{group}}: {{amount}} requested
     * by {{requestedBy}}'), the key the UI shows it in the user's language by, and its values; as the
     * activity feed's `summaryKey` and `summaryParams`.
     */
    descriptionKey: z.string(),
    descriptionParams: z.record(z.string(), z.union([z.string(), z.number()])),
    at: instantSchema,
    /** The screen where it is acted on. */
    link: z.string(),
  })
  .meta({ id: 'Notification' });
export type NotificationRow = z.infer<typeof notificationSchema>;

/** A line of the bell from its `msg` title and description: each in English, with what translates it. */
export const notificationLine = (
  line: Pick<NotificationRow, 'key' | 'kind' | 'at' | 'link'>,
  title: Message,
  description: Message,
): NotificationRow => ({
  key: line.key,
  kind: line.kind,
  title: title.text,
  description: description.text,
  descriptionKey: description.key,
  descriptionParams: { ...description.params },
  at: line.at,
  link: line.link,
});

const dashboards = contractsOf('Dashboards');

export const notificationQueries = {
  notifications: dashboards.query(
    '/api/notifications',
    "What asks for the reader's attention in scope, newest first: payments reversed and SMS failures of the last 30 days, emergency requests waiting for the reader's decision, accounts waiting for a role, a replay check that found differences or failed and a check of the log's hash chain that found it altered (SuperAdmin), and the log's head signed today (NationalDirector, SuperAdmin)",
    {
      querystring: z.object({ projectId: projectQuerySchema }),
      response: z.array(notificationSchema),
      errors: [403],
    },
  ),
} as const;
