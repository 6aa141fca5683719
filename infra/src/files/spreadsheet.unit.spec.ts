import { ValidationError } from '@pm/domain/shared/errors';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvFile, excelDateCell, participantGrid, xlsFile, xlsxFile } from './fixtures';
import { detectFormat, readRows, SpreadsheetError, type SpreadsheetErrorReason } from './spreadsheet';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 2015-03-04 as an Excel day serial (1900 date system). */
const MARCH_4_2015 = 42067;

const rejection = async (read: Promise<unknown>) => {
  const error = await read.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpreadsheetError);
  return error as SpreadsheetError;
};

const expectRejected = async (read: Promise<unknown>, reason: SpreadsheetErrorReason, message: string) => {
  const error = await rejection(read);
  // a reader's own failure behind an unexpected 'unreadable' is named in the failure
  expect(error.reason, `cause: ${String(error.cause)}`).toBe(reason);
  expect(error.message).toBe(message);
};

const UNREADABLE = 'The file could not be read as CSV or Excel';

describe('detectFormat', () => {
  it.each([
    ['participants.csv', 'text/csv', 'csv'],
    ['participants', 'text/csv; charset=utf-8', 'csv'],
    ['participants', 'application/csv', 'csv'],
    ['participants.csv', 'text/plain', 'csv'],
    ['participants.csv', undefined, 'csv'],
    // Windows with Excel installed labels every .csv as legacy Excel.
    ['participants.csv', 'application/vnd.ms-excel', 'csv'],
    ['participants.xls', 'application/vnd.ms-excel', 'xls'],
    ['participants', 'application/vnd.ms-excel', 'xls'],
    ['participants', XLSX_MIME, 'xlsx'],
    ['PARTICIPANTS.XLSX', 'application/octet-stream', 'xlsx'],
    ['participants.xls', '', 'xls'],
  ] as const)('accepts %s sent as %s as %s', (name, mime, format) => {
    expect(detectFormat(name, mime)).toBe(format);
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['photo.png', 'image/png'],
    ['report.pdf', 'application/pdf'],
    ['participants', undefined],
    ['participants.csv.exe', 'application/octet-stream'],
  ])('refuses %s sent as %s', (name, mime) => {
    expect(detectFormat(name, mime)).toBeNull();
  });
});

