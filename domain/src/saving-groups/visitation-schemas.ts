import { z } from 'zod';
import { dateTextSchema, instantSchema } from '../api/contract';
import { idSchema } from '../shared/bounds';
import { programmeDateSchema } from '../shared/date-schemas';
import { isBlank, optionalText, text } from './inputs';

/** POST /api/group-visitations: a visit to a group (spec: fields group_visitations; the screen is ours). */
export const recordVisitationSchema = z.object({
  groupId: idSchema('Please select a group'),
  visitDate: programmeDateSchema('Visit date is required'),
  visitorName: text('Visitor name is required', 2, 200),
  visitorRole: text('Visitor role is required', 2, 100),
  purpose: text('Purpose is required', 3, 1000),
  findings: optionalText(5000),
  recommendations: optionalText(5000),
  followUpDate: z
    .string({ error: 'Follow-up date must be a date (YYYY-MM-DD)' })
    .nullable()
    .optional()
    .transform((v) => (isBlank(v) ? null : (v as string)))
    .pipe(programmeDateSchema('Follow-up date is required').nullable()),
});
export type RecordVisitationInput = z.infer<typeof recordVisitationSchema>;
export type RecordVisitationFormValues = z.input<typeof recordVisitationSchema>;

/** A row of GET /api/group-visitations. */
export const visitationRowSchema = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    groupName: z.string(),
    visitDate: dateTextSchema,
    visitorName: z.string(),
    visitorRole: z.string(),
    purpose: z.string(),
    findings: z.string().nullable(),
    recommendations: z.string().nullable(),
    followUpDate: dateTextSchema.nullable(),
    visitedBy: z.string(),
    createdAt: instantSchema,
  })
  .meta({ id: 'GroupVisitation' });
export type VisitationRow = z.infer<typeof visitationRowSchema>;
