import { describe, expect, it } from 'vitest';
import { counterText, QUICK_TEMPLATES } from './sms-text';

describe('Compose Message texts', () => {
  it('counts remaining characters and SMS, one per 160 characters', () => {
    expect(counterText('')).toBe('160 characters remaining · 0 SMS');
    expect(counterText('Hello')).toBe('155 characters remaining · 1 SMS');
    expect(counterText('a'.repeat(160))).toBe('0 characters remaining · 1 SMS');
    expect(counterText('a'.repeat(161))).toBe('-1 characters remaining · 2 SMS');
  });

  it('offers the three templates of the specification, each fitting one SMS', () => {
    expect(QUICK_TEMPLATES.map((t) => t.name)).toEqual([
      'Payment Reminder',
      'Event Notification',
      'Welcome Message',
    ]);
    for (const template of QUICK_TEMPLATES) expect(template.content.length).toBeLessThanOrEqual(160);
  });
});
