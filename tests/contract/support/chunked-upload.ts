import { connect } from "node:net";

export interface ChunkedUpload {
  /** Full URL of the call, e.g. http://127.0.0.1:4000/api/customer/data-customer/update/7 */
  url: string;
  headers?: Record<string, string>;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
  /** The file part's field name. */
  field: string;
  /** The file's first bytes (e.g. a PNG header); the rest is filler up to `bytes`. */
  head: Buffer;
  bytes: number;
  /** Size of each write; the next waits until the connection takes more. */
  chunk?: number;
}

export interface ChunkedAnswer {
  /** 0 when the connection was cut before any answer. */
  status: number;
  /** The answer's body. */
  body: string;
  /** Bytes of the file written to the connection before the answer's first bytes arrived. */
  sentBeforeAnswer: number;
  /** Bytes of the file the connection took in all: the server may cut it before the end. */
  sent: number;
  /** Milliseconds until the answer's first bytes arrived. */
  ms: number;
  /** The connection's error code when the server cut it. */
  error?: string;
}

/**
 * Sends a multipart POST over a raw connection, as a browser does: the file part is written in
 * chunks that each wait for the connection, and writing goes on after an early answer until the
 * body ends or the server cuts the connection. Resolves once the answer is complete and the body
 * sent, or the connection is closed.
 */
export function chunkedUpload(upload: ChunkedUpload): Promise<ChunkedAnswer> {
  const url = new URL(upload.url);
  const boundary = `batas${Math.random().toString(36).slice(2)}`;
  const fieldParts = Object.entries(upload.fields ?? {})
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  const bodyHead =
    fieldParts +
    `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="besar.png"\r\n` +
    "Content-Type: image/png\r\n\r\n";
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(bodyHead) + upload.bytes + Buffer.byteLength(tail);
  const headers = {
    Host: url.host,
    Accept: "application/json",
    ...upload.headers,
    "Content-Type": `multipart/form-data; boundary=${boundary}`,
    "Content-Length": String(length),
  };
  const requestHead =
    `POST ${url.pathname}${url.search} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("") +
    "\r\n";
  const chunkSize = upload.chunk ?? 256 * 1024;
  const started = Date.now();

  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let sent = 0;
    let sentBeforeAnswer = -1;
    let ms = 0;
    let error: string | undefined;
    let closed = false;
    let bodySent = false;
    /** The answer so far: complete once its headers and the body they announce are there. */
    const answer = () => {
      const text = Buffer.concat(received).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return null;
      const head = text.slice(0, split);
      const raw = Buffer.from(text.slice(split + 4), "latin1");
      const declared = /\r\ncontent-length: *(\d+)/i.exec(head);
      const chunked = /\r\ntransfer-encoding: *chunked/i.test(head);
      const complete = declared ? raw.length >= Number(declared[1]) : chunked && text.endsWith("0\r\n\r\n");
      return {
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        body: (chunked ? dechunk(raw) : raw).toString("utf8"),
        complete,
      };
    };
    const settle = () => {
      const got = answer();
      if (!closed && !(got?.complete && bodySent)) return;
      socket.destroy();
      resolve({
        status: got?.status ?? 0,
        body: got?.body ?? "",
        sentBeforeAnswer: Math.max(sentBeforeAnswer, 0),
        sent,
        ms,
        error,
      });
    };
    socket.on("data", (data: Buffer) => {
      if (sentBeforeAnswer < 0) {
        sentBeforeAnswer = sent;
        ms = Date.now() - started;
      }
      received.push(data);
      settle();
    });
    socket.on("error", (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
    socket.on("close", () => {
      closed = true;
      settle();
    });
    const writable = () =>
      new Promise<void>((done) => {
        const go = () => {
          socket.off("drain", go);
          socket.off("close", go);
          done();
        };
        socket.on("drain", go);
        socket.on("close", go);
      });
    socket.once("connect", async () => {
      socket.write(requestHead + bodyHead);
      while (sent < upload.bytes && !closed && !socket.destroyed) {
        const size = Math.min(chunkSize, upload.bytes - sent);
        const data = Buffer.alloc(size, 0x41);
        if (sent === 0) upload.head.copy(data);
        const more = socket.write(data);
        sent += size;
        if (!more) await writable();
      }
      if (closed || socket.destroyed) return;
      socket.write(tail);
      bodySent = true;
      settle();
    });
  });
}

/** The body of a chunked answer. */
function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = parseInt(data.toString("latin1", at, lineEnd), 16);
    if (!size) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
