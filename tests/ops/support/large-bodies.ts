// Large and slow HTTP bodies as a client on a real line sends and reads them: a multipart post
// streamed in chunks (never built whole), a body that stops half way, a download read in steps.
import { get, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect, type Socket } from "node:net";

export type PostAnswer = { status?: number; text: string; error?: string };

/**
 * Posts a multipart body whose one file (`field`) is `head` followed by zeros up to `fileBytes`,
 * written 64 kB at a time on a fresh connection (a pooled one could be the connection the server
 * is closing after a refusal). Answers the status and page, or the error that ended the post: a
 * server that refuses from the declared length may close the connection under the upload.
 */
export function postLargeFile(options: {
  url: string;
  cookie?: string;
  fields?: Record<string, string>;
  field: string;
  filename: string;
  type: string;
  head: Buffer;
  fileBytes: number;
}): Promise<PostAnswer> {
  const boundary = "----ops-large-body";
  let start = "";
  for (const [name, value] of Object.entries(options.fields ?? {})) {
    start += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  start +=
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; ` +
    `filename="${options.filename}"\r\nContent-Type: ${options.type}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(start) + options.fileBytes + Buffer.byteLength(tail);
  return new Promise((resolve) => {
    let status: number | undefined;
    let text = "";
    const req = httpRequest(options.url, {
      method: "POST",
      agent: false,
      headers: {
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        "Content-Length": String(length),
        ...(options.cookie ? { Cookie: options.cookie } : {}),
      },
    });
    req.on("response", (res) => {
      status = res.statusCode;
      res.setEncoding("utf8");
      res.on("data", (part: string) => (text += part));
      res.on("end", () => resolve({ status, text }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ status, text, error: error.code }));
    const chunk = Buffer.alloc(64 * 1024);
    let sent = Math.min(options.head.length, options.fileBytes);
    req.write(start);
    req.write(options.head.subarray(0, sent));
    const pump = () => {
      while (sent < options.fileBytes && !req.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, options.fileBytes - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      if (!req.destroyed) req.end(tail);
    };
    req.on("close", () => (sent = options.fileBytes)); // the server closed it: stop writing
    pump();
  });
}

/** Starts a multipart photo upload to `path` that sends its first bytes and then nothing more. */
export function stalledUpload(
  base: string,
  path: string,
  cookie: string,
): Promise<{ socket: Socket; answer: Promise<string> }> {
  const url = new URL(path, base);
  const boundary = "----stall";
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="foto.png"\r\n` +
    `Content-Type: image/png\r\n\r\n`;
  const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nCookie: ${cookie}\r\n` +
          `Origin: ${url.origin}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: 1500000\r\n\r\n`,
      );
      socket.write(head);
      socket.write(Buffer.concat([png, Buffer.alloc(60_000, 1)]));
      const answer = new Promise<string>((done) => {
        let text = "";
        socket.on("data", (chunk) => (text += chunk.toString()));
        socket.on("close", () => done(text));
        socket.on("error", () => done(text));
      });
      resolve({ socket, answer });
    });
  });
}

/** Reads a download as an office line would: in 1 MB steps with a pause after each. */
export function slowDownload(url: string, cookie: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { cookie } }, async (response) => {
      const chunks: Buffer[] = [];
      let sincePause = 0;
      try {
        for await (const chunk of response as AsyncIterable<Buffer>) {
          chunks.push(chunk);
          sincePause += chunk.length;
          if (sincePause >= 1_000_000) {
            sincePause = 0;
            await new Promise((done) => setTimeout(done, 40));
          }
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
      } catch (error) {
        reject(error);
      }
    }).on("error", reject);
  });
}
