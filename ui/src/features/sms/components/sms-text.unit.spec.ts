import { describe, expect, it } from 'vitest';
import { counterText, QUICK_TEMPLATES } from './sms-text';

describe('Compose Message texts', () => {
  it('counts remaining characters and SMS, one per 160 characters', () => {
    expect(counterText('')).toBe('160 characters remaining · 0 SMS');
    expect(counterText('Hello')).toBe('155 characters remaining · 1 SMS');
    expect(counterText('a'.repeat(160))).toBe('0 characters remaining · 1 SMS');
    expect(counterText('a'.repeat(161))).toBe('-1 characters remaining · 2 SMS');
  });

  it('counts a message with an emoji as the gateway bills it: 70 characters per SMS, 67 per part', () => {
    const text = `${'Mkutano wa wazazi Jumamosi saa nne asubuhi. Karibuni nyote! '}🙏`;
    expect(counterText(text)).toBe(
      `${160 - text.length} characters remaining · 1 SMS (an emoji or special character: 70 characters per SMS)`,
    );
    expect(counterText(`${'a'.repeat(80)}🙏`)).toBe(
      '78 characters remaining · 2 SMS (an emoji or special character: 70 characters per SMS)',
    );
    expect(counterText('{[~]}')).toBe('155 characters remaining · 1 SMS');
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
