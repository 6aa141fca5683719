import { describe, expect, it } from 'vitest';
import { summarizeEventData } from './summarize';

describe('event summaries', () => {
  it('reads a status change as a sentence-like line', () => {
    expect(summarizeEventData({ isActive: false })).toEqual(['Active: No']);
  });

  it('lists each field of a creation with a readable label', () => {
    expect(summarizeEventData({ code: 'KE0420', name: 'Kakamega Central', description: null })).toEqual([
      'Code: KE0420',
      'Name: Kakamega Central',
      'Description: -',
    ]);
  });

  it('humanizes camel-case keys', () => {
    expect(summarizeEventData({ participantCount: 3 })).toEqual(['Participant count: 3']);
  });
});
