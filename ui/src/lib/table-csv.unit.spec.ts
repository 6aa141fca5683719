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
});
