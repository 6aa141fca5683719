import { z } from 'zod';
import { idSchema, optionalIdSchema } from '../shared/bounds';
import { programmeDateSchema } from '../shared/date-schemas';
import { MAX_CENTS, moneySchema, numericInput, toCents } from '../shared/money';
import {
  isBlank,
  memberCount,
  months,
  notes,
  optionalText,
  percent,
  phone,
  positiveAmount,
  text,
} from './inputs';
import { EMERGENCY_TYPES, GROUP_STATUSES, MEETING_DAYS, MEETING_FREQUENCIES, MEMBER_ROLES } from './shared';

const id = idSchema;
const optionalId = optionalIdSchema;

/** 'HH:MM' on a 24-hour clock. */
export const MEETING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * POST /api/saving-groups (spec: validation, API calls). Defaults are the create screen's (spec: screens, limits); they apply when a
 * field is absent, while a field the user cleared answers its message. projectId is the caller's project
 * when absent.
 */
export const createSavingGroupSchema = z
  .object({
    name: text('Group name must be at least 3 characters', 3, 200),
    description: text('Description must be at least 10 characters', 10, 1000),
    groupCode: optionalText(50),
    presidentName: text('President name must be at least 2 characters', 2),
    presidentPhone: phone,
    secretaryName: text('Secretary name must be at least 2 characters', 2),
    secretaryPhone: phone,
    treasurerName: text('Treasurer name must be at least 2 characters', 2),
    treasurerPhone: phone,
    totalMembers: memberCount('Total members is required'),
    maleMembers: memberCount(),
    femaleMembers: memberCount(),
    meetingDay: z.enum(MEETING_DAYS, { error: 'Please choose a meeting day' }).default('Monday'),
    meetingTime: z
      .string({ error: 'Meeting time is required' })
      .trim()
      .min(1, 'Meeting time is required')
      .regex(MEETING_TIME_PATTERN, 'Meeting time must be HH:MM')
      .default('14:00'),
    meetingLocation: text('Meeting location must be at least 3 characters', 3, 200),
    meetingFrequency: z
      .enum(MEETING_FREQUENCIES, { error: 'Meeting frequency must be Weekly, Bi-weekly or Monthly' })
      .default('Weekly'),
    savingAmount: positiveAmount('Saving amount is required', 'Saving amount must be a positive number'),
    serviceChargeRate: percent('Service charge rate', 5),
    maxLoanAmount: z
      .preprocess(
        (v) => (isBlank(v) ? undefined : v),
        moneySchema({
          required: 'Maximum loan amount is required',
          positive: 'Maximum loan amount must be a positive number',
        }).optional(),
      )
      .transform((v) => v ?? null),
    bankName: optionalText(100),
    accountNumber: optionalText(50),
    registrationDate: programmeDateSchema('Registration date is required'),
    cycleDuration: months('Cycle duration', 12),
    projectId: optionalId('Please select a project'),
  })
  .refine((v) => v.totalMembers === v.maleMembers + v.femaleMembers, {
    message: 'Total members must equal male + female members',
    path: ['totalMembers'],
  });
export type CreateSavingGroupInput = z.infer<typeof createSavingGroupSchema>;
export type CreateSavingGroupFormValues = z.input<typeof createSavingGroupSchema>;

/** PATCH /api/saving-groups/{id} (spec: states, API calls). */
export const setGroupStatusSchema = z.object({
  status: z.enum(GROUP_STATUSES, { error: 'Status must be Active, Inactive or Suspended' }),
});
export type SetGroupStatusInput = z.infer<typeof setGroupStatusSchema>;

export const INVALID_ROLE_MESSAGE = 'Invalid role. Must be: member, president, secretary, or treasurer';

/** Trimmed and lower-cased; blank means the default, member. */
export const memberRoleSchema = z
  .string({ error: INVALID_ROLE_MESSAGE })
  .nullable()
  .optional()
  .transform((v) => v?.trim().toLowerCase() || 'member')
  .pipe(z.enum(MEMBER_ROLES, { error: INVALID_ROLE_MESSAGE }));

