import { z } from 'zod';
import { CONTRIBUTION_STATUSES } from '../contributions/rows';
import { MAX_PASSBOOK_LINES, PASSBOOK_LINE_KINDS } from '../saving-groups/passbook';
import { SHARE_OUT_WEIGHTINGS } from '../saving-groups/share-out';
import { idParams, pathIdSchema, queryIdSchema } from '../shared/bounds';
import { contractsOf, dateTextSchema, instantSchema, kesSchema } from './contract';

const { query } = contractsOf('Passbooks');

const PASSBOOK_SHARE_OUT_KINDS = ['expected', 'proposed', 'recorded'] as const;

export const memberPassbookSchema = z
  .object({
    groupId: z.number().int(),
    groupName: z.string(),
    treasurerName: z.string().nullable(),
    member: z.object({
      id: z.number().int(),
      memberNumber: z.string(),
      name: z.string(),
      phone: z.string(),
      role: z.string(),
      joinedOn: dateTextSchema,
      status: z.enum(['active', 'former']),
    }),
    cycle: z.object({
      number: z.number().int(),
      startedOn: dateTextSchema,
      /** The close date once the cycle is closed; null while it is open (or its close awaits confirmation). */
      endedOn: dateTextSchema.nullable(),
      status: z.enum(['open', 'proposed', 'closed']),
    }),
    /** Every cycle of the group, first to current: what ?cycle= may ask for. */
    cycles: z.array(
      z.object({
        number: z.number().int(),
        startedOn: dateTextSchema,
        closeDate: dateTextSchema.nullable(),
        status: z.enum(['open', 'proposed', 'closed']),
      }),
    ),
    /** The day balances (outstanding loans, fines owed) are taken on: the close date, or today. */
    asOf: dateTextSchema,
    /** The cycle's entries in date order; a reversed one is marked and counts in no total. */
    lines: z.array(
      z.object({
        kind: z.enum(PASSBOOK_LINE_KINDS),
        /** The entry's id; a penalty's payment carries the penalty's id. */
        entryId: z.number().int(),
        date: dateTextSchema,
        amount: kesSchema,
        loanId: z.number().int().nullable(),
        description: z.string().nullable(),
        reversed: z.boolean(),
        reversalReason: z.string().nullable(),
      }),
    ),
    /** Lines stop at MAX_PASSBOOK_LINES; the totals count every entry of the cycle. */
    truncated: z.boolean(),
    totals: z.object({
      savings: kesSchema,
      loansTaken: kesSchema,
      repaid: kesSchema,
      loanOutstanding: kesSchema,
      finesImposed: kesSchema,
      finesPaid: kesSchema,
      finesOwed: kesSchema,
      feesPaid: kesSchema,
      emergencyContributions: kesSchema,
      /** Paid out to the member when they left mid-cycle (the group's rule), in the cycle. */
      paidOutOnLeaving: kesSchema,
    }),
    /**
     * expected: what closing today would pay the member (the share-out preview's line); proposed: the payout
     * of a close that awaits confirmation; recorded: what the close of a closed cycle paid. amount is null
     * (with the reason) when there is nothing to weigh a share-out by.
     */
    shareOut: z.object({
      kind: z.enum(PASSBOOK_SHARE_OUT_KINDS),
      asOf: dateTextSchema,
      weighting: z.enum(SHARE_OUT_WEIGHTINGS),
      amount: kesSchema.nullable(),
      reason: z.string().nullable(),
    }),
  })
  .meta({ id: 'MemberPassbook' });
export type MemberPassbookView = z.infer<typeof memberPassbookSchema>;

export const childPassbookSchema = z
  .object({
    participant: z.object({
      id: z.number().int(),
      participantCode: z.string(),
      name: z.string(),
      guardianName: z.string().nullable(),
      careGiverName: z.string().nullable(),
      projectCode: z.string(),
      projectName: z.string(),
      monthlyContribution: kesSchema,
      isActive: z.boolean(),
    }),
    year: z.number().int(),
    months: z.array(
      z.object({
        contributionId: z.number().int(),
        /** YYYY-MM */
        month: z.string(),
        expected: kesSchema,
        paid: kesSchema,
        /** expected − paid, never below 0 */
        balance: kesSchema,
        status: z.enum(CONTRIBUTION_STATUSES),
      }),
    ),
    /** Every payment of the year's months, reversed ones marked (and out of the totals). */
    payments: z.array(
      z.object({
        id: z.number().int(),
        contributionId: z.number().int(),
        month: z.string(),
        paymentDate: dateTextSchema,
        amount: kesSchema,
        /** Payments carry no method of their own: their notes are the reference. */
        reference: z.string().nullable(),
        recordedBy: z.string().nullable(),
        reversed: z.boolean(),
        reversedAt: instantSchema.nullable(),
        reversalReason: z.string().nullable(),
      }),
    ),
    totals: z.object({ expected: kesSchema, paid: kesSchema, balance: kesSchema }),
  })
  .meta({ id: 'ChildPassbook' });
export type ChildPassbookView = z.infer<typeof childPassbookSchema>;

const yearQuerySchema = z
  .string()
  .optional()
  .transform((v, ctx): number | undefined => {
    const text = v?.trim();
    if (!text) return undefined;
    const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
    if (year >= 2000 && year <= 2100) return year;
    ctx.addIssue({ code: 'custom', message: 'year must be a year between 2000 and 2100 (YYYY)' });
    return z.NEVER;
  });

/** Passbooks (: one member's statement of a cycle, one child's contributions of a year. */
export const passbookQueries = {
  memberPassbook: query(
    '/api/saving-groups/:id/members/:memberId/passbook',
    `A member's passbook for one cycle (?cycle=, default the current one): the member, the cycle, its savings, loans, repayments, penalties imposed and paid, fee payments and emergency contributions in date order (reversed ones marked and left out of the totals; at most ${MAX_PASSBOOK_LINES} lines), the totals, and the share-out: what closing today would pay the member, or what the close of a closed cycle paid. Whoever may read the group`,
    {
      params: z.object({ id: pathIdSchema('Group'), memberId: pathIdSchema('Member') }),
      querystring: z.object({ cycle: queryIdSchema('cycle') }),
      response: memberPassbookSchema,
      errors: [404],
    },
  ),
  childPassbook: query(
    '/api/participants/:id/passbook',
    "A child's contribution passbook for a guardian, for one year (?year=, default the current one): each month's expected, paid and balance, every payment with its date, amount and reference (reversals marked and left out of the totals), and the totals. Whoever may read the participant",
    {
      params: idParams('Participant'),
      querystring: z.object({ year: yearQuerySchema }),
      response: childPassbookSchema,
      errors: [404],
    },
  ),
} as const;
