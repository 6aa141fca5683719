import type { Cents } from '../../shared/money';
import { allocateOldestFirst, type OwedMonth } from './allocate';
import type { PaidPart, PaidToChild } from './payment';

/**
 * The plans the command service carries out, one append for each (docs/domain/mobile-money.md): what a
 * payment received for a child pays, and what the child's credit pays when a month opens. Payment ids
 * come from the caller (the ids sequence), one per part.
 */

/** A child's money as the plans need it: their months with what each still owes. */
export interface ChildAccount {
  readonly participantId: number;
  readonly months: readonly OwedMonth[];
}

const withIds = (
  parts: readonly { contributionId: number; amount: Cents }[],
  nextPaymentId: () => number,
): PaidPart[] => parts.map((p) => ({ ...p, paymentId: nextPaymentId() }));

/** An amount received for a child: their outstanding months oldest first, the rest their credit. */
export const planPaymentToChild = (
  amount: Cents,
  child: ChildAccount,
  nextPaymentId: () => number,
): PaidToChild => {
  const { parts, left } = allocateOldestFirst(amount, child.months);
  return { participantId: child.participantId, parts: withIds(parts, nextPaymentId), credit: left };
};

/** What the child's credit pays of their outstanding months, oldest first (nothing when it is 0). */
export const planCreditApplication = (
  credit: Cents,
  child: ChildAccount,
  nextPaymentId: () => number,
): PaidPart[] => (credit > 0 ? withIds(allocateOldestFirst(credit, child.months).parts, nextPaymentId) : []);