/** The member fields of the Add Member dialog and of one row of the bulk file (spec: fields, validation, limits). */
export const memberFieldsSchema = z.object({
  memberNumber: text('Member number is required', 1, 30),
  memberIdNumber: text('Member ID number is required', 1, 30),
  memberName: text('Member name is required', 1, 200),
  memberPhone: text('Member phone is required', 1, 30),
  nextOfKinName: text('Next of kin name is required', 1, 200),
  nextOfKinIdNumber: text('Next of kin ID number is required', 1, 30),
  nextOfKinPhone: text('Next of kin phone is required', 1, 30),
  nextOfKinRelationship: text('Next of kin relationship is required', 1, 50),
  role: memberRoleSchema,
});
export type MemberFieldsInput = z.infer<typeof memberFieldsSchema>;

/**
 * POST /api/group-members (spec: API calls). The isActive the client sends is ignored: a new member is active.
 * `joinedOn` (not in the specification) is the day the member joined, today when absent: a member entered
 * after the fact may have savings from before today, never from before they joined.
 */
export const memberSchema = memberFieldsSchema.extend({
  groupId: id('Please select a group'),
  joinedOn: z
    .string({ error: 'Joining date is required' })
    .nullable()
    .optional()
    .transform((v) => v || undefined)
    .pipe(programmeDateSchema('Joining date is required').optional()),
});
export type MemberInput = z.infer<typeof memberSchema>;
export type MemberFormValues = z.input<typeof memberSchema>;

/**
 * Money paid in on a date (a saving, a repayment, a contribution), with notes and the meeting it was taken
 * at, if any: `date` names the date's field.
 */
const paidIn = <const D extends string>(date: D, required: string) =>
  ({
    amount: positiveAmount(),
    [date]: programmeDateSchema(required),
    notes,
    meetingId: optionalId('Please select a meeting'),
  }) as { amount: ReturnType<typeof positiveAmount> } & {
    [K in D]: ReturnType<typeof programmeDateSchema>;
  } & { notes: typeof notes; meetingId: ReturnType<typeof optionalId> };

/** POST /api/group-savings (spec: validation, API calls). */
export const recordSavingSchema = z.object({
  groupId: id('Please select a group'),
  memberId: id('Please select a member'),
  ...paidIn('savingDate', 'Saving date is required'),
});
export type RecordSavingInput = z.infer<typeof recordSavingSchema>;
export type RecordSavingFormValues = z.input<typeof recordSavingSchema>;

/**
 * POST /api/group-savings/adjustments: the correction of a closed cycle's entry, as an adjustment of the
 * member's savings in the open cycle (docs/domain/saving-group-money.md, Corrections). The amount is
 * signed: below zero takes from the member's savings what a closed cycle credited them wrongly, above zero
 * credits what it missed. `correctsSavingId`: the closed cycle's saving it corrects, when it is one.
 */
export const adjustSavingsSchema = z.object({
  groupId: id('Please select a group'),
  memberId: id('Please select a member'),
  amount: numericInput('Amount must be a number').transform((v, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === ''))
      return fail('Amount is required');
    const cents = toCents(v);
    if (cents === null) return fail('Amount must be a number with at most two decimals');
    if (cents === 0) return fail('An adjustment cannot be zero');
    if (Math.abs(cents) > MAX_CENTS) return fail('Amount is too large');
    return cents;
  }),
  adjustmentDate: programmeDateSchema('Adjustment date is required'),
  reason: text('Please give a reason of at least 5 characters', 5, 500),
  correctsSavingId: optionalId('Please select the saving it corrects'),
});
export type AdjustSavingsInput = z.infer<typeof adjustSavingsSchema>;
export type AdjustSavingsFormValues = z.input<typeof adjustSavingsSchema>;

/**
 * POST /api/group-loans (spec: validation, API calls). interestRate is the service charge in percent per month, flat on
 * the principal. loanDate is today when absent (the service knows the day). A status the client sends is
 * ignored: a new loan is active.
 */
