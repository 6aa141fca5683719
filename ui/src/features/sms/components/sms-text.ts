import { smsSizeOf } from '@pm/domain/sms/parts';
import { t, tKey } from '@/i18n';

/**
 * What the SMS the text ends in still holds: a character outside GSM-7 makes the whole text UCS-2, where
 * an emoji takes two units; an extension character (^ { } [ ] ~ | € \) takes two in GSM-7. A character is
 * never split between two parts, so a part may end one unit short (the gateway counts the same way:
 * `smsSizeOf`).
 */
const leftInLastSms = (content: string): number => {
  const { encoding, units, parts, single, perPart } = smsSizeOf(content);
  if (parts <= 1) return single - units;
  let used = 0;
  for (const character of content) {
    const weight = encoding === 'GSM-7' ? smsSizeOf(character).units : character.length;
    if (used + weight > perPart) used = 0;
    used += weight;
  }
  return perPart - used;
};

/**
 * The SMS each recipient is billed for, as the gateway counts them: 160 characters in one (153 per part
 * of a longer one), or only 70 (67) once the text holds an emoji or another character outside GSM-7.
 * Past one SMS it tells what the current part still holds: '152 characters remaining in this SMS · 2 SMS'.
 */
export const counterText = (content: string): string => {
  const { parts, encoding } = smsSizeOf(content);
  const count = leftInLastSms(content);
  if (encoding === 'GSM-7')
    return parts <= 1
      ? t('{{count}} characters remaining · {{parts}} SMS', { count, parts })
      : t('{{count}} characters remaining in this SMS · {{parts}} SMS', { count, parts });
  return parts <= 1
    ? t(
        '{{count}} characters remaining · {{parts}} SMS (an emoji or special character: 70 characters per SMS)',
        { count, parts },
      )
    : t(
        '{{count}} characters remaining in this SMS · {{parts}} SMS (an emoji or special character: 67 characters per SMS of a longer message)',
        { count, parts },
      );
};

/** The Quick Templates (spec "SMS Communication"): each fills the message text (translated with `t`). */
export const QUICK_TEMPLATES: readonly { readonly name: string; readonly content: string }[] = [
  {
    name: tKey('Payment Reminder'),
    content: tKey(
      "Dear parent, this is a reminder that this month's contribution is due. Kindly pay at the project office. Thank you.",
    ),
  },
  {
    name: tKey('Event Notification'),
    content: tKey(
      'Dear parent, you are invited to a parents meeting at the project centre this Saturday at 10:00 AM. Please attend.',
    ),
  },
  {
    name: tKey('Welcome Message'),
    content: tKey(
      'Welcome to our child development programme! We are glad to have your family with us. For questions, contact the project office.',
    ),
  },
];

/** The recipient types in English, translated with `t` where they are shown. */
export const RECIPIENT_TYPE_LABELS = {
  all: tKey('All Parents'),
  age_group: tKey('Parents of an Age Group'),
  individual: tKey('Parent of One Participant'),
  custom_number: tKey('Custom Phone Number'),
} as const;
