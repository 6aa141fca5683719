import { describe, expect, it } from 'vitest';
import { columnName, crc32, escapeXml, sheetName, sheetXml, xlsxBytes } from './xlsx-writer';

/** Reads a stored ZIP back through its central directory: path → text, checking every CRC on the way. */
const unzip = (bytes: Uint8Array): Map<string, string> => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, string>();
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const start = local + 30 + view.getUint16(local + 26, true);
    const data = bytes.subarray(start, start + size);
    expect(crc32(data)).toBe(crc);
    files.set(name, decoder.decode(data));
    at += 46 + nameLength;
  }
  return files;
};

describe('the xlsx writer', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('makes tab names valid and unique', () => {
    expect(sheetName('Q1/Q2: [draft]', new Set())).toBe('Q1 Q2   draft');
    expect(sheetName('Summary', new Set(['summary']))).toBe('Summary (2)');
    expect(sheetName('x'.repeat(40), new Set())).toHaveLength(31);
  });

  it('escapes text and drops characters XML forbids', () => {
    expect(escapeXml('a < b & "c"\u0001')).toBe('a &lt; b &amp; &quot;c&quot;');
  });

  it('writes numbers as numbers and text as inline strings, never formulas', () => {
    const xml = sheetXml({
      name: 'S',
      rows: [
        ['Name', 'Amount'],
        ['=SUM(A1)', 1500.5],
        [null, 2],
      ],
    });
    expect(xml).toContain('<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Name</t></is></c>');
    expect(xml).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">=SUM(A1)</t></is></c>');
    expect(xml).toContain('<c r="B2"><v>1500.5</v></c>');
    expect(xml).toContain('<row r="3"><c r="B3"><v>2</v></c></row>');
    expect(xml).not.toContain('<f>');
  });

  it('writes a +254 phone and formula-like text as plain inline strings, without an apostrophe', () => {
    const xml = sheetXml({
      name: 'S',
      rows: [['Phone'], ['+254710000000'], ['0722000111'], ['+1+cmd'], ['-10.50']],
    });
    expect(xml).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">+254710000000</t></is></c>');
    expect(xml).toContain('<c r="A3" t="inlineStr"><is><t xml:space="preserve">0722000111</t></is></c>');
    expect(xml).toContain('<c r="A4" t="inlineStr"><is><t xml:space="preserve">+1+cmd</t></is></c>');
    expect(xml).toContain('<c r="A5" t="inlineStr"><is><t xml:space="preserve">-10.50</t></is></c>');
    expect(xml).not.toContain("'");
    expect(xml).not.toContain('<f>');
  });

  it('packs a workbook with one worksheet per sheet', () => {
    const files = unzip(
      xlsxBytes([
        { name: 'Summary', rows: [['Figure', 'Value']] },
        { name: 'Clusters', rows: [['Cluster'], ['Nairobi East']] },
      ]),
    );
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    expect(files.get('xl/workbook.xml')).toContain('<sheet name="Clusters" sheetId="2" r:id="rId2"/>');
    expect(files.get('xl/_rels/workbook.xml.rels')).toContain('Target="worksheets/sheet2.xml"');
    expect(files.get('[Content_Types].xml')).toContain('/xl/worksheets/sheet2.xml');
    expect(files.get('xl/worksheets/sheet2.xml')).toContain('Nairobi East');
  });
});
