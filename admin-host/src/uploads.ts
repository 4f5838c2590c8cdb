import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, unlink } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { HttpError, invalid, badRequest, type FieldErrors } from "./http/errors.ts";
import { setField, type Fields } from "./http/fields.ts";

export const imageMaxBytes = 2_048_000;
export const videoMaxBytes = 50_000_000;
export const documentMaxBytes = 2_048_000;

/** What a file field accepts: image (jpg/png/webp), proof (image or pdf), media (image or video), document (doc/docx/pdf). */
export type UploadKind = "image" | "proof" | "media" | "document";

export interface UploadRule {
  kind: UploadKind;
  /** Folder below the files root, e.g. "ulasan". */
  dir: string;
}

/** Decides per raw field name (`image`, `image[]`, `files[0][file]`) whether and how a file is accepted. */
export type UploadRules = (fieldName: string) => UploadRule | undefined;

export interface StoredFile {
  field: string;
  /** Relative to the files root, e.g. "ulasan/3f9a...c1.webp". */
  path: string;
  mime: string;
  size: number;
  kind: "image" | "video" | "document";
  originalName: string;
}

export interface MultipartResult {
  fields: Fields;
  files: StoredFile[];
}

interface Detected {
  ext: string;
  mime: string;
  kind: StoredFile["kind"];
}

const docx: Detected = {
  ext: "docx",
  mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  kind: "document",
};

/** What file-type finds → what the host stores (its extension, type and kind). */
const known: Record<string, Detected> = {
  jpg: { ext: "jpg", mime: "image/jpeg", kind: "image" },
  png: { ext: "png", mime: "image/png", kind: "image" },
  apng: { ext: "png", mime: "image/png", kind: "image" },
  webp: { ext: "webp", mime: "image/webp", kind: "image" },
  pdf: { ext: "pdf", mime: "application/pdf", kind: "document" },
  // A compound file (CFB) is taken as a Word 97-2003 .doc.
  cfb: { ext: "doc", mime: "application/msword", kind: "document" },
  // A ZIP is only a candidate .docx: file-type trusts [Content_Types].xml and sees only the head,
  // so `wordDocumentWatcher` decides from the entries while the file streams.
  zip: docx,
  docx,
  mp4: { ext: "mp4", mime: "video/mp4", kind: "video" },
  m4v: { ext: "mp4", mime: "video/mp4", kind: "video" },
  mov: { ext: "mov", mime: "video/quicktime", kind: "video" },
  "3gp": { ext: "3gp", mime: "video/3gpp", kind: "video" },
  "3g2": { ext: "3gp", mime: "video/3gpp2", kind: "video" },
  mkv: { ext: "mkv", mime: "video/x-matroska", kind: "video" },
  avi: { ext: "avi", mime: "video/x-msvideo", kind: "video" },
  mpg: { ext: "mpeg", mime: "video/mpeg", kind: "video" },
};

/** The bytes file-type reads to recognise any format it knows. */
const sniffBytes = 4100;

/** Recognises a file by its first bytes (file-type); the name and type the client sent are not trusted. */
async function detect(head: Buffer): Promise<Detected | null> {
  const found = await fileTypeFromBuffer(head);
  return (found && known[found.ext]) ?? null;
}

const zipEntrySignature = Buffer.from("PK\x03\x04", "latin1");
const contentTypesEntry = "[Content_Types].xml";

/**
 * Watches the local file headers of a ZIP go by as it streams and tells whether it is a Word
 * document (OOXML): it has a `[Content_Types].xml` entry and entries under `word/`. Every entry is
 * seen, whatever the order its writer chose (Word puts `[Content_Types].xml` first, LibreOffice last).
 * A header may straddle two chunks, so the tail of a chunk is kept for the next.
 */
