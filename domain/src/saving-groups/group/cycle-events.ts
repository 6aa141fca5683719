import type { Recorder } from '../../contributions/contribution/events';
import type { DomainEvent } from '../../shared/decider';
import type { Cents } from '../../shared/money';
import type { ShareOutWeighting } from '../share-out';

/**
 * The close of a group's cycle, on the group's stream so that the close is decided against the
 * same version as the fund it pays out of. A cycle is closed by two people (maker-checker): one proposes
 * the share-out, another confirms it. Cycle 1 runs from the registration (streams stored before cycles
 * existed are in cycle 1); each close opens the next cycle the day after the close date.
 */

/** One member's part of the share-out, cents. */
export interface CyclePayout {
  memberId: number;
  amount: Cents;
}

/** A loan still owed at the close, carried into the next cycle by decision: it stays owed to the group. */
export interface CarriedLoan {
  loanId: number;
  borrowerId: number;
  /** what was still owed on it at the close: its total less what was credited back */
  owed: Cents;
}

/** What of a member's payout settles what they owe on one loan (the group's set-off rule). */
export interface CloseSetOff {
  memberId: number;
  loanId: number;
  amount: Cents;
}

/** What the proposer decided: the close date, the weighting, the loans and penalties carried, the payouts. */
export interface CloseDecision {
  closeDate: string;
  weighting: ShareOutWeighting;
  /** what there is to share (the distributable fund the payouts were computed from), cents */
  fund: Cents;
  payouts: CyclePayout[];
  /** every loan still owed, carried into the next cycle */
  carriedLoanIds: number[];
  /** every penalty still unpaid, carried into the next cycle (it stays owed) */
  carriedPenaltyIds: number[];
  /**
   * Whether what members owe on loans is set off against their payouts (the group's rule when proposed;
   * absent on proposals stored before set-off existed: false).
   */
  setOffDebts?: boolean;
  /** With set-off: what of each payout settles a loan, in loan order (a payout's `amount` includes it). */
  setOffs?: CloseSetOff[];
}

export type CycleCloseProposed = DomainEvent<
  'CycleCloseProposed',
  { groupId: number; cycle: number } & CloseDecision & { proposedBy: Recorder; proposedOn: string }
>;
/** The proposal is dropped; the cycle stays open and anyone who may manage the group may propose again. */
export type CycleCloseRejected = DomainEvent<
  'CycleCloseRejected',
  { groupId: number; cycle: number; reason: string; rejectedBy: Recorder; rejectedOn: string }
>;
/**
 * The cycle is closed and its share-out paid: the payouts leave the loan fund (dated the close date), and
 * entries dated before the close date are refused from now on (one dated on it belongs to the next
 * cycle). The emergency fund has streams of its own and carries over whole, so nothing of it is
 * recorded here.
 */
export type CycleClosed = DomainEvent<
  'CycleClosed',
  {
    groupId: number;
    cycle: number;
    closeDate: string;
    weighting: ShareOutWeighting;
    fund: Cents;
    payouts: CyclePayout[];
    carriedLoans: CarriedLoan[];
    carriedPenaltyIds: number[];
    /** As proposed (absent on closes stored before set-off existed: false). */
    setOffDebts?: boolean;
    /**
     * The set-offs, each recorded as a repayment of its loan dated the close date, appended just before
     * this event (so it belongs to the closed cycle): the payouts leave the fund whole and the set-offs
     * come back into it, so the cash that leaves is the payouts less the set-offs.
     */
    setOffs?: (CloseSetOff & { repaymentId: number })[];
    proposedBy: Recorder;
    confirmedBy: Recorder;
    confirmedOn: string;
    /**
     * The closed cycle's savings, net of reversals, that the share-out handed back: those dated on or
     * before the close date and recorded before this confirmation. Savings dated later stay held in the
     * next cycle. Absent on closes stored before it was kept (then every saving held was in the cycle).
     */
    cycleSavings?: Cents;
  }
>;
export type CycleOpened = DomainEvent<'CycleOpened', { groupId: number; cycle: number; startedOn: string }>;

export type CycleEvent = CycleCloseProposed | CycleCloseRejected | CycleClosed | CycleOpened;
