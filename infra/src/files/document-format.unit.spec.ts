import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectDocumentFormat, zipEntryNames } from './document-format';

/** A stored (uncompressed) ZIP with these entries, enough for the central directory to be read. */
const zipWith = (names: string[]): Buffer => {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const data = Buffer.from('<x/>');
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(n.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    central.push(entry, n);
    offset += 30 + n.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);

describe('document formats by their bytes', () => {
  it('tells PDF, the Office Open XML formats by their folders, and OLE2 by the extension', () => {
    expect(detectDocumentFormat(Buffer.from('%PDF-1.7\n'), 'anything.bin')).toBe('pdf');
    expect(zipEntryNames(zipWith(['[Content_Types].xml', 'word/document.xml']))).toEqual([
      '[Content_Types].xml',
      'word/document.xml',
    ]);
    expect(detectDocumentFormat(zipWith(['word/document.xml']), 'a.docx')).toBe('docx');
    expect(detectDocumentFormat(zipWith(['xl/workbook.xml']), 'a.xlsx')).toBe('xlsx');
    expect(detectDocumentFormat(zipWith(['ppt/presentation.xml']), 'a.pptx')).toBe('pptx');
    expect(detectDocumentFormat(OLE2, 'a.xls')).toBe('xls');
    expect(detectDocumentFormat(OLE2, 'a.ppt')).toBe('ppt');
    expect(detectDocumentFormat(OLE2, 'a.doc')).toBe('doc');
  });

  it('refuses anything else whatever its name says', () => {
    expect(detectDocumentFormat(Buffer.from('MZ\x90\x00'), 'invoice.pdf')).toBeNull();
    expect(detectDocumentFormat(Buffer.from('hello'), 'a.pdf')).toBeNull();
    expect(detectDocumentFormat(zipWith(['evil.exe']), 'a.docx')).toBeNull();
    expect(detectDocumentFormat(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'a.docx')).toBeNull();
  });
});
