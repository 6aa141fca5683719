import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../api/get-history';
import {
  actorText,
  describeEvent,
  EVENT_NAMES,
  eventLines,
  eventName,
  formatDay,
  formatEat,
  groupIdOf,
  MONEY_FIELDS,
} from './event-format';

const anEvent = (overrides: Partial<HistoryEvent> = {}): HistoryEvent => ({
  position: '41',
  version: 2,
  type: 'LoanIssued',
  data: {},
  actor: { kind: 'user', userId: 5, username: 'facilitator', role: 'ChurchFacilitator' },
  occurredAt: '2026-11-26T11:05:00.000Z',
  recordedAt: '2026-11-26T11:05:00.120Z',
  actorName: null,
  names: {},
  ...overrides,
});

const lines = (
  type: string,
  data: unknown,
  stream = 'loan-4',
  resolve?: (key: string, id: number) => string | undefined,
) => eventLines({ type, data }, stream, resolve).map((line) => `${line.label}: ${line.value}`);

/** Every `DomainEvent<'Type', …>` declared in the domain's events.ts files. */
const domainEventTypes = (): string[] => {
  const root = path.resolve(import.meta.dirname, '../../../../../domain/src');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('events.ts'),
  );
  return files.flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/DomainEvent<\s*'(\w+)'/g)].map(
      (match) => match[1] ?? '',
    ),
  );
};

describe('event names', () => {
  it('names every event type of the domain in words', () => {
    const types = domainEventTypes();
    expect(types.length).toBeGreaterThan(30);
    expect(types.filter((type) => !(type in EVENT_NAMES))).toEqual([]);
  });

  it('reads the money events as sentences', () => {
    expect(eventName('LoanIssued')).toBe('Loan issued');
    expect(eventName('RepaymentRecorded')).toBe('Repayment recorded');
    expect(eventName('PaymentReversed')).toBe('Payment reversed');
  });

  it('splits an unknown type at its capitals', () => {
    expect(eventName('MeetingMinutesUploaded')).toBe('Meeting minutes uploaded');
    expect(eventName('SMSBatchSent')).toBe('Sms batch sent');
  });
});

describe('money in events', () => {
  it('shows the cents fields of each event type as KES', () => {
    expect(
      lines('LoanIssued', { amount: 500000, totalAmount: 560000, interestRate: 2, termMonths: 6 }),
    ).toEqual([
      'Amount: KES 5,000.00',
      'Total to repay: KES 5,600.00',
      'Service charge: 2% per month',
      'Term: 6 months',
    ]);
    expect(lines('GroupRegistered', { savingAmount: 20000, maxLoanAmount: null }, 'group-3')).toEqual([
      'Saving amount: KES 200.00',
      'Max loan amount: -',
    ]);
    expect(
      lines('EmergencyFundCreated', { contributionAmount: 50000, maxDisbursementPerMember: 200000 }),
    ).toEqual(['Contribution amount: KES 500.00', 'Max disbursement per member: KES 2,000.00']);
  });

  it("reads the reversals of a group's money with the amount, the reason and who reversed it", () => {
    expect(eventName('SavingReversed')).toBe('Saving reversed');
    expect(eventName('FeePaymentReversed')).toBe('Registration fee payment reversed');
    expect(
      lines(
        'SavingReversed',
        { amount: 20000, reason: 'Recorded twice', reversedBy: { userId: 4, username: 'pa.kakamega' } },
        'group-3',
      ),
    ).toEqual(['Amount: KES 200.00', 'Reason: Recorded twice', 'Reversed by: pa.kakamega']);
    expect(lines('PenaltyReversed', { amount: 5000, paidAmount: 5000 }, 'group-3')).toEqual([
      'Amount: KES 50.00',
      'Paid of it: KES 50.00',
    ]);
    expect(lines('RepaymentReversed', { amount: 150000, reopened: true })).toEqual([
      'Amount: KES 1,500.00',
      'Loan active again: Yes',
    ]);
  });

  it('leaves numbers that are not money alone', () => {
    expect(lines('GroupRegistered', { totalMembers: 1204 }, 'group-3')).toEqual(['Total members: 1,204']);
  });

  it('lists cents fields only for event types that have them', () => {
    for (const fields of Object.values(MONEY_FIELDS)) expect(fields.length).toBeGreaterThan(0);
    expect(lines('RegionCreated', { amount: 5 }, 'region-1')).toEqual(['Amount: 5']);
  });
});

describe('times and dates', () => {
  it('shows instants in Kenyan time', () => {
    expect(formatEat('2026-11-26T11:05:00.000Z')).toBe('26 Nov 2026, 14:05 EAT');
    // past midnight in Nairobi while still the day before in UTC
    expect(formatEat('2026-01-31T22:30:00Z')).toBe('1 Feb 2026, 01:30 EAT');
  });

  it('shows business dates as they were recorded, and months in words', () => {
    expect(formatDay('2026-03-05')).toBe('5 Mar 2026');
    expect(
      lines('ContributionOpened', { month: '2026-11', expectedAmount: 100000 }, 'contribution-9'),
    ).toEqual(['Month: November 2026', 'Monthly amount: KES 1,000.00']);
    expect(lines('RepaymentRecorded', { paymentDate: '2026-12-01' })).toEqual(['Payment date: 1 Dec 2026']);
  });
});

