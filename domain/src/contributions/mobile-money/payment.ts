import type { Command, Decider, DomainEvent } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation, ValidationError } from '../../shared/errors';
import type { Cents } from '../../shared/money';
import type { Recorder } from '../contribution/events';

/**
 * A payment received by mobile money (M-Pesa), one stream per receipt number: received once (a callback
 * delivered again finds the stream and changes nothing), then matched to a child at once, or left
 * unmatched until staff assign it to a child or mark it for refund. The money it pays into a child's
 * months is recorded on their contributions, and what is left on the child's credit, in the same append
 * (docs/domain/mobile-money.md).
 */

/** A part of a payment paid into one of the child's months, with the id of the payment recorded there. */
export interface PaidPart {
  readonly contributionId: number;
  readonly paymentId: number;
  readonly amount: Cents;
}

/** Where the money of a payment went: the child's months (oldest first), and the rest to their credit. */
export interface PaidToChild {
  readonly participantId: number;
  readonly parts: readonly PaidPart[];
  readonly credit: Cents;
}

export type UnmatchedReason = 'unknown-reference' | 'deleted-child';

export interface Received {
  readonly receipt: string;
  readonly amount: Cents;
  /** The account reference as the payer typed it. */
  readonly reference: string;
  /** When M-Pesa says it was paid (ISO). */
  readonly paidAt: string;
  readonly channel: 'paybill' | 'stk';
  /** The project the reference names (its prefix), or the child's: whose staff see it. Null: the programme. */
  readonly projectId: number | null;
}

export type MobilePaymentReceived = DomainEvent<'MobilePaymentReceived', Received>;
export type MobilePaymentMatched = DomainEvent<'MobilePaymentMatched', { receipt: string } & PaidToChild>;
export type MobilePaymentUnmatched = DomainEvent<
  'MobilePaymentUnmatched',
  { receipt: string; reason: UnmatchedReason }
>;
export type MobilePaymentAssigned = DomainEvent<
  'MobilePaymentAssigned',
  { receipt: string; reason: string; assignedBy: Recorder } & PaidToChild
>;
export type MobilePaymentRefundMarked = DomainEvent<
  'MobilePaymentRefundMarked',
  {
    receipt: string;
    reason: string;
    markedBy: Recorder;
    /** The project it was listed for (absent on events stored before it was kept): where the line is told. */
    projectId?: number | null;
  }
>;
export type MobilePaymentEvent =
  | MobilePaymentReceived
  | MobilePaymentMatched
  | MobilePaymentUnmatched
  | MobilePaymentAssigned
  | MobilePaymentRefundMarked;

export type ReceiveMobilePayment = Command<
  'ReceiveMobilePayment',
  Received & { readonly match: PaidToChild | { readonly unmatched: UnmatchedReason } }
>;
export type AssignMobilePayment = Command<
  'AssignMobilePayment',
  PaidToChild & { reason: string; assignedBy: Recorder }
>;
export type MarkMobilePaymentForRefund = Command<
  'MarkMobilePaymentForRefund',
  { reason: string; markedBy: Recorder }
>;
export type MobilePaymentCommand = ReceiveMobilePayment | AssignMobilePayment | MarkMobilePaymentForRefund;

export type MobilePaymentStatus = 'matched' | 'unmatched' | 'assigned' | 'refund';
export type MobilePaymentState =
  | { readonly status: 'none' }
  | {
      readonly status: MobilePaymentStatus;
      readonly receipt: string;
      readonly amount: Cents;
      readonly projectId: number | null;
      readonly participantId: number | null;
    };

export const mobilePaymentStream = (receipt: string): string => `mobile-payment-${receipt}`;

const evolve = (state: MobilePaymentState, event: MobilePaymentEvent): MobilePaymentState => {
  if (event.type === 'MobilePaymentReceived')
    return {
      status: 'unmatched',
      receipt: event.data.receipt,
      amount: event.data.amount,
      projectId: event.data.projectId,
      participantId: null,
    };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'MobilePaymentMatched':
      return { ...state, status: 'matched', participantId: event.data.participantId };
    case 'MobilePaymentAssigned':
      return { ...state, status: 'assigned', participantId: event.data.participantId };
    case 'MobilePaymentRefundMarked':
      return { ...state, status: 'refund' };
    case 'MobilePaymentUnmatched':
      return state;
  }
};

/** The parts and the credit add up to the payment, each part positive: no cent made or lost. */
const accountsFor = (amount: Cents, paid: PaidToChild): boolean =>
  paid.credit >= 0 &&
  paid.parts.every((p) => p.amount > 0) &&
  paid.parts.reduce((sum, p) => sum + p.amount, 0) + paid.credit === amount;

const UNBALANCED = 'The payment is not shared out to the cent';
/** Rule 5: a payment is assigned or marked for refund once, and only while it is unmatched. */
export const ONLY_UNMATCHED = 'Only an unmatched M-Pesa payment can be assigned or marked for refund';

const decide = (command: MobilePaymentCommand, state: MobilePaymentState): MobilePaymentEvent[] => {
  if (command.type === 'ReceiveMobilePayment') {
    if (state.status !== 'none') throw new ConflictError('This M-Pesa receipt is already recorded');
    const { match, ...received } = command.data;
    if (!(received.amount > 0)) throw new ValidationError('Amount must be a positive number');
    const first: MobilePaymentReceived = { type: 'MobilePaymentReceived', data: received };
    if ('unmatched' in match)
      return [
        first,
        { type: 'MobilePaymentUnmatched', data: { receipt: received.receipt, reason: match.unmatched } },
      ];
    if (!accountsFor(received.amount, match)) throw new RuleViolation(UNBALANCED);
    return [first, { type: 'MobilePaymentMatched', data: { receipt: received.receipt, ...match } }];
  }
  if (state.status === 'none') throw new NotFoundError('M-Pesa payment not found');
  if (state.status !== 'unmatched') throw new RuleViolation(ONLY_UNMATCHED);
  if (command.data.reason.trim() === '')
    throw new ValidationError('Reason is required', { reason: 'Reason is required' });
  if (command.type === 'AssignMobilePayment') {
    if (!accountsFor(state.amount, command.data)) throw new RuleViolation(UNBALANCED);
    return [{ type: 'MobilePaymentAssigned', data: { receipt: state.receipt, ...command.data } }];
  }
  return [
    {
      type: 'MobilePaymentRefundMarked',
      data: { receipt: state.receipt, ...command.data, projectId: state.projectId },
    },
  ];
};

export const mobilePaymentDecider: Decider<MobilePaymentCommand, MobilePaymentEvent, MobilePaymentState> = {
  decide,
  evolve,
  initialState: () => ({ status: 'none' }),
};
