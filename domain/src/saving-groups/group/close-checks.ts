import { msg, RuleViolation } from '../../shared/errors';
import { formatMoney } from '../../shared/money';
import type { CloseDecision, CloseSetOff } from './cycle-events';
import { isLoanActive, owedOn } from './lending';
import { loanFund, type RegisteredGroup } from './state';

/**
 * The checks of a close's money, made when it is proposed: every loan settled or carried, the set-offs,
 * the payouts against the fund, and the fund against the cash the group holds. Those an entry recorded
 * since can break (a loan lent or repaid) are made again when it is confirmed.
 */

const activeLoanIds = (state: RegisteredGroup): number[] =>
  Object.entries(state.loans)
    .filter(([, loan]) => isLoanActive(loan))
    .map(([id]) => Number(id))
    .sort((a, b) => a - b);

/** What the set-offs settle of each loan. */
export const setOffByLoan = (setOffs: readonly CloseSetOff[] = []): Map<number, number> => {
  const by = new Map<number, number>();
  for (const s of setOffs) by.set(s.loanId, (by.get(s.loanId) ?? 0) + s.amount);
  return by;
};

/**
 * Every loan still owed must be carried by decision or settled in full by a set-off (settling it is the
 * other way out).
 */
export const assertLoansDecided = (
  state: RegisteredGroup,
  carriedLoanIds: readonly number[],
  setOffs?: readonly CloseSetOff[],
): void => {
  const settled = setOffByLoan(setOffs);
  for (const loanId of activeLoanIds(state)) {
    const loan = state.loans[loanId];
    const settledInFull = loan !== undefined && settled.get(loanId) === owedOn(loan);
    if (!carriedLoanIds.includes(loanId) && !settledInFull)
      throw new RuleViolation(
        msg`Loan ${{ loanId }} is still owed: settle it or carry it into the next cycle`,
      );
  }
};

/**
 * Each set-off settles a loan its member still owes, no more than it owes now (a repayment recorded after
 * the close date makes it owe less than on that date: the close must be proposed again), and no member's
 * set-offs take more than their payout.
 */
export const assertSetOffs = (state: RegisteredGroup, decision: CloseDecision): void => {
  const setOffs = decision.setOffs ?? [];
  if (setOffs.length > 0 && !decision.setOffDebts)
    throw new RuleViolation('Set-offs are given but this close does not set debts off');
  for (const [loanId, amount] of setOffByLoan(setOffs)) {
    const loan = state.loans[loanId];
    const owed = loan ? owedOn(loan) : 0;
    if (!loan || !isLoanActive(loan) || amount <= 0 || !Number.isSafeInteger(amount))
      throw new RuleViolation(msg`Loan ${{ loanId }} is not owed to this group: there is nothing to set off`);
    if (amount > owed)
      throw new RuleViolation(
        msg`Loan ${{ loanId }} now owes ${{ owed: formatMoney(owed) }}, less than the ${{ setOff: formatMoney(amount) }} to set off against the share-out: it was repaid after the close date, so the close must be proposed again`,
      );
  }
  const payoutOf = new Map(decision.payouts.map((p) => [p.memberId, p.amount]));
  const takenOf = new Map<number, number>();
  for (const s of setOffs) {
    if (state.loans[s.loanId]?.borrowerId !== s.memberId)
      throw new RuleViolation(
        msg`Loan ${{ loanId: s.loanId }} is not owed by member ${{ memberId: s.memberId }}`,
      );
    takenOf.set(s.memberId, (takenOf.get(s.memberId) ?? 0) + s.amount);
  }
  for (const [memberId, taken] of takenOf)
    if (taken > (payoutOf.get(memberId) ?? 0))
      throw new RuleViolation(
        msg`Member ${{ memberId }}'s set-offs (${{ setOff: formatMoney(taken) }}) are more than their payout`,
      );
};

const setOffTotal = (setOffs: readonly CloseSetOff[] = []): number =>
  setOffs.reduce((sum, s) => sum + s.amount, 0);

/**
 * The fund cannot pay out more cash than the loan fund holds now: the cash that leaves is the payouts less
 * what is set off against them (that part settles loans and stays in the fund).
 */
export const assertFundHeld = (
  state: RegisteredGroup,
  decision: { fund: number; closeDate: string; setOffs?: readonly CloseSetOff[] },
): void => {
  const held = loanFund(state);
  const cash = decision.fund - setOffTotal(decision.setOffs);
  if (cash <= held) return;
  // what makes the difference: money lent out of the fund after the close date (the fund is the cash on
  // that date; a loan dated later took some of it out since)
  const later = Object.entries(state.loans)
    .filter(([, loan]) => loan.dated !== undefined && loan.dated > decision.closeDate)
    .map(([id]) => Number(id))
    .sort((a, b) => a - b);
  if (later.length > 0)
    throw new RuleViolation(
      msg`The fund to share out (${{ fund: formatMoney(cash) }}) is more than the loan fund holds now (${{ held: formatMoney(Math.max(0, held)) }}): loans ${{ loans: later.join(', ') }} were lent after ${{ closeDate: decision.closeDate }} out of the money the close would share; close on a later date, or when they are repaid`,
    );
  throw new RuleViolation(
    msg`The fund to share out (${{ fund: formatMoney(cash) }}) is more than the loan fund holds (${{ held: formatMoney(Math.max(0, held)) }})`,
  );
};

/** One fresh repayment id per set-off, from the service. */
export const assertRepaymentIds = (
  setOffs: readonly CloseSetOff[] = [],
  ids: readonly number[] = [],
): void => {
  if (ids.length !== setOffs.length || new Set(ids).size !== ids.length)
    throw new RuleViolation('Each set-off needs its own repayment id');
};

/** Every loan carried is still owed, and every penalty still unpaid is carried (it stays owed). */
export const assertCarried = (state: RegisteredGroup, d: CloseDecision): void => {
  const active = activeLoanIds(state);
  for (const loanId of d.carriedLoanIds)
    if (!active.includes(loanId))
      throw new RuleViolation(msg`Loan ${{ loanId }} is not owed to this group: there is nothing to carry`);
  for (const [id, penalty] of Object.entries(state.penalties))
    if (!penalty.reversed && penalty.paidAmount === 0 && !d.carriedPenaltyIds.includes(Number(id)))
      throw new RuleViolation(
        msg`Penalty ${{ penaltyId: id }} is unpaid: record its payment, reverse it or carry it into the next cycle`,
      );
};

/** Each member of the group is paid once, a whole, non-negative amount, and the payouts add up to the fund. */
export const assertPayouts = (state: RegisteredGroup, d: CloseDecision): void => {
  const seen = new Set<number>();
  for (const payout of d.payouts) {
    if (!state.members[payout.memberId] || seen.has(payout.memberId))
      throw new RuleViolation(
        msg`Member ${{ memberId: payout.memberId }} is not a member of this group, or is paid twice`,
      );
    if (!Number.isSafeInteger(payout.amount) || payout.amount < 0)
      throw new RuleViolation('Every payout must be a whole, non-negative amount');
    seen.add(payout.memberId);
  }
  const total = d.payouts.reduce((sum, p) => sum + p.amount, 0);
  if (total !== d.fund)
    throw new RuleViolation(
      msg`The payouts add up to ${{ total: formatMoney(total) }}, not the fund's ${{ fund: formatMoney(d.fund) }}`,
    );
};
