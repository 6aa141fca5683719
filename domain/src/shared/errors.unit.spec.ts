import { describe, expect, it } from 'vitest';
import { msg, RuleViolation, ValidationError } from './errors';

describe('messages the UI can translate', () => {
  it('keeps the English text, its template and its values', () => {
    const message = msg`Member ${{ memberId: 7 }} is not a member of ${{ group: 'Upendo' }}`;
    expect(message).toEqual({
      text: 'Member 7 is not a member of Upendo',
      key: 'Member {{memberId}} is not a member of {{group}}',
      params: { memberId: 7, group: 'Upendo' },
    });
    expect(msg`No values`).toEqual({ text: 'No values', key: 'No values', params: {} });
  });

  it('gives every domain error a key: the template, or the message itself', () => {
    const withValues = new RuleViolation(msg`Cycle ${{ cycle: 2 }} is already closed`);
    expect([withValues.message, withValues.messageKey, withValues.messageParams]).toEqual([
      'Cycle 2 is already closed',
      'Cycle {{cycle}} is already closed',
      { cycle: 2 },
    ]);
    const plain = new ValidationError('Please enter the amount', { amount: 'Please enter the amount' });
    expect([plain.message, plain.messageKey, plain.messageParams]).toEqual([
      'Please enter the amount',
      'Please enter the amount',
      {},
    ]);
  });
});
