import { describe, expect, it } from 'vitest';
import { isGsm7 } from '../parts';
import {
  type ChildMonth,
  contributionReminderDue,
  type LoanDue,
  loanReminderDue,
  meetingReminderDue,
  plainGsm,
  reminderDaysAt,
  reminderDue,
  reminderKey,
  reminderText,
  withinReminderHours,
} from './index';

/** 08:00 in Nairobi (05:00 UTC) on a Kenyan date. */
const morningOf = (date: string) => `${date}T05:00:00.000Z`;

describe('which day a reminder falls due (Kenyan dates)', () => {
  it('reminds of the month from the 25th to its last day, never before', () => {
    expect(reminderDaysAt(morningOf('2026-12-24')).contributionMonth).toBeNull();
    expect(reminderDaysAt(morningOf('2026-12-25')).contributionMonth).toBe('2026-12');
    expect(reminderDaysAt(morningOf('2026-12-31')).contributionMonth).toBe('2026-12');
    expect(reminderDaysAt(morningOf('2027-01-01')).contributionMonth).toBeNull();
    expect(reminderDaysAt(morningOf('2027-02-28')).contributionMonth).toBe('2027-02');
  });

  it('turns the day at midnight in Nairobi, not in UTC', () => {
    // 23:59:59 EAT on the 24th, then midnight EAT: the 25th begins at 21:00 UTC on the 24th
    expect(reminderDaysAt('2026-12-24T20:59:59.999Z')).toMatchObject({
      today: '2026-12-24',
      contributionMonth: null,
    });
    expect(reminderDaysAt('2026-12-24T21:00:00.000Z')).toMatchObject({
      today: '2026-12-25',
      contributionMonth: '2026-12',
    });
    // the 31st ends at 21:00 UTC: the new month has no reminder until its 25th
    expect(reminderDaysAt('2026-12-31T20:59:59.999Z').contributionMonth).toBe('2026-12');
    expect(reminderDaysAt('2026-12-31T21:00:00.000Z')).toMatchObject({
      today: '2027-01-01',
      contributionMonth: null,
    });
  });

  it('looks three days ahead for loans and one for meetings, across month and year ends', () => {
    expect(reminderDaysAt(morningOf('2026-12-30'))).toMatchObject({
      loanDueDate: '2027-01-02',
      meetingDate: '2026-12-31',
    });
    expect(reminderDaysAt('2026-12-30T21:00:00.000Z')).toMatchObject({
      today: '2026-12-31',
      loanDueDate: '2027-01-03',
      meetingDate: '2027-01-01',
    });
    expect(reminderDaysAt(morningOf('2028-02-27'))).toMatchObject({
      loanDueDate: '2028-03-01',
      meetingDate: '2028-02-28',
    });
  });
});

describe('the hours reminders are sent', () => {
  it('are 08:00 to 20:00 in Nairobi, never at night', () => {
    expect(withinReminderHours('2026-12-25T04:59:59.999Z')).toBe(false);
    expect(withinReminderHours('2026-12-25T05:00:00.000Z')).toBe(true);
    expect(withinReminderHours('2026-12-25T16:59:59.999Z')).toBe(true);
    expect(withinReminderHours('2026-12-25T17:00:00.000Z')).toBe(false);
    expect(withinReminderHours('2026-12-24T21:30:00.000Z')).toBe(false);
  });
});

