import type { SmsPreview } from '@pm/domain/sms/rows';
import { describe, expect, it } from 'vitest';
import { fitsBudget, previewLines } from './bulk-send-confirm';

const preview = (overrides: Partial<SmsPreview> = {}): SmsPreview => ({
  totalRecipients: 240,
  skippedRecipients: 3,
  encoding: 'UCS-2',
  partsPerMessage: 2,
  totalParts: 480,
  partPrice: 0.8,
  cost: 384,
  dailyBudget: 2000,
  usedToday: 1000,
  remainingToday: 1000,
  ...overrides,
});

describe('the confirmation of a bulk SMS', () => {
  it('shows the recipients, the SMS each and in all, the cost and the budget left today', () => {
    expect(previewLines(preview()).map(({ label, value }) => `${label}: ${value}`)).toEqual([
      'Recipients: 240',
      'SMS per recipient: 2 (an emoji or special character: 70 characters per SMS)',
      'SMS in all: 480',
      'Cost: KES 384.00',
      "Left of today's SMS budget: 1,000 of 2,000 SMS",
    ]);
    expect(previewLines(preview({ encoding: 'GSM-7', partsPerMessage: 1 }))[1]?.value).toBe('1');
  });

  it('cannot be confirmed when the budget left today does not hold the message', () => {
    expect(fitsBudget(preview())).toBe(true);
    expect(fitsBudget(preview({ remainingToday: 479 }))).toBe(false);
  });
});
