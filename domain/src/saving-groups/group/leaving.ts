import { businessDate } from '../../shared/dates';
import { msg, NotFoundError, RuleViolation } from '../../shared/errors';
import { formatMoney } from '../../shared/money';
import { recorderOf } from '../shared';
import type { RemoveMember } from './commands';
import { heldSavingsEntries } from './cycles';
import type { GroupEvent } from './events';
import { isLoanActive, owedOn } from './lending';
import { loanFund, type RegisteredGroup } from './state';

/**
 * A member leaving the group (docs/domain/saving-group-money.md, "A member leaving mid-cycle"). Under the
 * group's 'atClose' rule their money stays in the cycle and the share-out pays them with everyone. Under
 * 'savings' or 'share' they are paid now: the service works out the amount (their savings of the cycle,
 * or their share of the group's worth today) from the group's books, and this decider holds it to the
 * state: the savings are the member's savings of the open cycle; what they owe on loans is set off in
 * full against the amount (a debt larger than it is refused: the member repays the difference first);
 * the cash paid is no more than the loan fund holds; no close waits.
 */

/** The member's savings of the open cycle, net of reversals: what a payout on leaving hands back. */
export const openCycleSavingsOf = (state: RegisteredGroup, memberId: number): number =>
  heldSavingsEntries(state, memberId).reduce((sum, s) => sum + s.amount, 0);

/** The member's loans still owed, in loan order, with what each owes. */
export const debtsOf = (state: RegisteredGroup, memberId: number): { loanId: number; owed: number }[] =>
  Object.entries(state.loans)
    .filter(([, loan]) => loan.borrowerId === memberId && isLoanActive(loan))
    .map(([id, loan]) => ({ loanId: Number(id), owed: owedOn(loan) }))
    .sort((a, b) => a.loanId - b.loanId);

export const decideLeaving = (command: RemoveMember, state: RegisteredGroup): GroupEvent[] => {
  const { groupId } = state;
  const { memberId } = command.data;
  const member = state.members[memberId];
  if (!member) throw new NotFoundError('Member not found');
  if (!member.active) return [];
  const leftAt = command.metadata.now;
  const left: GroupEvent = { type: 'MemberLeft', data: { groupId, memberId, leftAt } };
  const rule = state.loanRules.leavingPayout ?? 'atClose';
  if (rule === 'atClose') return [left];
  const payout = command.data.payout;
  if (!payout || payout.rule !== rule)
    throw new RuleViolation('The payout of a leaving member must follow the group rule: try again');
  const proposal = state.closeProposal;
  if (proposal)
    throw new RuleViolation(
      msg`The close of cycle ${{ cycle: proposal.cycle }} on ${{ closeDate: proposal.closeDate }} awaits confirmation: a member paid out on leaving must wait until it is confirmed or rejected`,
    );
  const name = member.memberName;
  const savings = openCycleSavingsOf(state, memberId);
  if (payout.savings !== savings || (rule === 'savings' && payout.amount !== savings))
    throw new RuleViolation(msg`${{ name }}'s savings changed while the payout was worked out: try again`);
  if (!Number.isSafeInteger(payout.amount) || payout.amount < 0)
    throw new RuleViolation('Every payout must be a whole, non-negative amount');
  const debts = debtsOf(state, memberId);
  const debt = debts.reduce((sum, d) => sum + d.owed, 0);
  if (debt > payout.amount)
    throw new RuleViolation(
      msg`${{ name }} owes ${{ debt: formatMoney(debt) }} on loans, more than their payout of ${{ payout: formatMoney(payout.amount) }}: the difference of ${{ difference: formatMoney(debt - payout.amount) }} must be repaid before they leave`,
    );
  const setOffs = debts.map((d, i) => ({
    loanId: d.loanId,
    amount: d.owed,
    repaymentId: payout.repaymentIds[i] as number,
  }));
  const given = new Map(payout.setOffs.map((s) => [s.loanId, s.amount]));
  if (
    payout.repaymentIds.length !== debts.length ||
    new Set(payout.repaymentIds).size !== debts.length ||
    debts.some((d) => given.get(d.loanId) !== d.owed)
  )
    throw new RuleViolation(msg`${{ name }}'s loans changed while the payout was worked out: try again`);
  const cash = payout.amount - debt;
  const held = loanFund(state);
  if (cash > held)
    throw new RuleViolation(
      msg`The loan fund holds ${{ held: formatMoney(Math.max(0, held)) }} in cash: ${{ name }}'s payout of ${{ cash: formatMoney(cash) }} can be paid once loans are repaid`,
    );
  const paidOn = businessDate(leftAt);
  return [
    ...setOffs.map(
      (s): GroupEvent => ({
        type: 'RepaymentReceived',
        data: {
          groupId,
          repaymentId: s.repaymentId,
          loanId: s.loanId,
          amount: s.amount,
          paymentDate: paidOn,
        },
      }),
    ),
    {
      type: 'MemberPaidOut',
      data: {
        groupId,
        memberId,
        paidOn,
        rule,
        savings,
        amount: payout.amount,
        setOffs,
        recordedBy: recorderOf(command.metadata.actor),
      },
    },
    left,
  ];
};