function wordDocumentWatcher() {
  let carry = Buffer.alloc(0);
  let contentTypes = false;
  let word = false;
  // The fixed part of a local file header (30 bytes) and as much of the name as the checks read.
  const needed = 30 + contentTypesEntry.length;
  return {
    push(chunk: Buffer): void {
      if (contentTypes && word) return;
      const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      let keepFrom = Math.max(0, data.length - (zipEntrySignature.length - 1));
      for (let at = data.indexOf(zipEntrySignature); at !== -1;) {
        if (at + needed > data.length) {
          keepFrom = Math.min(keepFrom, at);
          break;
        }
        const nameLength = data.readUInt16LE(at + 26);
        const name = data.toString(
          "latin1",
          at + 30,
          at + 30 + Math.min(nameLength, contentTypesEntry.length),
        );
        if (nameLength === contentTypesEntry.length && name === contentTypesEntry) contentTypes = true;
        else if (nameLength > "word/".length && name.startsWith("word/")) word = true;
        at = data.indexOf(zipEntrySignature, at + zipEntrySignature.length);
      }
      carry = Buffer.from(data.subarray(keepFrom));
    },
    isWordDocument: () => contentTypes && word,
  };
}

const formatMessages: Record<UploadKind, string> = {
  image: "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)",
  proof: "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)",
  media: "Format File Hanya berupa(.jpg, .png, .jpeg, .webp, .mp4, .mpeg, .mov, .3gp, .mkv, .avi)",
  document: "Format File Hanya berupa(.docx, .doc, .pdf)",
};

function accepts(kind: UploadKind, file: Detected): boolean {
  if (kind === "image") return file.kind === "image";
  if (kind === "proof") return file.kind === "image" || file.ext === "pdf";
  if (kind === "media") return file.kind === "image" || file.kind === "video";
  return file.kind === "document";
}

function limitFor(file: Detected): { bytes: number; message: string } {
  if (file.kind === "video")
    return { bytes: videoMaxBytes, message: "Ukuran format video anda lebih dari 50mb" };
  if (file.kind === "document")
    return { bytes: documentMaxBytes, message: "Ukuran format File anda lebih dari 2mb" };
  return { bytes: imageMaxBytes, message: "Ukuran format Gambar anda lebih dari 2mb" };
}

/** Error key for a raw field name: `image[]` → `image`, `files[0][file]` → `files.0.file`. */
const errorKey = (field: string) => field.replace(/\[\]$/, "").replace(/\[([^\]]*)\]/g, ".$1");

const maxFiles = 10;

/**
 * Streams a multipart body: each file is recognised by content, written under a generated name while
 * its size is counted, and cut off at its limit. Any rejected file fails the whole call with 422 and
 * nothing is kept.
 */
