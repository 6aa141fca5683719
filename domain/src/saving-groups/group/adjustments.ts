import { getEntry } from '../../shared/bucketed';
import { businessDate } from '../../shared/dates';
import { ConflictError, msg, NotFoundError, RuleViolation } from '../../shared/errors';
import { formatMoney } from '../../shared/money';
import { recorderOf } from '../shared';
import { assertMemberDate } from './collections';
import type { AdjustSavings } from './commands';
import { heldSavingsEntries, isInClosedCycle, savingsStayPositive } from './cycles';
import type { GroupEvent } from './events';
import { type GroupEntry, isActiveMember, type RegisteredGroup } from './state';

/**
 * An adjustment of a member's savings in the open cycle: the correction of a closed cycle's entry
 * (docs/domain/saving-group-money.md, Corrections). Refused for a member who left, for a zero amount, for
 * a date the open cycle does not hold, and when it would take the member's savings below zero on any day;
 * a closed cycle's saving it names must be that member's and of a closed cycle.
 */
export const decideAdjustment = (command: AdjustSavings, state: RegisteredGroup): GroupEvent[] => {
  const { adjustmentId, memberId, amount, adjustmentDate, reason, correctsSavingId } = command.data;
  const { now } = command.metadata;
  if (state.adjustments?.[adjustmentId]) throw new ConflictError('This adjustment already exists');
  if (!isActiveMember(state, memberId))
    throw new RuleViolation("Only an active member's savings can be adjusted");
  if (amount === 0 || !Number.isSafeInteger(amount)) throw new RuleViolation('An adjustment cannot be zero');
  assertMemberDate(state, memberId, adjustmentDate, 'adjustment', now);
  if (correctsSavingId !== null) {
    const saving = getEntry(state.savings, correctsSavingId);
    if (!saving || saving.memberId !== memberId)
      throw new NotFoundError("The saving it corrects is not one of this member's savings");
    if (!isInClosedCycle(state, saving))
      throw new RuleViolation('That saving belongs to the open cycle: reverse it instead of adjusting');
  }
  if (amount < 0 && !savingsStayPositive(state, memberId, { add: { amount, dated: adjustmentDate } })) {
    const held = heldSavingsEntries(state, memberId)
      .filter((e) => e.dated <= adjustmentDate)
      .reduce((sum, e) => sum + e.amount, 0);
    throw new RuleViolation(
      msg`The member's savings this cycle are ${{ held: formatMoney(Math.max(0, held)) }} on ${{ date: adjustmentDate }}: an adjustment cannot take them below zero`,
    );
  }
  return [
    {
      type: 'SavingsAdjusted',
      data: {
        groupId: state.groupId,
        adjustmentId,
        memberId,
        amount,
        adjustmentDate,
        reason,
        correctsSavingId,
        recordedBy: recorderOf(command.metadata.actor),
        recordedOn: businessDate(now),
      },
    },
  ];
};
