import { describe, it } from 'vitest';
import type { CommandMetadata } from '../../shared/decider';
import { ConflictError, NotFoundError, RuleViolation, ValidationError } from '../../shared/errors';
import { specFor } from '../../shared/spec-helper';
import {
  type QueueReceipt,
  type QueueReminder,
  type QueueSms,
  type RecordSmsDeliveryReport,
  type RecordSmsDispatch,
  type SmsDeliveryReported,
  type SmsDispatched,
  type SmsQueued,
  smsDecider,
} from './index';

const metadata: CommandMetadata = {
  now: '2026-11-25T09:00:00.000Z',
  actor: { kind: 'user', userId: 5, username: 'project', role: 'ProjectAdmin' },
};
const place = { projectId: 1, clusterId: 2, regionId: 3 };
const phone = (n: number) => ({ keyId: `pk-${n}`, iv: 'iv', tag: 'tag', data: `sealed-${n}` });
const recipients = [
  { participantId: 11, phone: phone(11) },
  { participantId: 12, phone: phone(12) },
];
const spec = specFor(smsDecider);

const queue = (overrides: Partial<QueueSms['data']> = {}): QueueSms => ({
  type: 'QueueSms',
  data: {
    smsId: 7,
    content: '  Reminder: contributions are due on Friday  ',
    recipientType: 'all',
    recipientFilter: null,
    recipients,
    skippedRecipients: 1,
    sentBy: { userId: 5, username: 'project' },
    project: { ...place, isActive: true },
    ...overrides,
  },
  metadata,
});
const queued: SmsQueued = {
  type: 'SmsQueued',
  data: {
    smsId: 7,
    content: 'Reminder: contributions are due on Friday',
    recipientType: 'all',
    recipientFilter: null,
    recipients,
    totalRecipients: 2,
    skippedRecipients: 1,
    sentBy: { userId: 5, username: 'project' },
    queuedAt: metadata.now,
    ...place,
  },
};
const answer: RecordSmsDispatch['data'] = {
  status: 'Sent',
  reason: null,
  attempts: 1,
  recipients: [
    { index: 0, messageId: 'ATXid_1', status: 'Sent', gatewayStatus: 'Success', cost: 'KES 0.8000' },
    { index: 1, messageId: null, status: 'Failed', gatewayStatus: 'InvalidPhoneNumber', cost: null },
  ],
};
const dispatch: RecordSmsDispatch = { type: 'RecordSmsDispatch', data: answer, metadata };
const dispatched: SmsDispatched = {
  type: 'SmsDispatched',
  data: { smsId: 7, ...answer, dispatchedAt: metadata.now },
};
const report = (gatewayStatus: string, messageId = 'ATXid_1'): RecordSmsDeliveryReport => ({
  type: 'RecordSmsDeliveryReport',
  data: { messageId, gatewayStatus, failureReason: gatewayStatus === 'Success' ? null : 'UserInBlacklist' },
  metadata,
});
const reported = (status: 'Delivered' | 'Failed', gatewayStatus: string): SmsDeliveryReported => ({
  type: 'SmsDeliveryReported',
  data: {
    smsId: 7,
    index: 0,
    messageId: 'ATXid_1',
    status,
    gatewayStatus,
    failureReason: status === 'Failed' ? 'UserInBlacklist' : null,
    reportedAt: metadata.now,
  },
});

const receipt = (overrides: Partial<QueueReceipt['data']> = {}): QueueReceipt => ({
  type: 'QueueReceipt',
  data: {
    smsId: 9,
    kind: 'receipt',
    receiptOf: { entryType: 'saving', entryId: 12, groupId: 4 },
    content: 'Receipt: KES 200.00 saving recorded 2026-11-20 for Jane W. Savings KES 1,400.00. Upendo',
    number: '0712 345 678',
    recipient: { participantId: null, phone: phone(1) },
    place,
    ...overrides,
  },
  metadata,
});

describe('sms decider: receipts', () => {
  it('queues a receipt to one number, marked as a receipt of its entry', () => {
    spec
      .given([])
      .when(receipt())
      .then([
        {
          type: 'SmsQueued',
          data: {
            smsId: 9,
            content: receipt().data.content,
            recipientType: 'individual',
            recipientFilter: null,
            recipients: [{ participantId: null, phone: phone(1) }],
            totalRecipients: 1,
            skippedRecipients: 0,
            sentBy: null,
            queuedAt: metadata.now,
            kind: 'receipt',
            receiptOf: { entryType: 'saving', entryId: 12, groupId: 4 },
            ...place,
          },
        },
      ]);
  });

  it('refuses a receipt to a number that is not a phone number, and stores nothing', () => {
    for (const number of ['call the chair', '', '020 2345678', '+255712345678'])
      spec
        .given([])
        .when(receipt({ number }))
        .thenThrows(ValidationError, /^Receipt not sent: .* is not a phone number$/);
    spec
      .given([])
      .when(receipt({ number: 'none' }))
      .thenThrows(ValidationError, 'Receipt not sent: "none" is not a phone number');
    spec
      .given([])
      .when(receipt({ recipient: null }))
      .thenThrows(RuleViolation, /erased/);
  });

  it('queues a receipt once: the same message again is refused', () => {
    const [event] = smsDecider.decide(receipt(), smsDecider.initialState());
    spec.given([event!]).when(receipt()).thenThrows(ConflictError);
    spec
      .given([])
      .when(receipt({ content: 'a'.repeat(161) }))
      .thenThrows(ValidationError, 'Message must be 160 characters or less');
  });
});