describe('people and references', () => {
  it('names the actor with its role in words', () => {
    expect(actorText({ kind: 'user', userId: 1, username: 'admin', role: 'SuperAdmin' })).toBe(
      'admin (Super Admin)',
    );
    expect(actorText({ kind: 'user', userId: 9, username: 'jane', role: null })).toBe('jane (no role)');
    expect(actorText({ kind: 'system', name: 'demo-seed' })).toBe('System: demo-seed');
  });

  it('reads nested objects as text, never as JSON', () => {
    expect(lines('LoanIssued', { issuedBy: { userId: 5, username: 'facilitator' } })).toEqual([
      'Issued by: facilitator',
    ]);
    expect(lines('X', { place: { town: 'Kakamega', ward: null } }, 'x-1')).toEqual([
      'Place: Town: Kakamega; Ward: -',
    ]);
    expect(lines('LoanIssued', { guarantors: ['Achieng', 'Nafula'] })).toEqual([
      'Guarantors: Achieng, Nafula',
    ]);
  });

  it('names the ids the page can resolve, and leaves out the subject and unnamed places', () => {
    const resolve = (key: string, id: number) =>
      key === 'borrowerId' && id === 12 ? 'Wanjiru' : key === 'groupId' && id === 3 ? 'Upendo' : undefined;
    expect(
      lines(
        'LoanIssued',
        { loanId: 4, groupId: 3, borrowerId: 12, projectId: 1, clusterId: 1, regionId: 1, meetingId: null },
        'loan-4',
        resolve,
      ),
    ).toEqual(['Group: Upendo', 'Borrower: Wanjiru']);
    expect(lines('SavingRecorded', { savingId: 7, memberId: 15 }, 'group-3')).toEqual([
      'Saving: #7',
      'Member: #15',
    ]);
  });

  it('says sealed personal data is there without showing it', () => {
    expect(lines('ParticipantUpdated', { personal: '(personal data, sealed)' }, 'participant-2')).toEqual([
      'Personal data: kept sealed, not shown',
    ]);
  });
});

describe('names the server resolved', () => {
  it('shows the names the server sent for ids, before a page resolver, and the actor by full name', () => {
    const event = anEvent({
      type: 'RepaymentRecorded',
      data: { loanId: 4, repaymentId: 9, memberId: 12, amount: 500000 },
      names: { memberId: 'Jane Auma' },
      actorName: 'Esther Khaemba',
    });
    const view = describeEvent(event, 'loan-4', (key) => (key === 'memberId' ? 'Wrong' : undefined));
    expect(view.lines).toContainEqual({ label: 'Member', value: 'Jane Auma' });
    expect(view.actor).toBe('Esther Khaemba, facilitator (Church Facilitator)');
  });
});

describe("a meeting's history", () => {
  const members = (key: string, id: number) =>
    key === 'memberId' ? ({ 11: 'Jane Auma', 12: 'Ruth Atieno' } as Record<number, string>)[id] : undefined;

  it('names each member of an attendance list, never by id', () => {
    const attendance = anEvent({
      type: 'AttendanceRecorded',
      data: {
        meetingId: 3,
        groupId: 2,
        attendance: [
          { memberId: 11, isPresent: true, arrivalTime: '14:05', notes: null },
          { memberId: 12, isPresent: false, arrivalTime: null, notes: 'Travelling' },
        ],
        presentCount: 1,
      },
      // one name for the whole field, which holds two members: it names neither
      names: { memberId: 'Ruth Atieno', groupId: 'Upendo Women Group' },
    });
    const view = describeEvent(attendance, 'meeting-3', members);
    expect(view.lines).toContainEqual({
      label: 'Attendance',
      value: 'Jane Auma: present, arrived 14:05; Ruth Atieno: absent (Travelling)',
    });
    expect(view.lines).toContainEqual({ label: 'Group', value: 'Upendo Women Group' });
    // without names, an id says it is one
    const unnamed = describeEvent(attendance, 'meeting-3').lines.find((line) => line.label === 'Attendance');
    expect(unnamed?.value).toBe('#11: present, arrived 14:05; #12: absent (Travelling)');
  });

  it("names the minutes' attendees", () => {
    expect(lines('MinutesRecorded', { attendees: [12, 11, 99] }, 'minutes-4', members)).toEqual([
      'Attendees: Ruth Atieno, Jane Auma, #99',
    ]);
  });

  it('finds the group whose members a history names', () => {
    expect(groupIdOf([{ data: { meetingId: 3 } }, { data: { meetingId: 3, groupId: 2 } }])).toBe(2);
    expect(groupIdOf([{ data: { participantId: 7 } }, { data: null }])).toBeUndefined();
  });
});

describe('a whole event', () => {
  it('keeps the raw event for auditors and shows the recording time only when it differs', () => {
    const event = anEvent({ data: { amount: 500000 } });
    const view = describeEvent(event, 'loan-4');
    expect(view.name).toBe('Loan issued');
    expect(view.actor).toBe('facilitator (Church Facilitator)');
    expect(view.occurred).toBe('26 Nov 2026, 14:05 EAT');
    expect(view.recorded).toBeNull();
    expect(JSON.parse(view.raw)).toEqual(event);
    expect(describeEvent(anEvent({ recordedAt: '2026-11-27T06:00:00Z' }), 'loan-4').recorded).toBe(
      '27 Nov 2026, 09:00 EAT',
    );
  });
});
