import { mkdtemp, readdir, rm, writeFile, mkdir } from "node:fs/promises";
import http, { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../admin-host/src/http/errors.ts";
import { parseMultipart } from "../../admin-host/src/uploads.ts";
import {
  DOCUMENT_RULE,
  MEDIA_RULE,
  MESSAGES,
  PAYMENT_PROOF_RULE,
  PROFILE_PHOTO_RULE,
} from "../../contract/uploads.ts";
import { chunkedUpload } from "./support/chunked-upload.ts";
import { docx, docxParts, filePart, jpegOfSize, png, pngHeader, zip } from "./support/files.ts";
import { startHost, type TestHost } from "./support/host.ts";

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());

describe("GET /files", () => {
  it("serves images with their type, nosniff and a long immutable cache", async () => {
    for (const [path, type] of [
      ["produk/3-1.webp", "image/webp"],
      ["produk/3-1.jpg", "image/jpeg"],
    ]) {
      const res = await fetch(`${host.url}/files/${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-disposition")).toBeNull();
      expect((await res.arrayBuffer()).byteLength).toBe(Number(res.headers.get("content-length")));
    }
  });

  it("serves no file outside the public media folders (private files: private-files.test.ts)", async () => {
    for (const folder of ["dokumen", "bukti-bayar", "komplain", "lain"]) {
      await mkdir(join(host.dataDir, "files", folder), { recursive: true });
      await writeFile(join(host.dataDir, "files", folder, "contoh.pdf"), "%PDF-1.4\n%%EOF\n");
      for (const method of ["GET", "HEAD"]) {
        const res = await fetch(`${host.url}/files/${folder}/contoh.pdf`, { method });
        expect(res.status, `${method} ${folder}`).toBe(404);
      }
    }
  });

  it("answers 404 for missing files, traversal and unknown types", async () => {
    await writeFile(join(host.dataDir, "files", "catatan.txt"), "rahasia");
    for (const path of [
      "produk/9999-1.webp",
      "..%2Fadmin-host.sqlite",
      "../admin-host.sqlite",
      "%2e%2e/admin-host.sqlite",
      "catatan.txt",
      "",
    ]) {
      const res = await fetch(`${host.url}/files/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect((await fetch(`${host.url}/files/produk/3-1.webp`, { method: "POST" })).status).toBe(404);
  });
});

describe("multipart uploads", () => {
  let server: Server;
  let url = "";
  let filesDir = "";

  /** The contract's rules (contract/uploads.ts) by the names the tests use. */
  const rules = {
    image: PROFILE_PHOTO_RULE,
    proof: PAYMENT_PROOF_RULE,
    media: MEDIA_RULE,
    document: DOCUMENT_RULE,
  };
  type UploadKind = keyof typeof rules;

  /** A bare endpoint around parseMultipart: field `file[]` takes the rule named in the query. */
  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), "admin-host-uploads-"));
    server = createServer((req, res) => {
      const kind = new URL(req.url ?? "/", "http://x").searchParams.get("kind") as UploadKind;
      parseMultipart(req, filesDir, (field) =>
        field.startsWith("file") ? { rule: rules[kind], dir: "uji" } : undefined,
      ).then(
        (result) => res.writeHead(200).end(JSON.stringify(result)),
        (error: HttpError) => res.writeHead(error.status).end(JSON.stringify(error.body)),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function upload(kind: UploadKind, files: File[], fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const file of files) form.append("file[]", file);
    const res = await fetch(`${url}/?kind=${kind}`, { method: "POST", body: form });
    return { status: res.status, body: await res.json() };
  }
  const stored = () => readdir(join(filesDir, "uji")).catch(() => [] as string[]);

  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(32)]);
  const pdf = Buffer.from("%PDF-1.7\n" + "x".repeat(40));

  it("stores files under generated names with the type found in their content", async () => {
    const res = await upload(
      "media",
      [filePart(await png(), "../../etc/passwd"), filePart(mp4, "rekaman.jpg", "image/jpeg")],
      {
        "files[0][name]": "Bukti",
        "cart_id[]": "7",
      },
    );
    expect(res.status).toBe(200);
    expect(
      res.body.files.map((f: { path: string; kind: string }) => [
        f.path.replace(/[0-9a-f]{32}/, "N"),
        f.kind,
      ]),
    ).toEqual([
      ["uji/N.png", "image"],
      ["uji/N.mp4", "video"],
    ]);
    expect(res.body.fields).toMatchObject({
      files: [{ name: "Bukti" }],
      cart_id: ["7"],
      file: [{ mime: "image/png" }, { mime: "video/mp4" }],
    });
  });

  it.each([
    ["image", pdf, "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)"],
    ["proof", mp4, "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)"],
    ["media", pdf, "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)"],
    ["document", Buffer.from("MZ" + "\0".repeat(60)), "Format File Hanya berupa(.docx, .doc, .pdf)"],
    ["document", docx().subarray(0, 30), "Format File Hanya berupa(.docx, .doc, .pdf)"],
    ["image", docx(), "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)"],
  ] as const)("refuses the wrong content for %s", async (kind, content, message) => {
    const before = await stored();
    const res = await upload(kind, [filePart(content, "berkas.docx.exe", "application/pdf")]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [message] });
    expect(await stored()).toEqual(before);
  });

  it.each([
    [
      "image",
      "a PNG signature followed by anything but a PNG",
      Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(200, 1)]),
      "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)",
    ],
    [
      "media",
      "an HEIC photo (an ISO media file like mp4, but no video)",
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(32)]),
      "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)",
    ],
  ] as const)("refuses %s: %s", async (kind, _, content, message) => {
    const res = await upload(kind, [filePart(content, "berkas.png", "image/png")]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [message] });
  });

  it("recognises the spec's videos and an animated PNG by content (contract/file-sniffer.ts)", async () => {
    const ftyp = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(32)]);
    const files = [
      ftyp("isom"),
      ftyp("M4V "),
      ftyp("qt  "),
      ftyp("3gp4"),
      Buffer.concat([
        Buffer.from("1a45dfa3a34286810142f7810142f2810442f381084282886d6174726f736b61", "hex"),
        Buffer.alloc(64),
      ]),
      Buffer.concat([Buffer.from("RIFF\0\0\0\0AVI LIST", "latin1"), Buffer.alloc(64)]),
      Buffer.concat([Buffer.from([0, 0, 1, 0xba]), Buffer.alloc(64)]),
      Buffer.concat([pngHeader, Buffer.from("\0\0\0\x08acTL", "latin1"), Buffer.alloc(64)]),
    ];
    const res = await upload(
      "media",
      files.map((content) => filePart(content, "rekaman.bin")),
    );
    expect(res.status).toBe(200);
    expect(
      res.body.files.map((f: { path: string; mime: string }) => [f.path.split(".").pop(), f.mime]),
    ).toEqual([
      ["mp4", "video/mp4"],
      ["mp4", "video/mp4"],
      ["mov", "video/quicktime"],
      ["3gp", "video/3gpp"],
      ["mkv", "video/x-matroska"],
      ["avi", "video/x-msvideo"],
      ["mpeg", "video/mpeg"],
      ["png", "image/png"],
    ]);
  });

  it("accepts pdf as proof whatever its name", async () => {
    expect((await upload("proof", [filePart(pdf, "bukti.png", "image/png")])).body.files[0].path).toMatch(
      /\.pdf$/,
    );
  });

  it("takes a ZIP as .docx by its entries ([Content_Types].xml and word/), not by its name", async () => {
    const parts = docxParts();
    // LibreOffice writes [Content_Types].xml last; the padding spreads the entries over many chunks.
    const libreOffice = zip({
      "_rels/.rels": parts["_rels/.rels"],
      "docProps/thumbnail.bin": Buffer.alloc(300_000, 7),
      "word/document.xml": parts["word/document.xml"],
      "[Content_Types].xml": parts["[Content_Types].xml"],
    });
    const res = await upload("document", [
      filePart(docx(), "berita-acara.pdf"),
      filePart(libreOffice, "bast"),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.files.map((f: { path: string; mime: string }) => [f.path.slice(-5), f.mime])).toEqual([
      [".docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      [".docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ]);
  });

  it.each([
    ["a plain zip", zip({ "laporan.txt": "Laporan penerimaan barang" })],
    [
      "a spreadsheet (OOXML without word/)",
      zip({ "[Content_Types].xml": docxParts()["[Content_Types].xml"], "xl/workbook.xml": "<workbook/>" }),
    ],
    [
      "a zip with word/ but no [Content_Types].xml",
      zip({ "word/document.xml": docxParts()["word/document.xml"] }),
    ],
  ])("refuses %s named .docx with the format message and keeps nothing", async (_, content) => {
    const before = await stored();
    const res = await upload("document", [filePart(content, "Berita Acara.docx")]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ["Format File Hanya berupa(.docx, .doc, .pdf)"] });
    expect(await stored()).toEqual(before);
  });

  it("cuts files off at their limit and keeps nothing of the request", async () => {
    const before = await stored();
    const image = await upload("media", [
      filePart(await png(), "ok.png"),
      filePart(jpegOfSize(2_048_001), "besar.jpg"),
    ]);
    expect(image.status).toBe(422);
    expect(image.body.errors).toEqual({ file: ["Ukuran format Gambar anda lebih dari 2mb"] });
    expect(await stored()).toEqual(before);
    const exact = await upload("proof", [filePart(jpegOfSize(2_048_000), "pas.jpg")]);
    expect(exact.status).toBe(200);
    // 001 §5: a profile photo stays under 2,000,000 bytes.
    expect((await upload("image", [filePart(jpegOfSize(1_999_999), "foto.jpg")])).status).toBe(200);
    expect((await upload("image", [filePart(jpegOfSize(2_000_000), "foto.jpg")])).body.errors).toEqual({
      file: ["Ukuran format Gambar anda lebih dari 2mb"],
    });
    const document = await upload("document", [
      filePart(Buffer.concat([pdf, Buffer.alloc(2_048_000)]), "besar.pdf"),
    ]);
    expect(document.body.errors).toEqual({ file: ["Ukuran format File anda lebih dari 2mb"] });
  });

  it("ignores an empty file input, refuses a chosen file of 0 bytes and more than 10 files", async () => {
    const empty = await upload("image", [filePart(Buffer.alloc(0), "")]);
    expect(empty).toMatchObject({ status: 200, body: { files: [] } });
    const before = await stored();
    for (const kind of ["document", "proof"] as const) {
      const nothing = await upload(kind, [filePart(Buffer.alloc(0), "kosong.pdf")]);
      expect(nothing.status, kind).toBe(422);
      expect(nothing.body.errors.file, kind).toEqual([MESSAGES.emptyFile]);
    }
    expect(await stored()).toEqual(before);
    const many = await upload(
      "image",
      Array.from({ length: 11 }, () => filePart(jpegOfSize(100), "a.jpg")),
    );
    expect(many.status).toBe(422);
    expect(many.body.errors.files).toEqual(["Maksimal 10 file per permintaan."]);
  });

  it("deletes the partial file when the client goes away mid-upload", async () => {
    const before = await stored();
    const boundary = "batas";
    const request = http.request(`${url}/?kind=image`, {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Content-Length": "5000000" },
    });
    request.on("error", () => undefined);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file[]"; filename="a.jpg"\r\n\r\n`);
    request.write(jpegOfSize(200_000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stored()).length).toBe(before.length + 1); // being written
    request.destroy();
    for (let i = 0; i < 40 && (await stored()).length !== before.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await stored()).toEqual(before);
  });

  it("answers 400 for a broken multipart body", async () => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nnever ends',
    });
    expect(res.status).toBe(400);
  });
});

