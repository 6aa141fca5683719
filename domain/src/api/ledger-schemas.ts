import { z } from 'zod';
import { dateTextSchema, instantSchema, kesSchema } from './contract';

/** A group's books replayed from its streams, as the audit screens show them: the ledger and its entries. */

const memberBooksSchema = z.object({
  memberId: z.number().int(),
  memberNumber: z.string(),
  memberName: z.string(),
  savings: kesSchema,
  loansOutstanding: kesSchema,
  repayments: kesSchema,
  penaltiesOwed: kesSchema,
  penaltiesPaid: kesSchema,
  feesPaid: kesSchema,
});

export const groupLedgerSchema = z
  .object({
    groupId: z.number().int(),
    groupName: z.string(),
    /** The business-date axis: entries dated on or before this day (null: every entry). */
    asOf: dateTextSchema.nullable(),
    /** The recording axis: events recorded at or before this instant (null: every event). */
    knownAt: instantSchema.nullable(),
    /** Set when the question was adjusted, e.g. a knownAt in the future answered as now. */
    note: z.string().nullable(),
    eventsCounted: z.number().int(),
    eventsTotal: z.number().int(),
    totals: z.object({
      /** Savings paid in (cash). */
      savings: kesSchema,
      /** Adjustments of members' savings (no cash moved): the members' savings add up to savings + this. */
      savingsAdjusted: kesSchema,
      repayments: kesSchema,
      penaltiesAndFees: kesSchema,
      disbursed: kesSchema,
      /** Share-outs paid at cycle closes dated on or before the as-of day. */
      paidOut: kesSchema,
      /** savings + repayments + penalties and fees − disbursed − paid out */
      loanFund: kesSchema,
      loansOutstanding: kesSchema,
      emergencyFund: kesSchema,
    }),
    members: z.array(memberBooksSchema),
    loansAtRisk: z.array(
      z.object({
        loanId: z.number().int(),
        borrowerId: z.number().int(),
        outstanding: kesSchema,
        dueDate: dateTextSchema,
        daysOverdue: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'GroupLedger' });
export type GroupLedger = z.infer<typeof groupLedgerSchema>;

const balancesSchema = z.object({
  savings: kesSchema,
  loanFund: kesSchema,
  loansOutstanding: kesSchema,
  emergencyFund: kesSchema,
});

/** One money event of a group, its effect and the balances after it (in the order it was recorded). */
export const ledgerEntrySchema = z
  .object({
    /** The event's global position in the log and its id: what an auditor cites. */
    position: z.string(),
    eventId: z.string(),
    streamId: z.string(),
    type: z.string(),
    /** The event in words, e.g. 'Saving recorded'. */
    label: z.string(),
    memberId: z.number().int().nullable(),
    memberName: z.string().nullable(),
    /** The amount of the entry, KES (what a reversal takes back is the reversed amount). */
    amount: kesSchema,
    /** The day the entry says it happened. */
    businessDate: dateTextSchema.nullable(),
    recordedAt: instantSchema,
    recordedBy: z.string().nullable(),
    /** How the entry moved each balance, KES (0 where it did not). */
    effect: balancesSchema,
    balancesAfter: balancesSchema,
    /** For a reversal: the position of the entry it reverses; for a reversed entry: the reversal's. */
    reverses: z.string().nullable(),
    reversedBy: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
