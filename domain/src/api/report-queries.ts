import { z } from 'zod';
import { reportKindSchema, reportRowSchema, reportStatsSchema } from '../reports/rows';
import { idParams, projectQuerySchema } from '../shared/bounds';
import { contractsOf, type FileResponse } from './contract';

export const REPORT_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
} as const;

const reportFile: FileResponse = {
  description: 'The produced report as an attachment: .xlsx, .pdf or .csv',
  content: {
    [REPORT_CONTENT_TYPES.xlsx]: { schema: z.string() },
    [REPORT_CONTENT_TYPES.pdf]: { schema: z.string() },
    'text/csv': { schema: z.string() },
  },
};

export const reportQuerystring = z.object({ projectId: projectQuerySchema });
export type ReportQuery = z.output<typeof reportQuerystring>;

const { query } = contractsOf('Reports');
const params = idParams('Report');

/** The Reports screen: its cards, what can be generated, recent reports, their progress and files. */
export const reportQueries = {
  reportStats: query(
    '/api/project-reports/stats',
    "The Reports screen's four cards over the scope or one project",
    {
      querystring: reportQuerystring,
      response: reportStatsSchema,
      errors: [403],
    },
  ),
  reportCatalog: query(
    '/api/project-reports/catalog',
    'The reports the caller can generate, by group, with their formats and parameters (generating one is POST /api/project-reports)',
    { response: z.array(reportKindSchema) },
  ),
  listReports: query(
    '/api/project-reports',
    "Reports requested in the caller's scope (or of one project in it), newest first",
    { querystring: reportQuerystring, response: z.array(reportRowSchema), errors: [403] },
  ),
  getReport: query('/api/project-reports/:id', "A report's status and progress", {
    params,
    response: reportRowSchema,
    errors: [404],
  }),
  downloadReport: query('/api/project-reports/:id/download', 'The file of a finished report', {
    params,
    response: reportFile,
    errors: [404, 409],
  }),
} as const;
