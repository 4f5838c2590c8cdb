import http from "node:http";

export interface ChunkedUpload {
  /** Full URL of the call, e.g. http://127.0.0.1:4000/api/customer/data-customer/update/7 */
  url: string;
  headers?: Record<string, string>;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
  /** The file part's field name. */
  field: string;
  /** The file's first bytes (e.g. a PNG signature); the rest is filler up to `bytes`. */
  head: Buffer;
  bytes: number;
  /** Size of each write; the next waits until the connection takes more. */
  chunk?: number;
}

export interface ChunkedAnswer {
  /** 0 when the connection was cut before any answer. */
  status: number;
  body: string;
  /** Bytes of the body written to the connection before the answer's headers arrived. */
  sentBeforeAnswer: number;
  /** Whether the server answered `Connection: close`. */
  closes: boolean;
  ms: number;
  error?: string;
}

const png = Buffer.from("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", "latin1");
/** The signature and header chunk start of a PNG: what sniffing sees of a ~10 MB "image". */
export const pngHead = png;

/**
 * Sends a multipart body by hand, as a slow client would: the file part is written in chunks that
 * each wait for the connection, and the answer is taken whenever it comes, even mid-body.
 */
export function chunkedUpload(upload: ChunkedUpload): Promise<ChunkedAnswer> {
  const boundary = `batas${Math.random().toString(36).slice(2)}`;
  const fieldParts = Object.entries(upload.fields ?? {})
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  const head =
    fieldParts +
    `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="besar.png"\r\n` +
    "Content-Type: image/png\r\n\r\n";
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + upload.bytes + Buffer.byteLength(tail);
  const chunkSize = upload.chunk ?? 256 * 1024;
  const started = Date.now();
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const request = http.request(upload.url, {
      method: "POST",
      headers: {
        Accept: "application/json",
        ...upload.headers,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(length),
      },
    });
    request.on("response", (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          sentBeforeAnswer,
          closes: response.headers.connection === "close",
          ms: Date.now() - started,
        }),
      );
      response.on("error", () => undefined);
    });
    // Once answered, a server that stops reading may cut the rest of the body: expected.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (!answered)
        resolve({
          status: 0,
          body: "",
          sentBeforeAnswer: sent,
          closes: true,
          ms: Date.now() - started,
          error: error.code ?? error.message,
        });
    });
    const wait = () =>
      new Promise<void>((done) => {
        const go = () => {
          request.off("drain", go);
          request.off("close", go);
          done();
        };
        request.on("drain", go);
        request.on("close", go);
      });
    void (async () => {
      request.write(head);
      while (sent < upload.bytes && !answered && !request.destroyed) {
        const size = Math.min(chunkSize, upload.bytes - sent);
        const data = Buffer.alloc(size, 0x41);
        if (sent === 0) upload.head.copy(data);
        sent += size;
        if (!request.write(data)) await wait();
      }
      if (!answered && !request.destroyed) request.end(tail);
    })();
  });
}
