import { msg, RuleViolation } from '../shared/errors';
import { type Cents, formatMoney } from '../shared/money';

/**
 * The share-out at the close of a group's cycle: what there is to share, and each member's
 * part of it, exact to the cent. Pure and integer throughout (BigInt where a product can pass 2^53).
 *
 * What there is to share is the cash of the loan fund, less what the group keeps back:
 *
 *   cash         = savings + repayments received + penalties paid + fees paid − principal disbursed
 *                  − share-outs paid at earlier closes
 *   distributable = cash − kept back
 *
 * Savings-group practice states it as savings + service charges earned + penalties and fees − write-offs − kept back.
 * The two agree once every loan is settled, carried into the next cycle or written off (what the close
 * screen's blockers ask for):
 *
 *   principal repaid = principal disbursed − principal of carried loans still owed − principal written off
 *   service charges  = repayments received − principal repaid
 *   cash             = savings + service charges + penalties and fees − write-offs − carried principal
 *
 * So the carried loans' principal is the one term that formula leaves implicit: a loan carried into
 * the next cycle stays owed to the group, and what is owed is not cash to share; it is kept back in the
 * loan, as the emergency fund is kept back in its own fund. The emergency fund has its own streams (its
 * contributions were never savings and never entered the loan fund), so it carries over whole and is not
 * subtracted here: `keptBack` is only cash of the loan fund the group decides to keep for the next cycle.
 *
 * Which part of a repayment is principal: a repayment repays the principal first, and only what is repaid
 * above the principal is service charge (`principalOutstanding`). A charge is thus counted as earned once
 * the money lent has come back, never on a loan that may yet not be repaid in full.
 */

export interface FundFigures {
  /** Members' savings, net of reversals. */
  readonly savings: Cents;
  /** Every repayment, principal and service charge, net of reversals. */
  readonly repaymentsReceived: Cents;
  readonly principalDisbursed: Cents;
  readonly penaltiesPaid: Cents;
  readonly feesPaid: Cents;
  /** Principal still owed on the loans carried into the next cycle (see `principalOutstanding`). */
  readonly carriedPrincipal: Cents;
  /** Principal written off: lent and never to come back. */
  readonly writeOffs: Cents;
  /** Cash of the loan fund the group keeps for the next cycle by decision (0 when it keeps none). */
  readonly keptBack: Cents;
  /**
   * Share-outs of earlier cycles (0 in cycle 1): the other figures are the books since registration, so
   * what earlier closes paid out of them is cash no longer in the fund.
   */
  readonly paidOut?: Cents;
}

export interface ShareOutFund {
  /** The loan fund's cash: savings + repayments + penalties + fees − principal disbursed. */
  readonly cash: Cents;
  readonly savings: Cents;
  /** Repayments received − principal repaid. */
  readonly serviceCharges: Cents;
  readonly penaltiesAndFees: Cents;
  readonly writeOffs: Cents;
  readonly carriedLoans: Cents;
  readonly keptBack: Cents;
  readonly paidOut: Cents;
  /** savings + service charges + penalties and fees − write-offs − carried loans − paid out − kept back = cash − kept back */
  readonly distributable: Cents;
}

