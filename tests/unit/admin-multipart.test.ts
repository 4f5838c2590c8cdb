// The admin client's multipart sender (app/lib/admin/multipart.server.ts): what it sends is the
// form as busboy (the host's parser) reads it, with an exact Content-Length, and it reads a file
// no faster than the receiver takes it.
import busboy from "busboy";
import { createHash } from "node:crypto";
import { mkdtemp, rm, truncate, writeFile } from "node:fs/promises";
import { openAsBlob } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendMultipart, uploadTimeLimit } from "~/lib/admin/multipart.server";

type Parsed = {
  fields: [string, string][];
  files: { name: string; filename: string; type: string; sha256: string }[];
};

function parse(req: IncomingMessage): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    const parsed: Parsed = { fields: [], files: [] };
    const parser = busboy({ headers: req.headers });
    parser.on("field", (name, value) => parsed.fields.push([name, value]));
    parser.on("file", (name, stream, info) => {
      const hash = createHash("sha256");
      stream.on("data", (chunk: Buffer) => hash.update(chunk));
      stream.on("end", () =>
        parsed.files.push({
          name,
          filename: info.filename ?? "",
          type: info.mimeType,
          sha256: hash.digest("hex"),
        }),
      );
    });
    parser.on("close", () => resolve(parsed));
    parser.on("error", reject);
    req.pipe(parser);
  });
}

let server: Server;
let url: string;
let handle: (req: IncomingMessage) => Promise<unknown> = parse;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "multipart-test-"));
  server = createServer(async (req, res) => {
    const declared = Number(req.headers["content-length"]);
    let received = 0;
    req.on("data", (chunk: Buffer) => (received += chunk.length));
    const body = await handle(req);
    res.writeHead(201, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ declared, received, body }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/product/review`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

const headers = () => new Headers({ Accept: "application/json", Authorization: "Bearer tok" });

describe("sendMultipart", () => {
  it("sends text fields and files as the host's parser reads them, with an exact Content-Length", async () => {
    handle = parse;
    const path = join(folder, "video.mp4");
    await writeFile(path, Buffer.alloc(300_000, 7));
    const form = new FormData();
    form.append("transaction", "12");
    form.append("notes", 'Baris satu\nbaris "dua" ✓');
    form.append("image[]", await openAsBlob(path, { type: "video/mp4" }), "ulasan-1.mp4");
    form.append("image[]", new Blob([Buffer.from("\x89PNG")], { type: "image/png" }), "ulasan-2.png");
    const answer = await sendMultipart(url, { headers: headers(), body: form });
    expect(answer.status).toBe(201);
    const { declared, received, body } = (await answer.json()) as {
      declared: number;
      received: number;
      body: Parsed;
    };
    expect(received).toBe(declared);
    expect(body.fields).toEqual([
      ["transaction", "12"],
      ["notes", 'Baris satu\r\nbaris "dua" ✓'],
    ]);
    expect(body.files.map(({ name, filename, type }) => [name, filename, type])).toEqual([
      ["image[]", "ulasan-1.mp4", "video/mp4"],
      ["image[]", "ulasan-2.png", "image/png"],
    ]);
    expect(body.files[0].sha256).toBe(createHash("sha256").update(Buffer.alloc(300_000, 7)).digest("hex"));
  });

  it("reads the file only as fast as the receiver takes it", async () => {
    const size = 40_000_000;
    const path = join(folder, "besar.mp4");
    await writeFile(path, Buffer.alloc(size, 1));
    let held = 0;
    // The receiver takes the first chunk, then stops reading for a while: a sender that reads
    // ahead fills its memory with the file meanwhile.
    handle = (req) =>
      new Promise((resolve) => {
        req.once("data", () => {
          req.pause();
          const before = process.memoryUsage().arrayBuffers;
          setTimeout(() => {
            held = process.memoryUsage().arrayBuffers - before;
            req.resume();
            req.on("end", () => resolve(null));
          }, 1000);
        });
      });
    const form = new FormData();
    form.append("image[]", await openAsBlob(path, { type: "video/mp4" }), "besar.mp4");
    const answer = await sendMultipart(url, { headers: headers(), body: form });
    const { received } = (await answer.json()) as { received: number };
    expect(received).toBeGreaterThan(size);
    expect(held).toBeLessThan(8_000_000);
  });

  it("gives an upload a second per megabyte beyond the usual limit", async () => {
    // Three 50,000,000-byte videos (a sparse file: nothing is written) and a comment.
    const path = join(folder, "tiga.mp4");
    await writeFile(path, "");
    await truncate(path, 50_000_000);
    const form = new FormData();
    form.append("notes", "Bagus");
    for (let i = 0; i < 3; i++) form.append("image[]", await openAsBlob(path), "video.mp4");
    expect(uploadTimeLimit(form, 5000)).toBe(5000 + 151_000);
    const small = new FormData();
    small.append("transaction", "12");
    expect(uploadTimeLimit(small, 5000)).toBe(6000);
  });

  it("fails like fetch when nobody listens, with the socket's code as the cause", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const form = new FormData();
    form.append("a", "b");
    await expect(
      sendMultipart(`http://127.0.0.1:${port}/`, { headers: headers(), body: form }),
    ).rejects.toMatchObject({
      cause: { code: "ECONNREFUSED" },
    });
  });
});
