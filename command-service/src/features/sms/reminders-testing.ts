import { type ReminderOf, reminderKey, type SmsQueued } from '@pm/domain';
import { allEvents } from '@pm/system/builders';
import type { System } from '@pm/system/system';

/** Helpers of the reminders spec. */

export { aChild, eventually } from './receipts-testing';

/** A reminder queued: its key, text and message. */
export interface QueuedReminder {
  readonly key: string;
  readonly smsId: number;
  readonly content: string;
}

/** The reminders queued so far, in log order. */
export const remindersQueued = async (system: System): Promise<QueuedReminder[]> =>
  (await allEvents(system))
    .filter((e) => e.type === 'SmsQueued' && (e.data as SmsQueued['data']).kind === 'reminder')
    .map((e) => {
      const d = e.data as SmsQueued['data'];
      return { key: reminderKey(d.reminderOf as ReminderOf), smsId: d.smsId, content: d.content };
    });

/** 'YYYY-MM' of the month before. */
export const monthBefore = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};