const assertCents = (figures: object): void => {
  for (const [name, value] of Object.entries(figures))
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${name} must be a whole, non-negative number of cents (got ${value})`);
};

/** Principal still owed on one loan, repayments counting towards the principal first. */
export const principalOutstanding = (principal: Cents, repaid: Cents): Cents =>
  Math.max(0, principal - repaid);

/** What there is to share out, and its parts (see the definitions above). */
export const distributableFund = (figures: FundFigures): ShareOutFund => {
  assertCents(figures);
  const { savings, repaymentsReceived, principalDisbursed, carriedPrincipal, writeOffs, keptBack } = figures;
  const penaltiesAndFees = figures.penaltiesPaid + figures.feesPaid;
  const principalRepaid = principalDisbursed - carriedPrincipal - writeOffs;
  if (principalRepaid < 0)
    throw new RuleViolation(
      msg`Loans carried (${{ carried: formatMoney(carriedPrincipal) }}) and written off (${{ writtenOff: formatMoney(writeOffs) }}) exceed the principal lent (${{ lent: formatMoney(principalDisbursed) }})`,
    );
  const serviceCharges = repaymentsReceived - principalRepaid;
  if (serviceCharges < 0)
    throw new RuleViolation(
      msg`Repayments received (${{ received: formatMoney(repaymentsReceived) }}) are less than the principal counted as repaid (${{ repaid: formatMoney(principalRepaid) }}): every loan still owed must be carried into the next cycle or written off`,
    );
  const paidOut = figures.paidOut ?? 0;
  const cash = savings + repaymentsReceived + penaltiesAndFees - principalDisbursed - paidOut;
  const distributable = cash - keptBack;
  if (distributable < 0)
    throw new RuleViolation(
      msg`The fund to share out is negative (${{ fund: formatMoney(distributable) }}): the loan fund holds ${{ cash: formatMoney(cash) }} and ${{ keptBack: formatMoney(keptBack) }} is kept back, so the group owes more than it holds`,
    );
  return {
    cash,
    savings,
    serviceCharges,
    penaltiesAndFees,
    writeOffs,
    carriedLoans: carriedPrincipal,
    keptBack,
    paidOut,
    distributable,
  };
};

export const SHARE_OUT_WEIGHTINGS = ['amount', 'time'] as const;
export type ShareOutWeighting = (typeof SHARE_OUT_WEIGHTINGS)[number];

export interface ShareOutSaving {
  readonly amount: Cents;
  /** The saving's business date, 'YYYY-MM-DD'. */
  readonly savingDate: string;
  /** A reversed saving weighs nothing (its money left the fund with the reversal). */
  readonly reversed?: boolean;
  /** An adjustment of the member's savings (the correction of a closed cycle's entry): its amount is signed. */
  readonly adjustment?: boolean;
}

export interface ShareOutMember {
  readonly memberId: number;
  readonly memberNumber: string;
  readonly savings: readonly ShareOutSaving[];
}

export interface ShareOutOptions {
  readonly weighting: ShareOutWeighting;
  /** The cycle's close date, 'YYYY-MM-DD'. */
  readonly closeDate: string;
}

export interface MemberPayout {
  readonly memberId: number;
  readonly memberNumber: string;
  /** Net savings (reversed ones left out). */
  readonly savings: Cents;
  /** 'amount': cents saved; 'time': Σ cents × days held (what the profit is shared by). */
  readonly weight: bigint;
  readonly payout: Cents;
  /** payout − savings: the member's share of the profit (negative: of a loss). */
  readonly profit: Cents;
}

const DAY_MS = 86_400_000;

/**
 * Days a saving was held by the close: both the saving's day and the close day count, so a saving made
 * on the close day holds 1 day (it was in the fund that day) and every saving weighs something.
 */
export const daysHeld = (savingDate: string, closeDate: string): number => {
  const days = Math.round(
    (Date.parse(`${closeDate}T00:00:00Z`) - Date.parse(`${savingDate}T00:00:00Z`)) / DAY_MS,
  );
  if (!Number.isSafeInteger(days)) throw new RangeError(`Not a date pair: ${savingDate}, ${closeDate}`);
  if (days < 0)
    throw new RuleViolation(
      msg`A saving dated ${{ savingDate }} is after the close date ${{ closeDate }}: it is not in this cycle`,
    );
  return days + 1;
};

/**
 * Member numbers in order: as numbers when both are digits (so 9 comes before 10), otherwise as text
 * (code points, the same on every machine); '01' and '1', equal as numbers, compare as text.
 */
export const compareMemberNumbers = (a: string, b: string): number => {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const [x, y] = [BigInt(a), BigInt(b)];
    if (x !== y) return x < y ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
};

const weightOf = (member: ShareOutMember, options: ShareOutOptions): { savings: Cents; weight: bigint } => {
  let savings = 0;
  let weight = 0n;
  for (const saving of member.savings) {
    if (saving.reversed) continue;
    if (!Number.isSafeInteger(saving.amount) || (saving.amount < 0 && !saving.adjustment))
      throw new RangeError(`A saving must be a whole, non-negative number of cents (got ${saving.amount})`);
    const days = daysHeld(saving.savingDate, options.closeDate);
    savings += saving.amount;
    weight += BigInt(saving.amount) * (options.weighting === 'time' ? BigInt(days) : 1n);
  }
  // the decider keeps a member's savings at or above zero on every day, so neither sum can be negative
  if (savings < 0 || weight < 0n)
    throw new RangeError(`Member ${member.memberNumber}'s savings are below zero: ${savings} cents`);
  return { savings, weight };
};

