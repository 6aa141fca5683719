import { type Actor, hasCapability } from '@pm/domain/access/policy';
import { reversePaymentSchema } from '@pm/domain/participants/schemas';
import { businessDate } from '@pm/domain/shared/dates';
import { t, tKey } from '@/i18n';
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

/** A kind's texts, in English (marked with tKey): translate each with `t(…)` where it is shown. */
interface KindText {
  /** The list's URL; the reversal is POST {path}/{id}/reverse. */
  readonly path: string;
  readonly success: string;
  readonly failure: string;
  /** The dialog's title: 'Reverse this saving'. */
  readonly title: string;
  /** What happens to the entry: 'The saving stays in the list, …'. */
  readonly stays: string;
  /** The row's button, named for the member: 'Reverse the saving of {{name}}'. */
  readonly action: string;
}

export const REVERSALS: Readonly<Record<ReversalKind, KindText>> = {
  saving: {
    path: '/api/group-savings',
    success: tKey('Saving reversed'),
    failure: tKey('Failed to reverse saving'),
    title: tKey('Reverse this saving'),
    stays: tKey('The saving stays in the list, marked as reversed, and no longer counts in any total.'),
    action: tKey('Reverse the saving of {{name}}'),
  },
  repayment: {
    path: '/api/loan-repayments',
    success: tKey('Repayment reversed'),
    failure: tKey('Failed to reverse repayment'),
    title: tKey('Reverse this repayment'),
    stays: tKey('The repayment stays in the list, marked as reversed, and no longer counts in any total.'),
    action: tKey('Reverse the repayment of {{name}}'),
  },
  penalty: {
    path: '/api/member-penalties',
    success: tKey('Penalty reversed'),
    failure: tKey('Failed to reverse penalty'),
    title: tKey('Reverse this penalty'),
    stays: tKey('The penalty stays in the list, marked as reversed, and no longer counts in any total.'),
    action: tKey('Reverse the penalty of {{name}}'),
  },
  feePayment: {
    path: '/api/member-registration-fee-payments',
    success: tKey('Registration fee payment reversed'),
    failure: tKey('Failed to reverse registration fee payment'),
    title: tKey('Reverse this registration fee payment'),
    stays: tKey(
      'The registration fee payment stays in the list, marked as reversed, and no longer counts in any total.',
    ),
    action: tKey('Reverse the registration fee payment of {{name}}'),
  },
  emergencyContribution: {
    path: '/api/emergency-contributions',
    success: tKey('Emergency contribution reversed'),
    failure: tKey('Failed to reverse emergency contribution'),
    title: tKey('Reverse this emergency contribution'),
    stays: tKey(
      'The emergency contribution stays in the list, marked as reversed, and no longer counts in any total.',
    ),
    action: tKey('Reverse the emergency contribution of {{name}}'),
  },
};

/** POST /api/group-savings/12/reverse. */
export const reverseUrl = (kind: ReversalKind, id: number): string => `${REVERSALS[kind].path}/${id}/reverse`;

/** What each reversal does to the totals, in words a facilitator reads before confirming (English: `t(…)` it). */
export const REVERSAL_EFFECTS: Readonly<Record<ReversalKind, string>> = {
  saving: tKey("The member's savings, the meeting's total and the loan fund go down by this amount."),
  repayment: tKey(
    'The loan owes this amount again (a completed loan becomes active again) and the loan fund goes down by it.',
  ),
  penalty: tKey('The member no longer owes this penalty, and whatever was paid of it leaves the loan fund.'),
  feePayment: tKey('The member owes the registration fee again and the loan fund goes down by this amount.'),
  emergencyContribution: tKey("The emergency fund's balance goes down by this amount."),
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
  t('Reversed by {{who}} on {{when}}. Reason: {{reason}}', {
    who: reversal.reversedBy,
    when: formatDateTime(reversal.reversedAt),
    reason: reversal.reason,
  });
