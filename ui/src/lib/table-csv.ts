import Papa from 'papaparse';
import { saveTextFile } from './download';

export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T) => string | number | boolean | null | undefined;
}

/** A cell starting with one of these runs as a formula when the file is opened in a spreadsheet. */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Text that starts with a trigger yet holds no formula (OWASP): a phone number, a leading + then only
 * digits, spaces and dashes ('+254 712 345 678'), or a plain signed number ('-10.50'). Nothing in it
 * can call anything, so it is written as it is. The same rule as the server's exports (infra cells.ts).
 */
const PHONE_NUMBER = /^\+?\d[\d -]*$/;
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

const formulaLike = (text: string): boolean =>
  text.length > 0 &&
  FORMULA_TRIGGERS.has(text.charAt(0)) &&
  !PHONE_NUMBER.test(text) &&
  !PLAIN_NUMBER.test(text);

const guard = (value: string | number | boolean | null | undefined): string | number | boolean => {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return value;
  return formulaLike(value) ? `'${value}` : value;
};

/**
 * The rows a page shows, as CSV (UTF-8 with a byte order mark and CRLF, like the server's exports),
 * every text cell guarded against formula injection (a name typed as '=HYPERLINK(…)' stays text);
 * phone numbers and plain numbers are written as stored, without an apostrophe.
 */
export const tableCsv = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  `\uFEFF${Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => guard(c.value(row)))),
    },
    { newline: '\r\n' },
  )}\r\n`;

export const downloadTableCsv = <T>(
  name: string,
  columns: readonly CsvColumn<T>[],
  rows: readonly T[],
): void => saveTextFile(`${name}.csv`, tableCsv(columns, rows));
