// Forms that carry files. `readUpload` streams a multipart body to temporary files: each file part
// is received as the admin host receives it (contract/upload-receiver.ts: recognised by its
// content, counted as it arrives, stored up to the first byte past its limit). Nothing is held
// whole in memory; the files go on to the admin host from disk.
//
// Usage in an action (rules and messages in ~/lib/upload-rules):
//
//   const spec = uploadSpec({ bukti: PAYMENT_PROOF_RULE });            // field name -> rule
//   export async function action({ request }: ActionFunctionArgs) {
//     const upload = await readUpload(request, spec);                   // throws 400/413/415
//     try {
//       await requireCsrf(request, upload.fields);
//       const fieldErrors = { ...zodErrors(upload.fields), ...upload.fileErrors };
//       if (refused) return uploadResponse(request, { fieldErrors, values: formValues(upload.fields) });
//       const body = new FormData();
//       for (const file of upload.files) body.append("image", await file.toBlob(), file.filename);
//       await adminCall(body);
//       return uploadResponse(request, { redirectTo: "/profil/..." , headers });
//     } finally {
//       await upload.dispose();                                          // removes the temporary files
//     }
//   }
//
// How a body is bounded:
// - A Content-Length above the spec's `maxBytes` (by default four times its files at their
//   largest, at least 32 MiB, plus 64 kB of text) is refused with 413 before anything is read, and
//   the connection is closed.
//   server/limits.ts refuses bodies without a Content-Length (411) before they get here.
// - Bytes actually read are counted too: past `maxBytes` the body stops being read (413).
// - A file past its own limit stops being stored at that byte and its temporary file is removed;
//   the rest of that part is read and discarded (never stored, and bounded by `maxBytes`), so the
//   fields after it still arrive and the form comes back with what was typed and the spec's message
//   in `fileErrors`. Stopping mid-body instead would make browsers show a connection error rather
//   than the page. With JavaScript, the file input refuses such a file before it is sent.
// - At most `maxFiles` files and one per field; with more, every file is discarded and the message
//   is set for the field of the one too many, so the form is refused whole. A file
//   part no rule accepts refuses the whole request (400). Text fields: at most 200, each at most
//   64 kB, together at most 64 kB.
import { stripControls } from "@contract/text";
import { fileOnDisk, receiveFile } from "@contract/upload-receiver";
import busboy from "busboy";
import { openAsBlob } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { data, redirect } from "@remix-run/node";
import { declaredLength, FORM_MAX_BYTES, refusal } from "~/lib/body.server";
import { env } from "~/env.server";
import { largestFile, type FileKind, type FileRule } from "~/lib/upload-rules";
import { recordUpload } from "../../server/request-context";

export type UploadedFile = {
  /** The form field it came in. */
  field: string;
  /** The name the browser sent (directory parts and control characters removed, ≤ 255 characters). */
  filename: string;
  /** Decided by content, like `extension` and `kind`. */
  mime: string;
  extension: string;
  size: number;
  kind: FileKind;
  /** The temporary file, removed by `dispose()` (for processing such as resizing). */
  path: string;
  /** The file as a disk-backed Blob: `fetch` streams it to the host. */
  toBlob(): Promise<Blob>;
};

export type Upload = {
  /** Text fields only. */
  fields: FormData;
  files: UploadedFile[];
  /** Field name → the spec's message for a file that was refused (wrong type, too big, too many). */
  fileErrors: Record<string, string>;
  /** Removes the temporary files; call it in `finally`. */
  dispose(): Promise<void>;
};

export type UploadSpec = {
  /** The rule for a file field, or null when the field takes no file (the request is refused). */
  fileRule(field: string): FileRule | null;
  maxFiles: number;
  /** Largest body accepted; by default `maxFiles` files at the largest size any rule allows. */
  maxBytes?: number;
};

/** Bytes allowed for text fields and multipart framing besides the files themselves. */
const TEXT_BUDGET = FORM_MAX_BYTES;
const MAX_TEXT_FIELDS = 200;
/**
 * How far past its files' limits a form's body may go (issue 21 item 9): a file a little too
 * large is still read, stored only up to its limit, so that the form answers the spec's message
 * ('Ukuran format Gambar anda lebih dari 2mb') with the other fields kept; only a body beyond
 * this many times the form's largest files (and beyond PHONE_PHOTO_ALLOWANCE) gets the 413 page.
 */
const OVERSIZE_FACTOR = 4;
/**
 * The smallest `maxBytes` of a form with files (issue 34 item 2): a phone camera's photo is 8 to
 * 25 MB, and a buyer who picks one without JavaScript gets the form back as typed with the spec's
 * size message; the part past the file's limit is read and thrown away, never stored.
 */
const PHONE_PHOTO_ALLOWANCE = 32 * 1024 * 1024;
/** Sizes in the default `maxBytes` when a spec does not say which rules it uses. */
const LARGEST_ANY_FILE = 50_000_000;

