import { ConflictError, NotFoundError, RuleViolation, ValidationError } from '../../shared/errors';
import { type CommandHandlers, decideBy } from '../../shared/handlers';
import { placeInProject } from '../../shared/place';
import { normaliseKenyanPhone } from '../phone';
import { receiptNotSent } from '../receipts/text';
import { REMINDER_NUMBER_ERASED, reminderNotSent } from '../reminders/text';
import type {
  QueueReceipt,
  QueueReminder,
  QueueSms,
  RecordSmsDeliveryReport,
  RecordSmsDispatch,
  SmsCommand,
} from './commands';
import type { SmsEvent, SmsQueued, SmsRecipient } from './events';
import type { SmsState } from './state';

export const CONTENT_REQUIRED = 'Message content is required';
export const CONTENT_TOO_LONG = 'Message must be 160 characters or less';
export const RECEIPT_NUMBER_ERASED = 'Receipt not sent: the number was erased';
export const NO_RECIPIENTS =
  'No recipients: no active participant of this selection has a valid phone number';

/** Africa's Talking's final delivery statuses; the others (Sent, Submitted, Buffered) are on the way. */
const DELIVERED = new Set(['Success']);
const UNDELIVERED = new Set(['Failed', 'Rejected', 'AbsentSubscriber', 'Expired']);

/** What a delivery report's status means for the number: Delivered, Failed, or nothing final yet. */
export const deliveryOutcome = (gatewayStatus: string): 'Delivered' | 'Failed' | null =>
  DELIVERED.has(gatewayStatus) ? 'Delivered' : UNDELIVERED.has(gatewayStatus) ? 'Failed' : null;

/** A message's text, trimmed: it must hold something, and fit one SMS. */
const textOf = (content: string): string => {
  const text = content.trim();
  if (!text) throw new ValidationError(CONTENT_REQUIRED, { content: CONTENT_REQUIRED });
  if (text.length > 160) throw new ValidationError(CONTENT_TOO_LONG, { content: CONTENT_TOO_LONG });
  return text;
};

const queueSms = (command: QueueSms, state: SmsState): SmsEvent[] => {
  if (state.status !== 'none') throw new ConflictError('This message already exists');
  const { project, content, ...rest } = command.data;
  const text = textOf(content);
  if (rest.recipients.length === 0) throw new RuleViolation(NO_RECIPIENTS);
  const place = placeInProject(project, 'SMS cannot be sent for an inactive project');
  return [
    {
      type: 'SmsQueued',
      data: {
        ...rest,
        content: text,
        totalRecipients: rest.recipients.length,
        queuedAt: command.metadata.now,
        ...place,
      },
    },
  ];
};

/** A message to one register number, queued by a process rather than typed in (a receipt, a reminder). */
const queuedToOne = (
  command: QueueReceipt | QueueReminder,
  recipient: SmsRecipient,
  about: Pick<SmsQueued['data'], 'kind' | 'receiptOf' | 'reminderOf'>,
): SmsEvent[] => {
  const { smsId, content, place } = command.data;
  return [
    {
      type: 'SmsQueued',
      data: {
        smsId,
        content: textOf(content),
        recipientType: 'individual',
        recipientFilter: recipient.participantId === null ? null : String(recipient.participantId),
        recipients: [recipient],
        totalRecipients: 1,
        skippedRecipients: 0,
        sentBy: null,
        queuedAt: command.metadata.now,
        ...about,
        projectId: place.projectId,
        clusterId: place.clusterId,
        regionId: place.regionId,
      },
    },
  ];
};

const queueReceipt = (command: QueueReceipt, state: SmsState): SmsEvent[] => {
  if (state.status !== 'none') throw new ConflictError('This message already exists');
  const { kind, receiptOf, number, recipient } = command.data;
  if (normaliseKenyanPhone(number) === null) throw new ValidationError(receiptNotSent(number));
  if (recipient === null) throw new RuleViolation(RECEIPT_NUMBER_ERASED);
  return queuedToOne(command, recipient, { kind, receiptOf });
};

/** A reminder, as a receipt: one number, refused when it is no phone number or was erased. */
const queueReminder = (command: QueueReminder, state: SmsState): SmsEvent[] => {
  if (state.status !== 'none') throw new ConflictError('This message already exists');
  const { reminderOf, number, recipient } = command.data;
  if (normaliseKenyanPhone(number) === null) throw new ValidationError(reminderNotSent(number));
  if (recipient === null) throw new RuleViolation(REMINDER_NUMBER_ERASED);
  return queuedToOne(command, recipient, { kind: 'reminder', reminderOf });
};

/** The dispatcher may record its answer again after a restart: the first one stands. */
const recordDispatch = (command: RecordSmsDispatch, state: QueuedSms): SmsEvent[] =>
  state.status === 'dispatched'
    ? []
    : [
        {
          type: 'SmsDispatched',
          data: { smsId: state.smsId, ...command.data, dispatchedAt: command.metadata.now },
        },
      ];

const recordDeliveryReport = (command: RecordSmsDeliveryReport, state: QueuedSms): SmsEvent[] => {
  const { messageId, gatewayStatus, failureReason } = command.data;
  const index = state.recipients.findIndex((r) => r.messageId === messageId);
  if (index < 0) throw new NotFoundError('No number of this message has that message id');
  const status = deliveryOutcome(gatewayStatus);
  const current = state.recipients[index]!.status;
  // a report on the way, or a repeated one after the final answer, changes nothing
  if (status === null || current === 'Delivered' || current === 'Failed') return [];
  return [
    {
      type: 'SmsDeliveryReported',
      data: {
        smsId: state.smsId,
        index,
        messageId,
        status,
        gatewayStatus,
        failureReason: status === 'Failed' ? failureReason : null,
        reportedAt: command.metadata.now,
      },
    },
  ];
};

type QueuedSms = Exclude<SmsState, { status: 'none' }>;

const DELIVERY: CommandHandlers<RecordSmsDispatch | RecordSmsDeliveryReport, QueuedSms, SmsEvent> = {
  RecordSmsDispatch: recordDispatch,
  RecordSmsDeliveryReport: recordDeliveryReport,
};

export const decide = (command: SmsCommand, state: SmsState): SmsEvent[] => {
  if (command.type === 'QueueSms') return queueSms(command, state);
  if (command.type === 'QueueReceipt') return queueReceipt(command, state);
  if (command.type === 'QueueReminder') return queueReminder(command, state);
  if (state.status === 'none') throw new NotFoundError('SMS not found');
  return decideBy(DELIVERY, command, state, undefined);
};
