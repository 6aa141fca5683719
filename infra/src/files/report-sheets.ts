import {
  type CellValue,
  type ColumnKind,
  formatNairobi,
  type ReportDocument,
  type ReportLine,
} from '@pm/domain/reports/table';
import ExcelJS from 'exceljs';
import { neutralise } from './cells';
import { toBuffer } from './export';

/**
 * A report as Excel (the heading block, then the table with a bold header and totals row, money as
 * numbers formatted #,##0.00) and as CSV (the table and its totals only, money with two decimals).
 */

type Progress = (rowsDone: number) => void | Promise<void>;
const PROGRESS_EVERY = 500;

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  money: '#,##0.00',
  percent: '0.0"%"',
  count: '0',
};

export const reportXlsx = async (report: ReportDocument, progress?: Progress): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = report.generatedBy;
  workbook.created = new Date(report.generatedAt);
  const sheet = workbook.addWorksheet('Report');
  sheet.addRow([report.title]).font = { bold: true, size: 14 };
  sheet.addRow([`Scope: ${report.scope}`]);
  for (const line of report.parameters) sheet.addRow([line]);
  sheet.addRow([`Generated: ${formatNairobi(report.generatedAt)} by ${report.generatedBy}`]);
  sheet.addRow([]);
  const header = sheet.addRow(report.columns.map((c) => c.header));
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  const widths = report.columns.map((c) => c.header.length);
  const add = (line: ReportLine) => {
    const row = sheet.addRow(
      report.columns.map((c, i) => {
        const value = line[c.key] ?? null;
        widths[i] = Math.max(widths[i] ?? 0, String(value ?? '').length);
        // a string cell never runs as a formula, so text goes in as it is, without an apostrophe
        return value;
      }),
    );
    report.columns.forEach((c, i) => {
      const format = NUMBER_FORMATS[c.kind];
      if (format) row.getCell(i + 1).numFmt = format;
    });
    return row;
  };
  for (const [i, line] of report.rows.entries()) {
    add(line);
    if (progress && (i + 1) % PROGRESS_EVERY === 0) await progress(i + 1);
  }
  if (report.totals) add(report.totals).font = { bold: true };
  widths.forEach((w, i) => {
    sheet.getColumn(i + 1).width = Math.min(50, Math.max(10, w + 2));
  });
  return toBuffer(workbook);
};

const csvText = (kind: ColumnKind, value: CellValue): string => {
  if (value === null) return '';
  if (typeof value === 'string') return neutralise(value);
  if (kind === 'money') return value.toFixed(2);
  if (kind === 'percent') return value.toFixed(1);
  return String(value);
};

const csvField = (text: string): string =>
  /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** RFC 4180 with CRLF and a UTF-8 byte order mark (Excel on Windows reads it right). */
export const reportCsv = (report: ReportDocument): Buffer => {
  const line = (texts: readonly string[]) => texts.map(csvField).join(',');
  const rows = [...report.rows, ...(report.totals ? [report.totals] : [])];
  const lines = [
    line(report.columns.map((c) => neutralise(c.header))),
    ...rows.map((r) => line(report.columns.map((c) => csvText(c.kind, r[c.key] ?? null)))),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
};
