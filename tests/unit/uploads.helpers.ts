// Multipart bodies for readUpload tests, streamed chunk by chunk like a network body, and the
// file contents they carry (real images from sharp, handmade containers).
import sharp from "sharp";

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type?: string; content: Buffer | (() => Iterable<Buffer>) };

const BOUNDARY = "----tokoTestBoundary7MA4YWxkTrZu0gW";
const CHUNK = 64 * 1024;

function* bodyChunks(parts: Part[], boundary: string): Iterable<Buffer> {
  for (const part of parts) {
    const disposition =
      "filename" in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? "application/octet-stream"}`
        : `form-data; name="${part.name}"`;
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`);
    if ("filename" in part) {
      const content = part.content;
      if (Buffer.isBuffer(content)) {
        for (let at = 0; at < content.length; at += CHUNK) yield content.subarray(at, at + CHUNK);
      } else yield* content();
    } else yield Buffer.from(part.value);
    yield Buffer.from("\r\n");
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

/** Bytes the request body has handed out so far (what the reader pulled). */
export type Meter = { sent: number };

/**
 * A POST whose multipart body is a stream produced on demand (so a 50 MB body never exists in
 * memory). `length` sets Content-Length; `contentType` overrides the header (e.g. no boundary).
 */
export function multipartRequest(
  parts: Part[],
  options: {
    length?: number;
    contentType?: string;
    headers?: Record<string, string>;
    raw?: Iterable<Buffer>;
    /** Awaited before each chunk is handed out (to look at the server's side meanwhile). */
    onPull?: () => Promise<void>;
  } = {},
): { request: Request; meter: Meter } {
  const meter: Meter = { sent: 0 };
  const chunks = (options.raw ?? bodyChunks(parts, BOUNDARY))[Symbol.iterator]();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await options.onPull?.();
        const next = chunks.next();
        if (next.done) controller.close();
        else {
          meter.sent += next.value.length;
          // Not copied: a 50 MB body makes no garbage of its own (memory figures stay the server's).
          controller.enqueue(next.value);
        }
      },
      // Nothing is produced before it is read.
    },
    { highWaterMark: 0 },
  );
  const headers = new Headers({
    "Content-Type": options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
    ...options.headers,
  });
  if (options.length !== undefined) headers.set("Content-Length", String(options.length));
  const request = new Request("http://localhost/upload", {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  return { request, meter };
}

/** Total size of a multipart body of these parts (for an honest Content-Length). */
export function multipartLength(parts: Part[]): number {
  let total = 0;
  for (const chunk of bodyChunks(parts, BOUNDARY)) total += chunk.length;
  return total;
}

/** `size` bytes that start like `head`, produced in 64 kB chunks without holding them all. */
export function* streamOf(head: Buffer, size: number): Iterable<Buffer> {
  const filler = Buffer.alloc(CHUNK, 0x20);
  yield head;
  for (let sent = head.length; sent < size; sent += CHUNK)
    yield filler.subarray(0, Math.min(CHUNK, size - sent));
}

export const png = (size = 8) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#3c896d" } })
    .png()
    .toBuffer();
export const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#3c896d" } })
    .jpeg()
    .toBuffer();
export const webp = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#3c896d" } })
    .webp()
    .toBuffer();

export const pdf = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );

/**
 * A compound file (what .doc, .xls and .ppt are) whose directory names `stream`: a Word document
 * has "WordDocument", a workbook "Workbook". Header and one directory sector, as the format lays
 * them out (names in UTF-16LE, 128-byte entries).
 */
export function compoundFile(stream: string): Buffer {
  const file = Buffer.alloc(512 * 3);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  file.writeUInt16LE(0x3e, 24); // minor version
  file.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  file.writeUInt16LE(0xfffe, 28); // little-endian
  file.writeUInt16LE(9, 30); // sector shift
  file.writeUInt16LE(6, 32); // mini sector shift
  file.writeUInt32LE(1, 48); // first directory sector
  const entry = (at: number, name: string, type: number) => {
    const encoded = Buffer.from(`${name}\0`, "utf16le");
    file.set(encoded, at);
    file.writeUInt16LE(encoded.length, at + 64);
    file[at + 66] = type;
  };
  entry(512 * 2, "Root Entry", 5);
  entry(512 * 2 + 128, stream, 2);
  return file;
}

/** A minimal MP4 (an ftyp box, then padding) of `size` bytes, streamed. */
export function mp4Stream(size: number): Iterable<Buffer> {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32);
  ftyp.write("ftypisom", 4, "latin1");
  ftyp.write("isomiso2avc1mp41", 16, "latin1");
  return streamOf(ftyp, size);
}
