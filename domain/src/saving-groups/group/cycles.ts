import type { Recorder } from '../../contributions/contribution/events';
import { valuesOf } from '../../shared/bucketed';
import { businessDate } from '../../shared/dates';
import { ConflictError, ForbiddenError, msg, RuleViolation } from '../../shared/errors';
import { type CommandHandlers, decideBy } from '../../shared/handlers';
import { isSamePerson, recorderOf } from '../shared';
import {
  assertCarried,
  assertFundHeld,
  assertLoansDecided,
  assertPayouts,
  assertRepaymentIds,
  assertSetOffs,
  setOffByLoan,
} from './close-checks';
import type { ConfirmCycleClose, ProposeCycleClose, RejectCycleClose } from './commands';
import type { CarriedLoan, CloseDecision } from './cycle-events';
import { nextCycleStart } from './cycle-state';
import type { GroupEvent } from './events';
import { isLoanActive, owedOn } from './lending';
import type { GroupEntry, RegisteredGroup } from './state';

/** The close of a cycle: proposed by one person, confirmed or rejected by another. */
export type CycleCommand = ProposeCycleClose | ConfirmCycleClose | RejectCycleClose;

/**
 * Cycles by business date (docs/domain/saving-group-money.md): an entry belongs to the cycle whose dates
 * contain its date. A closed cycle is read-only: an entry dated before its close date is refused; one dated
 * on the close date and recorded after the confirmation belongs to the next cycle (the share-out meeting
 * often starts the next cycle). While a close waits for its confirmation, entries dated on or before its
 * close date wait too (they would change the fund its payouts were computed from); later ones are taken.
 */
export const assertOpenDate = (state: RegisteredGroup, date: string): void => {
  const closed = state.closedThrough;
  if (closed && date < closed.closeDate)
    throw new RuleViolation(
      msg`Cycle ${{ cycle: closed.cycle }} is closed: entries dated before ${{ closeDate: closed.closeDate }} belong to it`,
    );
  assertNotAwaited(state, date);
};

/** Entries dated on or before a close that waits for its confirmation wait too. */
const assertNotAwaited = (state: RegisteredGroup, date: string): void => {
  const proposal = state.closeProposal;
  if (proposal && date <= proposal.closeDate)
    throw new RuleViolation(
      msg`The close of cycle ${{ cycle: proposal.cycle }} on ${{ closeDate: proposal.closeDate }} awaits confirmation: entries dated on or before it wait until it is confirmed or rejected`,
    );
};

/**
 * Whether a recorded entry belongs to a closed cycle: dated before the last close date, or on it and
 * recorded while that cycle was still open (`cycle`, the cycle open when it was recorded; an entry stored
 * before that was kept is taken as recorded before the close, as the rules then required).
 */
export const isInClosedCycle = (
  state: RegisteredGroup,
  entry: { dated: string; cycle?: number },
): boolean => {
  const closed = state.closedThrough;
  if (!closed) return false;
  return (
    entry.dated < closed.closeDate || (entry.dated === closed.closeDate && (entry.cycle ?? 0) <= closed.cycle)
  );
};

/**
 * What members' savings of the open cycle are made of: their savings and the adjustments of their savings
 * (signed), leaving out what was reversed or handed back to a member who left. Share-out, leaving payouts
 * and the close's count of savings shared all start from it.
 */
export const heldSavingsEntries = (state: RegisteredGroup, memberId?: number): GroupEntry[] =>
  [...valuesOf(state.savings), ...Object.values(state.adjustments ?? {})].filter(
    (e) =>
      (memberId === undefined || e.memberId === memberId) &&
      !e.reversed &&
      !e.paidOutOnLeaving &&
      !isInClosedCycle(state, e),
  );

/**
 * The lowest a member's savings of the open cycle stand on any day, counted by date, once `change` is made
 * (an entry left out, or an adjustment added); `after`: counting only the entries dated after that day
 * (what the next cycle keeps of them once a close on that day is confirmed).
 */
