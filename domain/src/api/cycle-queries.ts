import { z } from 'zod';
import { LEAVING_PAYOUTS } from '../saving-groups/group/events';
import { SHARE_OUT_WEIGHTINGS } from '../saving-groups/share-out';
import { idParams, pathIdSchema } from '../shared/bounds';
import { isoDateSchema } from '../shared/date-schemas';
import { contractsOf, dateTextSchema, type FileResponse, kesSchema } from './contract';

const { query } = contractsOf('Saving Group Cycles');

const closeDateSchema = isoDateSchema(
  'closeDate is required (YYYY-MM-DD)',
  'closeDate must be a date (YYYY-MM-DD)',
);

export const shareOutPreviewSchema = z
  .object({
    groupId: z.number().int(),
    groupName: z.string(),
    closeDate: dateTextSchema,
    weighting: z.enum(SHARE_OUT_WEIGHTINGS),
    /** The books as of the close date (entries dated on or before it), KES. */
    fund: z.object({
      savings: kesSchema,
      /** Repayments received − principal repaid (repayments repay the principal first). */
      serviceCharges: kesSchema,
      penaltiesAndFees: kesSchema,
      /**
       * Principal still owed on the loans still owed: counted as carried into the next cycle (with set-off,
       * loans settled at the close are not carried and what they owed is in the service charges and fund).
       */
      carriedLoans: kesSchema,
      /** What the payouts settle of members' loans (0 without set-off): the cash paid is the fund less it. */
      setOff: kesSchema,
      /** Principal lent and lost: loans written off. */
      writeOffs: kesSchema,
      /** What earlier cycles' closes paid out (0 in cycle 1): the other parts are the books since registration. */
      paidOut: kesSchema,
      /** Cash of the loan fund the group keeps for the next cycle by decision (0: it keeps none). */
      keptBack: kesSchema,
      /**
       * The emergency fund's balance: it carries over to the next cycle whole. A fund of its own, never
       * part of the loan fund's cash, so the distributable fund is not reduced by it.
       */
      emergencyFund: kesSchema,
      /** savings + service charges + penalties and fees − carried loans − write-offs − paid out: the loan fund's cash. */
      distributable: kesSchema,
    }),
    /** What stands in the way of closing: loans to settle or to carry by decision, penalties unpaid. */
    blockers: z.array(
      z.object({
        kind: z.enum(['activeLoan', 'unpaidPenalty']),
        memberId: z.number().int(),
        memberName: z.string(),
        loanId: z.number().int().optional(),
        penaltyId: z.number().int().optional(),
        /** Still owed: a loan's principal and service charge, or a penalty's unpaid amount. */
        amount: kesSchema,
      }),
    ),
    members: z.array(
      z.object({
        memberId: z.number().int(),
        memberNumber: z.string(),
        name: z.string(),
        /** The member's savings of this cycle, net of reversals. */
        savings: kesSchema,
        /**
         * 'amount': KES saved; 'time': Σ KES × days held (the saving's day and the close day both count),
         * what the profit is shared by.
         */
        weight: z.number(),
        /** payout − savings: the member's share of the profit (negative: of a loss). */
        profit: z.number(),
        payout: kesSchema,
        /** What the member owes on loans on the close date, principal and service charge. */
        debt: kesSchema,
        /** What of the payout settles that debt (0 unless the group sets debts off). */
        setOff: kesSchema,
        /** payout − set off: the cash the member takes home. */
        cash: kesSchema,
      }),
    ),
    /**
     * Whether the group sets what members owe off against their payouts (its rule): a debt the payout
     * covers is settled at the close and counted in the fund; otherwise the whole payout is set off and
     * the loan carried with the rest.
     */
    setOffDebts: z.boolean(),
    /** The payouts' sum: the distributable fund to the cent, or 0 when no member has savings to weigh it by. */
    total: kesSchema,
    /** Set when the fund is not shared (no member has savings). */
    note: z.string().nullable(),
  })
  .meta({ id: 'ShareOutPreview' });
export type ShareOutPreview = z.infer<typeof shareOutPreviewSchema>;

