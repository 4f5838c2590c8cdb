// Reads a ZIP back (name → content) from its central directory, as any unzip tool does: stored
// and deflated entries, no ZIP64 (the archives in the tests are small). Shared by the unit tests
// of the receipt archive and the e2e tests of "Unduh semua dokumen".
import { inflateRawSync } from "node:zlib";

export function readZip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from("PK\x05\x06", "latin1"));
  if (end < 0) throw new Error("not a ZIP: no end of central directory");
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`broken central directory at ${at}`);
    const method = archive.readUInt16LE(at + 10);
    const compressed = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.toString("utf8", at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** How each entry was written: 0 stored, 8 deflated. */
export function zipMethods(archive: Buffer): Map<string, number> {
  const end = archive.lastIndexOf(Buffer.from("PK\x05\x06", "latin1"));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const methods = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const nameLength = archive.readUInt16LE(at + 28);
    methods.set(archive.toString("utf8", at + 46, at + 46 + nameLength), archive.readUInt16LE(at + 10));
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return methods;
}
