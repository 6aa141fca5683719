import { isIP } from 'node:net';
import { z } from 'zod';
import { REFUSED_URL_WORDS } from '../mpesa/port';

/**
 * The kinds of value a setting can take, each a zod schema of one environment variable: unset (absent,
 * empty or blank) gives its default; a value that is not of its kind is an issue saying what it must be,
 * collected with the others into one ConfigError (../config.ts) instead of quietly becoming the default.
 */

/** One variable whose value is not of its kind. */
export interface ConfigProblem {
  readonly variable: string;
  /** What the value must be: "a whole number above 0". */
  readonly must: string;
  /** What it is, as the message shows it (a secret's length, never the secret). */
  readonly got: string;
}

/** Settings that are not valid: the process stops at start with this message, naming each of them. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(
      [
        problems.length === 1
          ? 'Not started: a setting is not valid (README.md, "Configuration"):'
          : `Not started: ${problems.length} settings are not valid (README.md, "Configuration"):`,
        ...problems.map((p) => `  ${p.variable} must be ${p.must}, got ${p.got}`),
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** Variables whose value the message does not repeat. */
export const SECRETS: ReadonlySet<string> = new Set([
  'SESSION_SECRET',
  'GATEWAY_TOKEN',
  'SMS_CALLBACK_TOKEN',
  'SMS_CALLBACK_URL',
  'AT_API_KEY',
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_PASS_KEY',
  'MPESA_SECURITY_CREDENTIAL',
  'MPESA_CALLBACK_SECRET',
  'USSD_CALLBACK_SECRET',
  'USSD_CALLBACK_URL',
  'DATABASE_URL',
  'EVENTSTORE_URL',
]);

/** How a bad value is shown: quoted, or for a secret only its length. */
export const shown = (variable: string, value: unknown): string =>
  typeof value !== 'string'
    ? String(value)
    : SECRETS.has(variable)
      ? `${value.length} characters (not shown)`
      : JSON.stringify(value);

/** Empty or blank is unset, as the shell's `VAR=` means. */
const unset = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * A kind of value: `parse` answers the value of a text, or undefined when the text is not of the kind,
 * which the issue then describes as `must`. Called with a default, the setting is never undefined.
 */
const kind = <T>(must: string, parse: (text: string) => T | undefined) => {
  function setting(): z.ZodType<T | undefined>;
  function setting(fallback: T): z.ZodType<T>;
  function setting(fallback?: T): z.ZodType<T | undefined> {
    return z.preprocess(unset, z.string().optional()).transform((text, ctx) => {
      if (text === undefined) return fallback;
      const value = parse(text);
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message: must });
        return z.NEVER;
      }
      return value;
    });
  }
  return setting;
};

const WHOLE = /^\d+$/;
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;

const whole = (text: string): number | undefined =>
  WHOLE.test(text.trim()) ? Number(text.trim()) : undefined;
const decimal = (text: string): number | undefined =>
  DECIMAL.test(text.trim()) ? Number(text.trim()) : undefined;
const within = (n: number | undefined, min: number, max = Number.POSITIVE_INFINITY) =>
  n !== undefined && n >= min && n <= max ? n : undefined;

const isWebUrl = (text: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** Text as it is given (a path, a connection string, a secret). */
export const text = kind('text', (t) => t);

/** Comma-separated IPv4 or IPv6 addresses (the sources a callback is accepted from). */
export const addresses = kind('comma-separated IP addresses', (t) => {
  const list = t
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  return list.every((a) => isIP(a) !== 0) ? list : undefined;
});

/**
 * The secret path segment of M-Pesa's callbacks: long enough not to be guessed, safe in a URL, and
 * without a word Safaricom refuses in a callback URL (../mpesa/port.ts, REFUSED_URL_WORDS).
 */
export const callbackSecret = kind(
  'at least 16 letters, digits, - or _, without m-pesa, safaricom, exe, cmd, sql or query in it',
  (t) => (/^[A-Za-z0-9_-]{16,200}$/.test(t) && !REFUSED_URL_WORDS.test(t) ? t : undefined),
);

/** The service code dialled for the USSD menu under `npm start` when none is set. */
export const SIMULATOR_SERVICE_CODE = '*384*4040#';

/** A USSD service code as Africa's Talking sends it: *, digits and # (*384*4040#). */
export const ussdCode = kind('a USSD code such as *384*4040#', (t) =>
  /^\*[0-9]{2,6}(\*[0-9]{1,6}){0,3}#$/.test(t) ? t : undefined,
);

/** A TCP port to listen on. */
export const port = kind('a port number from 1 to 65535', (t) => within(whole(t), 1, 65_535));

/** A count or duration that must not be 0 (a session's length, a wait). */
export const positiveWhole = kind('a whole number above 0', (t) => within(whole(t), 1));

/** A count or a duration in milliseconds or minutes where 0 is meaningful (usually: turned off). */
export const whole0 = kind('a whole number, 0 or more', whole);

/** An interval in hours or seconds, fractions allowed, where 0 is meaningful (usually: turned off). */
export const decimal0 = kind('a number, 0 or more', decimal);

/** A share, from 0 (none) to 1 (all). */
export const fraction = kind('a number from 0 to 1', (t) => within(decimal(t), 0, 1));

const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off'];

/** A switch: 1/true/yes/on or 0/false/no/off, in any case. */
export const onOff = kind('on or off (1, true, yes, on / 0, false, no, off)', (t) => {
  const word = t.trim().toLowerCase();
  return ON.includes(word) ? true : OFF.includes(word) ? false : undefined;
});

/** An http:// or https:// address (a trailing slash is dropped). */
export const webUrl = kind('an http:// or https:// URL', (t) =>
  isWebUrl(t.trim()) ? t.trim().replace(/\/+$/, '') : undefined,
);

/** Comma-separated http:// or https:// addresses (blank entries ignored). */
export const webUrls = kind('comma-separated http:// or https:// URLs', (t) => {
  const urls = t
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  return urls.every(isWebUrl) ? urls : undefined;
});

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One of pino's levels. */
export const logLevel = kind(`one of ${LOG_LEVELS.join(', ')}`, (t) =>
  (LOG_LEVELS as readonly string[]).includes(t.trim()) ? (t.trim() as LogLevel) : undefined,
);

/** A secret that signs something: long enough not to be guessed. */
export const secret = kind('at least 32 characters', (t) => (t.length >= 32 ? t : undefined));
