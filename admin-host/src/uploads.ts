import busboy from "busboy";
import { mkdir, unlink } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { fileOnDisk, receiveFile } from "../../contract/upload-receiver.ts";
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, type FileRule, type FileType } from "../../contract/uploads.ts";
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
      const outcome = storeFile(stream, info.filename ?? "", filesDir, rule).then(
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
 * Stores one file part under a generated name in the rule's folder; resolves to the stored file, the
 * message for a refused file, or null for an empty file input. Returns as soon as the file is
 * refused (contract/upload-receiver.ts, `rest: "stop"`): the caller stops reading the body then.
 */
async function storeFile(
  stream: Readable,
  originalName: string,
  filesDir: string,
  { rule, dir }: UploadRule,
): Promise<FileOutcome> {
  let relative = "";
  const open = async (type: FileType) => {
    await mkdir(join(filesDir, dir), { recursive: true });
    relative = `${dir}/${randomBytes(16).toString("hex")}.${type.extension}`;
    return fileOnDisk(join(filesDir, relative));
  };
  const received = await receiveFile(stream, rule, { open, rest: "stop" });
  // A file input left empty sends a part without a name; a named one of 0 bytes is refused.
  if (!received.ok) return received.refusal === "empty" && !originalName ? null : received.message;
  return {
    path: relative,
    mime: received.type.mime,
    size: received.size,
    kind: storedKind(received.type),
    originalName: originalName.slice(0, 255),
  };
}

/** Deletes files stored by a call that then failed. */
export async function removeStored(filesDir: string, files: readonly { path: string }[]): Promise<void> {
  await Promise.all(files.map((file) => unlink(join(filesDir, file.path)).catch(() => undefined)));
}
