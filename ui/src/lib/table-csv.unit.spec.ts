import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { tableCsv } from './table-csv';

interface Row {
  name: string;
  amount: number | null;
}
const columns = [
  { header: 'Name', value: (r: Row) => r.name },
  { header: 'Amount (KES)', value: (r: Row) => r.amount },
];

describe('a page table as CSV', () => {
  it('writes a header, one line per row, quoting commas and quotes, with a byte order mark', () => {
    const csv = tableCsv(columns, [
      { name: 'Auma, Jane "JA"', amount: 1200.5 },
      { name: 'Otieno', amount: null },
    ]);

    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(parsed).toEqual([
      ['Name', 'Amount (KES)'],
      ['Auma, Jane "JA"', '1200.5'],
      ['Otieno', ''],
    ]);
  });

  it('keeps a formula typed as a name as text', () => {
    const csv = tableCsv(columns, [{ name: '=HYPERLINK("http://x")', amount: 1 }]);
    const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(parsed[1]?.[0]).toBe('\'=HYPERLINK("http://x")');
  });

  const cells = (values: readonly string[]) => {
    const csv = tableCsv([{ header: 'Value', value: (v: string) => v }], values);
    return Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n' })
      .data.slice(1)
      .map((r) => r[0]);
  };

  it('writes phone numbers and plain numbers as stored, without an apostrophe', () => {
    const values = ['+254710000000', '0722000111', '+254 712 345 678', '+254-712-345678', '-10.50'];
    expect(cells(values)).toEqual(values);
  });

  it('still neutralises formula-like text that starts like a number', () => {
    const values = ['=SUM(A1)', "+cmd|' /C calc'!A0", '+1+cmd', '-2+3', '@x', '+254\t=1'];
    expect(cells(values)).toEqual(values.map((v) => `'${v}`));
  });
});
