// How the admin client sends a call whose body is a form or JSON (every call but uploads and
// file reads): node:http on Node's keep-alive agent, the answer read whole and handed back as a
// small read-only answer (status, headers, text). Node's fetch wraps both bodies in WHATWG streams
// and writes a request in several pieces; on the chat poll's call it cost about 0.45 ms of CPU
// against 0.2 ms here, measured side by side on this machine (docs: issue 22). Building a
// Response from the bytes read and reading it back through its stream cost again (issue 32).
// Failures look as fetch's do: a rejection whose `cause` carries the socket's code
// (ECONNREFUSED, ...), or the signal's AbortError.
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

/** A small call's answer, read whole: what the client reads of a Response, without its streams. */
export type SmallAnswer = {
  readonly status: number;
  readonly statusText: string;
  /** A header by name, case-insensitive, as Headers#get answers it (null when absent). */
  readonly headers: { get(name: string): string | null };
  /** The body as UTF-8 text, "" when it has none. */
  text(): Promise<string>;
  /** The body parsed as JSON on every call (each caller gets its own objects); rejects when it is not JSON. */
  json(): Promise<unknown>;
};

export function sendSmall(
  url: string,
  { method, headers, body, signal, onHeaders }: Init,
): Promise<SmallAnswer> {
  const target = new URL(url);
  const payload = body === undefined ? undefined : String(body);
  const sent: Record<string, string> = Object.fromEntries(headers);
  // No Accept-Encoding: the answer comes uncompressed, nothing to inflate.
  if (payload !== undefined) sent["content-length"] = String(Buffer.byteLength(payload));
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;

  return new Promise<SmallAnswer>((resolve, reject) => {
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

function answer(incoming: IncomingMessage, body: Buffer): SmallAnswer {
  const status = incoming.statusCode ?? 502;
  // What a Response would refuse to carry (fetch fails on it too).
  if (status < 200 || status > 599) throw new RangeError(`status ${status}`);
  const raw = incoming.headers;
  // A body of a bodiless status is not read (a Response refuses one); a BOM is not JSON's.
  const bodiless = status === 204 || status === 205 || status === 304;
  const text = bodiless ? "" : body.toString("utf8").replace(/^\uFEFF/, "");
  return {
    status,
    statusText: incoming.statusMessage ?? "",
    headers: {
      get(name) {
        const value = raw[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(", ") : String(value);
      },
    },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}
