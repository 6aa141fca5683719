import type { SmsEvent } from '@pm/domain';
import { defineReadModel } from '../read-model';
import { handlers } from './handlers';
import { schema, tables } from './schema';

/** The SMS screen's messages, their numbers' delivery and the figures of its cards. */
export const smsModel = defineReadModel<SmsEvent>({ name: 'sms', tables, schema, handlers });
