/**
 * Reads an uploaded CSV, .xlsx or legacy .xls into header-keyed rows of trimmed text, so the bulk
 * participant upload (spec: screens Participants, validation, limits) validates one shape whatever file the user had.
 */
import * as XLSX from '@e965/xlsx';
import { type Message, msg, ValidationError } from '@pm/domain/shared/errors';
import Papa from 'papaparse';
import { formatNumber, isoDateOf, serialToIsoDate, unneutralise } from './cells';
import { type GridRow, xlsxRows } from './xlsx-stream';
import { checkZip } from './zip-guard';

export type SpreadsheetFormat = 'csv' | 'xlsx' | 'xls';

export type SheetRow = {
  /** The row number the user sees in the spreadsheet (header is row 1), for 'Row {n}: {error}'. */
  rowNumber: number;
  /** Every header column, '' where the cell is empty. */
  values: Record<string, string>;
};

export type SheetRows = { header: string[]; rows: SheetRow[] };

export type ReadOptions = {
  /** Most data rows accepted; more is refused before any row is validated. */
  maxRows?: number;
};

export const DEFAULT_MAX_ROWS = 10_000;

export type SpreadsheetErrorReason = 'unreadable' | 'empty' | 'too_many_rows' | 'too_wide' | 'too_large';

/**
 * A file the user must fix. It is a ValidationError so the services' one error handler answers
 * 400 with this message, which the upload dialog shows after 'Upload failed'.
 */
export class SpreadsheetError extends ValidationError {
  constructor(
    readonly reason: SpreadsheetErrorReason,
    message: string | Message,
  ) {
    super(message);
  }
}

/** The user's answer names no internals; `cause` keeps the reader's own error for the log and for tests. */
const unreadable = (cause?: unknown) =>
  Object.assign(new SpreadsheetError('unreadable', 'The file could not be read as CSV or Excel'), { cause });
const empty = () => new SpreadsheetError('empty', 'The file is empty');

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLS_MIME = 'application/vnd.ms-excel';
const CSV_MIMES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'text/x-csv']);

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0
    ? ''
    : fileName
        .slice(dot + 1)
        .trim()
        .toLowerCase();
};

/**
 * Which reader a file needs, or null for 'Invalid file type' (spec: validation). The name's extension
 * decides where it is one of ours because browsers label files unreliably: Windows with Excel
 * installed reports a .csv as application/vnd.ms-excel, and some systems send octet-stream.
 * readRows also looks at the bytes, so a mislabelled file still reaches the right reader.
 */