describe('readRows from CSV', () => {
  it('keys trimmed values by the trimmed header and numbers the first data row 2', async () => {
    const file = csvFile([
      [' participantId ', 'firstName', ' surname'],
      ['KE0420-001 ', '  Wanjiru', 'Kamau  '],
      ['KE0420-002', 'Brian', 'Ochieng'],
    ]);
    expect(await readRows(file, 'csv')).toEqual({
      header: ['participantId', 'firstName', 'surname'],
      rows: [
        { rowNumber: 2, values: { participantId: 'KE0420-001', firstName: 'Wanjiru', surname: 'Kamau' } },
        { rowNumber: 3, values: { participantId: 'KE0420-002', firstName: 'Brian', surname: 'Ochieng' } },
      ],
    });
  });

  it('strips a UTF-8 byte order mark from the first header', async () => {
    const file = csvFile(
      [
        ['participantId', 'firstName'],
        ['KE0420-001', 'Wanjirũ'],
      ],
      { bom: true },
    );
    const { header, rows } = await readRows(file, 'csv');
    expect(header).toEqual(['participantId', 'firstName']);
    expect(rows[0]?.values).toEqual({ participantId: 'KE0420-001', firstName: 'Wanjirũ' });
  });

  it('detects a semicolon delimiter and leaves decimal commas as written', async () => {
    const file = csvFile(
      [
        ['participantId', 'monthlyContribution', 'surname'],
        ['KE0420-001', '1500,5', 'Kamau'],
        ['KE0420-002', '500', 'Ochieng'],
      ],
      { delimiter: ';', bom: true },
    );
    const { rows } = await readRows(file, 'csv');
    expect(rows.map((row) => row.values)).toEqual([
      { participantId: 'KE0420-001', monthlyContribution: '1500,5', surname: 'Kamau' },
      { participantId: 'KE0420-002', monthlyContribution: '500', surname: 'Ochieng' },
    ]);
  });

  it('reads quoted fields with delimiters, doubled quotes and line breaks, numbering rows as records', async () => {
    const file = csvFile([
      ['name', 'notes'],
      ['"Kamau, Wanjiru"', '"She said ""hello"""'],
      ['Ochieng', '"line one\r\nline two"'],
      ['Atieno', 'plain'],
    ]);
    const { rows } = await readRows(file, 'csv');
    expect(rows).toEqual([
      { rowNumber: 2, values: { name: 'Kamau, Wanjiru', notes: 'She said "hello"' } },
      { rowNumber: 3, values: { name: 'Ochieng', notes: 'line one\r\nline two' } },
      { rowNumber: 4, values: { name: 'Atieno', notes: 'plain' } },
    ]);
  });

  it('reads LF-only files too', async () => {
    const file = csvFile(
      [
        ['a', 'b'],
        ['1', '2'],
      ],
      { eol: '\n' },
    );
    expect((await readRows(file, 'csv')).rows).toEqual([{ rowNumber: 2, values: { a: '1', b: '2' } }]);
  });

  it('skips empty rows but keeps counting them, and takes the header from the first non-empty row', async () => {
    const file = Buffer.from('\r\n,,\r\nid,name\r\nA1,Wanjiru\r\n\r\n , ,\r\nA2,Brian\r\n', 'utf8');
    const { header, rows } = await readRows(file, 'csv');
    expect(header).toEqual(['id', 'name']);
    expect(rows.map((row) => row.rowNumber)).toEqual([4, 7]);
  });

  it('fills missing trailing cells with empty strings and ignores cells beyond the header', async () => {
    const file = Buffer.from('a,b,c\r\n1\r\n1,2,3,4\r\n', 'utf8');
    expect((await readRows(file, 'csv')).rows.map((row) => row.values)).toEqual([
      { a: '1', b: '', c: '' },
      { a: '1', b: '2', c: '3' },
    ]);
  });

  it('ignores blank header cells and keeps the first of a repeated header', async () => {
    const file = Buffer.from('a,,b,a\r\n1,x,2,3\r\n', 'utf8');
    expect(await readRows(file, 'csv')).toEqual({
      header: ['a', 'b'],
      rows: [{ rowNumber: 2, values: { a: '1', b: '2' } }],
    });
  });

  it('removes the apostrophe our exports put before a formula character, and keeps any other', async () => {
    const file = Buffer.from("phone,amount,name\r\n'+254712345678,'-5,'Neill\r\n", 'utf8');
    expect((await readRows(file, 'csv')).rows[0]?.values).toEqual({
      phone: '+254712345678',
      amount: '-5',
      name: "'Neill",
    });
  });

  it('reads a file saved in the Windows code page instead of UTF-8', async () => {
    const file = Buffer.from('name\r\nJos\xe9\r\n', 'latin1');
    expect((await readRows(file, 'csv')).rows[0]?.values).toEqual({ name: 'José' });
  });

  it('reads Excel\'s tab-separated UTF-16 "Unicode text"', async () => {
    const file = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('id\tname\r\nA1\tWanjirũ\r\n', 'utf16le'),
    ]);
    expect((await readRows(file, 'csv')).rows[0]?.values).toEqual({ id: 'A1', name: 'Wanjirũ' });
  });

  it('returns the header and no rows for a header-only file', async () => {
    expect(await readRows(csvFile([['participantId', 'firstName']]), 'csv')).toEqual({
      header: ['participantId', 'firstName'],
      rows: [],
    });
  });

  it.each([
    ['no bytes', Buffer.alloc(0)],
    ['only whitespace and line breaks', Buffer.from('  \r\n\r\n\t\r\n', 'utf8')],
    ['only delimiters', Buffer.from(',,,\r\n,,\r\n', 'utf8')],
    ['only a byte order mark', Buffer.from('\uFEFF', 'utf8')],
  ])('refuses a file with %s as empty', async (_, file) => {
    await expectRejected(readRows(file, 'csv'), 'empty', 'The file is empty');
  });

  it('refuses a quote that is never closed', async () => {
    await expectRejected(
      readRows(Buffer.from('a,b\r\n1,"open\r\n2,3\r\n', 'utf8'), 'csv'),
      'unreadable',
      UNREADABLE,
    );
  });

  it('refuses binary content sent as CSV', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48,
    ]);
    await expectRejected(readRows(png, 'csv'), 'unreadable', UNREADABLE);
  });

  it('refuses more data rows than maxRows, counting neither the header nor empty rows', async () => {
    const lines = [['id'], ['1'], [''], ['2'], ['3']];
    expect((await readRows(csvFile(lines.slice(0, 4)), 'csv', { maxRows: 2 })).rows).toHaveLength(2);
    await expectRejected(
      readRows(csvFile(lines), 'csv', { maxRows: 2 }),
      'too_many_rows',
      'The file has more than 2 rows',
    );
  });

  it('refuses more than 10000 data rows by default', async () => {
    const file = Buffer.from(`id\r\n${'x\r\n'.repeat(10_001)}`, 'utf8');
    await expectRejected(readRows(file, 'csv'), 'too_many_rows', 'The file has more than 10000 rows');
    const exactly = Buffer.from(`id\r\n${'x\r\n'.repeat(10_000)}`, 'utf8');
    expect((await readRows(exactly, 'csv')).rows).toHaveLength(10_000);
  });

  it("reads the workbook whole when exceljs's streaming reader fails before a row (seen on a loaded machine)", async () => {
    const proto = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as {
      _parseWorksheet: () => unknown;
    };
    const failing = vi.spyOn(proto, '_parseWorksheet').mockImplementation(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'sheets')");
    });
    try {
      const file = await xlsxFile(participantGrid(4));
      expect((await readRows(file, 'xlsx')).rows).toHaveLength(4);
      await expectRejected(
        readRows(file, 'xlsx', { maxRows: 3 }),
        'too_many_rows',
        'The file has more than 3 rows',
      );
      expect(failing).toHaveBeenCalled();
    } finally {
      failing.mockRestore();
    }
  });

  it('reads 5,000 participant rows', async () => {
    const file = csvFile(
      participantGrid(5_000).map((row) => row.map(String)),
      { bom: true },
    );
    const { header, rows } = await readRows(file, 'csv');
    expect(header).toHaveLength(13);
    expect(rows).toHaveLength(5_000);
    expect(rows.at(-1)).toMatchObject({ rowNumber: 5_001, values: { participantId: 'KE0420-5000' } });
  });

  it('is a 400 validation error so the services answer with its message', async () => {
    const error = await rejection(readRows(Buffer.alloc(0), 'csv'));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.status).toBe(400);
  });
});

