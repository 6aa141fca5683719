import Papa from 'papaparse';
import { saveTextFile } from './download';

export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T) => string | number | boolean | null | undefined;
}

/** A cell starting with one of these runs as a formula when the file is opened in a spreadsheet. */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

const guard = (value: string | number | boolean | null | undefined): string | number | boolean => {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return value;
  return value.length > 0 && FORMULA_TRIGGERS.has(value.charAt(0)) ? `'${value}` : value;
};

/**
 * The rows a page shows, as CSV (UTF-8 with a byte order mark and CRLF, like the server's exports),
 * every text cell guarded against formula injection (a name typed as '=HYPERLINK(…)' stays text).
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
