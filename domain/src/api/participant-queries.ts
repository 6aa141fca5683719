import { z } from 'zod';
import { CONTRIBUTION_STATUSES, contributionRowSchema, paymentRowSchema } from '../contributions/rows';
import { participantRowSchema, uploadProgressSchema } from '../participants/rows';
import { idParams, projectQuerySchema, queryChoiceSchema, queryTextSchema } from '../shared/bounds';
import { AGE_GROUPS } from '../shared/dates';
import { type FileResponse, queryContract } from './contract';

const FORMATS = ['csv', 'xlsx'] as const;
const formatSchema = z
  .string()
  .optional()
  .transform((v, ctx): 'csv' | 'xlsx' => {
    const text = v?.trim() || 'csv';
    if (text === 'csv' || text === 'xlsx') return text;
    ctx.addIssue({ code: 'custom', message: 'format must be csv or xlsx' });
    return z.NEVER;
  });

const spreadsheet = (description: string): FileResponse => ({
  description,
  content: {
    'text/csv': { schema: z.string() },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
  },
});

/** ?month=YYYY-MM (default: the current month in EAT) or `all`. */
const monthQuerySchema = z
  .string()
  .optional()
  .transform((v, ctx): string | undefined => {
    const text = v?.trim();
    if (!text) return undefined;
    if (text === 'all' || /^\d{4}-(0[1-9]|1[0-2])$/.test(text)) return text;
    ctx.addIssue({ code: 'custom', message: 'month must be YYYY-MM' });
    return z.NEVER;
  });

export const participantQuerystring = z.object({
  projectId: projectQuerySchema,
  search: queryTextSchema(),
  ageGroup: queryChoiceSchema('ageGroup', AGE_GROUPS),
});
export type ParticipantQuery = z.output<typeof participantQuerystring>;

export const contributionQuerystring = z.object({
  projectId: projectQuerySchema,
  month: monthQuerySchema,
  status: queryChoiceSchema('status', CONTRIBUTION_STATUSES),
  search: queryTextSchema(),
});
export type ContributionQuery = z.output<typeof contributionQuerystring>;

const participants = ['Participants'];
const contributions = ['Contributions'];

/** Participants, their contributions and payments, the upload template, exports and upload progress. */
export const participantQueries = {
  listParticipants: queryContract({
    url: '/api/participants',
    summary: 'Participants in scope (deleted ones excluded) with age and age group today',
    tags: participants,
    querystring: participantQuerystring,
    response: z.array(participantRowSchema),
    errors: [403],
  }),
  exportParticipants: queryContract({
    url: '/api/participants/export',
    summary: 'The participants the filters show, as CSV or Excel',
    tags: participants,
    querystring: participantQuerystring.extend({ format: formatSchema }),
    response: spreadsheet('participants-YYYY-MM-DD.csv or .xlsx'),
    errors: [403],
  }),
  participantTemplate: queryContract({
    url: '/api/participants/template',
    summary: 'The bulk-upload template (13 columns)',
    tags: participants,
    querystring: z.object({ format: formatSchema }),
    response: spreadsheet('participants-template.csv or .xlsx'),
    errors: [403],
  }),
  uploadProgress: queryContract({
    url: '/api/participants/bulk-upload/:uploadId/progress',
    summary: "Rows processed so far by one of the caller's bulk uploads",
    tags: participants,
    params: z.object({
      uploadId: z.string().regex(/^[\w-]{8,64}$/, 'uploadId must be 8 to 64 letters, digits, _ or -'),
    }),
    response: uploadProgressSchema,
    anyUser: true,
  }),
  listContributions: queryContract({
    url: '/api/contributions',
    summary: 'Contributions in scope for one month (default: this month) or all months',
    tags: contributions,
    querystring: contributionQuerystring,
    response: z.array(contributionRowSchema),
    errors: [403],
  }),
  exportContributions: queryContract({
    url: '/api/contributions/export',
    summary: 'The contributions the filters show, as CSV or Excel',
    tags: contributions,
    querystring: contributionQuerystring.extend({ format: formatSchema }),
    response: spreadsheet('contributions-YYYY-MM-DD.csv or .xlsx'),
    errors: [403],
  }),
  listPayments: queryContract({
    url: '/api/contributions/:id/payments',
    summary: "A contribution's payments, reversed ones included",
    tags: contributions,
    params: idParams('Contribution'),
    response: z.array(paymentRowSchema),
    errors: [403, 404],
  }),
} as const;

export { FORMATS };
