import busboy from "busboy";
import { createWriteStream } from "node:fs";
import { mkdir, unlink } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
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

/**
 * Recognises a file by its first bytes; the name the client sent is not trusted. A ZIP is only a
 * candidate .docx: `wordDocumentWatcher` decides from its entries while it streams.
 */
export function sniff(head: Buffer): Detected | null {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString("latin1");
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { ext: "jpg", mime: "image/jpeg", kind: "image" };
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return { ext: "png", mime: "image/png", kind: "image" };
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP")
    return { ext: "webp", mime: "image/webp", kind: "image" };
  if (ascii(0, 5) === "%PDF-") return { ext: "pdf", mime: "application/pdf", kind: "document" };
  if (ascii(0, 4) === "\xd0\xcf\x11\xe0") return { ext: "doc", mime: "application/msword", kind: "document" };
  if (ascii(0, 4) === "PK\x03\x04") {
    return {
      ext: "docx",
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      kind: "document",
    };
  }
  if (ascii(4, 8) === "ftyp") {
    const brand = ascii(8, 12);
    if (brand === "qt  ") return { ext: "mov", mime: "video/quicktime", kind: "video" };
    if (brand.startsWith("3g")) return { ext: "3gp", mime: "video/3gpp", kind: "video" };
    return { ext: "mp4", mime: "video/mp4", kind: "video" };
  }
  if (ascii(0, 4) === "\x1a\x45\xdf\xa3") return { ext: "mkv", mime: "video/x-matroska", kind: "video" };
  if (ascii(0, 4) === "RIFF" && ascii(8, 11) === "AVI")
    return { ext: "avi", mime: "video/x-msvideo", kind: "video" };
  if (head[0] === 0 && head[1] === 0 && head[2] === 1 && (head[3] === 0xba || head[3] === 0xb3)) {
    return { ext: "mpeg", mime: "video/mpeg", kind: "video" };
  }
  return null;
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
      // A refused file fails the call: answer now rather than after the rest of the body.
      void outcome.then((result) => {
        if (result.status === "fulfilled" && typeof result.value === "string") stopReading();
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
     * Stops reading the body at once. The answer then goes out with `Connection: close`, so the
     * connection ends after it instead of the rest being read (up to 50 MB a file) and thrown away.
     */
    let unread = false;
    let finished = false;
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
          if (result.status === "rejected") {
            // A part cut off by stopReading fails by design; the refusal that stopped it answers.
            if (!unread) failure ??= new HttpError(500, { message: "Gagal menyimpan file." });
          } else if (typeof result.value === "string") addError(name, result.value);
          else if (result.value) {
            const stored = { ...result.value, field: name };
            files.push(stored);
            setField(fields, name, stored);
          }
        });
        const failed = failure ?? (Object.keys(errors).length > 0 ? invalid(errors) : null);
        if (failed) {
          await removeStored(filesDir, files);
          reject(unread ? closing(failed) : failed);
        } else resolve({ fields, files });
      });
    }

    req.pipe(parser);
  });
}

/** The stored file, an error message for a refused file, or null for an empty file input. */
type FileOutcome = Omit<StoredFile, "field"> | string | null;

/** The same answer, on a connection that closes after it (the body was left unread). */
const closing = (error: HttpError) =>
  new HttpError(error.status, error.body, { ...error.headers, Connection: "close" });

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

/** Writes one file part; resolves to the stored file, an error message, or null for an empty part. */
async function receiveFile(
  stream: NodeJS.ReadableStream & { truncated?: boolean },
  originalName: string,
  filesDir: string,
  rule: UploadRule,
): Promise<FileOutcome> {
  // busboy destroys the part with an error when the body breaks; listen before the first await.
  let broken: unknown = null;
  const onBroken = (error: unknown) => (broken ??= error);
  stream.on("error", onBroken);
  await mkdir(join(filesDir, rule.dir), { recursive: true });
  stream.off("error", onBroken);
  if (broken) throw broken;
  return new Promise((resolve, reject) => {
    let head = Buffer.alloc(0);
    let detected: Detected | null = null;
    let size = 0;
    let out: ReturnType<typeof createWriteStream> | null = null;
    let relative = "";
    let rejected: string | null = null;
    // Set for a ZIP: whether it is a Word document is known only once every entry went by.
    let zip: ReturnType<typeof wordDocumentWatcher> | null = null;

    /**
     * Throws the file being written away. A write still in flight then fails with
     * ERR_STREAM_DESTROYED, which no longer matters; the file is deleted once closed, not before,
     * as one still being opened would be created again after the unlink.
     */
    const discard = () => {
      if (!out) return;
      const file = out;
      out = null;
      file.removeAllListeners("error");
      file.on("error", () => undefined);
      file.once("close", () => void unlink(join(filesDir, relative)).catch(() => undefined));
      file.destroy();
    };

    const drop = (message: string) => {
      rejected = message;
      stream.removeAllListeners("data");
      stream.resume();
      discard();
      resolve(message);
    };

    const start = (chunk: Buffer) => {
      detected = sniff(chunk);
      if (!detected || !accepts(rule.kind, detected)) {
        drop(formatMessages[rule.kind]);
        return;
      }
      if (detected.ext === "docx") zip = wordDocumentWatcher();
      relative = `${rule.dir}/${randomBytes(16).toString("hex")}.${detected.ext}`;
      out = createWriteStream(join(filesDir, relative), { flags: "wx" });
      out.on("error", (error) => {
        discard();
        reject(error);
      });
    };

    stream.on("data", (chunk: Buffer) => {
      if (rejected) return;
      size += chunk.length;
      if (!detected) {
        head = Buffer.concat([head, chunk]);
        if (head.length < 16) return;
        start(head);
        if (rejected || !detected) return;
        chunk = head;
      }
      if (size > limitFor(detected).bytes) {
        drop(limitFor(detected).message);
        return;
      }
      zip?.push(chunk);
      if (out && !out.write(chunk)) {
        stream.pause();
        out.once("drain", () => stream.resume());
      }
    });

    stream.on("end", () => {
      if (rejected) return resolve(rejected);
      if (!detected) {
        if (size === 0) return resolve(null); // an empty file input
        start(head);
        if (rejected || !detected) return resolve(rejected ?? formatMessages[rule.kind]);
        zip?.push(head);
        out?.write(head);
      }
      const found: Detected = detected;
      const writer = out;
      if (!writer) return resolve(formatMessages[rule.kind]);
      if (zip && !zip.isWordDocument()) {
        // A plain ZIP (whatever its name): written in full by now, so removed once closed.
        const message = formatMessages[rule.kind];
        writer.end(() => void unlink(join(filesDir, relative)).then(() => resolve(message), reject));
        return;
      }
      writer.end(() =>
        resolve({
          path: relative,
          mime: found.mime,
          size,
          kind: found.kind,
          originalName: originalName.slice(0, 255),
        }),
      );
    });
    stream.on("error", (error) => {
      discard();
      reject(error);
    });
  });
}

/** Deletes files stored by a call that then failed. */
export async function removeStored(filesDir: string, files: readonly { path: string }[]): Promise<void> {
  await Promise.all(files.map((file) => unlink(join(filesDir, file.path)).catch(() => undefined)));
}