export function parseMultipart(
  req: IncomingMessage,
  filesDir: string,
  rules: UploadRules,
): Promise<MultipartResult> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: maxFiles, fields: 200, fieldSize: 100_000, fileSize: videoMaxBytes + 1, parts: 300 },
      });
    } catch {
      req.resume();
      reject(badRequest("Data multipart tidak valid."));
      return;
    }
    const fields: Fields = {};
    const errors: FieldErrors = {};
    // One entry per file part in arrival order, so `image[]` keeps the order the client sent. Each
    // outcome is settled at once: a file may fail before the body ends, when nothing awaits it yet.
    const parts: { name: string; outcome: Promise<PromiseSettledResult<FileOutcome>> }[] = [];
    let failure: HttpError | null = null;
    let unread = false; // stopped reading on purpose
    let aborted = false; // the client went away
    let finished = false;
    /** A file that could not be stored (disk full...) fails the call with 500. */
    const storeFailed = (reason: unknown) => {
      if (unread || aborted) return; // cut off on purpose: what stopped the read answers
      if (!failure) console.error("admin-host: upload failed:", reason);
      failure ??= new HttpError(500, { message: "Gagal menyimpan file." });
    };
    const addError = (field: string, message: string) => {
      (errors[errorKey(field)] ??= []).push(message);
    };

    parser.on("field", (name, value) => setField(fields, name, value));

    parser.on("file", (name, stream, info) => {
      const rule = rules(name);
      if (!rule) {
        skipFile(stream, () => {
          failure ??= new HttpError(413, { message: "Data yang dikirim terlalu besar." });
          stopReading();
        });
        return;
      }
      const outcome = receiveFile(stream, info.filename ?? "", filesDir, rule).then(
        (value) => ({ status: "fulfilled", value }) as const,
        (reason: unknown) => ({ status: "rejected", reason }) as const,
      );
      parts.push({ name, outcome });
      // A refused file, or one that could not be stored, fails the call: answer now rather than
      // after the rest of the body.
      void outcome.then((result) => {
        if (result.status === "rejected") storeFailed(result.reason);
        else if (typeof result.value !== "string") return;
        stopReading();
      });
    });

    parser.on("filesLimit", () => {
      addError("files", `Maksimal ${maxFiles} file per permintaan.`);
      stopReading();
    });
    parser.on("error", () => {
      if (finished) return; // destroyed by stopReading: the answer is decided
      failure ??= badRequest("Data multipart tidak valid.");
      stopReading();
    });

    /**
     * Stops reading the body at once, so that the answer goes out now instead of after the rest
     * (up to 50 MB a file) was read; the server then cuts the connection (`discardRest`).
     */
    const stopReading = () => {
      if (unread || finished) return;
      unread = true;
      req.unpipe(parser);
      req.pause();
      parser.destroy();
      finish();
    };
    parser.on("close", finish);
    // A client that goes away mid-upload: end the file streams so partial files are deleted.
    const abort = () => {
      if (finished) return;
      aborted = true;
      failure ??= badRequest("Unggahan dibatalkan.");
      parser.destroy(new Error("aborted"));
      finish();
    };
    req.on("aborted", abort);
    req.on("error", abort);

    function finish() {
      if (finished) return;
      finished = true;
      void Promise.all(parts.map((part) => part.outcome)).then(async (outcomes) => {
        const files: StoredFile[] = [];
        outcomes.forEach((result, i) => {
          const name = parts[i].name;
          if (result.status === "rejected") storeFailed(result.reason);
          else if (typeof result.value === "string") addError(name, result.value);
          else if (result.value) {
            const stored = { ...result.value, field: name };
            files.push(stored);
            setField(fields, name, stored);
          }
        });
        const failed = failure ?? (Object.keys(errors).length > 0 ? invalid(errors) : null);
        if (failed) {
          await removeStored(filesDir, files);
          reject(failed);
        } else resolve({ fields, files });
      });
    }

    req.pipe(parser);
  });
}

/** The stored file, an error message for a refused file, or null for an empty file input. */
type FileOutcome = Omit<StoredFile, "field"> | string | null;

/** Reads past a file part the call does not take; one larger than any accepted file stops the request. */
function skipFile(stream: NodeJS.ReadableStream, tooLarge: () => void): void {
  let size = 0;
  stream.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > imageMaxBytes) {
      stream.removeAllListeners("data");
      tooLarge();
    }
  });
  stream.on("error", () => undefined);
}

/**
 * Writes one file part; resolves to the stored file, the message for a refused file, or null for an
 * empty part. Returns as soon as the file is refused: the caller stops reading the body then.
 */
