/**
 * Writes lists for download as CSV or .xlsx. Every CSV text cell goes through `neutralise`, because a
 * participant name such as '=HYPERLINK(…)' typed into the app would otherwise run when a
 * coordinator opens the export (OWASP "CSV injection"); phone numbers and plain numbers are left bare.
 * An .xlsx text cell is stored as a string, which a spreadsheet never runs as a formula, so .xlsx
 * text goes in exactly as stored, without an apostrophe that would show in the cell.
 * Values are written as stored: a phone typed as '0722000111' is exported as that, one typed as
 * '+254722000111' as that (no reformatting here).
 */
import ExcelJS from 'exceljs';
import { formatNumber, isoDateOf, neutralise } from './cells';

export { neutralise } from './cells';

export type ExportColumn = { key: string; header: string };
export type ExportRow = Readonly<Record<string, unknown>>;

type Cell =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'text'; value: string };

/**
 * Dates become 'YYYY-MM-DD' text (UTC day, like the reader) rather than Excel dates, whose display
 * depends on the reader's locale and would not read back as the format uploads require.
 */
const toCell = (value: unknown): Cell => {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'number')
    return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  const text =
    value instanceof Date
      ? isoDateOf(value)
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value as string | bigint | symbol);
  return { kind: 'text', value: text };
};

const cellAsText = (cell: Cell): string => {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'number':
      return formatNumber(cell.value);
    case 'boolean':
      return cell.value ? 'true' : 'false';
    case 'text':
      return cell.value;
  }
};

/** A CSV cell's text: text guarded against formula injection, other values as `cellAsText` writes them. */
const csvText = (value: unknown): string => {
  const cell = toCell(value);
  return cell.kind === 'text' ? neutralise(cell.value) : cellAsText(cell);
};

/** RFC 4180 quoting; ';' is quoted too so a list separator of ';' (many European Excels) cannot split it. */
const csvField = (text: string): string =>
  /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/**
 * CSV with CRLF line ends and a UTF-8 byte order mark: without the mark Excel on Windows reads the
 * file in the local code page and turns 'Wanjirũ' into mojibake.
 */
export const toCsv = (columns: readonly ExportColumn[], rows: readonly ExportRow[]): string => {
  const line = (values: readonly unknown[]) => values.map((value) => csvField(csvText(value))).join(',');
  const header = line(columns.map((column) => column.header));
  const body = rows.map((row) => line(columns.map((column) => row[column.key])));
  return `\uFEFF${[header, ...body].join('\r\n')}\r\n`;
};

/** Excel refuses a sheet name over 31 characters or with any of []*?:/\ in it. */
const safeSheetName = (name: string): string =>
  name
    .replace(/[[\]*?:/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

const MIN_WIDTH = 10;
const MAX_WIDTH = 50;

/**
 * Adds one formatted sheet (exported for the template). Text goes in as string cells, unguarded: a
 * string cell is never evaluated as a formula, and an apostrophe in it would show ("'+254…").
 */
export const addSheet = (
  workbook: ExcelJS.Workbook,
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
): ExcelJS.Worksheet => {
  // The header stays visible while scrolling a long list.
  const sheet = workbook.addWorksheet(safeSheetName(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = columns.map((column) => column.header.length);
  const headerRow = sheet.addRow(columns.map((column) => cellAsText(toCell(column.header))));
  headerRow.font = { bold: true };
  for (const row of rows) {
    const cells = columns.map((column) => toCell(row[column.key]));
    sheet.addRow(
      cells.map((cell, i) => {
        widths[i] = Math.max(widths[i] ?? 0, cellAsText(cell).length);
        return cell.kind === 'empty' ? null : cell.value;
      }),
    );
  }
  widths.forEach((width, i) => {
    sheet.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2));
  });
  return sheet;
};

/** An .xlsx workbook of one sheet: bold frozen header, widths from the content, numbers as numbers. */
export const toXlsx = async (
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  addSheet(workbook, sheetName, columns, rows);
  return toBuffer(workbook);
};

export const toBuffer = async (workbook: ExcelJS.Workbook): Promise<Buffer> =>
  Buffer.from(await workbook.xlsx.writeBuffer());

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
