import { describe, expect, it } from 'vitest';
import { RuleViolation, ValidationError } from '../../shared/errors';
import {
  mpesaPhone,
  type PayRequestCommand,
  type PayRequestsState,
  payRequestAmount,
  payRequestOutcomeOf,
  payRequestsDecider,
  WAITING_MESSAGE,
} from './pay-request';

const at = '2026-12-06T10:00:00.000Z';
const start = (requestId: string, requestedAt = at, extra: Partial<{ phone: string; amount: number }> = {}) =>
  ({
    type: 'StartPayRequest',
    data: {
      requestId,
      participantId: 7,
      contributionId: 70,
      projectId: 1,
      phone: '254712345678',
      amount: 100_000,
      reference: 'KE0420-101',
      requestedBy: { userId: 3, username: 'project' },
      requestedAt,
      ...extra,
    },
    metadata: { actor: { kind: 'system', name: 'test' }, now: requestedAt },
  }) as PayRequestCommand;
const end = (requestId: string, outcome: 'paid' | 'cancelled' | 'failed' | 'timed-out') =>
  ({
    type: 'EndPayRequest',
    data: { requestId, participantId: 7, outcome, resultCode: null, detail: '', receipt: null },
    metadata: { actor: { kind: 'system', name: 'test' }, now: at },
  }) as PayRequestCommand;

const apply = (state: PayRequestsState, command: PayRequestCommand) =>
  payRequestsDecider.decide(command, state).reduce(payRequestsDecider.evolve, state);
const statusOf = (state: PayRequestsState, id: string) => state.requests.find((r) => r.id === id)?.status;

describe('requests to pay by M-Pesa', () => {
  it('reads a Kenyan mobile number in any usual form as M-Pesa names it, and nothing else', () => {
    for (const text of [
      '0712 345 678',
      '+254712345678',
      '254-712-345-678',
      '712345678',
      '00254112345678'.slice(2),
    ])
      expect(mpesaPhone(text), text).toMatch(/^254[17]\d{8}$/);
    for (const text of ['', '12345', '0812345678', '+255712345678', '07123456789', 'zero seven'])
      expect(mpesaPhone(text), text).toBeNull();
  });

  it('asks for whole shillings, rounded up, within M-Pesa’s limit', () => {
    expect(payRequestAmount(100_000)).toBe(100_000);
    expect(payRequestAmount(99_950)).toBe(100_000);
    expect(payRequestAmount(1)).toBe(100);
    expect(payRequestAmount(20_000_000)).toBe(15_000_000);
  });

  it('lets one request wait per child; another may be sent once it ended or its wait lapsed', () => {
    let state = apply(payRequestsDecider.initialState(), start('a'));
    expect(() => apply(state, start('b', '2026-12-06T10:02:59.000Z'))).toThrow(WAITING_MESSAGE);
    // the same request again changes nothing
    expect(payRequestsDecider.decide(start('a'), state)).toEqual([]);
    expect(apply(state, start('b', '2026-12-06T10:03:00.000Z')).requests).toHaveLength(2);
    state = apply(state, end('a', 'cancelled'));
    expect(apply(state, start('c', '2026-12-06T10:00:30.000Z')).requests).toHaveLength(2);
  });

  it('refuses a number M-Pesa does not take and amounts in cents or beyond its limit', () => {
    const empty = payRequestsDecider.initialState();
    expect(() => apply(empty, start('a', at, { phone: '0712345678' }))).toThrow(ValidationError);
    for (const amount of [0, 99, 100_050, 15_000_100])
      expect(() => apply(empty, start('a', at, { amount })), String(amount)).toThrow(RuleViolation);
  });

  it('ends once, except that M-Pesa’s word that it was paid replaces an end without payment', () => {
    let state = apply(payRequestsDecider.initialState(), start('a'));
    state = apply(state, end('a', 'timed-out'));
    expect(payRequestsDecider.decide(end('a', 'cancelled'), state)).toEqual([]);
    state = apply(state, end('a', 'paid'));
    expect(statusOf(state, 'a')).toBe('paid');
    expect(payRequestsDecider.decide(end('a', 'paid'), state)).toEqual([]);
    expect(payRequestsDecider.decide(end('a', 'failed'), state)).toEqual([]);
    expect(() => payRequestsDecider.decide(end('zz', 'paid'), state)).toThrow('Request to pay not found');
  });

  it("reads M-Pesa's result codes", () => {
    expect([0, 1032, 1037, 1, 2001].map(payRequestOutcomeOf)).toEqual([
      'paid',
      'cancelled',
      'timed-out',
      'failed',
      'failed',
    ]);
  });
});
