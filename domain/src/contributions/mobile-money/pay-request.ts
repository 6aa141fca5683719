import type { Command, Decider, DomainEvent } from '../../shared/decider';
import { msg, NotFoundError, RuleViolation, ValidationError } from '../../shared/errors';
import type { Cents } from '../../shared/money';
import type { Recorder } from '../contribution/events';

/**
 * Requests to pay (Lipa na M-Pesa Online, "STK push"): staff ask a parent's phone to pay what a child's
 * month still owes; the phone shows M-Pesa's prompt, and M-Pesa answers on a callback (docs/domain/
 * mobile-money.md, "Requests to pay"). One stream per child, so that one request at a time waits on a
 * parent's phone however many staff press the button. The request records no money: the payment its
 * callback brings is received as every M-Pesa payment is (receipt stream, the child's oldest months first,
 * the rest to their credit), for the child the request named.
 */

export type PayRequestOutcome = 'paid' | 'cancelled' | 'failed' | 'timed-out';
/** sending: recorded, M-Pesa not yet answered; sent: on the parent's phone; then how it ended. */
export type PayRequestStatus = 'sending' | 'sent' | PayRequestOutcome;

export interface PayRequestStartedData {
  readonly requestId: string;
  readonly participantId: number;
  readonly contributionId: number;
  readonly projectId: number;
  /** The payer's number as M-Pesa names it: 2547XXXXXXXX or 2541XXXXXXXX. */
  readonly phone: string;
  /** Whole shillings (M-Pesa takes no cents), in cents. */
  readonly amount: Cents;
  /** The child's participant ID: the account reference the payer's phone shows. */
  readonly reference: string;
  readonly requestedBy: Recorder;
  readonly requestedAt: string;
}

export type PayRequestStarted = DomainEvent<'PayRequestStarted', PayRequestStartedData>;
export type PayRequestSent = DomainEvent<
  'PayRequestSent',
  { requestId: string; participantId: number; checkoutRequestId: string }
>;
export type PayRequestEnded = DomainEvent<
  'PayRequestEnded',
  {
    requestId: string;
    participantId: number;
    outcome: PayRequestOutcome;
    /** M-Pesa's result code (0 paid, 1032 cancelled, 1 insufficient funds, 1037 no answer), null: ours. */
    resultCode: number | null;
    /** M-Pesa's words, or why the product ended it. */
    detail: string;
    /** The receipt of the payment it brought (paid only). */
    receipt: string | null;
  }
>;
export type PayRequestEvent = PayRequestStarted | PayRequestSent | PayRequestEnded;

export type StartPayRequest = Command<'StartPayRequest', PayRequestStartedData>;
export type MarkPayRequestSent = Command<'MarkPayRequestSent', PayRequestSent['data']>;
export type EndPayRequest = Command<'EndPayRequest', PayRequestEnded['data']>;
export type PayRequestCommand = StartPayRequest | MarkPayRequestSent | EndPayRequest;

export interface PayRequestOf {
  readonly id: string;
  readonly status: PayRequestStatus;
  readonly requestedAt: string;
  readonly checkoutRequestId: string | null;
  /** The child's participant ID the request named. */
  readonly reference: string;
  /** What it asked for (cents of whole shillings). */
  readonly amount: Cents;
}

export interface PayRequestsState {
  readonly requests: readonly PayRequestOf[];
}

export const payRequestsStream = (participantId: number): string => `pay-requests-${participantId}`;

/**
 * How long a request waits on the parent's phone before another may be sent: M-Pesa's prompt lapses
 * within about a minute, and its answer (or, without one, the product's own question) ends the request
 * well within this.
 */
export const PAY_REQUEST_WAIT_MS = 3 * 60_000;

/** M-Pesa's limits on one payment: whole shillings from 1 to 150,000. */
export const MPESA_MAX_KES = 150_000;

/** A Kenyan mobile number as M-Pesa names it (254 and the nine digits), or null. */
export const mpesaPhone = (text: string): string | null => {
  const match = /^(?:(?:\+|00)?254|0)?([17]\d{8})$/.exec(text.trim().replace(/[\s()-]/g, ''));
  return match ? `254${match[1]}` : null;
};

