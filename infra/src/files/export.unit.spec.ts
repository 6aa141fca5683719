import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type ExportColumn, toCsv, toXlsx } from './export';
import { readRows } from './spreadsheet';

const columns: ExportColumn[] = [
  { key: 'name', header: 'Name' },
  { key: 'amount', header: 'Amount' },
  { key: 'note', header: 'Note' },
];

const loadXlsx = async (file: Buffer) => {
  const bytes = new Uint8Array(file.byteLength);
  bytes.set(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
};

const DANGEROUS = [
  '=HYPERLINK("http://evil.example","x")',
  '=SUM(A1)',
  "+cmd|' /C calc'!A0",
  '+1+cmd',
  '-2+3',
  '@SUM(A1:A2)',
  '\tcmd',
  '\r=1+1',
];

/** Start with a trigger character but are a phone number or a plain number: no formula to run. */
const HARMLESS = ['+254710000000', '+254 712 345 678', '+254-712-345678', '-10.50', '-5'];

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    const csv = toCsv(columns, [{ name: 'Wanjirũ', amount: 500, note: 'ok' }]);
    expect(csv).toBe('\uFEFFName,Amount,Note\r\nWanjirũ,500,ok\r\n');
  });

  it('quotes fields holding a comma, semicolon, quote or line break and doubles the quotes', () => {
    const csv = toCsv(columns, [{ name: 'Kamau, Wanjiru', amount: 1, note: 'said "hi"\nthen; left' }]);
    expect(csv.split('\r\n')[1]).toBe('"Kamau, Wanjiru",1,"said ""hi""\nthen; left"');
  });

  it('writes missing values as empty, numbers without float noise, dates as YYYY-MM-DD and booleans as words', () => {
    const csv = toCsv(
      [
        { key: 'a', header: 'a' },
        { key: 'b', header: 'b' },
        { key: 'c', header: 'c' },
        { key: 'd', header: 'd' },
        { key: 'e', header: 'e' },
      ],
      [{ a: null, c: 0.1 + 0.2, d: new Date(Date.UTC(2015, 2, 4, 22)), e: true }],
    );
    expect(csv.split('\r\n')[1]).toBe(',,0.3,2015-03-04,true');
  });

  it.each(DANGEROUS)('puts an apostrophe before the text %j', (text) => {
    const line = toCsv([{ key: 'v', header: 'v' }], [{ v: text }])
      .split('\r\n')
      .slice(1, -1)
      .join('\r\n');
    expect(line.replace(/^"|"$/g, '').startsWith(`'${text.charAt(0)}`)).toBe(true);
  });

  it.each(HARMLESS)('writes the phone number or plain number %j as it is, without an apostrophe', (text) => {
    expect(toCsv([{ key: 'v', header: 'v' }], [{ v: text }])).toBe(`\uFEFFv\r\n${text}\r\n`);
  });

  it('leaves a negative number a number, and the text -10.50 as it is', () => {
    expect(toCsv([{ key: 'v', header: 'v' }], [{ v: -5 }, { v: '-5' }, { v: -10.5 }, { v: '-10.50' }])).toBe(
      '\uFEFFv\r\n-5\r\n-5\r\n-10.5\r\n-10.50\r\n',
    );
  });

  it('writes each phone as stored, whichever way it was typed', () => {
    const csv = toCsv(
      [
        { key: 'name', header: 'Name' },
        { key: 'contactPhone', header: 'Contact phone' },
      ],
      [
        { name: 'Achieng', contactPhone: '+254710000000' },
        { name: 'Baraka', contactPhone: '0722000111' },
        { name: '=HYPERLINK("http://x")', contactPhone: '+254 722 000 111' },
      ],
    );
    expect(csv).toBe(
      '\uFEFFName,Contact phone\r\nAchieng,+254710000000\r\nBaraka,0722000111\r\n' +
        '"\'=HYPERLINK(""http://x"")",+254 722 000 111\r\n',
    );
  });

  it('neutralises headers as well', () => {
    expect(toCsv([{ key: 'v', header: '=cmd' }], []).split('\r\n')[0]).toBe("\uFEFF'=cmd");
  });

  it('reads back through readRows as the original text', async () => {
    const notes = [...DANGEROUS, ...HARMLESS];
    const rows = notes.map((note, i) => ({ name: `Participant ${i}`, amount: -i, note }));
    const read = await readRows(Buffer.from(toCsv(columns, rows), 'utf8'), 'csv');
    expect(read.header).toEqual(['Name', 'Amount', 'Note']);
    // The reader trims cells, so the tab and carriage return in front go; the formula text stays.
    expect(read.rows.map((row) => row.values.Note)).toEqual(notes.map((text) => text.trim()));
    expect(read.rows.map((row) => row.values.Amount)).toEqual(rows.map((row) => String(row.amount)));
  });
});

describe('toXlsx', () => {
  it('writes a bold, frozen header, numbers as numbers and dates as YYYY-MM-DD text', async () => {
    const file = await toXlsx('Participants', columns, [
      { name: 'Wanjiru', amount: 1500.5, note: new Date(Date.UTC(2015, 2, 4)) },
      { name: 'Brian', amount: -5, note: null },
    ]);
    const sheet = await loadXlsx(file);
    expect(sheet.name).toBe('Participants');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Amount', 'Note']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('B2').value).toBe(1500.5);
    expect(sheet.getCell('B3').value).toBe(-5);
    expect(sheet.getCell('C2').value).toBe('2015-03-04');
    expect(sheet.getCell('C3').value).toBeNull();
  });

  it('sizes columns to their content within sensible bounds', async () => {
    const sheet = await loadXlsx(
      await toXlsx('S', columns, [
        { name: 'A very long participant name indeed', amount: 1, note: 'x'.repeat(200) },
      ]),
    );
    expect(sheet.getColumn(1).width).toBe(37);
    expect(sheet.getColumn(2).width).toBe(10);
    expect(sheet.getColumn(3).width).toBe(50);
  });

  it.each([...DANGEROUS, ...HARMLESS])(
    'stores the text %j as a string cell, never a formula, without an apostrophe',
    async (text) => {
      const sheet = await loadXlsx(await toXlsx('S', columns, [{ name: text, amount: 1, note: '' }]));
      const cell = sheet.getCell('A2');
      // A string cell is never evaluated, so it needs no guard; an apostrophe in it would show.
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // XML reads a bare carriage return back as a line feed.
      expect(cell.text).toBe(text.replace('\r', '\n'));
    },
  );

  it('writes a +254 phone as plain text, and each phone as stored', async () => {
    const sheet = await loadXlsx(
      await toXlsx('S', columns, [
        { name: 'Achieng', amount: 1, note: '+254710000000' },
        { name: 'Baraka', amount: 2, note: '0722000111' },
      ]),
    );
    expect(sheet.getCell('C2').value).toBe('+254710000000');
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('C3').value).toBe('0722000111');
  });

  it('reads back through readRows as the original text', async () => {
    const file = await toXlsx('S', columns, [{ name: '=1+1', amount: -5, note: '+254712345678' }]);
    expect((await readRows(file, 'xlsx')).rows).toEqual([
      { rowNumber: 2, values: { Name: '=1+1', Amount: '-5', Note: '+254712345678' } },
    ]);
  });

  it('makes a sheet name Excel accepts', async () => {
    const sheet = await loadXlsx(await toXlsx('Participants: KE0420/2025 [all] and more words', columns, []));
    expect(sheet.name).toBe('Participants  KE0420 2025  all');
  });
});
