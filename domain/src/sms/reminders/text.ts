import { MONTH_NAMES } from '../../shared/dates';
import { type Message, msg } from '../../shared/errors';
import { type Cents, formatMoney } from '../../shared/money';
import { smsSizeOf } from '../parts';

/** What one reminder says; no name or other personal detail beyond the child's participant ID. */
export type ReminderFacts =
  | {
      readonly purpose: 'contribution';
      /** The child's participant ID (KE0420-101): also the paybill's account reference. */
      readonly participantCode: string;
      /** YYYY-MM */
      readonly month: string;
      readonly outstanding: Cents;
      /** The programme's paybill number (MPESA_SHORT_CODE). */
      readonly payBill: string;
    }
  | {
      readonly purpose: 'loan';
      readonly dueDate: string;
      readonly remaining: Cents;
      readonly groupName: string;
    }
  | {
      readonly purpose: 'meeting';
      readonly meetingDate: string;
      /** The group's meeting time (HH:MM), when it has one. */
      readonly time: string | null;
      readonly location: string | null;
      readonly groupName: string;
    };

const MAX = 160;

/** 'YYYY-MM' → 'December 2026'. */
export const monthName = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;

const LOOK_ALIKE: Readonly<Record<string, string>> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

/**
 * A register's text made plain GSM-7, one septet per character (accents dropped, curly quotes
 * straightened, anything else left out), so the reminder is billed as one SMS of 160 characters rather
 * than UCS-2's 70.
 */
export const plainGsm = (text: string): string => {
  const straightened = [...text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')]
    .map((c) => LOOK_ALIKE[c] ?? c)
    .join('');
  return [...straightened]
    .filter((c) => {
      const size = smsSizeOf(c);
      return size.encoding === 'GSM-7' && size.units === 1 && c !== '\n' && c !== '\r';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
};

/** `body` and, when it fits, the signature (cut with '...' when only part of it does). */
const signed = (body: string, signature: string): string => {
  const room = MAX - body.length - 1;
  const name = plainGsm(signature);
  if (!name || room < 6) return body.slice(0, MAX);
  return `${body} ${name.length <= room ? name : `${name.slice(0, room - 3)}...`}`;
};

const contributionText = (facts: Extract<ReminderFacts, { purpose: 'contribution' }>): string => {
  const code = plainGsm(facts.participantCode).slice(0, 30);
  const body = `Reminder: the contribution for ${code} for ${monthName(facts.month)} is due. Outstanding ${formatMoney(facts.outstanding)}.`;
  const pay = ` Pay bill ${plainGsm(facts.payBill)}, account ${code}.`;
  return (body.length + pay.length <= MAX ? `${body}${pay}` : body).slice(0, MAX);
};

const meetingText = (facts: Extract<ReminderFacts, { purpose: 'meeting' }>): string => {
  const time = facts.time ? ` at ${plainGsm(facts.time).slice(0, 10)}` : '';
  const place = facts.location ? plainGsm(facts.location).slice(0, 40) : '';
  const body = `Reminder: your saving group meets tomorrow, ${facts.meetingDate}${time}${place ? `, ${place}` : ''}.`;
  return signed(body, facts.groupName);
};

/** The text of a reminder: one GSM-7 SMS, at most 160 characters (the group's name is cut to fit). */
export const reminderText = (facts: ReminderFacts): string => {
  switch (facts.purpose) {
    case 'contribution':
      return contributionText(facts);
    case 'loan':
      return signed(
        `Reminder: your loan is due on ${facts.dueDate}. Still to repay ${formatMoney(facts.remaining)}.`,
        facts.groupName,
      );
    case 'meeting':
      return meetingText(facts);
  }
};

/** Why a reminder was not sent to a number of the register that is no phone number. */
export const reminderNotSent = (number: string): Message =>
  number.trim()
    ? msg`Reminder not sent: "${{ number: number.trim().slice(0, 40) }}" is not a phone number`
    : msg`Reminder not sent: an empty number is not a phone number`;

/** Why a reminder to a child's guardian was not sent: the child's personal data was erased. */
export const REMINDER_NUMBER_ERASED = 'Reminder not sent: the number was erased';
