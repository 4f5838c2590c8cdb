// Reading request bodies in actions. Every action reads its body through `readForm` (plain
// forms) or `readUpload` (~/lib/uploads.server, forms with files), never `request.formData()`,
// which buffers any body whole (a 50 MB multipart post to /login cost 140 MB of memory) and
// answers a JSON or broken body with a 500. Refusals are thrown as Responses, so the route's
// error boundary shows the usual error page and the request log has one line, no stack.
// (Cross-site posts never reach an action: server/origin.ts answers them 403.)

import { stripControls } from "@contract/text";

/** Largest urlencoded body a plain form may send (server/limits.ts refuses larger ones first). */
export const FORM_MAX_BYTES = 64 * 1024;

const TEXTS = {
  400: "Data formulir tidak valid.",
  408: "Pengiriman data terhenti terlalu lama. Silakan kirim ulang formulir.",
  413: "Ukuran data terlalu besar.",
  415: "Jenis data formulir tidak didukung.",
} as const;

/**
 * A refusal to throw from an action. A refusal sent before the body was read closes the
 * connection, so the client stops sending the rest.
 */
export function refusal(status: keyof typeof TEXTS, { unread = false } = {}): Response {
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8" });
  if (unread) headers.set("Connection", "close");
  return new Response(TEXTS[status], { status, headers });
}

/** The declared Content-Length, or null when absent or malformed. */
export function declaredLength(request: Request): number | null {
  const value = request.headers.get("content-length");
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

const mediaType = (request: Request) =>
  (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

export const isMultipart = (request: Request) => mediaType(request) === "multipart/form-data";

/**
 * The fields of a plain form (application/x-www-form-urlencoded), read up to FORM_MAX_BYTES.
 * Throws 415 (any other body, multipart included: only routes that call
 * readUpload take files), 413 (too large) or 400 (not UTF-8).
 */
export async function readForm(request: Request): Promise<FormData> {
  if (mediaType(request) !== "application/x-www-form-urlencoded") throw refusal(415, { unread: true });
  const declared = declaredLength(request);
  if (declared !== null && declared > FORM_MAX_BYTES) throw refusal(413, { unread: true });
  const bytes = await readAtMost(request, FORM_MAX_BYTES);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw refusal(400);
  }
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(text)) form.append(name, stripControls(value));
  return form;
}

/** The whole body, refusing with 413 as soon as it passes `limit` bytes. */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array> {
  const body = new Uint8Array(limit);
  let length = 0;
  if (!request.body) return body.subarray(0, 0);
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return body.subarray(0, length);
    if (length + value.byteLength > limit) {
      // Not cancelled: cancelling the body destroys the connection before the answer is sent.
      reader.releaseLock();
      throw refusal(413, { unread: true });
    }
    body.set(value, length);
    length += value.byteLength;
  }
}
