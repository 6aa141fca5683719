import { describe, expect, it } from 'vitest';
import type { LogChainState } from '../api/get-log-chain';
import { breakText, chainOutcome, headState, smsState } from './log-chain';

type Check = NonNullable<LogChainState['latestCheck']>;
type Head = LogChainState['signedHeads'][number];

const aCheck = (overrides: Partial<Check> = {}): Check => ({
  id: 1,
  startedAt: '2026-12-05T01:00:00.000Z',
  finishedAt: '2026-12-05T01:00:01.000Z',
  full: false,
  fromPosition: '101',
  toPosition: '140',
  checked: 40,
  durationMs: 12,
  brokenAt: null,
  reason: null,
  streamId: null,
  eventId: null,
  goodTo: null,
  error: null,
  ...overrides,
});
const aHead = (overrides: Partial<Head> = {}): Head => ({
  day: '2026-12-05',
  position: '140',
  hash: 'ab'.repeat(32),
  signedAt: '2026-12-05T01:00:01.000Z',
  algorithm: 'Ed25519',
  keyId: '0123456789abcdef',
  signatureValid: true,
  matchesLog: true,
  smsText: 'Log head 2026-12-05: position 140 hash …',
  smsRecipients: 2,
  smsAccepted: 2,
  smsError: null,
  ...overrides,
});

describe('the log check in words', () => {
  it('tells a verified chain, a broken one, a failed run and none yet apart', () => {
    expect(chainOutcome(null).text).toBe('Not checked yet');
    expect(chainOutcome(aCheck())).toEqual({ text: 'Verified', color: 'success' });
    expect(chainOutcome(aCheck({ brokenAt: '17', reason: 'altered' }))).toEqual({
      text: 'Altered',
      color: 'error',
    });
    expect(chainOutcome(aCheck({ error: 'The database is away' })).text).toBe('Failed');
  });

  it('names the altered event, or the stretch of a rewritten chain', () => {
    expect(breakText(aCheck({ brokenAt: '17', reason: 'altered', streamId: 'group-3' }))).toBe(
      'The event at position 17 (group-3) was changed after it was stored',
    );
    expect(breakText(aCheck({ brokenAt: '15', reason: 'expected', goodTo: '10' }))).toBe(
      'The log was rewritten: an event after position 10 and up to 15 was changed and every later hash recomputed',
    );
  });

  it("tells a signed head's state", () => {
    expect(headState(aHead()).color).toBe('success');
    expect(headState(aHead({ matchesLog: false })).text).toBe('Differs from the log');
    expect(headState(aHead({ signatureValid: false })).text).toBe('Signature not valid');
    expect(headState(aHead({ signatureValid: null })).color).toBe('default');
    expect(smsState(aHead())).toBe('Sent by SMS to 2 of 2 National Directors');
    expect(
      smsState(aHead({ smsRecipients: 0, smsAccepted: null, smsError: 'No SMS gateway configured' })),
    ).toBe('Not sent by SMS: No SMS gateway configured');
  });
});