export const groupCycleSchema = z
  .object({
    cycle: z.number().int(),
    startedOn: dateTextSchema,
    /** open; proposed: a close waits for a second person; closed: confirmed, read-only */
    status: z.enum(['open', 'proposed', 'closed']),
    /** The proposed or confirmed close date (null while open). */
    closeDate: dateTextSchema.nullable(),
    weighting: z.enum(SHARE_OUT_WEIGHTINGS).nullable(),
    /** What the payouts share, KES. */
    fund: kesSchema.nullable(),
    payouts: z.array(
      z.object({
        memberId: z.number().int(),
        memberNumber: z.string(),
        name: z.string(),
        /** The member's share of the fund. */
        amount: kesSchema,
        /** What of it settled the member's loans (the group's set-off rule; 0 without). */
        setOff: kesSchema,
        /** amount − set off: the cash the member was paid. */
        cash: kesSchema,
      }),
    ),
    carriedLoanIds: z.array(z.number().int()),
    carriedPenaltyIds: z.array(z.number().int()),
    proposedBy: z.string().nullable(),
    /** So a screen can tell whether the signed-in user proposed it (and may not confirm it). */
    proposedByUserId: z.number().int().nullable(),
    proposedAt: z.string().nullable(),
    confirmedBy: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    /** The last rejection of a proposal of this cycle, if any. */
    rejectedBy: z.string().nullable(),
    rejectionReason: z.string().nullable(),
  })
  .meta({ id: 'GroupCycle' });
export type GroupCycleRow = z.infer<typeof groupCycleSchema>;

export const leavingPreviewSchema = z
  .object({
    memberId: z.number().int(),
    memberName: z.string(),
    /** The group's rule: paid at the cycle's close with everyone, their savings now, or their share now. */
    rule: z.enum(LEAVING_PAYOUTS),
    /** The member's savings of the open cycle, net of reversals, KES. */
    savings: kesSchema,
    /** What they are owed now (0 under 'atClose': they are paid at the close). */
    amount: kesSchema,
    /** amount − savings: their share of the profit (negative: of the loss) to date. */
    profit: z.number(),
    /** What they owe on loans, set off against the amount (under 'atClose' their loans stay owed). */
    debt: kesSchema,
    /** amount − debt: the cash paid (negative: the difference must be repaid before they leave). */
    cash: z.number(),
    /** Why they cannot leave with this payout now (as an error answer words it), or null. */
    refusal: z
      .object({
        message: z.string(),
        messageKey: z.string(),
        messageParams: z.record(z.string(), z.union([z.string(), z.number()])),
      })
      .nullable(),
  })
  .meta({ id: 'LeavingPreview' });
export type LeavingPreview = z.infer<typeof leavingPreviewSchema>;

/** The close of a group's cycle. */
export const cycleQueries = {
  leavingPreview: query(
    '/api/group-members/:id/leaving-preview',
    "What removing this member now would pay them under the group's rule for members leaving mid-cycle: their savings of the cycle, what they are owed (their savings or their share of the group's worth), what they owe on loans (set off) and the cash paid, or why they cannot leave with a payout now. Whoever may read the group",
    { params: idParams('Member'), response: leavingPreviewSchema, errors: [404] },
  ),
  shareOutPreview: query(
    '/api/saving-groups/:id/share-out-preview',
    "What closing the group's cycle on ?closeDate= would share out, from its books replayed as of that day: the distributable fund and its parts, what blocks the close (loans still owed, penalties unpaid) and each member's payout in proportion to their savings (?weighting=amount, the default) or to their savings × days held (?weighting=time), exact to the cent (leftover cents to the largest remainders, then by member number). Whoever may read the group",
    {
      params: idParams('Group'),
      querystring: z.object({
        closeDate: closeDateSchema,
        weighting: z
          .enum(SHARE_OUT_WEIGHTINGS, { error: 'weighting must be amount or time' })
          .optional()
          .meta({ description: 'amount (default): by savings; time: by savings × days held' }),
      }),
      response: shareOutPreviewSchema,
      errors: [404, 422],
    },
  ),
  groupCycles: query(
    '/api/saving-groups/:id/cycles',
    "The group's cycles, first to current: each with its dates, its status (open, proposed, closed) and, once a close is proposed or confirmed, its share-out, who proposed and who confirmed it. Whoever may read the group",
    { params: idParams('Group'), response: z.array(groupCycleSchema), errors: [404] },
  ),
  cycleShareOutPdf: query(
    '/api/saving-groups/:id/cycles/:cycle/share-out',
    "A closed cycle's share-out report as a PDF attachment: the payouts recorded at the close (not a fresh preview), the fund, the weighting, who proposed and who confirmed it, and a line per member to sign. Whoever may read the group; 404 for a cycle that is not closed",
    {
      params: z.object({ id: pathIdSchema('Group'), cycle: pathIdSchema('Cycle') }),
      response: {
        description: "The closed cycle's share-out report (PDF)",
        content: { 'application/pdf': { schema: z.string() } },
      } satisfies FileResponse,
      errors: [404],
    },
  ),
} as const;
