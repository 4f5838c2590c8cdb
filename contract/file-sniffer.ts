// The one routine both halves decide an upload's type with (issue 20 item 8): by its content,
// never by the name or the type the client sent. The first bytes name the type (magic numbers);
// a compound file (OLE) is a .doc only once the whole file went by and showed a Word document
// inside, and a ZIP a .docx or a .xlsx only once it showed a Word document or a workbook (other
// Office files start alike). Fed chunk by chunk as the upload streams, so no file is ever held
// whole. No imports: plain bytes in, a FILE_TYPES entry out.
import { FILE_TYPES, type FileType } from "./uploads.ts";

/** Bytes the first verdict needs at most (a Matroska header names its doctype within them). */
export const SNIFF_HEAD_BYTES = 256;

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** `needle` at `at` in `bytes`. */
function startsWith(bytes: Uint8Array, needle: Uint8Array | readonly number[], at = 0): boolean {
  if (at + needle.length > bytes.length) return false;
  for (let i = 0; i < needle.length; i++) if (bytes[at + i] !== needle[i]) return false;
  return true;
}

/** Where `needle` first occurs in `bytes` from `from`, or -1. */
function indexOf(bytes: Uint8Array, needle: Uint8Array, from = 0): number {
  for (let at = bytes.indexOf(needle[0], from); at !== -1; at = bytes.indexOf(needle[0], at + 1)) {
    if (startsWith(bytes, needle, at)) return at;
  }
  return -1;
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const MPEG_PACK = [0x00, 0x00, 0x01, 0xba];
const MPEG_SEQUENCE = [0x00, 0x00, 0x01, 0xb3];
const ZIP_ENTRY = ascii("PK\x03\x04");

/** ISO media brands (after `ftyp`) that are stills or sound, not a video the spec takes. */
const NOT_VIDEO_BRANDS = new Set(
  ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1", "avif", "avis"]
    .concat(["M4A ", "M4B ", "M4P ", "F4A ", "F4B ", "F4V ", "F4P ", "crx ", "jp2 ", "jpx ", "mjp2"])
    .map((brand) => brand.padEnd(4)),
);

/** An ISO media file (mp4, mov, 3gp) by the major brand of its `ftyp` box. */
function isoMedia(head: Uint8Array): FileType | null {
  if (!startsWith(head, ascii("ftyp"), 4) || head.length < 12) return null;
  const brand = String.fromCharCode(...head.subarray(8, 12));
  if (brand === "qt  ") return FILE_TYPES.mov;
  if (brand.startsWith("3g")) return FILE_TYPES["3gp"];
  return NOT_VIDEO_BRANDS.has(brand) ? null : FILE_TYPES.mp4;
}

/** What the first bytes say; a .doc or an Office package (.docx) only as a candidate the rest must confirm. */
function typeOfHead(head: Uint8Array): FileType | null {
  if (startsWith(head, JPEG)) return FILE_TYPES.jpg;
  // The signature and the first chunk, always IHDR: a signature followed by anything is no PNG.
  if (startsWith(head, PNG)) return startsWith(head, ascii("IHDR"), 12) ? FILE_TYPES.png : null;
  if (startsWith(head, ascii("RIFF"))) {
    if (startsWith(head, ascii("WEBP"), 8)) return FILE_TYPES.webp;
    if (startsWith(head, ascii("AVI "), 8)) return FILE_TYPES.avi;
    return null;
  }
  if (startsWith(head, ascii("%PDF-"))) return FILE_TYPES.pdf;
  if (startsWith(head, COMPOUND_FILE)) return FILE_TYPES.doc;
  if (startsWith(head, ZIP_ENTRY)) return FILE_TYPES.docx;
  if (startsWith(head, EBML)) return indexOf(head, ascii("matroska")) !== -1 ? FILE_TYPES.mkv : null;
  if (startsWith(head, MPEG_PACK) || startsWith(head, MPEG_SEQUENCE)) return FILE_TYPES.mpeg;
  return isoMedia(head);
}

/** What watches a container's bytes go by for what it holds: its type once every byte went by. */
type Container = { push(chunk: Uint8Array): void; verdict(): FileType | null };

/**
 * Feeds a stream's chunks to `scan`, each with the tail of the one before that may hold the start
 * of what `scan` looks for: the last `keep` bytes, or from where `scan` says its unread part starts.
 */
function carrying(keep: number, scan: (data: Uint8Array) => number) {
  let carry = new Uint8Array(0);
  return (chunk: Uint8Array) => {
    const data = carry.length > 0 ? concat([carry, chunk]) : chunk;
    const from = Math.min(scan(data), Math.max(0, data.length - keep));
    carry = data.slice(from);
  };
}

/**
 * A compound file is a Word 97-2003 document when its directory names the "WordDocument" stream
 * (UTF-16LE); a workbook names "Workbook", a slide deck "PowerPoint Document".
 */
function wordCompoundFile(): Container {
  const name = Uint8Array.from([..."WordDocument"].flatMap((char) => [char.charCodeAt(0), 0]));
  let found = false;
  const push = carrying(name.length - 1, (data) => {
    found ||= indexOf(data, name) !== -1;
    return data.length;
  });
  return {
    push: (chunk) => {
      if (!found) push(chunk);
    },
    verdict: () => (found ? FILE_TYPES.doc : null),
  };
}

const CONTENT_TYPES = "[Content_Types].xml";

/**
 * A ZIP is an Office Open XML package when its local file headers, as they stream by, name a
 * `[Content_Types].xml` entry, in whatever order its writer chose (Word puts it first, LibreOffice
 * last): a Word document (.docx) with entries under `word/`, a workbook (.xlsx) under `xl/`. A
 * plain archive, a slide deck (`ppt/`) or a package claiming both is neither.
 */
function officePackage(): Container {
  let contentTypes = false;
  let word = false;
  let workbook = false;
  // The fixed part of a local file header (30 bytes) and as much of the name as the checks read.
  const needed = 30 + CONTENT_TYPES.length;
  const push = carrying(ZIP_ENTRY.length - 1, (data) => {
    for (let at = indexOf(data, ZIP_ENTRY); at !== -1; at = indexOf(data, ZIP_ENTRY, at + 1)) {
      if (at + needed > data.length) return at;
      const nameLength = data[at + 26] | (data[at + 27] << 8);
      const name = String.fromCharCode(
        ...data.subarray(at + 30, at + 30 + Math.min(nameLength, needed - 30)),
      );
      if (nameLength === CONTENT_TYPES.length && name === CONTENT_TYPES) contentTypes = true;
      else if (nameLength > "word/".length && name.startsWith("word/")) word = true;
      else if (nameLength > "xl/".length && name.startsWith("xl/")) workbook = true;
    }
    return data.length;
  });
  return {
    push,
    verdict: () => {
      if (!contentTypes || word === workbook) return null;
      return word ? FILE_TYPES.docx : FILE_TYPES.xlsx;
    },
  };
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all;
}

export type FileSniffer = {
  /** Takes the file's next bytes, from the first; every byte must go by for a .doc, .docx or .xlsx. */
  push(chunk: Uint8Array): void;
  /**
   * What the first bytes allow once SNIFF_HEAD_BYTES came (undefined before; empty for a type the
   * shop never stores): their type, a .doc as a candidate, an Office package as .docx or .xlsx;
   * `finish` confirms a candidate.
   */
  readonly candidates: readonly FileType[] | undefined;
  /** At the end of the file: its type, or null (a short file of no type, another Office file). */
  finish(): FileType | null;
};

/** What an Office package's first bytes leave open. */
const PACKAGE_TYPES: readonly FileType[] = [FILE_TYPES.docx, FILE_TYPES.xlsx];

/** A sniffer for one file, fed its bytes as they arrive. */
export function fileSniffer(): FileSniffer {
  let head: Uint8Array[] | null = [];
  let headLength = 0;
  let type: FileType | null | undefined;
  let container: Container | null = null;
  const decide = () => {
    const bytes = concat(head ?? []);
    head = null;
    type = typeOfHead(bytes);
    if (type === FILE_TYPES.doc) container = wordCompoundFile();
    else if (type === FILE_TYPES.docx) container = officePackage();
    container?.push(bytes);
  };
  return {
    push(chunk) {
      if (!head) {
        container?.push(chunk);
        return;
      }
      head.push(chunk);
      headLength += chunk.length;
      if (headLength >= SNIFF_HEAD_BYTES) decide();
    },
    get candidates() {
      if (type === undefined) return undefined;
      if (type === FILE_TYPES.docx) return PACKAGE_TYPES;
      return type ? [type] : [];
    },
    finish() {
      if (head) decide();
      return container ? container.verdict() : (type ?? null);
    },
  };
}

/** The type of a whole file at once (tests, small files): the same verdict as fed in chunks. */
export function sniffFile(bytes: Uint8Array): FileType | null {
  const sniffer = fileSniffer();
  sniffer.push(bytes);
  return sniffer.finish();
}