describe('readRows from .xlsx', () => {
  it('reads numbers without float noise, dates as YYYY-MM-DD and other cell kinds as text', async () => {
    const file = await xlsxFile([
      [
        'participantId',
        'dateOfBirth',
        'monthlyContribution',
        'ratio',
        'phone',
        'active',
        'total',
        'note',
        'site',
      ],
      [
        ' KE0420-001 ',
        new Date(Date.UTC(2015, 2, 4)),
        1500,
        0.1 + 0.2,
        254712345678,
        true,
        { formula: 'C2*2', result: 3000 },
        { richText: [{ text: 'Wan' }, { font: { bold: true }, text: 'jiru' }] },
        { text: 'Project site', hyperlink: 'https://example.org' },
      ],
      ['KE0420-002', new Date(Date.UTC(2011, 7, 19, 23, 30)), 1500.5, -2.25, null, false, null, '', null],
    ]);
    const { header, rows } = await readRows(file, 'xlsx');
    expect(header).toHaveLength(9);
    expect(rows).toEqual([
      {
        rowNumber: 2,
        values: {
          participantId: 'KE0420-001',
          dateOfBirth: '2015-03-04',
          monthlyContribution: '1500',
          ratio: '0.3',
          phone: '254712345678',
          active: 'true',
          total: '3000',
          note: 'Wanjiru',
          site: 'Project site',
        },
      },
      {
        rowNumber: 3,
        values: {
          participantId: 'KE0420-002',
          dateOfBirth: '2011-08-19',
          monthlyContribution: '1500.5',
          ratio: '-2.25',
          phone: '',
          active: 'false',
          total: '',
          note: '',
          site: '',
        },
      },
    ]);
  });

  it('reads a number with a date format as that date and a plain number as a number', async () => {
    const file = await xlsxFile(
      [
        ['dateOfBirth', 'amount'],
        [MARCH_4_2015, MARCH_4_2015],
      ],
      (sheet) => {
        sheet.getCell('A2').numFmt = 'dd/mm/yyyy';
      },
    );
    expect((await readRows(file, 'xlsx')).rows[0]?.values).toEqual({
      dateOfBirth: '2015-03-04',
      amount: '42067',
    });
  });

  describe('on a server in another timezone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      // Assigning undefined would set the string 'undefined'.
      if (original === undefined) Reflect.deleteProperty(process.env, 'TZ');
      else process.env.TZ = original;
    });

    it.each(['America/Los_Angeles', 'Pacific/Kiritimati'])('keeps the calendar date in %s', async (zone) => {
      const file = await xlsxFile([['dateOfBirth'], [new Date(Date.UTC(2015, 2, 4))]]);
      process.env.TZ = zone;
      // The zone must really move local midnight, or this test could not catch a local-time read.
      expect(new Date(Date.UTC(2015, 2, 4)).getTimezoneOffset()).not.toBe(0);
      expect((await readRows(file, 'xlsx')).rows[0]?.values).toEqual({ dateOfBirth: '2015-03-04' });
      expect(
        (await readRows(xlsFile([['dateOfBirth'], [excelDateCell(MARCH_4_2015)]]), 'xls')).rows[0]?.values,
      ).toEqual({
        dateOfBirth: '2015-03-04',
      });
    });
  });

  it('reads only the first worksheet', async () => {
    const file = await xlsxFile([['id'], ['first']], (_, workbook) => {
      const other = workbook.addWorksheet('Other');
      other.addRow(['id']);
      other.addRow(['second']);
    });
    expect((await readRows(file, 'xlsx')).rows.map((row) => row.values)).toEqual([{ id: 'first' }]);
  });

  it('numbers rows as the sheet does when the header is lower down and rows are empty', async () => {
    const file = await xlsxFile([], (sheet) => {
      sheet.getCell('A2').value = 'id';
      sheet.getCell('B2').value = 'name';
      sheet.getCell('A3').value = 'A1';
      sheet.getCell('B6').value = 'Brian';
      // Only under a blank header: nothing the upload could read.
      sheet.getCell('D8').value = 'a stray note';
    });
    const { header, rows } = await readRows(file, 'xlsx');
    expect(header).toEqual(['id', 'name']);
    expect(rows).toEqual([
      { rowNumber: 3, values: { id: 'A1', name: '' } },
      { rowNumber: 6, values: { id: '', name: 'Brian' } },
    ]);
  });

  it('skips rows whose cells are all blank text', async () => {
    const file = await xlsxFile([['id'], ['  '], ['A2']]);
    expect((await readRows(file, 'xlsx')).rows).toEqual([{ rowNumber: 3, values: { id: 'A2' } }]);
  });

  it('refuses a workbook whose first sheet is empty', async () => {
    await expectRejected(readRows(await xlsxFile([]), 'xlsx'), 'empty', 'The file is empty');
  });

  it('refuses a truncated workbook', async () => {
    const file = await xlsxFile(participantGrid(20));
    await expectRejected(readRows(file.subarray(0, file.length / 2), 'xlsx'), 'unreadable', UNREADABLE);
  });

  it('refuses text sent as .xlsx', async () => {
    await expectRejected(readRows(Buffer.from('id,name\r\n1,2\r\n'), 'xlsx'), 'unreadable', UNREADABLE);
  });

  it('reads an .xlsx whatever the label says', async () => {
    const file = await xlsxFile([['id'], ['A1']]);
    for (const label of ['csv', 'xls'] as const) {
      expect((await readRows(file, label)).rows).toEqual([{ rowNumber: 2, values: { id: 'A1' } }]);
    }
  });

  it('refuses more data rows than maxRows', async () => {
    const file = await xlsxFile(participantGrid(4));
    await expectRejected(
      readRows(file, 'xlsx', { maxRows: 3 }),
      'too_many_rows',
      'The file has more than 3 rows',
    );
  });

  it('reads 5,000 participant rows', async () => {
    const { header, rows } = await readRows(await xlsxFile(participantGrid(5_000)), 'xlsx');
    expect(header).toHaveLength(13);
    expect(rows).toHaveLength(5_000);
    expect(rows.at(-1)).toMatchObject({
      rowNumber: 5_001,
      values: { participantId: 'KE0420-5000', monthlyContribution: '500' },
    });
  });

  it('is read by exceljs as a date cell in the first place (guards the fixture)', async () => {
    const file = await xlsxFile([['d'], [new Date(Date.UTC(2015, 2, 4))]]);
    const bytes = new Uint8Array(file.byteLength);
    bytes.set(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer);
    expect(workbook.worksheets[0]?.getCell('A2').type).toBe(ExcelJS.ValueType.Date);
  });
});

