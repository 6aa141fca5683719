import { z } from 'zod';
import { optionalIdSchema } from '../shared/bounds';
import { isoDateSchema } from '../shared/date-schemas';
import { REPORT_FORMATS, REPORT_TYPES, reportDefinition } from './catalog';

const optionalDate = (name: string) =>
  isoDateSchema(`${name} is required`, `${name} must be a valid date (YYYY-MM-DD)`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/**
 * The body of POST /api/project-reports: which report, in which format, for which project (absent: the caller's
 * whole scope), the statement's participant and a date range where the report takes one.
 */
export const requestReportSchema = z
  .object({
    reportType: z.enum(REPORT_TYPES, { error: 'Unknown report type' }),
    format: z.enum(REPORT_FORMATS, { error: 'Format must be xlsx, pdf or csv' }),
    projectId: optionalIdSchema('projectId must be a project id'),
    participantId: optionalIdSchema('Please select a participant'),
    from: optionalDate('Start date'),
    to: optionalDate('End date'),
  })
  .superRefine((v, ctx) => {
    const definition = reportDefinition(v.reportType);
    if (definition.participant && v.participantId === null)
      ctx.addIssue({ code: 'custom', path: ['participantId'], message: 'Please select a participant' });
    if (!definition.participant && v.participantId !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['participantId'],
        message: 'This report is not about one participant',
      });
    if (!definition.dateRange && (v.from !== null || v.to !== null))
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'This report takes no date range' });
    if (v.from !== null && v.to !== null && v.from > v.to)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The start date must not be after the end date',
      });
  });
export type ReportRequestInput = z.output<typeof requestReportSchema>;
export type ReportRequestBody = z.input<typeof requestReportSchema>;
