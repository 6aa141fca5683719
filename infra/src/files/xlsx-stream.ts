import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatNumber, isoDateOf } from './cells';

/** One spreadsheet row as cell texts by 0-based column (holes are empty cells). */
export type GridRow = { rowNumber: number; cells: readonly (string | undefined)[] };

export const excelValueText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return isoDateOf(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : excelValueText(value.text);
  if ('error' in value) return value.error;
  // Formulas: the value Excel last calculated; a workbook saved by a generator may have none.
  if ('formula' in value || 'sharedFormula' in value) return excelValueText(value.result ?? null);
  return '';
};

/**
 * The first worksheet of an .xlsx, row by row as it is unpacked (exceljs's streaming reader): memory
 * stays at about one row, and the caller can stop reading (too many rows, too wide) at any point.
 */
export async function* xlsxRows(buffer: Buffer): AsyncGenerator<GridRow> {
  const source = Readable.from([buffer]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          cells[column - 1] = excelValueText(cell.value);
        });
        yield { rowNumber: row.number, cells };
      }
      return; // the first worksheet only
    }
  } finally {
    source.destroy();
  }
}