describe('readRows from legacy .xls', () => {
  it('reads strings, numbers, booleans and date-formatted serials from a BIFF8 workbook', async () => {
    const file = xlsFile([
      ['participantId', 'dateOfBirth', 'monthlyContribution', 'active', 'plain'],
      ['KE0420-001', excelDateCell(MARCH_4_2015), 1500, true, MARCH_4_2015],
      [null, null, null, null, null],
      ['KE0420-002', excelDateCell(MARCH_4_2015 + 0.75, 'd-mmm-yy'), 1500.5, false, ' text '],
    ]);
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    expect(await readRows(file, 'xls')).toEqual({
      header: ['participantId', 'dateOfBirth', 'monthlyContribution', 'active', 'plain'],
      rows: [
        {
          rowNumber: 2,
          values: {
            participantId: 'KE0420-001',
            dateOfBirth: '2015-03-04',
            monthlyContribution: '1500',
            active: 'true',
            plain: '42067',
          },
        },
        {
          rowNumber: 4,
          values: {
            participantId: 'KE0420-002',
            dateOfBirth: '2015-03-04',
            monthlyContribution: '1500.5',
            active: 'false',
            plain: 'text',
          },
        },
      ],
    });
  });

  it('reads an .xls whatever the label says', async () => {
    const file = xlsFile([['id'], ['A1']]);
    expect((await readRows(file, 'xlsx')).rows).toEqual([{ rowNumber: 2, values: { id: 'A1' } }]);
  });

  it('reads an HTML table saved as .xls without guessing types', async () => {
    const html =
      '<html><body><table><tr><td>id</td><td>dateOfBirth</td></tr><tr><td>007</td><td>2015-03-04</td></tr></table></body></html>';
    expect((await readRows(Buffer.from(html, 'utf8'), 'xls')).rows[0]?.values).toEqual({
      id: '007',
      dateOfBirth: '2015-03-04',
    });
  });

  it('reads CSV text saved as .xls', async () => {
    expect((await readRows(Buffer.from('id;name\r\nA1;Brian\r\n'), 'xls')).rows[0]?.values).toEqual({
      id: 'A1',
      name: 'Brian',
    });
  });

  it('refuses a damaged compound file', async () => {
    const file = xlsFile(participantGrid(20));
    const damaged = Buffer.concat([file.subarray(0, 512), Buffer.alloc(1024, 0xab)]);
    await expectRejected(readRows(damaged, 'xls'), 'unreadable', UNREADABLE);
  });

  // writing and reading a legacy workbook of this size takes about 5 s of one core: time enough on a busy machine
  it('reads 5,000 participant rows', { timeout: 30_000 }, async () => {
    const { rows } = await readRows(xlsFile(participantGrid(5_000)), 'xls');
    expect(rows).toHaveLength(5_000);
    expect(rows.at(-1)?.values.participantId).toBe('KE0420-5000');
  });
});
