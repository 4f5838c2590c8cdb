import busboy from "busboy";
import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, unlink } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { eachChunk } from "../../contract/each-chunk.ts";
import { fileSniffer } from "../../contract/file-sniffer.ts";
import {
  IMAGE_MAX_BYTES,
  MESSAGES,
  VIDEO_MAX_BYTES,
  limitFor,
  type FileRule,
  type FileType,
} from "../../contract/uploads.ts";
import { HttpError, invalid, badRequest, type FieldErrors } from "./http/errors.ts";
import { setField, type Fields } from "./http/fields.ts";

/** How a file field is taken: the contract's rule for it (contract/uploads.ts) and its folder. */
export interface UploadRule {
  rule: FileRule;
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

/** The kind the host's tables keep: a PDF and a Word file are both documents. */
const storedKind = (type: FileType): StoredFile["kind"] =>
  type.kind === "image" || type.kind === "video" ? type.kind : "document";

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
        limits: {
          files: maxFiles,
          fields: 200,
          fieldSize: 100_000,
          fileSize: VIDEO_MAX_BYTES + 1,
          parts: 300,
        },
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
    if (size > IMAGE_MAX_BYTES) {
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
  { rule, dir }: UploadRule,
): Promise<FileOutcome> {
  const sniffer = fileSniffer();
  const head: Buffer[] = [];
  let size = 0;
  // The file being written once its type is known, and a write error it reported.
  const state: {
    file: { out: WriteStream; relative: string; type: FileType } | null;
    failed: Error | null;
  } = { file: null, failed: null };

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
    const limit = limitFor(rule, file.type.kind);
    if (size > limit.maxBytes) return remove().then(() => limit.tooBig);
    return file.out.write(bytes) ? null : once(file.out, "drain").then(() => null);
  };
  /** Once the first bytes named the type: stores them, or the message when the rule takes no such file. */
  const start = async (type: FileType | null): Promise<string | null> => {
    if (!type || !rule.kinds.includes(type.kind)) return rule.badType;
    await mkdir(join(filesDir, dir), { recursive: true });
    const relative = `${dir}/${randomBytes(16).toString("hex")}.${type.extension}`;
    const out = createWriteStream(join(filesDir, relative), { flags: "wx" });
    out.on("error", (error) => (state.failed ??= error));
    state.file = { out, relative, type };
    return store(Buffer.concat(head));
  };

  try {
    let refused: string | null = null;
    let started = false;
    await eachChunk(stream, (chunk) => {
      size += chunk.length;
      sniffer.push(chunk);
      if (started) return store(chunk)?.then((message) => (refused = message) === null) ?? true;
      head.push(chunk);
      if (sniffer.type === undefined) return true;
      started = true;
      return start(sniffer.type).then((message) => (refused = message) === null);
    });
    if (refused) return refused;
    if (!started) {
      // A file input left empty sends a part without a name; a named one of 0 bytes is refused.
      if (size === 0) return originalName ? MESSAGES.emptyFile : null;
      const message = await start(sniffer.finish());
      if (message) return message;
    }
    const { file } = state;
    if (!file) return rule.badType;
    if (!sniffer.finish()) {
      // A compound file or ZIP that is no Word document (a workbook, a plain archive), whatever its name.
      await remove();
      return rule.badType;
    }
    await new Promise<void>((resolve, reject) =>
      file.out.end(() => (state.failed ? reject(state.failed) : resolve())),
    );
    state.file = null;
    return {
      path: file.relative,
      mime: file.type.mime,
      size,
      kind: storedKind(file.type),
      originalName: originalName.slice(0, 255),
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Deletes files stored by a call that then failed. */
export async function removeStored(filesDir: string, files: readonly { path: string }[]): Promise<void> {
  await Promise.all(files.map((file) => unlink(join(filesDir, file.path)).catch(() => undefined)));
}
