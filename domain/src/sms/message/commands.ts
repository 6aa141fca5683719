import type { Command } from '../../shared/decider';
import type { ProjectPlace } from '../../shared/place';
import type { DispatchedRecipient, RecipientType, SmsRecipient, SmsSender } from './events';

/** The service resolves the recipients from the register and places the message in its project first. */
export type QueueSms = Command<
  'QueueSms',
  {
    smsId: number;
    content: string;
    recipientType: RecipientType;
    recipientFilter: string | null;
    recipients: SmsRecipient[];
    skippedRecipients: number;
    sentBy: SmsSender | null;
    project: ProjectPlace & { isActive: boolean };
  }
>;

/** The gateway's answer, recorded by the dispatcher. */
export type RecordSmsDispatch = Command<
  'RecordSmsDispatch',
  { status: 'Sent' | 'Failed'; reason: string | null; attempts: number; recipients: DispatchedRecipient[] }
>;

/** A delivery report the gateway posted for one of the message's numbers. */
export type RecordSmsDeliveryReport = Command<
  'RecordSmsDeliveryReport',
  { messageId: string; gatewayStatus: string; failureReason: string | null }
>;

export type SmsCommand = QueueSms | RecordSmsDispatch | RecordSmsDeliveryReport;
