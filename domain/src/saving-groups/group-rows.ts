import { z } from 'zod';
import { dateTextSchema, instantSchema, kesSchema } from '../api/contract';
import { LEAVING_PAYOUTS } from './group/events';
import { HEALTH_LIGHTS } from './health';
import { GROUP_STATUSES } from './shared';

/** A saving group as its GET routes answer it, with its loan rules and its health (spec: API calls). */

/** The group's loan rules and their version: 0 while the defaults hold. */
export const loanRulesRowSchema = z
  .object({
    oneActiveLoan: z.boolean(),
    /** the loan ceiling as a multiple of the member's net savings; null: no ceiling */
    ceilingMultiple: z.number().nullable(),
    /** KES per overdue month; null: no late fine */
    lateFinePerMonth: kesSchema.nullable(),
    /** what members owe on loans is set off against their share-out at a close */
    setOffAtShareOut: z.boolean(),
    /** how a member leaving mid-cycle is paid: at the close, their savings now, or their share now */
    leavingPayout: z.enum(LEAVING_PAYOUTS),
    version: z.number().int(),
  })
  .meta({ id: 'LoanRules' });

/** A group's traffic light (domain/src/saving-groups/health.ts) and why it is not green. */
export const healthVerdictSchema = z
  .object({ light: z.enum(HEALTH_LIGHTS), reasons: z.array(z.string()) })
  .meta({ id: 'HealthVerdict' });

export const savingGroupRowSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    projectCode: z.string(),
    name: z.string(),
    description: z.string(),
    groupCode: z.string().nullable(),
    presidentName: z.string().nullable(),
    presidentPhone: z.string().nullable(),
    secretaryName: z.string().nullable(),
    secretaryPhone: z.string().nullable(),
    treasurerName: z.string().nullable(),
    treasurerPhone: z.string().nullable(),
    totalMembers: z.number().int(),
    maleMembers: z.number().int(),
    femaleMembers: z.number().int(),
    /** Enrolled members who have not left. */
    memberCount: z.number().int(),
    meetingDay: z.string(),
    meetingTime: z.string(),
    meetingLocation: z.string().nullable(),
    meetingFrequency: z.string(),
    savingAmount: kesSchema,
    /** Percent per month. */
    serviceChargeRate: z.number(),
    maxLoanAmount: kesSchema.nullable(),
    bankName: z.string().nullable(),
    accountNumber: z.string().nullable(),
    registrationDate: dateTextSchema,
    /** Months. */
    cycleDuration: z.number().int(),
    status: z.enum(GROUP_STATUSES),
    isActive: z.boolean(),
    createdAt: instantSchema,
    /** The savings the group holds now: this cycle's, net of reversals (closed cycles' went back at share-out). */
    totalSavings: kesSchema,
    /** Every saving since registration, net of reversals, shared out or not. */
    savedSinceRegistration: kesSchema,
    loanFundAvailable: kesSchema,
    activeLoans: z.number().int(),
    loanRules: loanRulesRowSchema,
    /** The cycle running now (1 until the first close). */
    currentCycle: z.number().int(),
    /** The group's health light today; null until the health model has seen the group. */
    health: healthVerdictSchema.nullable(),
  })
  .meta({ id: 'SavingGroup' });
export type SavingGroupRow = z.infer<typeof savingGroupRowSchema>;
