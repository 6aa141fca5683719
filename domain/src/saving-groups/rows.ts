import { z } from 'zod';
import { dateTextSchema, instantSchema, kesSchema } from '../api/contract';
import { LOAN_STATUSES } from './loan-rules';
import { EMERGENCY_TYPES, GROUP_STATUSES, MEMBER_ROLES } from './shared';

export {
  healthVerdictSchema,
  loanRulesRowSchema,
  type SavingGroupRow,
  savingGroupRowSchema,
} from './group-rows';

/** The rows the Saving Group Ministry's GET routes answer (spec: API calls). Money in KES. */

/**
 * Who recorded an entry of a group's money and, once it was reversed, why and by whom. A reversed entry
 * stays in its list (shown struck through) and counts in no total.
 */
export const entryAuditFields = {
  recordedBy: z.string().nullable(),
  createdAt: instantSchema,
  reversal: z.object({ reason: z.string(), reversedBy: z.string(), reversedAt: instantSchema }).nullable(),
};

export const groupStatsSchema = z
  .object({
    totalGroups: z.number().int(),
    totalMembers: z.number().int(),
    /** The savings the groups hold now (this cycle's of each group). */
    totalSavings: kesSchema,
    activeLoans: z.number().int(),
  })
  .meta({ id: 'SavingGroupStats' });
export type GroupStats = z.infer<typeof groupStatsSchema>;

export const moduleStatsSchema = z
  .object({
    groups: z.object({ total: z.number().int(), active: z.number().int() }),
    members: z.object({ active: z.number().int(), former: z.number().int() }),
    savings: z.object({ total: kesSchema, thisMonth: kesSchema }),
    loans: z.object({
      active: z.number().int(),
      overdue: z.number().int(),
      /** The principal still out on active loans (repayments repay the principal first). */
      outstanding: kesSchema,
      /** The service charge still to be paid on them: owed, not yet earned, shown apart. */
      serviceCharge: kesSchema,
    }),
    emergency: z.object({ funds: z.number().int(), pendingRequests: z.number().int() }),
    /** Meetings dated after today, and those of this month to today that were held. */
    meetings: z.object({ upcoming: z.number().int(), heldThisMonth: z.number().int() }),
    /** As Group Reports counts them: minutes and visit reports, visits whose follow-up date has come. */
    reports: z.object({ total: z.number().int(), pendingReviews: z.number().int() }),
  })
  .meta({ id: 'SavingGroupModuleStats' });
export type ModuleStats = z.infer<typeof moduleStatsSchema>;

/** The loan fund of one group: savings + repayments + penalties and fees − principal disbursed. */
export const loanFundSchema = z
  .object({
    savings: kesSchema,
    repayments: kesSchema,
    penaltiesAndFees: kesSchema,
    disbursed: kesSchema,
    available: kesSchema,
  })
  .meta({ id: 'LoanFund' });
export type LoanFund = z.infer<typeof loanFundSchema>;

export const groupMemberRowSchema = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    groupName: z.string(),
    memberNumber: z.string(),
    memberIdNumber: z.string(),
    memberName: z.string(),
    memberPhone: z.string(),
    nextOfKinName: z.string(),
    nextOfKinIdNumber: z.string(),
    nextOfKinPhone: z.string(),
    nextOfKinRelationship: z.string(),
    role: z.enum(MEMBER_ROLES),
    joinedAt: instantSchema,
    /** The day the member joined: none of their money is dated before it. */
    joinedOn: dateTextSchema,
    leftAt: instantSchema.nullable(),
    isActive: z.boolean(),
  })
  .meta({ id: 'GroupMember' });
export type GroupMemberRow = z.infer<typeof groupMemberRowSchema>;

export const groupSavingRowSchema = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    groupName: z.string(),
    memberId: z.number().int(),
    memberName: z.string(),
    amount: kesSchema,
    savingDate: dateTextSchema,
    notes: z.string().nullable(),
    meetingId: z.number().int().nullable(),
    /**
     * 'adjustment': an adjustment of the member's savings in the open cycle, correcting an entry of a
     * closed cycle (signed amount, its reason in notes, no cash moved; it is not reversed)
     */
    kind: z.enum(['saving', 'adjustment']),
    /** the closed cycle's saving an adjustment corrects, when it names one */
    correctsSavingId: z.number().int().nullable(),
    /** whether it belongs to a closed cycle: its share-out was paid with it, so it is corrected, not reversed */
    inClosedCycle: z.boolean(),
    ...entryAuditFields,
  })
  .meta({ id: 'GroupSaving' });
export type GroupSavingRow = z.infer<typeof groupSavingRowSchema>;

