import { z } from 'zod';
import { projectQuerySchema } from '../shared/bounds';
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
    title: z.string(),
    description: z.string(),
    at: instantSchema,
    /** The screen where it is acted on. */
    link: z.string(),
  })
  .meta({ id: 'Notification' });
export type NotificationRow = z.infer<typeof notificationSchema>;

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
