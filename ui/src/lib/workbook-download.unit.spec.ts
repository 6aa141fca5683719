import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, sheetName, type WorkbookSheet } from './workbook-download';

/** Writes the sheets as an .xlsx file and reads it back, as a spreadsheet program would. */
const roundTrip = async (sheets: readonly WorkbookSheet[]): Promise<ExcelJS.Workbook> => {
  const bytes = await buildWorkbook(ExcelJS.Workbook, sheets).xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(bytes);
  return read;
};

describe('the workbook export', () => {
  it('makes tab names valid and unique', () => {
    expect(sheetName('Q1/Q2: [draft]', new Set())).toBe('Q1 Q2   draft');
    expect(sheetName('Summary', new Set(['summary']))).toBe('Summary (2)');
    expect(sheetName('x'.repeat(40), new Set())).toHaveLength(31);
    expect(sheetName("'quoted'", new Set())).toBe('quoted');
    expect(sheetName('', new Set())).toBe('Sheet');
  });

  it('keeps numbers as numbers and text as text, never as formulas', async () => {
    const book = await roundTrip([
      {
        name: 'S',
        rows: [
          ['Name', 'Amount'],
          ['=SUM(A1)', 1500.5],
          [null, 2],
          ['+254710000000', Number.NaN],
          ['0722000111', ''],
          ['-10.50', 0],
        ],
      },
    ]);
    const sheet = book.getWorksheet('S');
    const values = [1, 2, 3, 4, 5, 6].map((r) => [1, 2].map((c) => sheet?.getCell(r, c).value ?? null));
    expect(values).toEqual([
      ['Name', 'Amount'],
      ['=SUM(A1)', 1500.5],
      [null, 2],
      ['+254710000000', null],
      ['0722000111', null],
      ['-10.50', 0],
    ]);
    expect(sheet?.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet?.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
  });

  it('writes one worksheet per sheet, in order, with a bold frozen header row', async () => {
    const book = await roundTrip([
      {
        name: 'Summary',
        rows: [
          ['Figure', 'Value'],
          ['Members', 12],
        ],
      },
      { name: 'Summary', rows: [['Cluster'], ['Nairobi & <East>\u0001']] },
    ]);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Summary', 'Summary (2)']);
    const first = book.worksheets[0];
    expect(first?.getCell('A1').font?.bold).toBe(true);
    expect(first?.getCell('A2').font?.bold).not.toBe(true);
    expect(first?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(book.worksheets[1]?.getCell('A2').value).toBe('Nairobi & <East>');
    expect(first?.getColumn(1).width).toBeGreaterThanOrEqual(10);
  });
});
