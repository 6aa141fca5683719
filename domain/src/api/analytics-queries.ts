import { z } from 'zod';
import { queryIdSchema } from '../shared/bounds';
import { contractsOf, kesSchema } from './contract';

const { query } = contractsOf('Dashboards');

/** ?from=YYYY-MM&to=YYYY-MM: the months whose contributions and savings count (default: all up to now). */
const monthBound = (name: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx): string | undefined => {
      const text = v?.trim();
      if (!text) return undefined;
      if (/^(19|20)\d{2}-(0[1-9]|1[0-2])$/.test(text)) return text;
      ctx.addIssue({ code: 'custom', message: `${name} must be YYYY-MM` });
      return z.NEVER;
    });
export const periodQuery = { from: monthBound('from'), to: monthBound('to') };

/** One month of the charts: contributions expected and paid, and savings recorded (KES). */
export const analyticsMonthSchema = z
  .object({ month: z.string(), expected: kesSchema, paid: kesSchema, savings: kesSchema })
  .meta({ id: 'AnalyticsMonth' });

/** The rolled-up figures of one project, cluster, region or the programme (maintained by the projector). */
export const rolledUpFiguresSchema = z
  .object({
    participants: z.number().int(),
    /** Contributions of the period: expected, paid, and outstanding (participants still on the register). */
    contributionsExpected: kesSchema,
    contributionsPaid: kesSchema,
    contributionsOutstanding: kesSchema,
    savingGroups: z.number().int(),
    members: z.number().int(),
    /** Savings of the period (reversed savings excluded). */
    savings: kesSchema,
    loansOutstanding: kesSchema,
    /** Meetings whose attendance was recorded. */
    meetingsHeld: z.number().int(),
    assetsByCondition: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'RolledUpFigures' });

export type RolledUpFigures = z.infer<typeof rolledUpFiguresSchema>;

/** The figures of a place where nothing has happened yet: every count and amount zero. */
export const noFigures = (): RolledUpFigures => ({
  participants: 0,
  contributionsExpected: 0,
  contributionsPaid: 0,
  contributionsOutstanding: 0,
  savingGroups: 0,
  members: 0,
  savings: 0,
  loansOutstanding: 0,
  meetingsHeld: 0,
  assetsByCondition: {},
});

const projectFiguresSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  figures: rolledUpFiguresSchema,
});

/** What both dashboards answer at the top: the period, the spec's totals and the rolled-up figures. */
const totals = {
  period: z.object({ from: z.string().nullable(), to: z.string() }),
  totalClusters: z.number().int(),
  totalProjects: z.number().int(),
  totalParticipants: z.number().int(),
  /** Paid in the period, KES. */
  totalContributions: kesSchema,
  totalSavingGroups: z.number().int(),
  figures: rolledUpFiguresSchema,
};

export const regionalAnalyticsSchema = z
  .object({
    region: z.object({ id: z.number().int(), name: z.string() }),
    /** The cluster the answer is narrowed to (?clusterId=), or null for the whole region. */
    cluster: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    ...totals,
    clusters: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        projectCount: z.number().int(),
        figures: rolledUpFiguresSchema,
        projects: z.array(projectFiguresSchema),
      }),
    ),
    months: z.array(analyticsMonthSchema),
  })
  .meta({ id: 'RegionalAnalytics' });
export type RegionalAnalytics = z.infer<typeof regionalAnalyticsSchema>;

export const nationalAnalyticsSchema = z
  .object({
    totalRegions: z.number().int(),
    ...totals,
    regionSummary: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        clusterCount: z.number().int(),
        projectCount: z.number().int(),
        participantCount: z.number().int(),
        savingGroupCount: z.number().int(),
        figures: rolledUpFiguresSchema,
      }),
    ),
    /** Saving groups per project (the ministry overview), projects with at least one group first. */
    projects: z.array(
      projectFiguresSchema.extend({ regionId: z.number().int(), clusterId: z.number().int() }),
    ),
    months: z.array(analyticsMonthSchema),
  })
  .meta({ id: 'NationalAnalytics' });
export type NationalAnalytics = z.infer<typeof nationalAnalyticsSchema>;

/** Spec: screens, API calls: the regional and national dashboards, from the rolled-up read model. */
export const analyticsQueries = {
  regionalAnalytics: query(
    '/api/analytics/regional',
    "A region's rolled-up figures, its clusters and projects, and the months of the period, or one cluster's (?clusterId=) (RegionalAdmin: their own region; SuperAdmin and NationalDirector: any, ?regionId=)",
    {
      querystring: z.object({
        regionId: queryIdSchema('regionId'),
        clusterId: queryIdSchema('clusterId'),
        ...periodQuery,
      }),
      response: regionalAnalyticsSchema,
      errors: [403, 404],
    },
  ),
  nationalAnalytics: query(
    '/api/analytics/national',
    'The whole programme rolled up: regions, projects, months of the period (NationalDirector and SuperAdmin)',
    { querystring: z.object(periodQuery), response: nationalAnalyticsSchema, errors: [403] },
  ),
} as const;