/**
 * What a request asks for a month that owes `outstanding`: the whole shillings that cover it (M-Pesa
 * takes no cents; the cents rounded up are the child's credit, never lost), at most M-Pesa's limit.
 */
export const payRequestAmount = (outstanding: Cents): Cents =>
  Math.min(Math.ceil(outstanding / 100), MPESA_MAX_KES) * 100;

export const WAITING_MESSAGE =
  "A request to pay is already waiting on this parent's phone: wait for its answer, or try again in 3 minutes";

const isOpen = (r: PayRequestOf) => r.status === 'sending' || r.status === 'sent';

/** A request still waiting on the phone at `now`: not ended, and sent less than the wait ago. */
export const waitingRequest = (state: PayRequestsState, now: string): PayRequestOf | undefined =>
  state.requests.find((r) => isOpen(r) && Date.parse(now) - Date.parse(r.requestedAt) < PAY_REQUEST_WAIT_MS);

const replace = (state: PayRequestsState, id: string, change: Partial<PayRequestOf>): PayRequestsState => ({
  requests: state.requests.map((r) => (r.id === id ? { ...r, ...change } : r)),
});

const evolve = (state: PayRequestsState, event: PayRequestEvent): PayRequestsState => {
  switch (event.type) {
    case 'PayRequestStarted':
      return {
        requests: [
          ...state.requests,
          {
            id: event.data.requestId,
            status: 'sending',
            requestedAt: event.data.requestedAt,
            checkoutRequestId: null,
            reference: event.data.reference,
            amount: event.data.amount,
          },
        ],
      };
    case 'PayRequestSent':
      return replace(state, event.data.requestId, {
        status: 'sent',
        checkoutRequestId: event.data.checkoutRequestId,
      });
    case 'PayRequestEnded':
      return replace(state, event.data.requestId, { status: event.data.outcome });
  }
};

const started = (command: StartPayRequest, state: PayRequestsState): PayRequestEvent[] => {
  const d = command.data;
  if (mpesaPhone(d.phone) !== d.phone)
    throw new ValidationError('Enter a valid Kenyan phone number, e.g. +254 712 345 678', {
      phone: 'Enter a valid Kenyan phone number, e.g. +254 712 345 678',
    });
  if (!Number.isInteger(d.amount / 100) || d.amount < 100 || d.amount > MPESA_MAX_KES * 100)
    throw new RuleViolation(
      msg`M-Pesa takes whole shillings from 1 to ${{ max: MPESA_MAX_KES.toLocaleString('en-KE') }}`,
    );
  if (state.requests.some((r) => r.id === d.requestId)) return [];
  if (waitingRequest(state, d.requestedAt)) throw new RuleViolation(WAITING_MESSAGE);
  return [{ type: 'PayRequestStarted', data: d }];
};

/**
 * The rules: one request waits at a time per child; it is sent once; it ends once, except that M-Pesa's
 * word that it was paid replaces an end the product decided without an answer (failed or timed out): the
 * parent's money came, and the request says so.
 */
const decide = (command: PayRequestCommand, state: PayRequestsState): PayRequestEvent[] => {
  if (command.type === 'StartPayRequest') return started(command, state);
  const request = state.requests.find((r) => r.id === command.data.requestId);
  if (!request) throw new NotFoundError('Request to pay not found');
  if (command.type === 'MarkPayRequestSent')
    return request.status === 'sending' ? [{ type: 'PayRequestSent', data: command.data }] : [];
  if (isOpen(request)) return [{ type: 'PayRequestEnded', data: command.data }];
  const lateAnswer = command.data.outcome === 'paid' && request.status !== 'paid';
  return lateAnswer ? [{ type: 'PayRequestEnded', data: command.data }] : [];
};

export const payRequestsDecider: Decider<PayRequestCommand, PayRequestEvent, PayRequestsState> = {
  decide,
  evolve,
  initialState: () => ({ requests: [] }),
};

/** How M-Pesa's STK result codes read: 0 paid, 1032 cancelled by the payer, 1037 no answer; else failed. */
export const payRequestOutcomeOf = (resultCode: number): PayRequestOutcome =>
  resultCode === 0
    ? 'paid'
    : resultCode === 1032
      ? 'cancelled'
      : resultCode === 1037
        ? 'timed-out'
        : 'failed';
