import { z } from 'zod';
import { isBlank } from '../saving-groups/inputs';
import { projectQuerySchema, queryIdSchema } from '../shared/bounds';
import { isoDateSchema } from '../shared/date-schemas';
import { contractsOf, type FileResponse, instantSchema } from './contract';

/** The five report generators of Group Reports (spec: screens). */
export const GROUP_REPORT_TYPES = [
  'attendance',
  'group-records',
  'fund-balance',
  'shares-saved',
  'visitation',
] as const;
export type GroupReportType = (typeof GROUP_REPORT_TYPES)[number];

const queryDate = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => (isBlank(v) ? undefined : (v as string).trim()))
    .pipe(isoDateSchema(`${name} is required`, `${name} must be a date (YYYY-MM-DD)`).optional());

export const groupReportQuerystring = z
  .object({
    type: z.enum(GROUP_REPORT_TYPES, {
      error: 'type must be attendance, group-records, fund-balance, shares-saved or visitation',
    }),
    /** Absent: every group in scope ("All Groups"). */
    groupId: queryIdSchema('groupId'),
    projectId: projectQuerySchema,
    dateFrom: queryDate('dateFrom'),
    dateTo: queryDate('dateTo'),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: 'dateFrom must be on or before dateTo',
  });
export type GroupReportQuery = z.output<typeof groupReportQuerystring>;

export const generatedGroupReportSchema = z
  .object({ title: z.string(), htmlContent: z.string(), generatedAt: instantSchema })
  .meta({ id: 'GeneratedGroupReport' });

export const groupReportStatsSchema = z
  .object({
    /** Minutes and visit reports on record. */
    totalReports: z.number().int(),
    meetingMinutes: z.number().int(),
    /** Minutes and visit reports recorded this month (EAT). */
    thisMonth: z.number().int(),
    /** Visits whose follow-up date has come without a later visit to the group. */
    pendingReviews: z.number().int(),
  })
  .meta({ id: 'GroupReportStats' });
export type GroupReportStats = z.infer<typeof groupReportStatsSchema>;

const pdf: FileResponse = {
  description: 'The same report as a PDF attachment',
  content: { 'application/pdf': { schema: z.string() } },
};

const { query } = contractsOf('Saving Group Ministry');

/** Group Reports (spec: screens, API calls): the stats row and the five generators, as HTML to print or as PDF. */
export const groupReportQueries = {
  groupReportStats: query('/api/reports/stats', "Group Reports' stats row over the groups in scope", {
    querystring: z.object({ projectId: projectQuerySchema }),
    response: groupReportStatsSchema,
    errors: [403],
  }),
  generateGroupReport: query(
    '/api/reports/generate',
    'A group report as HTML to open and print (every text the users typed escaped)',
    { querystring: groupReportQuerystring, response: generatedGroupReportSchema, errors: [403, 404] },
  ),
  downloadGroupReport: query('/api/reports/download', 'A group report as PDF', {
    querystring: groupReportQuerystring,
    response: pdf,
    errors: [403, 404],
  }),
} as const;
