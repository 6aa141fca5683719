/**
 * Cell-level conversions shared by the reader and the writers, so a value exported and read back
 * comes out as the same text.
 */

const MS_PER_DAY = 86_400_000;

/**
 * Numbers as a person typed them: binary floating point turns 0.1 + 0.2 into 0.30000000000000004,
 * and Excel itself only keeps 15 significant digits, so rounding there removes the noise without
 * losing anything the user entered.
 */
export const formatNumber = (value: number): string => {
  if (!Number.isFinite(value)) return '';
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toPrecision(15)));
};

/**
 * The calendar date of a Date, read in UTC. Spreadsheet serials carry no timezone and both exceljs
 * and our writers map them to UTC instants, so the server's own timezone must not shift the day.
 */
export const isoDateOf = (date: Date): string => {
  if (Number.isNaN(date.getTime())) return '';
  // toISOString gives a six-digit signed year outside 0..9999, which no spreadsheet date reaches.
  return date.toISOString().slice(0, 10);
};

/** Excel day serial 25569 is 1970-01-01 in the 1900 date system. */
const UNIX_EPOCH_1900 = 25_569;
/** In the 1904 date system (old Mac workbooks) serial 0 is 1904-01-01. */
const UNIX_EPOCH_1904 = 24_107;

/**
 * The calendar date of an Excel serial. The time of day is dropped. Excel counts a 29 February 1900
 * that never existed (serial 60), so serials before it sit one day later than plain arithmetic says.
 */
export const serialToIsoDate = (serial: number, date1904: boolean): string => {
  if (!Number.isFinite(serial)) return '';
  // Round to the millisecond first: a midnight stored as 42067.99999999999 belongs to the next day.
  const days = Math.floor(Math.round(serial * MS_PER_DAY) / MS_PER_DAY);
  const unixDays = date1904
    ? days - UNIX_EPOCH_1904
    : days < 60
      ? days - UNIX_EPOCH_1900 + 1
      : days - UNIX_EPOCH_1900;
  return isoDateOf(new Date(unixDays * MS_PER_DAY));
};

/**
 * OWASP "CSV injection": a spreadsheet runs a cell that starts with one of these as a formula
 * (tab and carriage return because some programs strip them and then see the character after).
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Text that starts with a trigger yet holds no formula, as OWASP allows: a phone number ('+254 712
 * 345 678', '+254-712-345678': a leading + then only digits, spaces and dashes) or a plain signed
 * number ('-10.50'). Without letters, cell references, brackets, '|' or '!' there is nothing to call,
 * so the apostrophe would only be noise staff see and strip by hand. Tab, carriage return and line
 * feed are not among the allowed characters, so they cannot hide a formula behind the digits.
 */
const PHONE_NUMBER = /^\+?\d[\d -]*$/;
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/** True when a spreadsheet opening this text in a CSV could run it as a formula. */
export const isFormulaLike = (value: string): boolean =>
  value.length > 0 &&
  FORMULA_TRIGGERS.has(value.charAt(0)) &&
  !PHONE_NUMBER.test(value) &&
  !PLAIN_NUMBER.test(value);

/**
 * Makes a CSV text cell inert by prefixing an apostrophe, the character spreadsheets already treat
 * as "this is text". Phone numbers and plain numbers are left as they are (see `isFormulaLike`).
 * Only CSV needs this: an .xlsx text cell is typed as a string and never runs as a formula, so the
 * .xlsx writers put text in as it is.
 */
export const neutralise = (value: string): string => (isFormulaLike(value) ? `'${value}` : value);

/**
 * The reader's inverse of `neutralise`, so a list we exported can be edited and uploaded again
 * unchanged. It also takes the apostrophe off files exported before phone numbers were left bare
 * (a phone '+254…' then became "'+254…"). Only an apostrophe guarding a trigger character is
 * removed; a name that really starts with an apostrophe keeps it.
 */
export const unneutralise = (value: string): string =>
  value.length > 1 && value.charAt(0) === "'" && FORMULA_TRIGGERS.has(value.charAt(1))
    ? value.slice(1)
    : value;
