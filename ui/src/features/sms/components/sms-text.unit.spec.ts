import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import { counterText, QUICK_TEMPLATES } from './sms-text';

describe('Compose Message texts', () => {
  it('counts remaining characters and SMS, one per 160 characters', () => {
    expect(counterText('')).toBe('160 characters remaining · 0 SMS');
    expect(counterText('Hello')).toBe('155 characters remaining · 1 SMS');
    expect(counterText('a'.repeat(160))).toBe('0 characters remaining · 1 SMS');
  });

  it('past one SMS, counts what the current part of 153 characters still holds, never a negative number', () => {
    expect(counterText('a'.repeat(161))).toBe('145 characters remaining in this SMS · 2 SMS');
    expect(counterText('a'.repeat(306))).toBe('0 characters remaining in this SMS · 2 SMS');
    expect(counterText('a'.repeat(307))).toBe('152 characters remaining in this SMS · 3 SMS');
    // an extension character takes two and is never split between two parts
    expect(counterText(`${'a'.repeat(152)}{${'a'.repeat(10)}`)).toBe(
      '141 characters remaining in this SMS · 2 SMS',
    );
  });

  it('counts a message with an emoji as the gateway bills it: 70 characters per SMS, 67 per part', () => {
    const text = `${'Mkutano wa wazazi Jumamosi saa nne asubuhi. Karibuni nyote! '}🙏`;
    expect(counterText(text)).toBe(
      `${70 - text.length} characters remaining · 1 SMS (an emoji or special character: 70 characters per SMS)`,
    );
    expect(counterText(`${'a'.repeat(80)}🙏`)).toBe(
      '52 characters remaining in this SMS · 2 SMS (an emoji or special character: 67 characters per SMS of a longer message)',
    );
    expect(counterText('{[~]}')).toBe('150 characters remaining · 1 SMS');
  });

  it('says the same in Kiswahili', async () => {
    await changeLanguage('sw');
    try {
      expect(counterText('a'.repeat(161))).toBe('Herufi 145 zimebaki katika SMS hii · SMS 2');
      expect(counterText('Hello')).toBe('Herufi 155 zimebaki · SMS 1');
    } finally {
      await changeLanguage('en');
    }
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
