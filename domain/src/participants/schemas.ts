import { z } from 'zod';
import { idSchema } from '../shared/bounds';
import { isoDateSchema, programmeDateSchema } from '../shared/date-schemas';
import { ValidationError } from '../shared/errors';
import { moneySchema } from '../shared/money';

export const GRADE_LEVELS = [
  'Pre-Primary',
  'Grade 1',
  'Grade 2',
  'Grade 3',
  'Grade 4',
  'Grade 5',
  'Grade 6',
  'Grade 7',
  'Grade 8',
  'Form 1',
  'Form 2',
  'Form 3',
  'Form 4',
] as const;
export const GENDERS = ['Male', 'Female'] as const;

const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
const optional = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * A participant as the Add/Edit dialogs and the bulk upload send it (spec: fields, validation). projectId is the
 * numeric project id; a ProjectAdmin's own project is used when it is absent.
 */
export const participantSchema = z.object({
  participantId: required('Participant ID is required', 30).regex(
    /^[A-Za-z0-9][A-Za-z0-9/_-]*$/,
    'Participant ID may contain only letters, digits, dashes, slashes and underscores',
  ),
  firstName: required('First name is required'),
  secondName: optional(),
  surname: required('Surname is required'),
  dateOfBirth: isoDateSchema('Date of birth is required'),
  // missing says so; a value other than the two says which are taken
  gender: z
    .string({ error: 'Gender is required' })
    .pipe(z.enum(GENDERS, { error: 'Gender must be Male or Female' })),
  parentGuardianName: required('Parent/guardian name is required', 200),
  careGiverName: optional(200),
  contactPhone: required('Contact phone is required', 30).regex(
    /^\+?[0-9 ()-]{7,20}$/,
    'Please enter a valid phone number',
  ),
  gradeLevel: z
    .enum(GRADE_LEVELS, { error: 'Grade level must be Pre-Primary, Grade 1 to Grade 8 or Form 1 to Form 4' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  projectId: idSchema('Please select a project').nullable().optional(),
  monthlyContribution: moneySchema({
    required: 'Monthly contribution is required',
    nonNegative: 'Monthly contribution must be 0 or more',
  })
    .optional()
    .transform((v) => v ?? 0),
  plannedExitDate: programmeDateSchema('Planned exit date is required')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type ParticipantInput = z.infer<typeof participantSchema>;
export type ParticipantFormValues = z.input<typeof participantSchema>;

/** Inactivating and deleting both ask for a reason of at least 3 characters. */
export const inactivateParticipantSchema = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(3, 'Please give a reason of at least 3 characters')
    .max(500, 'At most 500 characters'),
});

/** Record payment (spec: validation). paymentDate defaults to today; notes optional. */
export const recordPaymentSchema = z.object({
  contributionId: idSchema('Please select a contribution'),
  amount: moneySchema({
    required: 'Amount is required',
    positive: 'Amount must be a positive number',
  }),
  paymentDate: programmeDateSchema('Payment date is required').optional(),
  notes: z
    .string()
    .trim()
    .max(500, 'At most 500 characters')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

export const reversePaymentSchema = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(3, 'Please give a reason of at least 3 characters')
    .max(500, 'At most 500 characters'),
});

/**
 * Rules on a participant's dates that need today (EAT), checked by the service before the personal data
 * is sealed: born neither in the future nor before 1900, a planned exit not before the birth.
 */
export const checkParticipantDates = (
  input: Pick<ParticipantInput, 'dateOfBirth' | 'plannedExitDate'>,
  today: string,
): void => {
  if (input.dateOfBirth > today)
    throw new ValidationError('Date of birth cannot be in the future', {
      dateOfBirth: 'Date of birth cannot be in the future',
    });
  if (input.plannedExitDate !== null && input.plannedExitDate < input.dateOfBirth)
    throw new ValidationError('Planned exit date cannot be before the date of birth', {
      plannedExitDate: 'Planned exit date cannot be before the date of birth',
    });
};

/** DELETE /api/participants/{id}: the confirmation asks why. */
export const deleteParticipantSchema = inactivateParticipantSchema;
