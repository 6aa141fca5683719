import { smsPartsOf } from '@pm/domain/sms/phone';

/** What the Compose Message form says under the message: characters left and SMS it takes. */
export const MAX_SMS_LENGTH = 160;

export const counterText = (content: string): string => {
  const remaining = MAX_SMS_LENGTH - content.length;
  const parts = smsPartsOf(content);
  return `${remaining} characters remaining · ${parts} SMS`;
};

/** The Quick Templates (spec "SMS Communication"): each fills the message text. */
export const QUICK_TEMPLATES: readonly { readonly name: string; readonly content: string }[] = [
  {
    name: 'Payment Reminder',
    content:
      "Dear parent, this is a reminder that this month's contribution is due. Kindly pay at the project office. Thank you.",
  },
  {
    name: 'Event Notification',
    content:
      'Dear parent, you are invited to a parents meeting at the project centre this Saturday at 10:00 AM. Please attend.',
  },
  {
    name: 'Welcome Message',
    content:
      'Welcome to our child development programme! We are glad to have your family with us. For questions, contact the project office.',
  },
];

export const RECIPIENT_TYPE_LABELS = {
  all: 'All Parents',
  age_group: 'Parents of an Age Group',
  individual: 'Parent of One Participant',
  custom_number: 'Custom Phone Number',
} as const;