describe('which child, loan and meeting is due', () => {
  const on25 = reminderDaysAt(morningOf('2026-12-25'));
  const child: ChildMonth = { isActive: true, deleted: false, month: '2026-12', outstanding: 50_000 };

  it('reminds of an active child whose current month still owes something', () => {
    expect(contributionReminderDue(on25, child)).toBe(true);
    expect(contributionReminderDue(on25, { ...child, outstanding: 0 })).toBe(false);
    expect(contributionReminderDue(on25, { ...child, isActive: false })).toBe(false);
    expect(contributionReminderDue(on25, { ...child, deleted: true })).toBe(false);
    // an older month still owing is not this month's reminder
    expect(contributionReminderDue(on25, { ...child, month: '2026-11' })).toBe(false);
    expect(contributionReminderDue(reminderDaysAt(morningOf('2026-12-24')), child)).toBe(false);
  });

  it('reminds of an active loan still owing that falls due exactly three days from today', () => {
    const loan: LoanDue = { status: 'active', dueDate: '2026-12-28', remaining: 80_000 };
    expect(loanReminderDue(on25, loan)).toBe(true);
    for (const dueDate of ['2026-12-27', '2026-12-29', '2026-12-25'])
      expect(loanReminderDue(on25, { ...loan, dueDate })).toBe(false);
    expect(loanReminderDue(on25, { ...loan, remaining: 0 })).toBe(false);
    expect(loanReminderDue(on25, { ...loan, status: 'completed' })).toBe(false);
    expect(loanReminderDue(on25, { ...loan, status: 'defaulted' })).toBe(false);
    // at 23:59 EAT on the 24th the loan is four days away; at midnight it is three
    expect(loanReminderDue(reminderDaysAt('2026-12-24T20:59:00.000Z'), loan)).toBe(false);
    expect(loanReminderDue(reminderDaysAt('2026-12-24T21:00:00.000Z'), loan)).toBe(true);
  });

  it("reminds each active member of tomorrow's meeting only", () => {
    expect(meetingReminderDue(on25, '2026-12-26', true)).toBe(true);
    expect(meetingReminderDue(on25, '2026-12-26', false)).toBe(false);
    expect(meetingReminderDue(on25, '2026-12-25', true)).toBe(false);
    expect(meetingReminderDue(on25, '2026-12-27', true)).toBe(false);
  });
});

describe('reminder keys', () => {
  it('are one per person, purpose and date', () => {
    expect(reminderKey({ purpose: 'contribution', participantId: 11, month: '2026-12' })).toBe(
      'reminder:contribution:11:2026-12',
    );
    const loan = { purpose: 'loan', loanId: 5, groupId: 7, memberId: 21, dueDate: '2026-12-28' } as const;
    expect(reminderKey(loan)).toBe('reminder:loan:5:2026-12-28');
    expect(reminderDue(loan)).toBe('2026-12-28');
    const meeting = {
      purpose: 'meeting',
      meetingId: 9,
      groupId: 7,
      memberId: 21,
      meetingDate: '2026-12-26',
    } as const;
    expect(reminderKey(meeting)).toBe('reminder:meeting:9:21');
    expect(reminderKey({ ...meeting, memberId: 22 })).not.toBe(reminderKey(meeting));
  });
});

describe('reminder texts', () => {
  it('gives the child by participant ID, the month, what is outstanding and how to pay', () => {
    expect(
      reminderText({
        purpose: 'contribution',
        participantCode: 'KE0420-101',
        month: '2026-12',
        outstanding: 50_000,
        payBill: '600000',
      }),
    ).toBe(
      'Reminder: the contribution for KE0420-101 for December 2026 is due. Outstanding KES 500.00. Pay bill 600000, account KE0420-101.',
    );
  });

  it("gives the loan's due date and what is left, and the meeting's day, time and place, signed by the group", () => {
    expect(
      reminderText({ purpose: 'loan', dueDate: '2026-12-28', remaining: 80_000, groupName: 'Upendo Women' }),
    ).toBe('Reminder: your loan is due on 2026-12-28. Still to repay KES 800.00. Upendo Women');
    expect(
      reminderText({
        purpose: 'meeting',
        meetingDate: '2026-12-26',
        time: '14:00',
        location: 'Church hall',
        groupName: 'Upendo Women',
      }),
    ).toBe('Reminder: your saving group meets tomorrow, 2026-12-26 at 14:00, Church hall. Upendo Women');
  });

  it('is always one GSM-7 SMS: long or unusual names are cut and made plain', () => {
    const long = reminderText({
      purpose: 'meeting',
      meetingDate: '2026-12-26',
      time: '14:00',
      location: `Kanisa “Tumaini” ${'x'.repeat(80)}`,
      groupName: `Wanawake wa Ushindi 🙏 ${'y'.repeat(200)}`,
    });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(isGsm7(long)).toBe(true);
    expect(long).toContain('Kanisa "Tumaini"');
    expect(plainGsm('  Café  “Amani” – Group {1} 🙏 ')).toBe('Cafe "Amani" - Group 1');
    const loan = reminderText({
      purpose: 'loan',
      dueDate: '2026-12-28',
      remaining: 99_999_999_99,
      groupName: 'z'.repeat(300),
    });
    expect(loan.length).toBeLessThanOrEqual(160);
  });
});
