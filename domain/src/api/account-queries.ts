import { z } from 'zod';
import { ROLES } from '../access/roles';
import { limitQuerySchema, pageQuery, projectQuerySchema } from '../shared/bounds';
import { AGE_GROUPS } from '../shared/dates';
import { LANGUAGES } from '../shared/language';
import { contractsOf, instantSchema, kesSchema } from './contract';

/** Who acted, as event metadata records it. */
export const actorRefSchema = z
  .union([
    z.object({
      kind: z.literal('user'),
      userId: z.number().int(),
      username: z.string(),
      /** The role when the event was recorded. */
      role: z.string().nullable(),
    }),
    z.object({ kind: z.literal('system'), name: z.string() }),
  ])
  .meta({ id: 'Actor' });

export const currentUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(ROLES).nullable(),
    regionId: z.number().int().nullable(),
    clusterId: z.number().int().nullable(),
    projectId: z.number().int().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    mustChangePassword: z.boolean(),
    language: z.enum(LANGUAGES).nullable(),
    regionName: z.string().nullable(),
    clusterName: z.string().nullable(),
    projectCode: z.string().nullable(),
    projectName: z.string().nullable(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUserRow = z.infer<typeof currentUserSchema>;

/** One recorded event of a stream, oldest first. `names` resolves ids in its data the reader may see. */
export const historyEventSchema = z
  .object({
    position: z.string(),
    version: z.number().int(),
    type: z.string(),
    data: z.unknown(),
    actor: actorRefSchema,
    /** The acting user's full name, when the reader may see that user. */
    actorName: z.string().nullable(),
    /** Business time: when it happened. */
    occurredAt: instantSchema,
    /** When the event store recorded it. */
    recordedAt: instantSchema,
    /** Display names of the ids in `data`, by field name (memberId → "Jane Auma"). */
    names: z.record(z.string(), z.string()),
  })
  .meta({ id: 'HistoryEvent' });
export type HistoryEventRow = z.infer<typeof historyEventSchema>;

export const dashboardStatsSchema = z
  .object({
    totalParticipants: z.number().int(),
    contributions: z.object({
      totalPaid: kesSchema,
      totalOutstanding: kesSchema,
      /** Paid over expected, percent to one decimal. */
      collectionRate: z.number(),
    }),
    assets: z.object({
      total: z.number().int(),
      Good: z.number().int(),
      Obsolete: z.number().int(),
      Disposed: z.number().int(),
    }),
    ageGroups: z.record(z.enum(AGE_GROUPS), z.number().int()),
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const activityRowSchema = z
  .object({
    position: z.string(),
    type: z.string(),
    /** The line in English. */
    summary: z.string(),
    /**
     * The line's English template with {{name}} placeholders ('Payment of {{amount}} recorded for
     * {{label}}'), the key the UI shows it in the user's language by, and its values.
     */
    summaryKey: z.string(),
    summaryParams: z.record(z.string(), z.union([z.string(), z.number()])),
    actor: actorRefSchema,
    occurredAt: instantSchema,
    streamId: z.string(),
  })
  .meta({ id: 'Activity' });
export type ActivityRow = z.infer<typeof activityRowSchema>;

const operations = contractsOf('Operations');
const authentication = contractsOf('Authentication');
const audit = contractsOf('Audit');
const dashboards = contractsOf('Dashboards');

const partStatusSchema = z.enum(['up', 'down']);

/**
 * GET /api/health: each part of the product; 503 when a part is down, a read model is failing, or the
 * latest check of the log found it altered (the hash chain broken) or the read tables different from it.
 */
export const healthSchema = z
  .object({
    ok: z.boolean(),
    parts: z.object({
      readApi: partStatusSchema,
      database: partStatusSchema,
      commandService: partStatusSchema,
    }),
    readModels: z.array(
      z.object({
        name: z.string(),
        status: z.enum(['up', 'catching up', 'failing']),
        /** Events of the log the model has not applied yet. */
        behind: z.number().int(),
      }),
    ),
    /** The latest run of each scheduled check of the log (the details are the SuperAdmin's, on /audit). */
    audit: z.object({
      /** The hash chain recomputed (read-api/src/chain-check-job.ts). */
      logChain: z.enum(['verified', 'broken', 'failed', 'not checked']),
      /** Every group and project replayed and compared with the read tables (audit-check-job.ts). */
      replayCheck: z.enum(['agrees', 'differences', 'failed', 'not checked']),
    }),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

/** GET /api/operations/read-models (SuperAdmin): each read model's progress and, while failing, why. */
export const readModelStateSchema = z
  .object({
    name: z.string(),
    position: z.string(),
    behind: z.number().int(),
    failingSince: instantSchema.nullable(),
    failedPosition: z.string().nullable(),
    lastError: z.string().nullable(),
    attempts: z.number().int(),
  })
  .meta({ id: 'ReadModelState' });
export type ReadModelState = z.infer<typeof readModelStateSchema>;

/** The signed-in user, health, a stream's history, the dashboard figures and recent activity. */
export const accountQueries = {
  health: operations.query(
    '/api/health',
    'Each part of the product: read API, database, command service, read models',
    {
      response: healthSchema,
      public: true,
    },
  ),
  readModels: operations.query(
    '/api/operations/read-models',
    "The read models' progress and failures (SuperAdmin)",
    {
      response: z.array(readModelStateSchema),
      errors: [403],
    },
  ),
  currentUser: authentication.query('/api/user', 'The signed-in user; 401 when nobody is signed in', {
    response: currentUserSchema,
    anyUser: true,
  }),
  // a malformed or unknown stream name answers 404 like any stream the reader may not see
  history: audit.query(
    '/api/history/:stream',
    'Every event of one stream (region-N, project-N, group-N, loan-N, ...), for whoever may read the object',
    {
      params: z.object({ stream: z.string().max(100).meta({ description: 'e.g. group-7, loan-55' }) }),
      querystring: z.object({
        order: z
          .enum(['asc', 'desc'], { error: 'order must be asc or desc' })
          .optional()
          .meta({ description: 'asc (default): oldest first; desc: newest first' }),
        ...pageQuery,
      }),
      response: z.array(historyEventSchema),
      errors: [404],
      anyUser: true,
    },
  ),
  dashboardStats: dashboards.query(
    '/api/dashboard/stats',
    'Participants, money and age profile over the scope or one project in it',
    {
      querystring: z.object({ projectId: projectQuerySchema }),
      response: dashboardStatsSchema,
      errors: [403],
    },
  ),
  activity: dashboards.query(
    '/api/activity',
    'Recent events in scope, newest first (10 by default, at most 100)',
    {
      querystring: z.object({ projectId: projectQuerySchema, limit: limitQuerySchema(100) }),
      response: z.array(activityRowSchema),
      errors: [403],
    },
  ),
} as const;
