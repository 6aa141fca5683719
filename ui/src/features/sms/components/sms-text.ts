import { smsSizeOf } from '@pm/domain/sms/parts';
import { t, tKey } from '@/i18n';

/** What the Compose Message form says under the message: characters left and SMS it takes. */
export const MAX_SMS_LENGTH = 160;

/**
 * The SMS each recipient is billed for, as the gateway counts them: 160 characters in one (153 per part
 * of a longer one), or only 70 (67) once the text holds an emoji or another character outside GSM-7.
 */
export const counterText = (content: string): string => {
  const remaining = MAX_SMS_LENGTH - content.length;
  const { parts, encoding } = smsSizeOf(content);
  return encoding === 'GSM-7'
    ? t('{{remaining}} characters remaining · {{parts}} SMS', { remaining, parts })
    : t(
        '{{remaining}} characters remaining · {{parts}} SMS (an emoji or special character: 70 characters per SMS)',
        { remaining, parts },
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