async function receiveFile(
  stream: Readable,
  originalName: string,
  filesDir: string,
  rule: UploadRule,
): Promise<FileOutcome> {
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  // The file being written once its type is known, a write error it reported, and for a ZIP the
  // watcher of its entries: whether it is a Word document is known only once every entry went by.
  const state: {
    file: { out: WriteStream; relative: string; found: Detected } | null;
    failed: Error | null;
    zip: ReturnType<typeof wordDocumentWatcher> | null;
  } = { file: null, failed: null, zip: null };

  /**
   * Throws the file away. A write still in flight then fails with ERR_STREAM_DESTROYED, which the
   * file's error listener takes; the file is deleted once closed, not before, as one still being
   * opened would be created again after the unlink.
   */
  const remove = async () => {
    const { file } = state;
    if (!file) return;
    state.file = null;
    file.out.destroy();
    // Not `once(out, "close")`: that would reject on the ERR_STREAM_DESTROYED error.
    if (!file.out.closed) await new Promise<void>((resolve) => file.out.once("close", () => resolve()));
    await unlink(join(filesDir, file.relative)).catch(() => undefined);
  };
  /**
   * Writes bytes counted in `size` already: null, or a promise of null while the disk is behind
   * (the caller waits). Past the limit nothing is written, and once the file is gone its message.
   */
  const store = (bytes: Buffer): null | Promise<string | null> => {
    const { file } = state;
    if (!file) return null;
    if (state.failed) throw state.failed;
    const limit = limitFor(file.found);
    if (size > limit.bytes) return remove().then(() => limit.message);
    state.zip?.push(bytes);
    return file.out.write(bytes) ? null : once(file.out, "drain").then(() => null);
  };
  /** Decides the type from the first bytes, then stores them; the message when refused. */
  const start = async (bytes: Buffer): Promise<string | null> => {
    const found = await detect(bytes);
    if (!found || !accepts(rule.kind, found)) return formatMessages[rule.kind];
    if (found === docx) state.zip = wordDocumentWatcher();
    await mkdir(join(filesDir, rule.dir), { recursive: true });
    const relative = `${rule.dir}/${randomBytes(16).toString("hex")}.${found.ext}`;
    const out = createWriteStream(join(filesDir, relative), { flags: "wx" });
    out.on("error", (error) => (state.failed ??= error));
    state.file = { out, relative, found };
    return store(bytes);
  };

  try {
    let refused: string | null = null;
    await eachChunk(stream, (chunk) => {
      size += chunk.length;
      if (!state.file) {
        head.push(chunk);
        headLength += chunk.length;
        if (headLength < sniffBytes) return true;
        return start(Buffer.concat(head)).then((message) => (refused = message) === null);
      }
      return store(chunk)?.then((message) => (refused = message) === null) ?? true;
    });
    if (refused) return refused;
    if (!state.file) {
      if (size === 0) return null; // an empty file input
      const message = await start(Buffer.concat(head));
      if (message) return message;
    }
    const { file, zip } = state;
    if (!file) return formatMessages[rule.kind];
    if (zip && !zip.isWordDocument()) {
      // A plain ZIP or another OOXML file, whatever its name.
      await remove();
      return formatMessages[rule.kind];
    }
    await new Promise<void>((resolve, reject) =>
      file.out.end(() => (state.failed ? reject(state.failed) : resolve())),
    );
    state.file = null;
    return {
      path: file.relative,
      mime: file.found.mime,
      size,
      kind: file.found.kind,
      originalName: originalName.slice(0, 255),
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * Hands the stream's chunks one at a time to `take`: true goes on, false stops (the rest is left
 * unread), and a promise pauses the stream until it settles. Resolves at the end or the stop. Not
 * `for await`, which waits on every chunk and whose read() joins the chunks waiting into new
 * buffers: a 50 MB upload took half again as much memory.
 */
function eachChunk(stream: Readable, take: (chunk: Buffer) => boolean | Promise<boolean>): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      stream.off("data", onData);
      stream.off("end", done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      let taken: boolean | Promise<boolean>;
      try {
        taken = take(chunk);
      } catch (error) {
        reject(error);
        return;
      }
      if (taken === false) done();
      if (typeof taken === "boolean") return;
      stream.pause();
      taken.then((more) => (more ? stream.resume() : done()), reject);
    };
    stream.on("data", onData);
    stream.once("end", done);
    stream.once("error", reject);
    // busboy may destroy a part left unread with an error later: nobody needs to hear it then.
    stream.on("error", () => undefined);
  });
}

/** Deletes files stored by a call that then failed. */
export async function removeStored(filesDir: string, files: readonly { path: string }[]): Promise<void> {
  await Promise.all(files.map((file) => unlink(join(filesDir, file.path)).catch(() => undefined)));
}
