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

const rowOf = (row: ExcelJS.Row): GridRow => {
  const cells: string[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    cells[column - 1] = excelValueText(cell.value);
  });
  return { rowNumber: row.number, cells };
};

/** The first worksheet's rows from the workbook read whole (the buffer is in memory, its size checked). */
function* wholeWorkbookRows(workbook: ExcelJS.Workbook): Generator<GridRow> {
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => rows.push(row));
  for (const row of rows) yield rowOf(row);
}

/**
 * The first worksheet of an .xlsx, row by row as it is unpacked (exceljs's streaming reader): memory
 * stays at about one row, and the caller can stop reading (too many rows, too wide) at any point.
 *
 * A workbook whose worksheet is stored before its workbook part (exceljs writes them so) is parked in a
 * temporary file by the streaming reader until the rest is read; on a loaded machine that reader has been
 * seen to fail there before any row ("reading 'sheets'"). Such a failure, before a row was given, reads
 * the workbook again whole, once: the caller sees the same rows or the same refusal either way.
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
  let given = 0;
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        given += 1;
        yield rowOf(row);
      }
      return; // the first worksheet only
    }
  } catch (e) {
    if (given > 0 || !(e instanceof TypeError)) throw e;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    yield* wholeWorkbookRows(workbook);
  } finally {
    source.destroy();
  }
}