/** A spec from field names and their rules; `maxFiles` defaults to one file per field. */
export function uploadSpec(
  rules: Record<string, FileRule>,
  maxFiles = Object.keys(rules).length,
): Required<UploadSpec> {
  const largest = Math.max(...Object.values(rules).map(largestFile));
  return {
    fileRule: (field) => (Object.hasOwn(rules, field) ? rules[field] : null),
    maxFiles,
    maxBytes: Math.max(OVERSIZE_FACTOR * maxFiles * largest, PHONE_PHOTO_ALLOWANCE) + TEXT_BUDGET,
  };
}

/**
 * Reads a multipart form as a stream (see the top of this module). Throws 415 (not multipart), 413 (body too large, or a text field too large or too many) or 400
 * (broken multipart, a file in a field that takes none).
 */
export async function readUpload(request: Request, spec: UploadSpec): Promise<Upload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) throw refusal(415, { unread: true });
  const maxBytes = spec.maxBytes ?? spec.maxFiles * LARGEST_ANY_FILE + TEXT_BUDGET;
  const declared = declaredLength(request);
  if (declared !== null && declared > maxBytes) throw refusal(413, { unread: true });

  // Refusals close the connection: the body may not have been read to its end.
  const closing = { unread: true };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { fields: MAX_TEXT_FIELDS, fieldSize: TEXT_BUDGET, parts: MAX_TEXT_FIELDS + spec.maxFiles * 2 },
    });
  } catch {
    throw refusal(400, closing); // no boundary
  }

  let directory: Promise<string> | null = null;
  const dir = () => (directory ??= mkdtemp(join(tmpdir(), "toko-upload-")));
  const dispose = async () => {
    if (directory) await rm(await directory, { recursive: true, force: true });
  };

  const fields = new FormData();
  const fileErrors: Record<string, string> = {};
  const received: Promise<UploadedFile | null>[] = [];
  // The first refusal (a Response) or internal error; once set, the body stops being read.
  let failure: unknown = null;
  let textBytes = 0;
  let fileCount = 0;
  const filled = new Set<string>();
  let tooMany = false;
  const fail = (reason: unknown) => {
    failure ??= reason;
  };

  const parsed = new Promise<void>((resolve) => {
    parser.on("field", (name, value, info) => {
      textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || info.nameTruncated || textBytes > TEXT_BUDGET) fail(refusal(413, closing));
      else fields.append(name, stripControls(value));
    });
    parser.on("file", (name, stream, info) => {
      // Its errors are the parser's, handled there (or by receiveFile); never left unhandled.
      stream.on("error", () => undefined);
      const rule = spec.fileRule(name);
      if (rule === null) fail(refusal(400, closing));
      // A file input left empty sends a part without a name and without content.
      const filename = info.filename;
      if (failure !== null || !filename) {
        stream.resume();
        return;
      }
      // More files than the form takes (more than one in a field, or in all): the whole form is
      // refused, and none of its files is kept.
      if (fileCount >= spec.maxFiles || filled.has(name)) {
        fileErrors[name] = tooManyFiles(spec.maxFiles);
        tooMany = true;
        stream.resume();
        return;
      }
      filled.add(name);
      const index = fileCount++;
      received.push(
        dir()
          .then(async (folder): Promise<UploadedFile | null> => {
            const path = join(folder, String(index));
            // Stored at `path` up to its limit; the rest of a refused file is read and discarded.
            const outcome = await receiveFile(stream, rule!, {
              open: () => fileOnDisk(path),
              rest: "discard",
            });
            if (!outcome.ok) {
              fileErrors[name] ??= outcome.message;
              return null;
            }
            const { type, size } = outcome;
            const toBlob = () => openAsBlob(path, { type: type.mime });
            return { field: name, filename: cleanName(filename), ...type, size, path, toBlob };
          })
          .catch((error: unknown) => {
            // A disk failure, or the parser failing mid-file: stop everything (the pump may be
            // waiting for this file's stream to drain).
            fail(error);
            stream.resume();
            parser.destroy();
            return null;
          }),
      );
    });
    for (const limit of ["fieldsLimit", "partsLimit"] as const) {
      parser.on(limit, () => fail(refusal(413, closing)));
    }
    parser.on("error", () => {
      fail(refusal(400, closing));
      resolve();
    });
    parser.on("close", () => resolve());
  });

  try {
    await pump(request, parser, maxBytes, fail, () => failure !== null);
    if (failure !== null) throw failure;
    await parsed;
    const kept = (await Promise.all(received)).filter((file) => file !== null);
    if (failure !== null) throw failure;
    const files = tooMany ? [] : kept;
    if (tooMany) await Promise.all(kept.map((file) => rm(file.path, { force: true })));
    // For the metrics (server/metrics.ts): bytes kept, and each file the rules turned away.
    recordUpload(
      files.reduce((bytes, file) => bytes + file.size, 0),
      Object.keys(fileErrors).map(() => "file"),
    );
    return { fields, files, fileErrors, dispose };
  } catch (error) {
    parser.destroy();
    await Promise.allSettled(received);
    await dispose();
    if (failure instanceof Response) recordUpload(0, [String(failure.status)]);
    // A file stream fails with the parser's own error; the refusal recorded first is the answer.
    throw failure ?? error;
  }
}

