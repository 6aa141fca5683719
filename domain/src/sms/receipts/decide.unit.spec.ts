import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { specFor } from '../../shared/spec-helper';
import {
  type RecordReceiptRefused,
  receiptsOn,
  receiptText,
  remindersOn,
  type SetSmsReceipts,
  type SmsReceiptsSet,
  shortName,
  smsReceiptsDecider,
} from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 5, username: 'project', role: 'ProjectAdmin' },
};
const place = { projectId: 1, clusterId: 2, regionId: 3 };
const spec = specFor(smsReceiptsDecider);

const turn = (enabled: boolean, groupId: number | null = 7): SetSmsReceipts => ({
  type: 'SetSmsReceipts',
  data: { scope: groupId === null ? 'project' : 'group', groupId, enabled, place },
  metadata,
});
const turned = (enabled: boolean, groupId: number | null = 7): SmsReceiptsSet => ({
  type: 'SmsReceiptsSet',
  data: {
    scope: groupId === null ? 'project' : 'group',
    groupId,
    enabled,
    recordedBy: { userId: 5, username: 'project' },
    ...place,
  },
});

describe('sms receipts switches', () => {
  it("turns a group's receipts on and off, and a project's", () => {
    spec
      .given([])
      .when(turn(true))
      .then([turned(true)]);
    spec
      .given([turned(true)])
      .when(turn(false))
      .then([turned(false)]);
    spec
      .given([turned(true)])
      .when(turn(true, null))
      .then([turned(true, null)]);
  });

  it('appends nothing when the switch already is so; each group has its own switch', () => {
    spec.given([]).when(turn(false)).then([]);
    spec
      .given([turned(true)])
      .when(turn(true))
      .then([]);
    spec
      .given([turned(true, 8)])
      .when(turn(true))
      .then([turned(true)]);
    spec
      .given([turned(true)])
      .when(turn(false, null))
      .then([]);
  });

  it('records a refused receipt with its reason', () => {
    const refused: RecordReceiptRefused = {
      type: 'RecordReceiptRefused',
      data: {
        groupId: 7,
        entryType: 'saving',
        entryId: 12,
        kind: 'receipt',
        reason: 'Receipt not sent: "none" is not a phone number',
        place,
      },
      metadata,
    };
    spec
      .given([turned(true)])
      .when(refused)
      .then([
        {
          type: 'SmsReceiptRefused',
          data: {
            groupId: 7,
            entryType: 'saving',
            entryId: 12,
            kind: 'receipt',
            reason: 'Receipt not sent: "none" is not a phone number',
            refusedAt: metadata.now,
            ...place,
          },
        },
      ]);
  });
});

describe('sms reminders switches (kind reminders, on the same stream)', () => {
  const remind = (enabled: boolean, groupId: number | null = 7): SetSmsReceipts => ({
    ...turn(enabled, groupId),
    data: { ...turn(enabled, groupId).data, kind: 'reminders' },
  });
  const reminded = (enabled: boolean, groupId: number | null = 7): SmsReceiptsSet => ({
    ...turned(enabled, groupId),
    data: { ...turned(enabled, groupId).data, kind: 'reminders' },
  });

  it('turns reminders on and off apart from receipts; an event without a kind is receipts', () => {
    spec
      .given([])
      .when(remind(true))
      .then([reminded(true)]);
    spec
      .given([turned(true)])
      .when(remind(true))
      .then([reminded(true)]);
    spec
      .given([reminded(true)])
      .when(turn(true))
      .then([turned(true)]);
    spec
      .given([reminded(true)])
      .when(remind(true))
      .then([]);
    spec
      .given([reminded(true, null)])
      .when(remind(false, null))
      .then([reminded(false, null)]);
    const state = [turned(true), reminded(true, null)].reduce(
      smsReceiptsDecider.evolve,
      smsReceiptsDecider.initialState(),
    );
    expect([
      receiptsOn(state, 7),
      remindersOn(state, 7),
      receiptsOn(state, null),
      remindersOn(state, null),
    ]).toEqual([true, false, false, true]);
  });

  it('records a refused reminder with what it was about', () => {
    const reminderOf = {
      purpose: 'loan',
      loanId: 5,
      groupId: 7,
      memberId: 21,
      dueDate: '2026-12-28',
    } as const;
    spec
      .given([])
      .when({
        type: 'RecordReminderRefused',
        data: { reminderOf, reason: 'Reminder not sent: "none" is not a phone number', place },
        metadata,
      })
      .then([
        {
          type: 'SmsReminderRefused',
          data: {
            reminderOf,
            reason: 'Reminder not sent: "none" is not a phone number',
            refusedAt: metadata.now,
            ...place,
          },
        },
      ]);
  });
});

describe('receipt texts', () => {
  const saving = {
    kind: 'receipt' as const,
    entryType: 'saving' as const,
    amount: 20_000,
    date: '2026-11-20',
    person: 'Jane Wanjiru',
    balance: 140_000,
    signature: 'Upendo Women',
  };

  it('gives the amount, the date, whose it is and the balance, signed by the group', () => {
    expect(receiptText(saving)).toBe(
      'Receipt: KES 200.00 saving recorded 2026-11-20 for Jane W. Savings KES 1,400.00. Upendo Women',
    );
    expect(receiptText({ ...saving, entryType: 'repayment', balance: 80_000 })).toBe(
      'Receipt: KES 200.00 loan repayment recorded 2026-11-20 for Jane W. Loan balance KES 800.00. Upendo Women',
    );
    expect(receiptText({ ...saving, entryType: 'payment', month: '2026-11', balance: 0 })).toContain(
      'Still due for 2026-11: KES 0.00.',
    );
  });

  it('says which entry a correction reverses', () => {
    expect(receiptText({ ...saving, kind: 'correction', balance: 120_000 })).toBe(
      'Correction: the KES 200.00 saving of 2026-11-20 for Jane W. was reversed. Savings KES 1,200.00. Upendo Women',
    );
  });

  it('never takes more than one SMS, cutting the signature first', () => {
    const long = receiptText({
      ...saving,
      kind: 'correction',
      entryType: 'payment',
      signature: 'x'.repeat(200),
    });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
    expect(receiptText({ ...saving, person: 'A'.repeat(100) }).length).toBeLessThanOrEqual(160);
    expect(shortName('  mary   anyango otieno ')).toBe('mary O.');
  });
});