export const lowestSavings = (
  state: RegisteredGroup,
  memberId: number,
  change: { without?: GroupEntry; add?: { amount: number; dated: string } },
  after?: string,
): number => {
  const dated = heldSavingsEntries(state, memberId)
    .filter((e) => e !== change.without)
    .map((e) => ({ amount: e.amount, dated: e.dated }));
  if (change.add) dated.push(change.add);
  const counted = dated
    .filter((e) => after === undefined || e.dated > after)
    .sort((a, b) => (a.dated < b.dated ? -1 : a.dated > b.dated ? 1 : 0));
  let lowest = 0;
  let sum = 0;
  counted.forEach((e, i) => {
    sum += e.amount;
    // the balance of a day counts all of that day's entries
    if (i === counted.length - 1 || counted[i + 1]!.dated !== e.dated) lowest = Math.min(lowest, sum);
  });
  return lowest;
};

/**
 * A member's savings are never below zero on any day (docs/domain/saving-group-money.md, Corrections),
 * so no payout or time weight can be: in the open cycle as it stands, and, while a close waits, in what
 * the next cycle keeps (the entries dated after its close date).
 */
export const savingsStayPositive = (
  state: RegisteredGroup,
  memberId: number,
  change: { without?: GroupEntry; add?: { amount: number; dated: string } },
): boolean =>
  lowestSavings(state, memberId, change) >= 0 &&
  (state.closeProposal === null ||
    lowestSavings(state, memberId, change, state.closeProposal.closeDate) >= 0);

/**
 * A recorded entry may still be corrected (reversed) while it belongs to the open cycle and no waiting
 * close counted it; an entry of a closed cycle stays as its share-out paid it.
 */
export const assertOpenEntry = (state: RegisteredGroup, entry: { dated: string; cycle?: number }): void => {
  const closed = state.closedThrough;
  if (closed && isInClosedCycle(state, entry))
    throw new RuleViolation(
      msg`This entry belongs to cycle ${{ cycle: closed.cycle }}, which is closed: its share-out was paid with it`,
    );
  assertNotAwaited(state, entry.dated);
};

const assertDecidable = (state: RegisteredGroup, cycle: number, actor: Recorder, verb: string) => {
  const proposal = state.closeProposal;
  if (state.closedThrough && cycle <= state.closedThrough.cycle)
    throw new ConflictError(msg`Cycle ${{ cycle }} is already closed`);
  if (!proposal || proposal.cycle !== cycle)
    throw new RuleViolation(msg`No close of cycle ${{ cycle }} awaits confirmation`);
  if (isSamePerson(proposal.proposedBy, actor))
    throw new ForbiddenError(`The share-out must be ${verb} by someone other than who proposed it`);
  return proposal;
};

type Proposal = CloseDecision & { cycle: number; proposedBy: Recorder };

/**
 * The close confirmed: each set-off is repaid into its loan on the close date (before the close, so it
 * belongs to the closed cycle), the payouts leave the fund, the loans carried are named with what they
 * still owe after their set-off.
 */
const closed = (
  state: RegisteredGroup,
  proposal: Proposal,
  actor: Recorder,
  today: string,
  repaymentIds: readonly number[] = [],
): GroupEvent[] => {
  const { groupId } = state;
  const setOffs = (proposal.setOffs ?? []).map((s, i) => ({ ...s, repaymentId: repaymentIds[i] as number }));
  const settled = setOffByLoan(setOffs);
  const carriedLoans: CarriedLoan[] = proposal.carriedLoanIds.flatMap((loanId) => {
    const loan = state.loans[loanId];
    if (!loan || !isLoanActive(loan)) return [];
    const owed = owedOn(loan) - (settled.get(loanId) ?? 0);
    return owed > 0 ? [{ loanId, borrowerId: loan.borrowerId, owed }] : [];
  });
  const { cycle, closeDate, weighting, fund, payouts, carriedPenaltyIds, proposedBy } = proposal;
  const repaid: GroupEvent[] = setOffs.map((s) => ({
    type: 'RepaymentReceived',
    data: { groupId, repaymentId: s.repaymentId, loanId: s.loanId, amount: s.amount, paymentDate: closeDate },
  }));
  const cycleSavings = heldSavingsEntries(state)
    .filter((s) => s.dated <= closeDate)
    .reduce((sum, s) => sum + s.amount, 0);
  return [
    ...repaid,
    {
      type: 'CycleClosed',
      data: {
        groupId,
        cycle,
        closeDate,
        weighting,
        fund,
        payouts,
        carriedLoans,
        carriedPenaltyIds,
        ...(proposal.setOffDebts ? { setOffDebts: true, setOffs } : {}),
        proposedBy,
        confirmedBy: actor,
        confirmedOn: today,
        cycleSavings,
      },
    },
    { type: 'CycleOpened', data: { groupId, cycle: cycle + 1, startedOn: nextCycleStart(closeDate) } },
  ];
};