export const groupLoanRowSchema = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    groupName: z.string(),
    borrowerId: z.number().int(),
    borrowerName: z.string(),
    amount: kesSchema,
    /** The service charge in percent per month. */
    interestRate: z.number(),
    termMonths: z.number().int(),
    totalAmount: kesSchema,
    amountPaid: kesSchema,
    outstanding: kesSchema,
    loanDate: dateTextSchema,
    dueDate: dateTextSchema,
    status: z.enum(LOAN_STATUSES),
    /** Active and past its due date (derived when read, never stored). */
    overdue: z.boolean(),
    purpose: z.string(),
    guarantors: z.array(z.string()),
    /** What was written off: the loan is then defaulted. */
    writtenOff: kesSchema,
    writtenOffOn: dateTextSchema.nullable(),
    writeOffReason: z.string().nullable(),
  })
  .meta({ id: 'GroupLoan' });
export type GroupLoanRow = z.infer<typeof groupLoanRowSchema>;

export const loanRepaymentRowSchema = z
  .object({
    id: z.number().int(),
    loanId: z.number().int(),
    amount: kesSchema,
    paymentDate: dateTextSchema,
    notes: z.string().nullable(),
    borrowerName: z.string(),
    meetingId: z.number().int().nullable(),
    ...entryAuditFields,
  })
  .meta({ id: 'LoanRepayment' });
export type LoanRepaymentRow = z.infer<typeof loanRepaymentRowSchema>;

export const emergencyFundRowSchema = z
  .object({
    id: z.number().int(),
    groupId: z.number().int(),
    description: z.string(),
    contributionAmount: kesSchema,
    maxDisbursementPerMember: kesSchema,
    isActive: z.boolean(),
    totalContributions: kesSchema,
    approvedDisbursements: kesSchema,
    pendingDisbursements: kesSchema,
    availableBalance: kesSchema,
  })
  .meta({ id: 'EmergencyFund' });
export type EmergencyFundRow = z.infer<typeof emergencyFundRowSchema>;

export const emergencyContributionRowSchema = z
  .object({
    id: z.number().int(),
    fundId: z.number().int(),
    memberId: z.number().int(),
    memberName: z.string(),
    amount: kesSchema,
    contributionDate: dateTextSchema,
    notes: z.string().nullable(),
    meetingId: z.number().int().nullable(),
    ...entryAuditFields,
  })
  .meta({ id: 'EmergencyContribution' });
export type EmergencyContributionRow = z.infer<typeof emergencyContributionRowSchema>;

export const DISBURSEMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const emergencyDisbursementRowSchema = z
  .object({
    id: z.number().int(),
    fundId: z.number().int(),
    memberId: z.number().int(),
    memberName: z.string(),
    amount: kesSchema,
    emergencyType: z.enum(EMERGENCY_TYPES),
    description: z.string(),
    status: z.enum(DISBURSEMENT_STATUSES),
    requestedBy: z.object({ userId: z.number().int().nullable(), username: z.string() }),
    requestedAt: instantSchema,
    decidedBy: z.string().nullable(),
    decidedAt: instantSchema.nullable(),
    rejectionReason: z.string().nullable(),
    disbursementDate: dateTextSchema.nullable(),
  })
  .meta({ id: 'EmergencyDisbursement' });
export type EmergencyDisbursementRow = z.infer<typeof emergencyDisbursementRowSchema>;

export const facilitatorAnalyticsSchema = z
  .object({
    totalGroups: z.number().int(),
    totalMembers: z.number().int(),
    totalSavings: kesSchema,
    totalLoans: kesSchema,
    totalMeetings: z.number().int(),
    activeGroups: z.number().int(),
    groupDetails: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        totalMembers: z.number().int(),
        status: z.enum(GROUP_STATUSES),
      }),
    ),
  })
  .meta({ id: 'FacilitatorAnalytics' });
export type FacilitatorAnalytics = z.infer<typeof facilitatorAnalyticsSchema>;

/**
 * One overdue month of an active loan that has no late fine yet: derived, never stored. The
 * facilitator confirms it as a penalty (POST /api/member-penalties with `lateFine` and this reason).
 */
export const lateFineRowSchema = z
  .object({
    loanId: z.number().int(),
    borrowerId: z.number().int(),
    borrowerName: z.string(),
    memberNumber: z.string(),
    /** 1 for the first month after the due date */
    month: z.number().int(),
    /** the month is overdue from the day after this date */
    overdueAfter: dateTextSchema,
    /** the group's late fine per month */
    amount: kesSchema,
    reason: z.string(),
  })
  .meta({ id: 'LateFine' });
export type LateFineRow = z.infer<typeof lateFineRowSchema>;
