import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Builds .xlsx containers for the upload's hostile tests without holding their unpacked size in
 * memory: a part is one chunk repeated `times` times, deflated once and its compressed bytes repeated
 * (each chunk ends on a sync flush, so the copies form one valid deflate stream).
 */
export interface ZipPart {
  readonly name: string;
  /** The part's content: each chunk `times` times (default once), in order. */
  readonly chunks: ReadonlyArray<{ readonly data: Buffer; readonly times?: number }>;
  /** What the headers claim the part unpacks to (a lying zip bomb claims little). */
  readonly declaredSize?: number;
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

export const zipOf = (parts: readonly ZipPart[]): Buffer => {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const blocks: Buffer[] = [];
    let crc = 0;
    let length = 0;
    for (const { data, times = 1 } of part.chunks) {
      const block = deflateRawSync(data, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
      for (let i = 0; i < times; i++) {
        blocks.push(block);
        crc = crc32(data, crc);
      }
      length += data.length * times;
    }
    const data = Buffer.concat([...blocks, deflateRawSync(Buffer.alloc(0))]);
    const size = part.declaredSize ?? Math.min(length, 0xfffffffe);
    const name = Buffer.from(part.name);
    const common = Buffer.concat([
      u16(20),
      u16(0),
      u16(8),
      u16(0),
      u16(0),
      u32(crc),
      u32(data.length),
      u32(size),
      u16(name.length),
      u16(0),
    ]);
    const local = Buffer.concat([u32(0x04034b50), common, name, data]);
    central.push(
      Buffer.concat([u32(0x02014b50), u16(20), common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(parts.length),
    u16(parts.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
};

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Participants" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const column = (i: number) => String.fromCharCode(65 + i);
/** One row of inline strings; the repeated block reuses row number 2 (readers count rows as they come). */
const inlineRow = (cells: readonly string[], row: number) =>
  `<row r="${row}">${cells.map((text, i) => `<c r="${column(i)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

const BLOCK = 10_000;

const part = (name: string, text: string): ZipPart => ({ name, chunks: [{ data: Buffer.from(text) }] });

/** A real workbook: one sheet with `header` and then `row` repeated `rows` times (rounded up to 10,000). */
export const workbookOf = (options: {
  readonly header: readonly string[];
  readonly row: readonly string[];
  readonly rows: number;
  readonly declaredSheetSize?: number;
}): Buffer =>
  zipOf([
    part('[Content_Types].xml', CONTENT_TYPES),
    part('_rels/.rels', RELS),
    part('xl/workbook.xml', WORKBOOK),
    part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    {
      name: 'xl/worksheets/sheet1.xml',
      chunks: [
        {
          data: Buffer.from(
            `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${inlineRow(options.header, 1)}`,
          ),
        },
        {
          data: Buffer.from(inlineRow(options.row, 2).repeat(BLOCK)),
          times: Math.ceil(options.rows / BLOCK),
        },
        { data: Buffer.from('</sheetData></worksheet>') },
      ],
      declaredSize: options.declaredSheetSize,
    },
  ]);
