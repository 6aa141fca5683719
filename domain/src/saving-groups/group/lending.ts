import { valuesOf } from '../../shared/bucketed';
import { ConflictError, type Message, msg, NotFoundError, RuleViolation } from '../../shared/errors';
import { type Cents, formatMoney, MAX_CENTS } from '../../shared/money';
import { recorderOf } from '../shared';
import type { SetLoanRules } from './commands';
import type { GroupEvent, LateFineOf, LoanRules } from './events';
import type { LoanFacts, RegisteredGroup } from './state';

/** The group's loan rules: setting them, and holding a new loan to them. */

export const MAX_CEILING_MULTIPLE = 100;

/** What is still owed on a loan: its total (its principal for an old loan) less credits and write-offs. */
export const owedOn = (loan: LoanFacts): Cents =>
  (loan.totalAmount ?? loan.amount) - loan.credited - (loan.writtenOff ?? 0);

/** A loan is active until what was credited for it, or written off, covers its total. */
export const isLoanActive = (loan: LoanFacts): boolean => owedOn(loan) > 0;

/** The member's savings less those reversed: what the ceiling is a multiple of. */
export const netSavingsOf = (state: RegisteredGroup, memberId: number): Cents =>
  valuesOf(state.savings)
    .filter((s) => s.memberId === memberId && !s.reversed)
    .reduce((sum, s) => sum + s.amount, 0);

/**
 * multiple × savings, rounded down to the cent so a loan at exactly the ceiling passes and nothing above
 * it does; integers throughout (the multiple has at most two decimals).
 */
export const loanCeiling = (savings: Cents, multiple: number): Cents =>
  Number((BigInt(savings) * BigInt(Math.round(multiple * 100))) / 100n);

const sameRules = (a: LoanRules, b: LoanRules): boolean =>
  a.oneActiveLoan === b.oneActiveLoan &&
  a.ceilingMultiple === b.ceilingMultiple &&
  a.lateFinePerMonth === b.lateFinePerMonth &&
  (a.setOffAtShareOut ?? false) === (b.setOffAtShareOut ?? false) &&
  (a.leavingPayout ?? 'atClose') === (b.leavingPayout ?? 'atClose');

export const decideLoanRules = (command: SetLoanRules, state: RegisteredGroup): GroupEvent[] => {
  const { oneActiveLoan, ceilingMultiple, lateFinePerMonth } = command.data;
  if (ceilingMultiple !== null) {
    if (!Number.isFinite(ceilingMultiple) || ceilingMultiple <= 0)
      throw new RuleViolation('The loan ceiling must be a positive multiple of savings');
    if (ceilingMultiple > MAX_CEILING_MULTIPLE)
      throw new RuleViolation(
        msg`The loan ceiling must be at most ${{ max: MAX_CEILING_MULTIPLE }} times savings`,
      );
    if (Math.round(ceilingMultiple * 100) / 100 !== ceilingMultiple)
      throw new RuleViolation('The loan ceiling has at most two decimals');
  }
  if (lateFinePerMonth !== null && !(Number.isSafeInteger(lateFinePerMonth) && lateFinePerMonth > 0))
    throw new RuleViolation('The late fine must be a positive amount');
  if (lateFinePerMonth !== null && lateFinePerMonth > MAX_CENTS)
    throw new RuleViolation('The late fine is too large');
  const setOffAtShareOut = command.data.setOffAtShareOut ?? state.loanRules.setOffAtShareOut ?? false;
  const leavingPayout = command.data.leavingPayout ?? state.loanRules.leavingPayout ?? 'atClose';
  const rules: LoanRules = {
    oneActiveLoan,
    ceilingMultiple,
    lateFinePerMonth,
    setOffAtShareOut,
    leavingPayout,
  };
  // setting the same rules again is no new version
  if (sameRules(rules, state.loanRules)) return [];
  const previousVersion = state.loanRules.version;
  return [
    {
      type: 'LoanRulesSet',
      data: {
        groupId: state.groupId,
        version: previousVersion + 1,
        previousVersion,
        ...rules,
        recordedBy: recorderOf(command.metadata.actor),
      },
    },
  ];
};

/** The refusal of a second loan, naming the member by name and number so the facilitator knows whom. */
const oneLoanAtATime = (state: RegisteredGroup, memberId: number): Message => {
  const member = state.members[memberId];
  return member
    ? msg`${{ memberName: member.memberName }} (member ${{ memberNumber: member.memberNumber }}) already has an active loan; this group allows one at a time`
    : msg`Member ${{ memberId }} already has an active loan; this group allows one at a time`;
};

/** The rules a new loan of `amount` to `borrowerId` must pass, on the group's current state. */
export const assertLoanRules = (state: RegisteredGroup, borrowerId: number, amount: Cents): void => {
  const { oneActiveLoan, ceilingMultiple } = state.loanRules;
  if (oneActiveLoan && Object.values(state.loans).some((l) => l.borrowerId === borrowerId && isLoanActive(l)))
    throw new RuleViolation(oneLoanAtATime(state, borrowerId));
  if (ceilingMultiple !== null) {
    const ceiling = loanCeiling(netSavingsOf(state, borrowerId), ceilingMultiple);
    if (amount > ceiling)
      throw new RuleViolation(
        msg`The loan is above this member's ceiling of ${{ ceiling: formatMoney(ceiling) }} (${{ multiple: ceilingMultiple }} × savings)`,
      );
  }
};

/**
 * A penalty given as a late fine names the loan and overdue month it fines: the fine goes to the borrower,
 * while the group has a late fine, and once per loan and month (a reversed fine may be given again).
 * Which months are overdue is the read side's list; the facilitator confirms each.
 */
export const assertLateFine = (state: RegisteredGroup, memberId: number, fine: LateFineOf): void => {
  const loan = state.loans[fine.loanId];
  if (!loan) throw new NotFoundError('Loan not found in this group');
  if (loan.borrowerId !== memberId)
    throw new RuleViolation('A late fine is given to the borrower of the loan');
  if (!Number.isInteger(fine.month) || fine.month < 1)
    throw new RuleViolation('The month of a late fine is a whole number from 1');
  if (state.loanRules.lateFinePerMonth === null) throw new RuleViolation('This group has no late fine');
  const given = Object.values(state.penalties).some(
    (p) => !p.reversed && p.lateFine?.loanId === fine.loanId && p.lateFine.month === fine.month,
  );
  if (given)
    throw new ConflictError(
      msg`Loan ${{ loanId: fine.loanId }} already has its late fine for month ${{ month: fine.month }}`,
    );
};
