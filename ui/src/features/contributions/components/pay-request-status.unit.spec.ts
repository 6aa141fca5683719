import { PAY_REQUEST_STATUSES } from '@pm/domain/api/pay-requests';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  askedAmount,
  askedText,
  failureOf,
  hasEnded,
  outcomeOf,
  payRequestStatusColor,
  payRequestStatusLabel,
  phoneText,
} from './pay-request-status';

const aRequest = (status: (typeof PAY_REQUEST_STATUSES)[number], more: object = {}) => ({
  status,
  amount: 501,
  phone: '254712345678',
  receipt: null,
  detail: null,
  ...more,
});

describe('a request to pay’s status', () => {
  it('has a word and a colour for every status of the contract', () => {
    for (const status of PAY_REQUEST_STATUSES) {
      expect(payRequestStatusLabel(status)).not.toBe(status);
      expect(payRequestStatusColor(status)).toBeTruthy();
    }
    expect(payRequestStatusLabel('sent')).toBe('Waiting for the parent');
    expect(payRequestStatusLabel('timed-out')).toBe('Timed out');
    expect(payRequestStatusColor('paid')).toBe('green');
    expect(payRequestStatusColor('failed')).toBe('red');
  });

  it('shows an unknown status as the server wrote it, in the default colour', () => {
    expect(payRequestStatusLabel('queued')).toBe('queued');
    expect(payRequestStatusColor('queued')).toBe('default');
  });

  it('ends with paid, cancelled, failed or timed out, not while sending or sent', () => {
    expect(hasEnded(null)).toBe(false);
    expect(hasEnded(aRequest('sending'))).toBe(false);
    expect(hasEnded(aRequest('sent'))).toBe(false);
    for (const status of ['paid', 'cancelled', 'failed', 'timed-out'] as const)
      expect(hasEnded(aRequest(status))).toBe(true);
  });
});

describe('what the dialog says of a request', () => {
  it('is sending before the read side knows it, then waits on the phone', () => {
    expect(outcomeOf(null)).toEqual({
      tone: 'sending',
      title: 'Sending the request to M-Pesa...',
      description: null,
    });
    expect(outcomeOf(aRequest('sent'))).toEqual({
      tone: 'sending',
      title: 'Sent: waiting for the parent to answer on their phone',
      description: 'M-Pesa asks +254 712 345 678 to pay KES 501.00.',
    });
  });

  it('names the amount and the receipt once paid', () => {
    const paid = outcomeOf(aRequest('paid', { receipt: 'SGH7K2L9QX' }));
    expect(paid.tone).toBe('success');
    expect(paid.title).toBe('Paid: KES 501.00, M-Pesa receipt SGH7K2L9QX');
    expect(outcomeOf(aRequest('paid')).title).toBe('Paid: KES 501.00');
  });

  it("says how it ended otherwise, with M-Pesa's words for a failure", () => {
    expect(outcomeOf(aRequest('cancelled'))).toMatchObject({
      tone: 'warning',
      title: 'The parent cancelled the request',
    });
    expect(outcomeOf(aRequest('timed-out'))).toMatchObject({
      tone: 'warning',
      title: 'The parent did not answer in time',
    });
    expect(
      outcomeOf(aRequest('failed', { detail: 'The balance is insufficient for the transaction' })),
    ).toEqual({
      tone: 'error',
      title: 'The request failed',
      description: 'M-Pesa: The balance is insufficient for the transaction',
    });
    expect(outcomeOf(aRequest('failed')).description).toBeNull();
  });
});

describe('the amount asked', () => {
  it('is what is outstanding when it is whole shillings', () => {
    expect(askedAmount(500)).toEqual({ cents: 50_000, roundedUp: false, capped: false });
    expect(askedText(askedAmount('1500.00'))).toBe('KES 1,500.00');
  });

  it('rounds cents up to the next shilling (they go to the child’s credit)', () => {
    expect(askedAmount(500.5)).toEqual({ cents: 50_100, roundedUp: true, capped: false });
    expect(askedAmount(0.01)).toEqual({ cents: 100, roundedUp: true, capped: false });
  });

  it("stops at M-Pesa's limit of KES 150,000 for one payment", () => {
    expect(askedAmount(200_000)).toEqual({ cents: 15_000_000, roundedUp: false, capped: true });
    expect(askedAmount(150_000)).toEqual({ cents: 15_000_000, roundedUp: false, capped: false });
  });
});

describe('the phone and the failures', () => {
  it("writes M-Pesa's number as people read it", () => {
    expect(phoneText('254712345678')).toBe('+254 712 345 678');
    expect(phoneText('254112345678')).toBe('+254 112 345 678');
    expect(phoneText('0712345678')).toBe('0712345678');
  });

  it("shows the server's words for a refusal and for M-Pesa being away", () => {
    const waiting =
      "A request to pay is already waiting on this parent's phone: wait for its answer, or try again in 3 minutes";
    expect(failureOf(new ApiError(422, waiting))).toBe(waiting);
    expect(failureOf(new ApiError(503, 'M-Pesa did not answer: nothing was sent. Try again shortly'))).toBe(
      'M-Pesa did not answer: nothing was sent. Try again shortly',
    );
  });

  it('leaves a refused phone to its field, and says what to do after a lost answer', () => {
    expect(failureOf(null)).toBeNull();
    expect(
      failureOf(new ApiError(400, 'Invalid', 'validation', { phone: 'Enter a valid phone' })),
    ).toBeNull();
    const retry = 'The request to pay could not be sent. Check the connection and try again.';
    expect(failureOf(new TypeError('Failed to fetch'))).toBe(retry);
    expect(failureOf(new ApiError(500, 'Internal Server Error'))).toBe(retry);
  });
});