/**
 * `total` shared in proportion to the weights, exact to the cent by the largest-remainder method: every
 * share first gets its whole cents (rounded down); the cents left over, fewer than the shares, go one each
 * to the shares that lost the most in rounding down (the largest remainders), equal remainders in
 * member-number order. The shares add up to the total exactly; a zero weight gets nothing.
 */
const largestRemainder = (
  total: Cents,
  shares: readonly { member: ShareOutMember; weight: bigint }[],
): bigint[] => {
  const sum = shares.reduce((s, x) => s + x.weight, 0n);
  if (total === 0 || sum === 0n) return shares.map(() => 0n);
  const parts = shares.map((x, index) => {
    const product = x.weight * BigInt(total);
    return { index, member: x.member, cents: product / sum, remainder: product % sum };
  });
  let leftover = BigInt(total) - parts.reduce((s, p) => s + p.cents, 0n);
  const order = [...parts].sort(
    (a, b) =>
      (a.remainder === b.remainder ? 0 : a.remainder > b.remainder ? -1 : 1) ||
      compareMemberNumbers(a.member.memberNumber, b.member.memberNumber) ||
      a.member.memberId - b.member.memberId,
  );
  for (const part of order) {
    if (leftover === 0n) break;
    part.cents += 1n;
    leftover -= 1n;
  }
  return parts.map((p) => p.cents);
};

/**
 * Each member's payout, exact to the cent, by one of two methods (docs/domain/saving-group-money.md):
 *
 * - 'amount' (by savings): the fund in proportion to each member's savings of the cycle,
 *   payout = fund × savings ÷ all savings.
 * - 'time' (by savings and time held): each member first gets their own savings back, and only the profit
 *   (fund − all savings) is shared in proportion to Σ amount × days held,
 *   payout = savings + profit × weight ÷ all weights. Weighting the whole fund by time would move one
 *   member's savings to another (a member who saved early would take part of a late saver's own money).
 *   When the fund is less than the savings (a loss), the loss is shared by savings, as by 'amount':
 *   weighting a loss by time would charge most to whoever saved longest, even below zero.
 *
 * A member with no savings (net of reversals) gets 0. When the fund is 0, or no member has savings, every
 * payout is 0: with no savings to weigh it by, a fund is not shared (the close must decide what to do
 * with it), and the payouts then add up to 0, not to the fund. A negative fund is refused.
 */
export const shareOut = (
  members: readonly ShareOutMember[],
  fund: Cents,
  options: ShareOutOptions,
): MemberPayout[] => {
  if (!Number.isSafeInteger(fund)) throw new RangeError(`The fund must be whole cents (got ${fund})`);
  if (fund < 0)
    throw new RuleViolation(
      msg`The fund to share out is negative (${{ fund: formatMoney(fund) }}): the group owes more than it holds`,
    );
  const weighed = members.map((m) => ({ member: m, ...weightOf(m, options) }));
  const saved = weighed.reduce((sum, w) => sum + w.savings, 0);
  const payouts =
    options.weighting === 'time' && fund >= saved
      ? largestRemainder(fund - saved, weighed).map((profit, i) => BigInt(weighed[i]!.savings) + profit)
      : largestRemainder(
          saved === 0 ? 0 : fund,
          weighed.map((w) => ({ member: w.member, weight: BigInt(w.savings) })),
        );
  return weighed.map(({ member, savings, weight }, i) => {
    const payout = saved === 0 ? 0 : Number(payouts[i]);
    return {
      memberId: member.memberId,
      memberNumber: member.memberNumber,
      savings,
      weight,
      payout,
      profit: payout - savings,
    };
  });
};
