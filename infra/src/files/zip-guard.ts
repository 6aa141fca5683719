import { inflateRawSync } from 'node:zlib';

/** Legitimate workbooks of the upload (10,000 rows × 13 columns) unpack to a few megabytes. */
export const MAX_UNPACKED_BYTES = 30 * 1024 * 1024;
const MAX_ENTRIES = 2000;

export type ZipVerdict = 'ok' | 'invalid' | 'too_large';

class Refused extends Error {
  constructor(readonly verdict: Exclude<ZipVerdict, 'ok'>) {
    super(verdict);
  }
}
const invalid = () => new Refused('invalid');
const tooLarge = () => new Refused('too_large');

/**
 * Checks a ZIP container (.xlsx) before any library unpacks it: at most MAX_ENTRIES entries, their
 * declared sizes adding up to at most `maxUnpacked` bytes, and every entry really inflating to its
 * declared size (inflated with a hard output cap, so a header that lies about the size is caught after
 * `declared + 1` bytes, not after the gigabytes a zip bomb expands to). Costs at most `maxUnpacked`
 * bytes of transient memory and a few milliseconds per megabyte.
 */
export const checkZip = (zip: Buffer, maxUnpacked = MAX_UNPACKED_BYTES): ZipVerdict => {
  try {
    inspect(zip, maxUnpacked);
    return 'ok';
  } catch (e) {
    if (e instanceof Refused) return e.verdict;
    return 'invalid';
  }
};

const inspect = (zip: Buffer, maxUnpacked: number): void => {
  // End of central directory: the last 22 bytes, or earlier if the archive has a comment.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) throw invalid();
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  if (entries > MAX_ENTRIES) throw tooLarge();
  let declaredTotal = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50) throw invalid();
    const method = zip.readUInt16LE(offset + 10);
    const compressed = zip.readUInt32LE(offset + 20);
    const declared = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    offset += 46 + nameLength + extraLength + commentLength;
    // ZIP64 (sizes of 4 GB and more) is never needed by a workbook of this size
    if (compressed === 0xffffffff || declared === 0xffffffff) throw tooLarge();
    declaredTotal += declared;
    if (declaredTotal > maxUnpacked) throw tooLarge();
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw invalid();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    if (method === 0) {
      if (data.length !== declared) throw invalid();
    } else if (method === 8) {
      let unpacked: Buffer;
      try {
        unpacked = inflateRawSync(data, { maxOutputLength: declared + 1 });
      } catch {
        throw tooLarge();
      }
      if (unpacked.length !== declared) throw tooLarge();
    } else throw invalid();
  }
};
