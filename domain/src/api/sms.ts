import { smsQueuedSchema } from '../sms/rows';
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
    { body: sendSmsSchema, response: smsQueuedSchema, errors: [403, 404, 422] },
  ),
} as const;
