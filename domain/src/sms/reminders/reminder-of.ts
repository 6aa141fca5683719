/**
 * SMS reminders (docs/domain/saving-group-ministry.md, "SMS reminders"): what one reminder is about, and
 * the key that lets it be queued at most once.
 */

export const REMINDER_PURPOSES = ['contribution', 'loan', 'meeting'] as const;
export type ReminderPurpose = (typeof REMINDER_PURPOSES)[number];

/**
 * What a reminder is about: a child's month (to the guardian), a loan falling due (to the borrower) or a
 * group's meeting tomorrow (to each member). Ids only: the screens look the people up.
 */
export type ReminderOf =
  | { purpose: 'contribution'; participantId: number; month: string }
  | { purpose: 'loan'; loanId: number; groupId: number; memberId: number; dueDate: string }
  | { purpose: 'meeting'; meetingId: number; groupId: number; memberId: number; meetingDate: string };

/**
 * The reminder's idempotency key, one per person, purpose and date: `reminder:contribution:<child>:<YYYY-MM>`,
 * `reminder:loan:<loan>:<due date>`, `reminder:meeting:<meeting>:<member>`.
 */
export const reminderKey = (of: ReminderOf): string => {
  switch (of.purpose) {
    case 'contribution':
      return `reminder:contribution:${of.participantId}:${of.month}`;
    case 'loan':
      return `reminder:loan:${of.loanId}:${of.dueDate}`;
    case 'meeting':
      return `reminder:meeting:${of.meetingId}:${of.memberId}`;
  }
};

/** When what it reminds of is due: the child's month (YYYY-MM), the loan's due date, the meeting's day. */
export const reminderDue = (of: ReminderOf): string =>
  of.purpose === 'contribution' ? of.month : of.purpose === 'loan' ? of.dueDate : of.meetingDate;

/** The group a reminder is about (null for a child's contribution). */
export const reminderGroup = (of: ReminderOf): number | null =>
  of.purpose === 'contribution' ? null : of.groupId;
