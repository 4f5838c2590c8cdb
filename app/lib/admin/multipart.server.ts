// Sending a multipart form to the admin host at the pace the host reads it. Node's fetch reads a
// request body ahead of a slower receiver: a 50,000,000-byte review video sent with fetch was
// resident in the storefront whole (measured: +50 MB of ArrayBuffers against a 10 MB/s reader,
// with garbage collected every 5 ms). Here the body is a Node stream piped into node:http, which
// waits for the socket to drain, so a file is read from disk a chunk at a time as it is sent.
import { paceGarbage } from "@contract/garbage";
import { randomBytes } from "node:crypto";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

const CRLF = "\r\n";

/** Quotes in names as browsers and undici do (WHATWG multipart/form-data encoding). */
const quoted = (value: string) => value.replace(/\n/g, "%0A").replace(/\r/g, "%0D").replace(/"/g, "%22");

type Part = { head: Buffer; text?: Buffer; file?: Blob };

/** The parts of `form` with the exact byte length of the whole body. */
export function multipartBody(form: FormData, boundary: string) {
  const parts: Part[] = [];
  let length = 0;
  for (const [name, value] of form) {
    const disposition = `Content-Disposition: form-data; name="${quoted(name)}"`;
    if (typeof value === "string") {
      const head = Buffer.from(`--${boundary}${CRLF}${disposition}${CRLF}${CRLF}`);
      const text = Buffer.from(value.replace(/\r\n|\r|\n/g, CRLF) + CRLF);
      parts.push({ head, text });
      length += head.length + text.length;
    } else {
      const type = value.type || "application/octet-stream";
      const head = Buffer.from(
        `--${boundary}${CRLF}${disposition}; filename="${quoted(value.name || "blob")}"${CRLF}` +
          `Content-Type: ${type}${CRLF}${CRLF}`,
      );
      parts.push({ head, file: value });
      length += head.length + value.size + CRLF.length;
    }
  }
  const end = Buffer.from(`--${boundary}--${CRLF}`);
  length += end.length;

  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      yield part.head;
      if (part.text) yield part.text;
      if (part.file) {
        // A disk-backed Blob (openAsBlob) is read as the socket asks for more, each chunk a new
        // buffer that is dead once sent: counted for contract/garbage.ts, which collects them.
        for await (const chunk of part.file.stream() as unknown as AsyncIterable<Uint8Array>) {
          paceGarbage(chunk.length);
          yield chunk;
        }
        yield Buffer.from(CRLF);
      }
    }
    yield end;
  }
  return { length, chunks };
}

type Init = { method?: string; headers: Headers; body: FormData; signal?: AbortSignal };

/** The slowest pace an upload to the host is given time for: 1 MB per second. */
const SLOWEST_BYTES_PER_SECOND = 1_000_000;

/**
 * The time limit of a multipart call: the usual limit plus a second per megabyte of files, so
 * that three 50 MB videos are not cut off by a limit meant for answers (with 5 s, 155 s).
 */
export function uploadTimeLimit(form: FormData, baseMs: number): number {
  let bytes = 0;
  for (const [, value] of form) bytes += typeof value === "string" ? Buffer.byteLength(value) : value.size;
  return baseMs + Math.ceil(bytes / SLOWEST_BYTES_PER_SECOND) * 1000;
}

/**
 * POSTs `body` as multipart/form-data with a Content-Length and answers like fetch: a Response
 * once the host's headers arrive (its body a stream), or a rejection whose `cause` carries the
 * socket's error code (ECONNREFUSED, ...) as fetch's does. `signal` ends the request.
 */
export function sendMultipart(url: string, init: Init): Promise<Response> {
  const boundary = `----TokoPengadaan${randomBytes(12).toString("hex")}`;
  const { length, chunks } = multipartBody(init.body, boundary);
  const headers: Record<string, string> = Object.fromEntries(init.headers);
  headers["content-type"] = `multipart/form-data; boundary=${boundary}`;
  headers["content-length"] = String(length);
  const target = new URL(url);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;

  return new Promise<Response>((resolve, reject) => {
    let answered = false;
    const outgoing = request(target, { method: init.method ?? "POST", headers, signal: init.signal });
    outgoing.once("response", (incoming: IncomingMessage) => {
      answered = true;
      resolve(toResponse(incoming));
    });
    outgoing.once("error", (error) => reject(new TypeError("fetch failed", { cause: error })));
    // A host that answers before reading everything (a refused file) ends the pipe early: its
    // answer counts, so the pipe's error only matters while no answer has come.
    pipeline(Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 }), outgoing).catch(
      (error: unknown) => {
        if (!answered) outgoing.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function toResponse(incoming: IncomingMessage): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const status = incoming.statusCode ?? 502;
  const empty = status === 204 || status === 304;
  if (empty) incoming.resume();
  return new Response(empty ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>), {
    status,
    statusText: incoming.statusMessage,
    headers,
  });
}