/** What the proposer may not close on: a date out of the open cycle, or one that would pay money twice. */
const assertCloseDate = (state: RegisteredGroup, closeDate: string, today: string): void => {
  const { number, startedOn } = state.cycle;
  if (state.closeProposal)
    throw new ConflictError(
      msg`A close of cycle ${{ cycle: number }} on ${{ closeDate: state.closeProposal.closeDate }} already awaits confirmation`,
    );
  if (closeDate > today) throw new RuleViolation('The close date cannot be in the future');
  if (closeDate < startedOn)
    throw new RuleViolation(
      msg`The close date cannot be before cycle ${{ cycle: number }} started on ${{ startedOn }}`,
    );
  // the member paid out then was handed their savings: a close before it would pay them again
  if (state.lastPaidOutOn && closeDate < state.lastPaidOutOn)
    throw new RuleViolation(
      msg`A member left and was paid out on ${{ paidOn: state.lastPaidOutOn }}: the close date cannot be before it`,
    );
  // an adjustment dated after the close date must not lose the savings before it that it took back
  for (const [id, member] of Object.entries(state.members))
    if (lowestSavings(state, Number(id), {}, closeDate) < 0)
      throw new RuleViolation(
        msg`An adjustment of ${{ name: member.memberName }}'s savings dated after ${{ closeDate }} takes back savings dated before it: close on or after the adjustment's date`,
      );
};

/** Who decides a close, and on which business day. */
interface Deciding {
  readonly actor: Recorder;
  readonly today: string;
}

const proposeClose = (command: ProposeCycleClose, state: RegisteredGroup, { actor, today }: Deciding) => {
  const d = command.data;
  assertCloseDate(state, d.closeDate, today);
  assertSetOffs(state, d);
  assertLoansDecided(state, d.carriedLoanIds, d.setOffs);
  assertCarried(state, d);
  assertPayouts(state, d);
  assertFundHeld(state, d);
  const { closeNow, setOffRepaymentIds, ...decision } = d;
  if (closeNow) assertRepaymentIds(d.setOffs, setOffRepaymentIds);
  const proposal = { ...decision, cycle: state.cycle.number, proposedBy: actor };
  const proposed: GroupEvent = {
    type: 'CycleCloseProposed',
    data: { groupId: state.groupId, ...proposal, proposedOn: today },
  };
  // a project administrator or above closing at once (the service checked the capability): the
  // proposal and its confirmation by the same person, recorded together
  return closeNow ? [proposed, ...closed(state, proposal, actor, today, setOffRepaymentIds)] : [proposed];
};

const confirmClose = (command: ConfirmCycleClose, state: RegisteredGroup, { actor, today }: Deciding) => {
  const proposal = assertDecidable(state, command.data.cycle, actor, 'confirmed');
  // a loan disbursed since the proposal is still owed and undecided: the proposal must be made again
  // a repayment recorded since may leave a loan owing less than its set-off
  assertSetOffs(state, proposal);
  assertLoansDecided(state, proposal.carriedLoanIds, proposal.setOffs);
  assertFundHeld(state, proposal);
  assertRepaymentIds(proposal.setOffs, command.data.setOffRepaymentIds);
  return closed(state, proposal, actor, today, command.data.setOffRepaymentIds);
};

const rejectClose = (
  command: RejectCycleClose,
  state: RegisteredGroup,
  { actor, today }: Deciding,
): GroupEvent[] => {
  const { cycle } = assertDecidable(state, command.data.cycle, actor, 'rejected');
  const reason = command.data.reason.trim();
  if (reason.length < 3) throw new RuleViolation('Please give a reason of at least 3 characters');
  return [
    {
      type: 'CycleCloseRejected',
      data: { groupId: state.groupId, cycle, reason, rejectedBy: actor, rejectedOn: today },
    },
  ];
};

const CLOSES: CommandHandlers<CycleCommand, RegisteredGroup, GroupEvent, Deciding> = {
  ProposeCycleClose: proposeClose,
  ConfirmCycleClose: confirmClose,
  RejectCycleClose: rejectClose,
};

export const decideCycle = (command: CycleCommand, state: RegisteredGroup): GroupEvent[] => {
  const actor = recorderOf(command.metadata.actor);
  const today = businessDate(command.metadata.now);
  return decideBy(CLOSES, command, state, { actor, today });
};
