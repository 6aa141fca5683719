import { checkZip } from './zip-guard';

/**
 * The format of an uploaded document, told by its bytes alone: a declared content type or a file name is
 * never trusted. PDF starts with `%PDF-`; DOC, XLS and PPT are OLE2 compound files (one signature for all
 * three, told apart by the name's extension only when the bytes are OLE2); DOCX, XLSX and PPTX are ZIP
 * archives holding `word/`, `xl/` or `ppt/` entries.
 */
export type DetectedFormat = 'pdf' | 'doc' | 'xls' | 'ppt' | 'docx' | 'xlsx' | 'pptx';

export const CONTENT_TYPES: Readonly<Record<DetectedFormat, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const startsWith = (bytes: Buffer, magic: Buffer): boolean =>
  bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);

/** The names of a ZIP archive's entries, from its central directory; null when it is not a sound ZIP. */
export const zipEntryNames = (zip: Buffer): string[] | null => {
  // unpacked, an Office file of at most 1 MB stays far below 30 MB; checkZip refuses bombs and lies
  if (checkZip(zip) !== 'ok') return null;
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const names: string[] = [];
  let offset = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const nameLength = zip.readUInt16LE(offset + 28);
    names.push(zip.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return names;
};

const extensionOf = (name: string): string => name.toLowerCase().split('.').pop() ?? '';

/** The document's format, or null when its bytes are none of the seven. */
export const detectDocumentFormat = (bytes: Buffer, fileName: string): DetectedFormat | null => {
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) {
    // the compound-file signature is shared: the extension picks among the three, defaulting to doc
    const ext = extensionOf(fileName);
    return ext === 'xls' || ext === 'ppt' ? ext : 'doc';
  }
  if (startsWith(bytes, ZIP)) {
    const names = zipEntryNames(bytes);
    if (names === null) return null;
    if (names.some((n) => n.startsWith('word/'))) return 'docx';
    if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
    if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
  }
  return null;
};
