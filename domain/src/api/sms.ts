import { idParams } from '../shared/bounds';
import { setSmsReceiptsSchema, smsReceiptsSetSchema } from '../sms/receipt-schemas';
import { smsPreviewSchema, smsQueuedSchema } from '../sms/rows';
import { sendSmsSchema } from '../sms/schemas';
import { contractsOf } from './contract';

const { command } = contractsOf('SMS');

/** Writes of the SMS screen (spec "SMS Communication"); delivery reports arrive on their own public route. */
export const smsCommands = {
  sendSms: command(
    'POST /api/sms',
    201,
    "Send a message to the guardians of the project's active participants, one age group, one participant " +
      'or a typed-in number; the server resolves and counts the recipients, the gateway is called after ' +
      'the message is stored (QueueSms)',
    { body: sendSmsSchema, response: smsQueuedSchema, errors: [403, 404, 422, 429] },
  ),
  previewSms: command(
    'POST /api/sms/preview',
    200,
    'A message as it would be sent, storing nothing: its recipients, the SMS it is billed as (GSM-7 or ' +
      "UCS-2 parts times recipients), their cost, and what is left of the project's SMS budget today",
    { body: sendSmsSchema, response: smsPreviewSchema, errors: [403, 404] },
  ),
  setGroupReceipts: command(
    'PUT /api/saving-groups/:id/sms-receipts',
    200,
    "Turn SMS receipts of the group's savings and repayments on or off (SetSmsReceipts); the answer " +
      'lists the members whose phone is no phone number, who get none',
    {
      params: idParams('Group'),
      body: setSmsReceiptsSchema,
      response: smsReceiptsSetSchema,
      errors: [403, 404],
    },
  ),
  setProjectReceipts: command(
    'PUT /api/projects/:id/sms-receipts',
    200,
    "Turn SMS receipts of the project's participant payments, to the guardians, on or off (SetSmsReceipts)",
    {
      params: idParams('Project'),
      body: setSmsReceiptsSchema,
      response: smsReceiptsSetSchema,
      errors: [403, 404],
    },
  ),
  setGroupReminders: command(
    'PUT /api/saving-groups/:id/sms-reminders',
    200,
    "Turn the SMS reminders of the group's members on or off: a loan falling due in three days, tomorrow's " +
      'meeting (SetSmsReceipts, kind reminders); the answer lists the members whose phone is no phone number',
    {
      params: idParams('Group'),
      body: setSmsReceiptsSchema,
      response: smsReceiptsSetSchema,
      errors: [403, 404],
    },
  ),
  setProjectReminders: command(
    'PUT /api/projects/:id/sms-reminders',
    200,
    "Turn the SMS reminders of the project's guardians on or off: a child's contribution still due from the " +
      '25th of the month (SetSmsReceipts, kind reminders)',
    {
      params: idParams('Project'),
      body: setSmsReceiptsSchema,
      response: smsReceiptsSetSchema,
      errors: [403, 404],
    },
  ),
} as const;
