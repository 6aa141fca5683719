import { z } from 'zod';
import { CONTRIBUTION_STATUSES, contributionRowSchema, paymentRowSchema } from '../contributions/rows';
import { participantRowSchema, uploadProgressSchema } from '../participants/rows';
import { idParams, projectQuerySchema, queryChoiceSchema, queryTextSchema } from '../shared/bounds';
import { isoDateSchema } from '../shared/date-schemas';
import { AGE_GROUPS } from '../shared/dates';
import { contractsOf, type FileResponse, kesSchema } from './contract';

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

export const contributionSummarySchema = z
  .object({
    /** YYYY-MM, or `all`. */
    month: z.string(),
    expected: kesSchema,
    collected: kesSchema,
    outstanding: kesSchema,
    /** Collected over expected, percent to one decimal. */
    collectionRate: z.number(),
  })
  .meta({ id: 'ContributionSummary' });
export type ContributionSummary = z.infer<typeof contributionSummarySchema>;

export const possibleDuplicateSchema = z
  .object({
    id: z.number().int(),
    participantId: z.string(),
    fullName: z.string(),
    projectCode: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: 'PossibleDuplicate' });
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

const requiredQueryText = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, 'At most 200 characters');

const participants = contractsOf('Participants');
const contributions = contractsOf('Contributions');

/** GET /api/{what}/export: the `what` its list's filters show, as a spreadsheet (`?format=csv|xlsx`). */
const exportOf = <const S extends z.ZodRawShape>(
  area: typeof participants,
  what: string,
  querystring: z.ZodObject<S>,
) =>
  area.query(`/api/${what}/export`, `The ${what} the filters show, as CSV or Excel`, {
    querystring: querystring.extend({ format: formatSchema }),
    response: spreadsheet(`${what}-YYYY-MM-DD.csv or .xlsx`),
    errors: [403],
  });

/** Participants, their contributions and payments, the upload template, exports and upload progress. */
export const participantQueries = {
  listParticipants: participants.query(
    '/api/participants',
    'Participants in scope (deleted ones excluded) with age and age group today',
    { querystring: participantQuerystring, response: z.array(participantRowSchema), errors: [403] },
  ),
  exportParticipants: exportOf(participants, 'participants', participantQuerystring),
  possibleDuplicates: participants.query(
    '/api/participants/duplicates',
    'Children on the register in scope with the same first name, surname and date of birth (and guardian, when given): the Add dialog warns before registering a second time',
    {
      querystring: z.object({
        firstName: requiredQueryText('firstName'),
        surname: requiredQueryText('surname'),
        dateOfBirth: isoDateSchema('dateOfBirth is required'),
        parentGuardianName: queryTextSchema(200),
      }),
      response: z.array(possibleDuplicateSchema),
      errors: [403],
    },
  ),
  participantTemplate: participants.query(
    '/api/participants/template',
    'The bulk-upload template (13 columns)',
    {
      querystring: z.object({ format: formatSchema }),
      response: spreadsheet('participants-template.csv or .xlsx'),
      errors: [403],
    },
  ),
  uploadProgress: participants.query(
    '/api/participants/bulk-upload/:uploadId/progress',
    "Rows processed so far by one of the caller's bulk uploads",
    {
      params: z.object({
        uploadId: z.string().regex(/^[\w-]{8,64}$/, 'uploadId must be 8 to 64 letters, digits, _ or -'),
      }),
      response: uploadProgressSchema,
      anyUser: true,
    },
  ),
  listContributions: contributions.query(
    '/api/contributions',
    'Contributions in scope for one month (default: this month) or all months',
    { querystring: contributionQuerystring, response: z.array(contributionRowSchema), errors: [403] },
  ),
  exportContributions: exportOf(contributions, 'contributions', contributionQuerystring),
  contributionSummary: contributions.query(
    '/api/contributions/summary',
    "The month's figures in scope (default: this month), by the children's figures' one rule: expected = collected + outstanding; a deleted child's payments stay collected and their arrears are cancelled (their month expects what they paid)",
    {
      querystring: contributionQuerystring.pick({ projectId: true, month: true }),
      response: contributionSummarySchema,
      errors: [403],
    },
  ),
  listPayments: contributions.query(
    '/api/contributions/:id/payments',
    "A contribution's payments, reversed ones included",
    { params: idParams('Contribution'), response: z.array(paymentRowSchema), errors: [403, 404] },
  ),
} as const;

export { FORMATS };
