// How the admin client sends a call whose body is a form or JSON (every call but uploads and
// file reads): node:http on Node's keep-alive agent, the answer read whole and handed back as a
// Response. Node's fetch wraps both bodies in WHATWG streams and writes a request in several
// pieces; on the chat poll's call it cost about 0.45 ms of CPU against 0.2 ms here, measured
// side by side on this machine (docs: issue 22). Failures look as fetch's do: a rejection whose
// `cause` carries the socket's code (ECONNREFUSED, ...), or the signal's AbortError.
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";

type Init = {
  method: string;
  headers: Headers;
  body?: string | URLSearchParams;
  signal: AbortSignal;
  /** Told the status once the answer's headers are in (the request log times calls to them). */
  onHeaders?: (status: number) => void;
};

export function sendSmall(
  url: string,
  { method, headers, body, signal, onHeaders }: Init,
): Promise<Response> {
  const target = new URL(url);
  const payload = body === undefined ? undefined : String(body);
  const sent: Record<string, string> = Object.fromEntries(headers);
  // No Accept-Encoding: the answer comes uncompressed, nothing to inflate.
  if (payload !== undefined) sent["content-length"] = String(Buffer.byteLength(payload));
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;

  return new Promise<Response>((resolve, reject) => {
    const failed = (error: Error) =>
      reject(signal.aborted ? signal.reason : new TypeError("fetch failed", { cause: error }));
    const outgoing = request(target, { method, headers: sent, signal }, (incoming: IncomingMessage) => {
      onHeaders?.(incoming.statusCode ?? 0);
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.once("end", () => {
        try {
          resolve(answer(incoming, Buffer.concat(chunks)));
        } catch (error) {
          failed(error as Error); // a status no Response can carry
        }
      });
      // Cut off before its end (the host went away, the time limit): no answer to read.
      incoming.once("close", () => {
        if (!incoming.complete) failed(new Error("answer cut off"));
      });
    });
    outgoing.once("error", failed);
    outgoing.end(payload);
  });
}

function answer(incoming: IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const status = incoming.statusCode ?? 502;
  // A Response refuses a body with these statuses.
  const bodiless = status === 204 || status === 205 || status === 304;
  // Buffer.concat allocates a plain (not shared) ArrayBuffer.
  const bytes = body as Uint8Array<ArrayBuffer>;
  return new Response(bodiless ? null : bytes, { status, statusText: incoming.statusMessage, headers });
}
