// A hostile ZIP, bounded before any library opens it. An .xlsx is a ZIP: a file of 1 MB can
// inflate to a gigabyte, and exceljs (through JSZip) inflates every entry whole into memory. So
// the archive is walked here as JSZip walks it (the end record, the central directory, each
// entry's local header, the compressed bytes the directory declares) and every entry is inflated
// with a hard ceiling on its output; only an archive whose entries really fit goes on.
import { inflateRawSync } from "node:zlib";

export type ZipBounds = {
  /** Entries the archive may hold. */
  maxEntries: number;
  /** Bytes all entries may inflate to together. */
  maxInflated: number;
};

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
/** 65,535: the longest archive comment, between the end record and the file's end. */
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

/** Where the end-of-central-directory record starts, searched from the end as JSZip does. */
function endRecord(zip: Buffer): number {
  const first = Math.max(0, zip.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = zip.length - END_RECORD_SIZE; at >= first; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/**
 * Why `zip` may not be opened, or null when every entry inflates within `bounds`: not a ZIP, a
 * multi-disk or ZIP64 archive (no spreadsheet of this size needs one), an encrypted entry, a
 * method other than stored or deflated, a directory that does not end where the end record
 * starts, an entry whose bytes lie outside the file, or one that inflates past its declared size
 * or past the ceiling.
 */
export function zipProblem(zip: Buffer, bounds: ZipBounds): string | null {
  if (zip.length < END_RECORD_SIZE) return "too short";
  const end = endRecord(zip);
  if (end === -1) return "no end record";
  const disk = zip.readUInt16LE(end + 4);
  const directoryDisk = zip.readUInt16LE(end + 6);
  const entries = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryStart = zip.readUInt32LE(end + 16);
  if (disk !== 0 || directoryDisk !== 0 || entries !== zip.readUInt16LE(end + 8)) return "multi-disk";
  if (entries === 0xffff || directoryStart === 0xffffffff) return "zip64";
  if (entries > bounds.maxEntries) return "too many entries";
  // Data before the archive (JSZip would skip it) or a directory elsewhere: not what a writer makes.
  if (directoryStart + directorySize !== end) return "directory misplaced";

  let inflated = 0;
  let at = directoryStart;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return "broken directory";
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localStart = zip.readUInt32LE(at + 42);
    at += 46 + nameLength + extraLength + commentLength;
    if (at > end) return "broken directory";
    if (flags & 0x1) return "encrypted";
    if (method !== STORED && method !== DEFLATED) return "unknown method";
    if (size === 0xffffffff || compressedSize === 0xffffffff || localStart === 0xffffffff) return "zip64";
    if (localStart + 30 > directoryStart || zip.readUInt32LE(localStart) !== LOCAL_HEADER)
      return "broken entry";
    const dataStart = localStart + 30 + zip.readUInt16LE(localStart + 26) + zip.readUInt16LE(localStart + 28);
    if (dataStart + compressedSize > directoryStart) return "broken entry";
    const room = bounds.maxInflated - inflated;
    if (size > room) return "too large";
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method === STORED) {
      if (compressedSize !== size) return "broken entry";
    } else {
      let output: Buffer;
      try {
        // At most one byte past the declared size: enough to see a lie, never a bomb.
        output = inflateRawSync(data, { maxOutputLength: size + 1 });
      } catch {
        return "broken entry";
      }
      if (output.length !== size) return "broken entry";
    }
    inflated += size;
  }
  return null;
}
