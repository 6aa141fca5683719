import { type Actor, hasCapability } from '@pm/domain/access/policy';
import { reversePaymentSchema } from '@pm/domain/participants/schemas';
import { businessDate } from '@pm/domain/shared/dates';
import { formatDateTime } from '@/lib/format';

/**
 * Reversing a mistaken entry of a group's money (a saving, a loan repayment, a penalty, a registration fee
 * payment, an emergency contribution): never edited or deleted, but reversed with a reason. The entry stays
 * in its list, struck through, and counts in no total.
 */

export type ReversalKind = 'saving' | 'repayment' | 'penalty' | 'feePayment' | 'emergencyContribution';

/** Why and by whom an entry was reversed (the rows' `reversal`). */
export interface Reversal {
  readonly reason: string;
  readonly reversedBy: string;
  readonly reversedAt: string;
}

/** What every reversible row carries (the rows' audit fields). */
export interface ReversibleRow {
  readonly id: number;
  /** The username of whoever recorded it; null for entries stored before it was kept. */
  readonly recordedBy: string | null;
  /** When it was recorded (ISO instant). */
  readonly createdAt: string;
  readonly reversal: Reversal | null;
}

interface KindText {
  /** 'saving', as in 'Reverse this saving'. */
  readonly noun: string;
  /** The list's URL; the reversal is POST {path}/{id}/reverse. */
  readonly path: string;
  readonly success: string;
  readonly failure: string;
}

export const REVERSALS: Readonly<Record<ReversalKind, KindText>> = {
  saving: {
    noun: 'saving',
    path: '/api/group-savings',
    success: 'Saving reversed',
    failure: 'Failed to reverse saving',
  },
  repayment: {
    noun: 'repayment',
    path: '/api/loan-repayments',
    success: 'Repayment reversed',
    failure: 'Failed to reverse repayment',
  },
  penalty: {
    noun: 'penalty',
    path: '/api/member-penalties',
    success: 'Penalty reversed',
    failure: 'Failed to reverse penalty',
  },
  feePayment: {
    noun: 'registration fee payment',
    path: '/api/member-registration-fee-payments',
    success: 'Registration fee payment reversed',
    failure: 'Failed to reverse registration fee payment',
  },
  emergencyContribution: {
    noun: 'emergency contribution',
    path: '/api/emergency-contributions',
    success: 'Emergency contribution reversed',
    failure: 'Failed to reverse emergency contribution',
  },
};

/** POST /api/group-savings/12/reverse. */
export const reverseUrl = (kind: ReversalKind, id: number): string => `${REVERSALS[kind].path}/${id}/reverse`;

/** What each reversal does to the totals, in words a facilitator reads before confirming. */
export const REVERSAL_EFFECTS: Readonly<Record<ReversalKind, string>> = {
  saving: "The member's savings, the meeting's total and the loan fund go down by this amount.",
  repayment:
    'The loan owes this amount again (a completed loan becomes active again) and the loan fund goes down by it.',
  penalty: 'The member no longer owes this penalty, and whatever was paid of it leaves the loan fund.',
  feePayment: 'The member owes the registration fee again and the loan fund goes down by this amount.',
  emergencyContribution: "The emergency fund's balance goes down by this amount.",
};

/** Whether the row was reversed (a row of an older server, without the field, was not). */
export const isReversed = (row: { readonly reversal?: Reversal | null }): boolean =>
  row.reversal !== null && row.reversal !== undefined;

/** The rows that count in a total: every row not reversed. */
export const countedEntries = <R extends { readonly reversal?: Reversal | null }>(rows: readonly R[]): R[] =>
  rows.filter((row) => !isReversed(row));

const kenyanDay = (instant: string | null | undefined): string | null =>
  instant && Number.isFinite(Date.parse(instant)) ? businessDate(instant) : null;

/**
 * Whether to offer Reverse on a row (the server decides again): never on a reversed row; any time to a
 * SuperAdmin, ClusterAdmin or ProjectAdmin (the lists hold only rows in their scope); to anyone else who
 * may manage groups (a ChurchFacilitator) only for their own entry, on the Kenyan day it was recorded.
 */
export const mayReverse = (
  actor: Actor | null | undefined,
  row: Pick<ReversibleRow, 'recordedBy' | 'createdAt'> & { readonly reversal?: Reversal | null },
  now: string = new Date().toISOString(),
): boolean => {
  if (!actor || isReversed(row)) return false;
  if (hasCapability(actor, 'savingGroups.reverse')) return true;
  if (!hasCapability(actor, 'savingGroups.manage')) return false;
  const recordedOn = kenyanDay(row.createdAt);
  return row.recordedBy === actor.username && recordedOn !== null && recordedOn === kenyanDay(now);
};

export type ReversalRequest =
  | { readonly ok: true; readonly url: string; readonly body: { readonly reason: string } }
  | { readonly ok: false; readonly message: string };

/** The request a reversal sends, or why the reason is refused ('Please give a reason of at least 3 characters'). */
export const reversalRequest = (kind: ReversalKind, id: number, values: unknown): ReversalRequest => {
  const parsed = reversePaymentSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'A reason is required' };
  return { ok: true, url: reverseUrl(kind, id), body: { reason: parsed.data.reason } };
};

/** 'Reversed by admin on Nov 26, 2026 10:05:00. Reason: Recorded twice'. */
export const reversalText = (reversal: Reversal): string =>
  `Reversed by ${reversal.reversedBy} on ${formatDateTime(reversal.reversedAt)}. Reason: ${reversal.reason}`;
