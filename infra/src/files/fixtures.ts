/**
 * Test builders: real spreadsheet files made in memory with the same libraries users' files come
 * from (exceljs for .xlsx, SheetJS's BIFF8 writer for .xls), for the specs and the benchmark.
 */
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { participantTemplateColumns } from './template';

export type TemplateRow = Record<(typeof participantTemplateColumns)[number], string | number>;

export const aParticipantRow = (n = 1, overrides: Partial<TemplateRow> = {}): TemplateRow => ({
  participantId: `KE0420-${String(n).padStart(3, '0')}`,
  firstName: 'Achieng',
  secondName: 'Auma',
  surname: 'Odhiambo',
  dateOfBirth: '2014-06-15',
  gender: 'Female',
  parentGuardianName: 'Rose Adhiambo',
  careGiverName: '',
  contactPhone: '+254712345678',
  gradeLevel: 'Grade 4',
  projectId: 'KE0420',
  monthlyContribution: 500,
  plannedExitDate: '2032-12-31',
  ...overrides,
});

export const participantGrid = (count: number): (string | number)[][] => [
  [...participantTemplateColumns],
  ...Array.from({ length: count }, (_, i) => {
    const row = aParticipantRow(i + 1);
    return participantTemplateColumns.map((column) => row[column]);
  }),
];

type CsvOptions = { delimiter?: string; eol?: string; bom?: boolean };

/** Cells are written as given: callers quote what needs quoting, to exercise the reader's parser. */
export const csvFile = (lines: readonly (readonly string[])[], options: CsvOptions = {}): Buffer => {
  const { delimiter = ',', eol = '\r\n', bom = false } = options;
  const text = lines.map((cells) => cells.join(delimiter)).join(eol) + eol;
  return Buffer.from(bom ? `\uFEFF${text}` : text, 'utf8');
};

export type ExcelCell = ExcelJS.CellValue;

export const xlsxFile = async (
  rows: readonly (readonly ExcelCell[])[],
  configure?: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void,
): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Participants');
  for (const row of rows) sheet.addRow([...row]);
  configure?.(sheet, workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** A legacy BIFF8 .xls. Cells may be SheetJS cell objects, e.g. a date serial with a date format. */
export const xlsFile = (
  rows: readonly (readonly (XLSX.CellObject | string | number | boolean | null)[])[],
): Buffer => {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => [...row]));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Participants');
  const written: unknown = XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' });
  if (!Buffer.isBuffer(written)) throw new Error('SheetJS did not return a Buffer');
  return written;
};

/** A date as Excel stores it: a day serial with a date number format. */
export const excelDateCell = (serial: number, format = 'yyyy-mm-dd'): XLSX.CellObject => ({
  t: 'n',
  v: serial,
  z: format,
});
