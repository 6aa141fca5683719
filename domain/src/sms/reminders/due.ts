import { addDays, BUSINESS_UTC_OFFSET_HOURS, businessDate, monthOf } from '../../shared/dates';
import type { Cents } from '../../shared/money';

/**
 * Which reminders fall due on a day (docs/domain/saving-group-ministry.md, "SMS reminders"). Every day is
 * a Kenyan business date: the day turns at midnight in Nairobi, not in UTC.
 */

/** From this day of the month to its last, a guardian is reminded of the month's contribution, once. */
export const CONTRIBUTION_REMINDER_FROM_DAY = 25;
/** A borrower is reminded this many days before the loan falls due. */
export const LOAN_REMINDER_DAYS_AHEAD = 3;
/** A group's members are reminded the day before its meeting. */
export const MEETING_REMINDER_DAYS_AHEAD = 1;

/**
 * Reminders are queued only from 08:00 to 20:00 Kenyan time: a run outside these hours (the job also runs
 * soon after every start, which may be at night) queues nothing, and the next morning's run catches up.
 */
export const REMINDER_HOURS = { from: 8, to: 20 } as const;

/** Whether `now` (an ISO instant) is within the hours reminders are sent, in Nairobi. */
export const withinReminderHours = (now: string): boolean => {
  const hour = new Date(Date.parse(now) + BUSINESS_UTC_OFFSET_HOURS * 3_600_000).getUTCHours();
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.to;
};

/** The days a run of the reminders job at one instant looks at. */
export interface ReminderDays {
  /** The Kenyan date of the run. */
  readonly today: string;
  /** The month whose contribution is reminded of, from the 25th to the month's end; null before. */
  readonly contributionMonth: string | null;
  /** Loans falling due on this day are reminded of. */
  readonly loanDueDate: string;
  /** Meetings on this day are reminded of. */
  readonly meetingDate: string;
}

/** The days of a run at `now` (an ISO instant). */
export const reminderDaysAt = (now: string): ReminderDays => {
  const today = businessDate(now);
  return {
    today,
    contributionMonth: Number(today.slice(8, 10)) >= CONTRIBUTION_REMINDER_FROM_DAY ? monthOf(today) : null,
    loanDueDate: addDays(today, LOAN_REMINDER_DAYS_AHEAD),
    meetingDate: addDays(today, MEETING_REMINDER_DAYS_AHEAD),
  };
};

/** A child and its month's contribution, as the job found them. */
export interface ChildMonth {
  readonly isActive: boolean;
  readonly deleted: boolean;
  /** The contribution's month, YYYY-MM. */
  readonly month: string;
  /** What is still owed for the month. */
  readonly outstanding: Cents;
}

/** An active, not deleted child whose month, the current one from the 25th, still owes something. */
export const contributionReminderDue = (days: ReminderDays, child: ChildMonth): boolean =>
  days.contributionMonth !== null &&
  child.month === days.contributionMonth &&
  child.isActive &&
  !child.deleted &&
  child.outstanding > 0;

/** A loan as the job found it. */
export interface LoanDue {
  readonly status: 'active' | 'completed' | 'defaulted';
  readonly dueDate: string;
  /** What is still to repay, principal and service charge. */
  readonly remaining: Cents;
}

/**
 * An active loan with something still owed that falls due exactly three days from today. A loan has one
 * due date (loanDate + term, no instalments), so that date is the one reminded of.
 */
export const loanReminderDue = (days: ReminderDays, loan: LoanDue): boolean =>
  loan.status === 'active' && loan.remaining > 0 && loan.dueDate === days.loanDueDate;

/** A meeting held tomorrow: each of the group's active members is reminded. */
export const meetingReminderDue = (days: ReminderDays, meetingDate: string, memberActive: boolean): boolean =>
  memberActive && meetingDate === days.meetingDate;
