import { describe, it } from 'vitest';
import { anEvent } from '../testing/an-event';
import { projectionSpec } from '../testing/projection-spec';
import { smsModel } from './index';

const spec = projectionSpec(smsModel);

describe('sms read model', () => {
  it('lists a queued message as Pending with its numbers, none delivered or failed yet', async () => {
    await spec.given([anEvent('SmsQueued')]).then({
      sms_messages: [
        {
          id: 1,
          project_id: 1,
          content: 'Reminder: contributions are due on Friday',
          recipient_type: 'all',
          custom_phone_number: null,
          sent_by: 5,
          sent_by_name: 'project',
          total_recipients: 2,
          delivered_count: 0,
          failed_count: 0,
          status: 'Pending',
          sent_at: null,
        },
      ],
      sms_recipients: [
        { sms_id: 1, recipient_index: 0, participant_id: 1, status: 'Pending', message_id: null },
        { sms_id: 1, recipient_index: 1, participant_id: 2, status: 'Pending', message_id: null },
      ],
    });
  });

  it("marks the message Sent with the gateway's message ids, then counts the delivery reports", async () => {
    await spec
      .given([
        anEvent('SmsQueued'),
        anEvent('SmsDispatched', {}, { occurredAt: '2026-11-20T08:00:05.000Z' }),
        anEvent('SmsDeliveryReported'),
        anEvent('SmsDeliveryReported', {
          index: 1,
          messageId: 'ATXid_2',
          status: 'Failed',
          gatewayStatus: 'Rejected',
          failureReason: 'UserInBlacklist',
        }),
        // a repeated report changes nothing
        anEvent('SmsDeliveryReported'),
      ])
      .then({
        sms_messages: [
          { id: 1, status: 'Sent', delivered_count: 1, failed_count: 1, sent_at: '2026-11-20T08:00:00.000Z' },
        ],
        sms_recipients: [
          { recipient_index: 0, message_id: 'ATXid_1', status: 'Delivered', failure_reason: null },
          { recipient_index: 1, message_id: 'ATXid_2', status: 'Failed', failure_reason: 'UserInBlacklist' },
        ],
      });
  });

  it('counts the numbers the gateway refused as failed, and a message refused whole as Failed', async () => {
    await spec
      .given([
        anEvent('SmsQueued'),
        anEvent('SmsQueued', { smsId: 2 }),
        anEvent('SmsDispatched', {
          recipients: [
            { index: 0, messageId: 'ATXid_1', status: 'Sent', gatewayStatus: 'Success', cost: 'KES 0.8000' },
            { index: 1, messageId: null, status: 'Failed', gatewayStatus: 'InvalidPhoneNumber', cost: null },
          ],
        }),
        anEvent('SmsDispatched', {
          smsId: 2,
          status: 'Failed',
          reason: 'The SMS gateway answered 500',
          attempts: 5,
          recipients: [],
        }),
      ])
      .then({
        sms_messages: [
          { id: 1, status: 'Sent', delivered_count: 0, failed_count: 1, failure_reason: null },
          {
            id: 2,
            status: 'Failed',
            delivered_count: 0,
            failed_count: 2,
            failure_reason: 'The SMS gateway answered 500',
          },
        ],
      });
  });

  it('keeps the receipt switches of a project and its groups, and counts the receipts refused once', async () => {
    await spec
      .given([
        anEvent('SmsReceiptsSet'),
        anEvent('SmsReceiptsSet', { scope: 'project', groupId: null }),
        anEvent('SmsReceiptsSet', { scope: 'project', groupId: null, enabled: false }),
        anEvent('SmsReceiptRefused'),
        anEvent('SmsReceiptRefused', { entryId: 2 }),
        anEvent('SmsQueued', { smsId: 3, kind: 'receipt' }),
      ])
      .then({
        sms_receipt_settings: [
          { project_id: 1, group_id: 0, enabled: false, refused_count: 0 },
          { project_id: 1, group_id: 1, enabled: true, refused_count: 2 },
        ],
        sms_messages: [{ id: 3, kind: 'receipt' }],
      });
  });

  it('keeps the reminder switches beside the receipt switches, and lists the reminders queued and refused', async () => {
    const loan = { purpose: 'loan', loanId: 5, groupId: 1, memberId: 21, dueDate: '2026-12-28' } as const;
    const child = { purpose: 'contribution', participantId: 1, month: '2026-12' } as const;
    await spec
      .given([
        anEvent('SmsReceiptsSet'),
        anEvent('SmsReceiptsSet', { kind: 'reminders', enabled: false }),
        anEvent('SmsReceiptsSet', { scope: 'project', groupId: null, kind: 'reminders' }),
        anEvent('SmsQueued', {
          smsId: 4,
          kind: 'reminder',
          reminderOf: child,
          recipients: [{ participantId: 1, phone: anEvent('SmsQueued').data.recipients[0]!.phone }],
          totalRecipients: 1,
        }),
        anEvent('SmsReminderRefused', { reminderOf: loan }),
        anEvent('SmsReminderRefused', { reminderOf: loan }),
      ])
      .then({
        sms_receipt_settings: [
          { project_id: 1, group_id: 0, enabled: false, reminders: true },
          { project_id: 1, group_id: 1, enabled: true, reminders: false },
        ],
        sms_messages: [{ id: 4, kind: 'reminder' }],
        sms_reminder_list: [
          {
            reminder_key: 'reminder:contribution:1:2026-12',
            purpose: 'contribution',
            due: '2026-12',
            participant_id: 1,
            group_id: null,
            member_id: null,
            sms_id: 4,
            reason: null,
          },
          {
            reminder_key: 'reminder:loan:5:2026-12-28',
            purpose: 'loan',
            due: '2026-12-28',
            participant_id: null,
            group_id: 1,
            member_id: 21,
            sms_id: null,
            reason: 'Reminder not sent: "none" is not a phone number',
          },
        ],
      });
  });
});