export const issueLoanSchema = z.object({
  groupId: id('Please select a group'),
  borrowerId: id('Please select a borrower'),
  amount: positiveAmount(),
  interestRate: percent('Interest rate', 5),
  termMonths: months('Term', 6),
  loanDate: z
    .string({ error: 'Loan date is required' })
    .nullable()
    .optional()
    .transform((v) => (isBlank(v) ? undefined : v))
    .pipe(programmeDateSchema('Loan date is required').optional()),
  purpose: text('Purpose must be at least 5 characters', 5, 500),
  guarantors: z
    .array(
      z.string({ error: 'Guarantors must be a list of names' }).trim().max(200, 'At most 200 characters'),
      {
        error: 'Guarantors must be a list of names',
      },
    )
    .max(10, 'At most 10 guarantors')
    .nullable()
    .optional()
    .transform((v) => (v ?? []).filter((name) => name !== '')),
  meetingId: optionalId('Please select a meeting'),
});
export type IssueLoanInput = z.infer<typeof issueLoanSchema>;
export type IssueLoanFormValues = z.input<typeof issueLoanSchema>;

/** POST /api/loan-repayments (spec: validation, API calls). */
export const recordRepaymentSchema = z.object({
  loanId: id('Please select a loan'),
  ...paidIn('paymentDate', 'Payment date is required'),
});
export type RecordRepaymentInput = z.infer<typeof recordRepaymentSchema>;
export type RecordRepaymentFormValues = z.input<typeof recordRepaymentSchema>;

/** POST /api/emergency-funds (spec: validation, API calls). */
export const createEmergencyFundSchema = z.object({
  groupId: id('Please select a group'),
  description: text('Description is required', 1, 500),
  contributionAmount: positiveAmount(
    'Contribution amount is required',
    'Contribution amount must be a positive number',
  ),
  maxDisbursementPerMember: positiveAmount(
    'Maximum disbursement per member is required',
    'Maximum disbursement per member must be a positive number',
  ),
  isActive: z.boolean({ error: 'isActive must be true or false' }).optional().default(true),
});
export type CreateEmergencyFundInput = z.infer<typeof createEmergencyFundSchema>;
export type CreateEmergencyFundFormValues = z.input<typeof createEmergencyFundSchema>;

/** POST /api/emergency-contributions (spec: validation, API calls). */
export const emergencyContributionSchema = z.object({
  fundId: id('Please select an emergency fund'),
  memberId: id('Please select a member'),
  ...paidIn('contributionDate', 'Contribution date is required'),
});
export type EmergencyContributionInput = z.infer<typeof emergencyContributionSchema>;
export type EmergencyContributionFormValues = z.input<typeof emergencyContributionSchema>;

/**
 * POST /api/emergency-disbursements (spec: validation, API calls): the request is SubmitDisbursement. The screen sends a
 * status; it is accepted here and dropped, because a new request is always pending.
 */
export const disbursementRequestSchema = z.object({
  fundId: id('Please select an emergency fund'),
  memberId: id('Please select a member'),
  amount: positiveAmount(),
  emergencyType: z.enum(EMERGENCY_TYPES, {
    error: 'Emergency type must be Natural Disaster, Sickness, Fire, Accident or Other',
  }),
  description: text('Please provide detailed description', 10, 1000),
  disbursementDate: z
    .preprocess(
      (v) => (isBlank(v) ? undefined : v),
      programmeDateSchema('Disbursement date is required').optional(),
    )
    .transform((v) => v ?? null),
});
export type DisbursementRequestInput = z.infer<typeof disbursementRequestSchema>;
export type DisbursementRequestFormValues = z.input<typeof disbursementRequestSchema>;

/** POST /api/emergency-disbursements/{id}/reject (our addition: the spec shows no decision). */
export const rejectDisbursementSchema = z.object({
  reason: text('Please give a reason of at least 3 characters', 3, 500),
});
export type RejectDisbursementInput = z.infer<typeof rejectDisbursementSchema>;
