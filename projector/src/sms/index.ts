import type { SmsEvent, SmsReceiptEvent } from '@pm/domain';
import { defineReadModel } from '../read-model';
import { handlers } from './handlers';
import { schema, tables } from './schema';

/** The SMS screen's messages, their numbers' delivery, the figures of its cards and the receipt switches. */
export const smsModel = defineReadModel<SmsEvent | SmsReceiptEvent>({
  name: 'sms',
  tables,
  schema,
  handlers,
});