describe("an oversize or refused file ends the read", () => {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const report = (what: string, answer: Awaited<ReturnType<typeof chunkedUpload>>) =>
    console.log(
      `${what}: answered after ${mb(answer.sentBeforeAnswer)} MB sent (${answer.ms} ms); ` +
        `the connection took ${mb(answer.sent)} MB in all${answer.error ? ` (then ${answer.error})` : ""}`,
    );
  /** 50 MB under `field` to the profile update, sent on after an early answer as a browser does. */
  async function profileUpload(field: string, head: Buffer) {
    const buyer = await host.createBuyer();
    return chunkedUpload({
      url: `${host.url}/api/customer/data-customer/update/${buyer.id}`,
      headers: { Authorization: `Bearer ${buyer.token}` },
      fields: { _method: "PUT" },
      field,
      head,
      bytes: 50 * 1024 * 1024,
    });
  }
  // Before the answer: the limit plus what the connection's buffers hold. After it the host throws
  // away at most 8 MB more (or one second's worth), then cuts the connection.
  const answeredEarly = 12 * 1024 * 1024;
  const cutEarly = 30 * 1024 * 1024;

  it("answers 422 once a 50 MB image passes its 2 MB limit and does not read it to its end", async () => {
    const answer = await profileUpload("image", pngHeader);
    report("50 MB image", answer);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).errors).toEqual({ image: ["Ukuran format Gambar anda lebih dari 2mb"] });
    expect(answer.sentBeforeAnswer).toBeLessThan(answeredEarly);
    expect(answer.sent).toBeLessThan(cutEarly);
    expect((await host.api("setting")).status).toBe(200);
  });

  it("answers 422 at the first bytes of a file of the wrong type", async () => {
    const answer = await profileUpload("image", Buffer.from("MZ\x90\0", "latin1"));
    report("50 MB of the wrong type", answer);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).errors).toEqual({
      image: ["Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)"],
    });
    expect(answer.sentBeforeAnswer).toBeLessThan(answeredEarly);
    expect(answer.sent).toBeLessThan(cutEarly);
  });

  it("answers 413 once a file the call does not take passes the largest image", async () => {
    const answer = await profileUpload("lampiran", pngHeader);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: "Data yang dikirim terlalu besar." });
    expect(answer.sentBeforeAnswer).toBeLessThan(answeredEarly);
    expect(answer.sent).toBeLessThan(cutEarly);
  });

  it("keeps the connection usable when the rest of a refused body is small", async () => {
    const buyer = await host.createBuyer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    agent.on("free", (socket) => sockets.add(socket));
    for (let i = 0; i < 2; i++) {
      const form = new FormData();
      form.append("_method", "PUT");
      form.append("image", filePart(jpegOfSize(2_100_000), "besar.jpg"));
      const encoded = new Response(form);
      const type = encoded.headers.get("content-type") ?? "";
      const body = Buffer.from(await encoded.arrayBuffer());
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(`${host.url}/api/customer/data-customer/update/${buyer.id}`, {
          method: "POST",
          agent,
          headers: { Authorization: `Bearer ${buyer.token}`, "Content-Type": type },
        });
        request.on("response", (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        request.on("error", reject);
        request.end(body);
      });
      expect(status).toBe(422);
    }
    expect(sockets.size).toBe(1);
    agent.destroy();
  });
});
