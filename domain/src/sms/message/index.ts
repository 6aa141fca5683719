import type { Decider } from '../../shared/decider';
import type { SmsCommand } from './commands';
import { decide } from './decide';
import type { SmsEvent } from './events';
import { evolve, initialState, type SmsState } from './state';

export type * from './commands';
export {
  CONTENT_REQUIRED,
  CONTENT_TOO_LONG,
  deliveryOutcome,
  NO_RECIPIENTS,
  RECEIPT_NUMBER_ERASED,
} from './decide';
export type * from './events';
export { RECIPIENT_STATUSES, RECIPIENT_TYPES, SMS_KINDS, SMS_STATUSES } from './events';
export type { SmsState } from './state';

export const smsStream = (id: number): string => `sms-${id}`;
export const smsDecider: Decider<SmsCommand, SmsEvent, SmsState> = { decide, evolve, initialState };