/** Feeds the request body to the parser with backpressure, counting bytes. */
async function pump(
  request: Request,
  parser: busboy.Busboy,
  maxBytes: number,
  fail: (reason: unknown) => void,
  failed: () => boolean,
): Promise<void> {
  if (!request.body) {
    parser.end();
    return;
  }
  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const next = await idleLimited(reader.read(), env.uploadIdleMs);
      if (next === IDLE) {
        // A body that stalls (a slow-loris client) is dropped now, not at Node's 300 s request
        // timeout: the caller removes its temporary files and the 408 closes the connection.
        fail(refusal(408, { unread: true }));
        reader.releaseLock();
        return;
      }
      const { done, value } = next;
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) fail(refusal(413, { unread: true }));
      if (failed()) {
        // Not cancelled: cancelling the body destroys the connection before the answer is sent.
        reader.releaseLock();
        return;
      }
      if (!parser.write(value)) await waitForDrain(parser);
    }
  } catch {
    fail(refusal(400)); // the client went away mid-body
    return;
  }
  parser.end();
}

const IDLE = Symbol("idle");

/** `read`, or IDLE when it has not settled after `ms`. */
async function idleLimited<T>(read: Promise<T>, ms: number): Promise<T | typeof IDLE> {
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<typeof IDLE>((resolve) => {
    timer = setTimeout(() => resolve(IDLE), ms);
  });
  try {
    return await Promise.race([read, idle]);
  } finally {
    clearTimeout(timer);
  }
}

function waitForDrain(parser: busboy.Busboy): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off("drain", done);
      parser.off("error", done);
      parser.off("close", done);
      resolve();
    };
    parser.on("drain", done);
    parser.on("error", done);
    parser.on("close", done);
  });
}

/** Not the spec's: a form sent with more files than it takes. */
export const tooManyFiles = (maxFiles: number) =>
  `Terlalu banyak file: formulir ini menerima paling banyak ${maxFiles} file`;

const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .slice(0, 255) || "file";

/** Sent by the upload form's script (~/components/ui/upload) with its XMLHttpRequest. */
export const UPLOAD_HEADER = "x-upload";

/** The request was sent by the upload script (UploadForm), not by a plain form post. */
export const fromScript = (request: Request) => request.headers.get(UPLOAD_HEADER) === "1";

/**
 * The success answer of an upload form's action: a redirect for a plain post; for the upload
 * script, `{ redirectTo }` as action data (a redirect would be followed by XMLHttpRequest itself),
 * which the script then navigates to, so loaders run as after a redirect. Refusals need no helper:
 * return the action data the page re-renders with (`data(..., { status: 400 })`), and the script
 * gets that same object.
 */
export function uploadRedirect(request: Request, to: string, init?: { headers?: HeadersInit }) {
  return fromScript(request) ? data({ redirectTo: to }, init) : redirect(to, init);
}

/** What the upload script receives (see scriptUploadAnswer). */
export type ScriptUploadAnswer<ActionData = unknown> =
  { actionData: ActionData } | { error: { status: number; message: string } };

/**
 * For entry.server: a document request from the upload script is answered with JSON instead of
 * the page, `{ actionData }` (what the action returned) or `{ error }` (what it threw: a refused
 * body, a host failure). Null for any other request.
 */
export function scriptUploadAnswer(
  request: Request,
  context: {
    staticHandlerContext: {
      actionData: Record<string, unknown> | null;
      errors: Record<string, unknown> | null;
    };
  },
  status: number,
  headers: Headers,
): Response | null {
  if (request.method !== "POST" || !fromScript(request)) return null;
  const { actionData, errors } = context.staticHandlerContext;
  const answered = actionData ? Object.values(actionData)[0] : undefined;
  // The action's answer stands even when a loader failed after it (a busy host): the script
  // reads nothing else, and the form shows that answer where a plain post would.
  const error = answered === undefined && errors ? Object.values(errors)[0] : undefined;
  const answer: ScriptUploadAnswer =
    error !== undefined
      ? { error: { status, message: errorMessage(error) } }
      : { actionData: answered ?? null };
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(answer), { status, headers });
}

/** The text of a refusal thrown as a Response (short Indonesian text), else a generic one. */
function errorMessage(error: unknown): string {
  const text = (error as { data?: unknown } | null)?.data;
  return typeof text === "string" && text.length > 0 && text.length <= 200 && !text.includes("<")
    ? text
    : "Maaf, terjadi kesalahan pada sistem. Silakan coba lagi.";
}
