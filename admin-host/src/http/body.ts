import type { IncomingMessage } from "node:http";
import { HttpError, badRequest } from "./errors.ts";
import { cleanJson, fieldsFromParams, type Fields } from "./fields.ts";

const maxBodyBytes = 1_000_000;
/** Past this, an oversize body is not even drained: the connection is dropped. */
const maxDrainBytes = 64_000_000;

/**
 * Reads a text body up to 1 MB. A larger one is read to its end and discarded before the 413, so
 * the client sees the answer on a connection that stays usable. Read from the stream's events:
 * an async iterator (its promises, its end-of-stream watcher) was about 3 % of the host's CPU
 * for a chat poll's form of 60 bytes in a profile (issue 32).
 */
function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (error?: Error) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", done);
      req.off("close", onClose);
      if (error) reject(error);
      else if (size > maxBodyBytes)
        reject(new HttpError(413, { message: "Data yang dikirim terlalu besar." }));
      else resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const onEnd = () => done();
    // Gone before its end: no body to act on (the iterator failed here too).
    const onClose = () =>
      done(Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" }));
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
      else if (size > maxDrainBytes) {
        onEnd();
        req.destroy();
      }
    };
    if (req.readableEnded) return onEnd();
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", done);
    req.once("close", onClose);
  });
}

/** How long a cut connection stays half-open: the client's time to read the answer before a reset. */
const LINGER_MS = 2000;

/**
 * After an answer sent before the body was read to its end (a refused upload, an unknown path...):
 * what still comes is read and thrown away for a moment, so that the client reads the answer
 * rather than a connection reset, then the connection is cut. A body that ends in time leaves the
 * connection usable.
 */
export function discardRest(req: IncomingMessage, limits = { ms: 1000, bytes: 8_000_000 }): void {
  if (req.complete || req.destroyed) return;
  let discarded = 0;
  const discard = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > limits.bytes) cut();
  };
  // The cut stops reading and ends our side, so the answer goes out whole and then a FIN. A
  // socket destroyed at once would drop an answer not yet flushed, and its reset can reach a
  // client still sending before that client read the answer (a flaky upload test in CI).
  const cut = () => {
    clearTimeout(timer);
    req.off("data", discard);
    req.socket.pause();
    req.socket.end();
    setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  };
  const timer = setTimeout(cut, limits.ms);
  req.on("data", discard);
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
  req.resume();
}

export const contentType = (req: IncomingMessage) =>
  (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();

/** Reads an urlencoded or JSON body (bracketed keys become nested fields); other types give no fields. */
export async function readFields(req: IncomingMessage): Promise<Fields> {
  const type = contentType(req);
  if (type === "application/x-www-form-urlencoded")
    return fieldsFromParams(new URLSearchParams(await readText(req)));
  if (type === "application/json") {
    const text = await readText(req);
    if (text.trim() === "") return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest("Format JSON tidak valid.");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw badRequest("Format JSON tidak valid.");
    return cleanJson(parsed) as Fields;
  }
  if (type === "multipart/form-data") throw badRequest("Data multipart tidak didukung untuk permintaan ini.");
  req.resume();
  return {};
}
