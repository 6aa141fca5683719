import type { Recorder } from '../contributions/contribution/events';
import type { Command, Decider, DomainEvent } from '../shared/decider';
import { ValidationError } from '../shared/errors';

/**
 * Who may use the USSD menu from a phone (docs/domain/ussd.md): the number on the register and a 4-digit
 * PIN its owner set through a one-time code sent by SMS. Three wrong PINs (or codes) lock the number for
 * an hour; staff can reset a PIN. The PIN and code themselves are kept salted and hashed by the command
 * service, never in an event; the events are the audit trail of each change, naming the number only
 * masked (+2547******78). One stream per number (`ussd-access-<id>`, the id a hash of the number).
 */

/** The PIN: four digits. */
export const USSD_PIN = /^\d{4}$/;
/** Wrong PINs or codes in a row before the number is locked. */
export const USSD_MAX_WRONG = 3;
/** How long a locked number waits. */
export const USSD_LOCK_MS = 60 * 60_000;
/** How long a code sent by SMS is good for, and how many may be sent to a number in an hour. */
export const USSD_CODE_MS = 10 * 60_000;
export const USSD_CODES_PER_HOUR = 3;

/** +254712345678 as +2547******78: enough for staff to tell numbers apart, not to dial one. */
export const maskedPhone = (phone: string): string =>
  phone.length > 8 ? `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}` : '****';

export type UssdPinSet = DomainEvent<'UssdPinSet', { phone: string; at: string }>;
export type UssdLockedOut = DomainEvent<'UssdLockedOut', { phone: string; until: string }>;
export type UssdPinReset = DomainEvent<
  'UssdPinReset',
  { phone: string; reason: string; resetBy: Recorder; at: string }
>;
export type UssdAccessEvent = UssdPinSet | UssdLockedOut | UssdPinReset;

export type RecordUssdPinSet = Command<'RecordUssdPinSet', UssdPinSet['data']>;
export type RecordUssdLockout = Command<'RecordUssdLockout', UssdLockedOut['data']>;
export type ResetUssdPin = Command<'ResetUssdPin', UssdPinReset['data']>;
export type UssdAccessCommand = RecordUssdPinSet | RecordUssdLockout | ResetUssdPin;

export interface UssdAccessState {
  readonly pinSet: boolean;
  readonly lockedUntil: string | null;
}

export const ussdAccessStream = (phoneId: string): string => `ussd-access-${phoneId}`;

const evolve = (state: UssdAccessState, event: UssdAccessEvent): UssdAccessState => {
  switch (event.type) {
    case 'UssdPinSet':
      return { pinSet: true, lockedUntil: null };
    case 'UssdLockedOut':
      return { ...state, lockedUntil: event.data.until };
    case 'UssdPinReset':
      return { pinSet: false, lockedUntil: null };
  }
};

const decide = (command: UssdAccessCommand, _state: UssdAccessState): UssdAccessEvent[] => {
  switch (command.type) {
    case 'RecordUssdPinSet':
      return [{ type: 'UssdPinSet', data: command.data }];
    case 'RecordUssdLockout':
      return [{ type: 'UssdLockedOut', data: command.data }];
    case 'ResetUssdPin':
      if (command.data.reason.trim().length < 3)
        throw new ValidationError('Please give a reason of at least 3 characters', {
          reason: 'Please give a reason of at least 3 characters',
        });
      return [{ type: 'UssdPinReset', data: command.data }];
  }
};

export const ussdAccessDecider: Decider<UssdAccessCommand, UssdAccessEvent, UssdAccessState> = {
  decide,
  evolve,
  initialState: () => ({ pinSet: false, lockedUntil: null }),
};