describe('sms decider: reminders', () => {
  const reminderOf = { purpose: 'contribution', participantId: 11, month: '2026-12' } as const;
  const reminder = (overrides: Partial<QueueReminder['data']> = {}): QueueReminder => ({
    type: 'QueueReminder',
    data: {
      smsId: 10,
      reminderOf,
      content: 'Reminder: the contribution for KE0420-101 for December 2026 is due.',
      number: '0712 345 678',
      recipient: { participantId: 11, phone: phone(11) },
      place,
      ...overrides,
    },
    metadata,
  });

  it('queues a reminder to one number, marked as a reminder of what it is about', () => {
    spec
      .given([])
      .when(reminder())
      .then([
        {
          type: 'SmsQueued',
          data: {
            smsId: 10,
            content: reminder().data.content,
            recipientType: 'individual',
            recipientFilter: '11',
            recipients: [{ participantId: 11, phone: phone(11) }],
            totalRecipients: 1,
            skippedRecipients: 0,
            sentBy: null,
            queuedAt: metadata.now,
            kind: 'reminder',
            reminderOf,
            ...place,
          },
        },
      ]);
  });

  it('refuses a number that is not a phone number or was erased, and the same reminder twice', () => {
    spec
      .given([])
      .when(reminder({ number: 'none' }))
      .thenThrows(ValidationError, 'Reminder not sent: "none" is not a phone number');
    spec
      .given([])
      .when(reminder({ number: ' ' }))
      .thenThrows(ValidationError, 'Reminder not sent: an empty number is not a phone number');
    spec
      .given([])
      .when(reminder({ recipient: null }))
      .thenThrows(RuleViolation, 'Reminder not sent: the number was erased');
    const [event] = smsDecider.decide(reminder(), smsDecider.initialState());
    spec.given([event!]).when(reminder()).thenThrows(ConflictError);
  });
});

describe('sms decider', () => {
  it('queues a message with the recipients the service resolved, counted by the server', () => {
    spec.given([]).when(queue()).then([queued]);
  });

  it('refuses an empty or too long message, and a message to nobody', () => {
    spec
      .given([])
      .when(queue({ content: '   ' }))
      .thenThrows(ValidationError, 'Message content is required');
    spec
      .given([])
      .when(queue({ content: 'a'.repeat(161) }))
      .thenThrows(ValidationError, 'Message must be 160 characters or less');
    spec
      .given([])
      .when(queue({ content: 'a'.repeat(160) }))
      .then([{ ...queued, data: { ...queued.data, content: 'a'.repeat(160) } }]);
    spec
      .given([])
      .when(queue({ recipients: [] }))
      .thenThrows(RuleViolation, /^No recipients/);
  });

  it('refuses a message for an inactive project, and the same message twice', () => {
    spec
      .given([])
      .when(queue({ project: { ...place, isActive: false } }))
      .thenThrows(RuleViolation, 'SMS cannot be sent for an inactive project');
    spec.given([queued]).when(queue()).thenThrows(ConflictError);
  });

  it("records the gateway's answer once; a second answer after a restart changes nothing", () => {
    spec.given([queued]).when(dispatch).then([dispatched]);
    spec.given([queued, dispatched]).when(dispatch).then([]);
    spec.given([]).when(dispatch).thenThrows(NotFoundError);
  });

  it('turns a number Delivered or Failed by its delivery report, once', () => {
    spec
      .given([queued, dispatched])
      .when(report('Success'))
      .then([reported('Delivered', 'Success')]);
    spec
      .given([queued, dispatched])
      .when(report('Rejected'))
      .then([reported('Failed', 'Rejected')]);
    spec
      .given([queued, dispatched, reported('Delivered', 'Success')])
      .when(report('Success'))
      .then([]);
    spec
      .given([queued, dispatched, reported('Delivered', 'Success')])
      .when(report('Failed'))
      .then([]);
  });

  it('ignores reports on the way (Sent, Buffered, Submitted) and refuses unknown message ids', () => {
    for (const status of ['Sent', 'Buffered', 'Submitted'])
      spec.given([queued, dispatched]).when(report(status)).then([]);
    spec.given([queued, dispatched]).when(report('Success', 'ATXid_other')).thenThrows(NotFoundError);
    // not yet dispatched: the message id is not known yet
    spec.given([queued]).when(report('Success')).thenThrows(NotFoundError);
  });
});