export const detectFormat = (fileName: string, mimeType: string | undefined): SpreadsheetFormat | null => {
  const extension = extensionOf(fileName);
  if (extension === 'csv' || extension === 'xlsx' || extension === 'xls') return extension;
  const mime = (mimeType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (CSV_MIMES.has(mime)) return 'csv';
  if (mime === XLSX_MIME) return 'xlsx';
  if (mime === XLS_MIME) return 'xls';
  return null;
};

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound file: legacy .xls, and also a password-protected .xlsx. */
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A reader's own failure (a corrupt part) is the user's unreadable file; our refusals pass as they are. */
async function* unreadableOnError(rows: AsyncIterable<GridRow>): AsyncGenerator<GridRow> {
  try {
    yield* rows;
  } catch (e) {
    throw e instanceof SpreadsheetError ? e : unreadable(e);
  }
}

const startsWith = (buffer: Buffer, signature: readonly number[]) =>
  buffer.length >= signature.length && signature.every((byte, i) => buffer[i] === byte);

/**
 * Reads the first worksheet (Excel) or the whole file (CSV). The header is the first non-empty row;
 * fully empty rows are skipped but still counted, so row numbers match what the user sees.
 * The bytes decide the reader where they are unambiguous (users rename .xlsx to .xls and the like).
 */
export const readRows = async (
  buffer: Buffer,
  format: SpreadsheetFormat,
  options: ReadOptions = {},
): Promise<SheetRows> => {
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  if (buffer.length === 0) throw empty();
  let grid: Iterable<GridRow> | AsyncIterable<GridRow>;
  if (startsWith(buffer, ZIP_SIGNATURE)) {
    // a zip bomb is refused here, before anything is unpacked for real
    const verdict = checkZip(buffer);
    if (verdict === 'too_large')
      throw new SpreadsheetError(
        'too_large',
        'The file is too large when unpacked (at most 30 MB of spreadsheet data)',
      );
    if (verdict === 'invalid') throw unreadable();
    grid = unreadableOnError(xlsxRows(buffer));
  } else if (startsWith(buffer, CFB_SIGNATURE)) grid = sheetJsGrid(buffer, maxRows);
  else if (format === 'xlsx') throw unreadable();
  else {
    const text = decodeText(buffer);
    if (text.trim() === '') throw empty();
    // Legacy "Excel" downloads from many web systems are HTML tables or SpreadsheetML 2003 XML.
    grid =
      format === 'xls' && text.trimStart().startsWith('<')
        ? sheetJsGrid(buffer, maxRows)
        : csvGrid(text, maxRows);
  }
  return toSheetRows(grid, maxRows);
};

/** A row wider than this, or a cell longer, is no participant data: the file is refused as it is read. */
const MAX_COLUMNS = 200;
const MAX_CELL_LENGTH = 5000;
/** Rows read past the limit before giving up on blank ones (legit files have a few). */
const SLACK_ROWS = 1000;

const cellText = (raw: string | undefined): string =>
  raw === undefined ? '' : unneutralise(raw.trim()).trim();

const toSheetRows = async (
  grid: Iterable<GridRow> | AsyncIterable<GridRow>,
  maxRows: number,
): Promise<SheetRows> => {
  let columns: { index: number; name: string }[] | undefined;
  const rows: SheetRow[] = [];
  for await (const { rowNumber, cells } of grid) {
    if (cells.length > MAX_COLUMNS)
      throw new SpreadsheetError(
        'too_wide',
        msg`Row ${{ row: rowNumber }} has more than ${{ max: MAX_COLUMNS }} columns`,
      );
    const texts = Array.from(cells, cellText);
    if (texts.some((text) => text.length > MAX_CELL_LENGTH))
      throw new SpreadsheetError(
        'too_wide',
        msg`Row ${{ row: rowNumber }} has a cell longer than ${{ max: MAX_CELL_LENGTH }} characters`,
      );
    if (texts.every((text) => text === '')) continue;
    if (!columns) {
      // A repeated or blank header cannot key a value; the first column of a name wins.
      const seen = new Set<string>();
      columns = [];
      texts.forEach((name, index) => {
        if (name !== '' && !seen.has(name)) {
          seen.add(name);
          columns?.push({ index, name });
        }
      });
      continue;
    }
    const values: Record<string, string> = {};
    let hasValue = false;
    for (const { index, name } of columns) {
      const text = texts[index] ?? '';
      values[name] = text;
      hasValue ||= text !== '';
    }
    // Cells only under blank headers (a stray note in a far column) carry nothing we could read.
    if (!hasValue) continue;
    if (rows.length === maxRows) {
      throw new SpreadsheetError('too_many_rows', msg`The file has more than ${{ max: maxRows }} rows`);
    }
    rows.push({ rowNumber, values });
  }
  if (!columns) throw empty();
  return { header: columns.map((column) => column.name), rows };
};

// ---- CSV ----

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const WINDOWS_1252 = new TextDecoder('windows-1252');

/**
 * UTF-8 (TextDecoder drops its BOM), UTF-16 when Excel saved "Unicode text", and otherwise the
 * Windows code page that Excel's plain "CSV" uses, so 'Wanjirũ' or 'José' survives either way.
 */
const decodeText = (buffer: Buffer): string => {
  let text: string;
  if (buffer[0] === 0xff && buffer[1] === 0xfe) text = new TextDecoder('utf-16le').decode(buffer);
  else if (buffer[0] === 0xfe && buffer[1] === 0xff) text = new TextDecoder('utf-16be').decode(buffer);
  else {
    try {
      text = UTF8.decode(buffer);
    } catch {
      text = WINDOWS_1252.decode(buffer);
    }
  }
  // NUL never appears in text: this is some binary file (an image, a truncated workbook).
  if (text.includes('\u0000')) throw unreadable();
  return text;
};

function* csvGrid(text: string, maxRows: number): Generator<GridRow> {
  // Excel writes ';' where the decimal separator is ',', and tab for "Unicode text". Papaparse
  // guesses from the first rows, and counts an empty row against a delimiter unless told to skip
  // it; skipping is only right for the guess, since the real parse must count rows for 'Row {n}'.
  const guess = Papa.parse<string[]>(text, {
    preview: 10,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const result = Papa.parse<string[]>(text, {
    delimiter: guess.meta.delimiter,
    skipEmptyLines: false,
    // one row past the limit (plus blank ones) is enough to refuse a longer file
    preview: maxRows + SLACK_ROWS,
  });
  // An unclosed quote swallows the rest of the file; reading on would report nonsense rows.
  if (result.errors.some((error) => error.type === 'Quotes')) throw unreadable();
  // Papaparse gives one record per row, so a quoted line break stays inside its row like in Excel.
  for (const [index, cells] of result.data.entries()) yield { rowNumber: index + 1, cells };
}

// ---- .xls and other legacy formats (SheetJS) ----

/** SheetJS types its number-format helpers as any; this is the one call we make. */
const isDateFormat = XLSX.SSF.is_date as (format: string) => boolean;

const sheetJsCellText = (cell: XLSX.CellObject | undefined, date1904: boolean): string => {
  if (!cell) return '';
  switch (cell.t) {
    case 'n': {
      const value = Number(cell.v);
      // Dates are numbers with a date format. Converting the serial ourselves keeps the server's
      // timezone out of it, which SheetJS's own Date conversion does not promise.
      return typeof cell.z === 'string' && isDateFormat(cell.z)
        ? serialToIsoDate(value, date1904)
        : formatNumber(value);
    }
    case 'd':
      return cell.v instanceof Date ? isoDateOf(cell.v) : String(cell.v ?? '');
    case 'b':
      return cell.v ? 'true' : 'false';
    case 'e':
      return cell.w ?? '';
    case 'z':
      return '';
    default:
      return String(cell.v ?? '');
  }
};

const sheetJsGrid = (buffer: Buffer, maxRows: number): GridRow[] => {
  let workbook: XLSX.WorkBook;
  try {
    // raw: text formats (HTML, XML) keep '2015-03-04' and '007' as typed instead of guessing types.
    workbook = XLSX.read(buffer, {
      type: 'buffer',
      dense: true,
      cellNF: true,
      raw: true,
      sheets: 0,
      sheetRows: maxRows + SLACK_ROWS,
    });
  } catch {
    throw unreadable();
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) throw empty();
  const date1904 = workbook.Workbook?.WBProps?.date1904 === true;
  const data = sheet['!data'] ?? [];
  const grid: GridRow[] = [];
  data.forEach((cells, index) => {
    // Dense rows are sparse arrays; a missing row is an empty one.
    if (cells)
      grid.push({
        rowNumber: index + 1,
        cells: Array.from(cells, (cell) => sheetJsCellText(cell, date1904)),
      });
  });
  return grid;
};
