import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { docx, docxParts, zip } from "../contract/support/files.ts";
import { readForm } from "~/lib/body.server";
import {
  DOCUMENT_RULE,
  MEDIA_RULE,
  MESSAGES,
  PAYMENT_PROOF_RULE,
  PROFILE_PHOTO_RULE,
} from "~/lib/upload-rules";
import { readUpload, tooManyFiles, uploadSpec, type Upload } from "~/lib/uploads.server";
import {
  compoundFile,
  jpeg,
  mp4Stream,
  multipartLength,
  multipartRequest,
  pdf,
  png,
  streamOf,
  webp,
  type Part,
} from "./uploads.helpers";

// readUpload's temporary folders go to a folder of this test, to check what is stored and removed.
let temp: string;
const savedTmp = process.env.TMPDIR;
beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), "uploads-test-"));
  process.env.TMPDIR = temp;
});
afterAll(async () => {
  process.env.TMPDIR = savedTmp;
  await rm(temp, { recursive: true, force: true });
});
const open: Upload[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((upload) => upload.dispose()));
  expect(await readdir(temp)).toEqual([]); // dispose removed every temporary folder
});

async function upload(parts: Part[], spec = uploadSpec({ bukti: PAYMENT_PROOF_RULE }), length = true) {
  const { request } = multipartRequest(parts, { length: length ? multipartLength(parts) : undefined });
  const result = await readUpload(request, spec);
  open.push(result);
  return result;
}

/** The Response readUpload or readForm threw. */
async function refused(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Response);
  return error as Response;
}

/** Sizes of the files stored under the temporary folder right now. */
async function storedSizes(): Promise<number[]> {
  // A refused file's folder is removed while the body still streams: one listed a moment ago may
  // be gone by the time it is read (ENOENT), which is not a stored file.
  const gone = (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return [];
  };
  const sizes: number[] = [];
  for (const folder of await readdir(temp)) {
    for (const name of await readdir(join(temp, folder)).catch(gone)) {
      const size = await stat(join(temp, folder, name)).then((file) => file.size, gone);
      if (typeof size === "number") sizes.push(size);
    }
  }
  return sizes;
}

describe("readUpload: accepted files", () => {
  it("recognises images and PDF by content, keeps text fields, and streams the file back from disk", async () => {
    const image = await png(64);
    const result = await upload([
      { name: "atasnama", value: "Dinas Pendidikan" },
      { name: "bukti", filename: "C:\\Users\\x\\bukti transfer.PNG", type: "image/png", content: image },
      { name: "no_rekening", value: "1234567890" },
    ]);
    expect(result.fields.get("atasnama")).toBe("Dinas Pendidikan");
    expect(result.fields.get("no_rekening")).toBe("1234567890");
    expect(result.fileErrors).toEqual({});
    expect(result.files).toHaveLength(1);
    const [file] = result.files;
    expect(file).toMatchObject({
      field: "bukti",
      filename: "bukti transfer.PNG",
      mime: "image/png",
      extension: "png",
      kind: "image",
      size: image.length,
    });
    const blob = await file.toBlob();
    expect(blob.type).toBe("image/png");
    expect(Buffer.from(await blob.arrayBuffer()).equals(image)).toBe(true);

    for (const [content, mime] of [
      [await jpeg(), "image/jpeg"],
      [await webp(), "image/webp"],
      [pdf(), "application/pdf"],
    ] as const) {
      const other = await upload([{ name: "bukti", filename: "x.bin", content }]);
      expect(other.files[0]?.mime).toBe(mime);
    }
  });

  it("accepts a .docx (entries in Word's and in LibreOffice's order) and a .doc for documents", async () => {
    const spec = uploadSpec({ dokumen: DOCUMENT_RULE });
    const parts = docxParts();
    // LibreOffice writes [Content_Types].xml last; a large document pushes it past the sniffed head.
    const libreOffice = zip({
      "_rels/.rels": parts["_rels/.rels"],
      "word/document.xml": parts["word/document.xml"],
      "word/media/image1.png": await png(200),
      "[Content_Types].xml": parts["[Content_Types].xml"],
    });
    for (const [content, extension, mime] of [
      [docx(), "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      [libreOffice, "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      [compoundFile("WordDocument"), "doc", "application/msword"],
      [pdf(), "pdf", "application/pdf"],
    ] as const) {
      const result = await upload(
        [{ name: "dokumen", filename: `berita-acara.${extension}`, content }],
        spec,
      );
      expect(result.fileErrors, extension).toEqual({});
      expect(result.files[0], extension).toMatchObject({
        kind: extension === "pdf" ? "pdf" : "word",
        extension,
        mime,
      });
    }
  });

  it("skips a file input left empty", async () => {
    const result = await upload([
      { name: "atasnama", value: "A" },
      { name: "bukti", filename: "", content: Buffer.alloc(0) },
    ]);
    expect(result.files).toEqual([]);
    expect(result.fileErrors).toEqual({});
  });
});

describe("readUpload: refused files", () => {
  it("refuses by content whatever the name says: HTML renamed .png, SVG, GIF, a ZIP renamed .docx, a workbook renamed .doc", async () => {
    const html = Buffer.from(
      "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    for (const content of [html, svg, gif, pdf()]) {
      const result = await upload(
        [
          { name: "foto", filename: "foto.png", type: "image/png", content },
          { name: "nama", value: "tetap ada" },
        ],
        uploadSpec({ foto: PROFILE_PHOTO_RULE }),
      );
      expect(result.files).toEqual([]);
      expect(result.fileErrors).toEqual({ foto: MESSAGES.imageType });
      expect(result.fields.get("nama")).toBe("tetap ada");
    }
    const documents = uploadSpec({ dokumen: DOCUMENT_RULE });
    for (const [content, filename] of [
      [zip({ "a.txt": "bukan dokumen" }), "surat.docx"],
      [compoundFile("Workbook"), "surat.doc"],
      [await png(), "surat.pdf"],
    ] as const) {
      const result = await upload([{ name: "dokumen", filename, content }], documents);
      expect(result.fileErrors, filename).toEqual({ dokumen: "Format File Hanya berupa(.docx, .doc, .pdf)" });
      expect(result.files).toEqual([]);
    }
  });

  it("refuses a file past its limit with the spec's message, storing nothing past the limit, and reads on", async () => {
    const spec = uploadSpec({ media1: MEDIA_RULE, media2: MEDIA_RULE });
    const image = await png();
    const parts: Part[] = [
      { name: "komentar", value: "Barang bagus" },
      // A 6 MB "PNG": while it streams, the stored copy never grows past 2,048,000 bytes.
      { name: "media1", filename: "besar.png", content: () => streamOf(image, 6_000_000) },
      { name: "media2", filename: "kecil.png", content: image },
      { name: "bintang", value: "5" },
    ];
    let largestSeen = 0;
    const { request } = multipartRequest(parts, {
      length: multipartLength(parts),
      onPull: async () => {
        largestSeen = Math.max(largestSeen, ...(await storedSizes()));
      },
    });
    const result = await readUpload(request, spec);
    open.push(result);
    expect(result.fileErrors).toEqual({ media1: "Ukuran format Gambar anda lebih dari 2mb" });
    expect(result.files.map((file) => file.size)).toEqual([image.length]);
    expect(result.fields.get("bintang")).toBe("5");
    expect(largestSeen).toBeGreaterThan(1_900_000); // it was stored up to near the limit...
    expect(largestSeen).toBeLessThanOrEqual(2_048_000); // ...and not a byte past it
  });

  it("takes a video up to 50,000,000 bytes in media and refuses one byte more", async () => {
    const spec = uploadSpec({ media: MEDIA_RULE });
    const fits = await upload(
      [{ name: "media", filename: "v.mp4", content: () => mp4Stream(50_000_000) }],
      spec,
    );
    expect(fits.files[0]).toMatchObject({ kind: "video", mime: "video/mp4", size: 50_000_000 });
    await fits.dispose();
    const over = await upload(
      [{ name: "media", filename: "v.mp4", content: () => mp4Stream(50_000_001) }],
      spec,
      false,
    );
    expect(over.fileErrors).toEqual({ media: "Ukuran format video anda lebih dari 50mb" });
    expect(over.files).toEqual([]);
  });

  it("refuses a video where only images are taken, and a document over 2,048,000 bytes", async () => {
    const images = await upload([{ name: "bukti", filename: "v.mp4", content: () => mp4Stream(10_000) }]);
    expect(images.fileErrors).toEqual({ bukti: MESSAGES.proofType });
    const big = Buffer.concat([pdf(), Buffer.alloc(2_048_001 - pdf().length, 0x20)]);
    const documents = await upload(
      [{ name: "dokumen", filename: "a.pdf", content: big }],
      uploadSpec({ dokumen: DOCUMENT_RULE }),
    );
    expect(documents.fileErrors).toEqual({ dokumen: "Ukuran format File anda lebih dari 2mb" });
  });

  it("refuses the whole form, keeping no file, when it has more files than it takes", async () => {
    const image = await png();
    // Twenty files in the proof's one field (issue 34 item 3): not one is kept.
    const proofs = await upload(
      Array.from({ length: 20 }, (_, n) => ({ name: "bukti", filename: `${n}.png`, content: image })),
    );
    expect(proofs.files).toEqual([]);
    expect(proofs.fileErrors).toEqual({ bukti: tooManyFiles(1) });
    expect(await storedSizes()).toEqual([]);
    // Three fields, at most two files in all.
    const media = await upload(
      [1, 2, 3].map((n) => ({ name: `media${n}`, filename: `${n}.png`, content: image })),
      uploadSpec({ media1: MEDIA_RULE, media2: MEDIA_RULE, media3: MEDIA_RULE }, 2),
    );
    expect(media.files).toEqual([]);
    expect(media.fileErrors).toEqual({ media3: tooManyFiles(2) });
    expect(await storedSizes()).toEqual([]);
  });

  it("refuses a chosen file of 0 bytes, unlike a file input left empty", async () => {
    const result = await upload([{ name: "bukti", filename: "kosong.pdf", content: Buffer.alloc(0) }]);
    expect(result.files).toEqual([]);
    expect(result.fileErrors).toEqual({ bukti: MESSAGES.emptyFile });
  });

  it("reads a phone photo of up to 32 MiB through to the fields after it; beyond, 413", async () => {
    const spec = uploadSpec({ bukti: PAYMENT_PROOF_RULE });
    const image = await png();
    const photo = (size: number): Part[] => [
      { name: "bukti", filename: "kamera.png", content: () => streamOf(image, size) },
      { name: "atasnama", value: "Bagian Umum" },
    ];
    const result = await upload(photo(25_000_000), spec);
    expect(result.fileErrors).toEqual({ bukti: "Ukuran format Gambar anda lebih dari 2mb" });
    expect(result.fields.get("atasnama")).toBe("Bagian Umum");
    expect(await storedSizes()).toEqual([]);
    const { request } = multipartRequest(photo(34_000_000), { length: 34_000_500 });
    expect((await refused(readUpload(request, spec))).status).toBe(413);
  });
});

describe("readUpload: refused requests", () => {
  it("refuses a Content-Length above the route's maximum before reading anything", async () => {
    const { request, meter } = multipartRequest(
      [{ name: "bukti", filename: "a.png", content: () => streamOf(Buffer.alloc(8), 50_000_000) }],
      {
        length: 50_000_500,
      },
    );
    const response = await refused(readUpload(request, uploadSpec({ bukti: PAYMENT_PROOF_RULE })));
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(meter.sent).toBe(0);
  });

  it("stops reading a 50 MB body without Content-Length at the route's maximum", async () => {
    const spec = uploadSpec({ bukti: PAYMENT_PROOF_RULE });
    const image = await png();
    const { request, meter } = multipartRequest([
      { name: "bukti", filename: "a.png", content: () => streamOf(image, 50_000_000) },
    ]);
    const response = await refused(readUpload(request, spec));
    expect(response.status).toBe(413);
    expect(meter.sent).toBeLessThan(spec.maxBytes + 256 * 1024);
  });

  it("refuses a file in a field that takes none, broken multipart, a missing boundary, other bodies, too much text", async () => {
    const spec = uploadSpec({ bukti: PAYMENT_PROOF_RULE });
    const image = await png();
    const cases: [ReturnType<typeof multipartRequest>, number][] = [
      [multipartRequest([{ name: "lain", filename: "a.png", content: image }]), 400],
      [
        multipartRequest([], {
          raw: [Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb')],
        }),
        400,
      ],
      [multipartRequest([{ name: "a", value: "b" }], { contentType: "multipart/form-data" }), 400],
      [multipartRequest([], { raw: [Buffer.from('{"a":1}')], contentType: "application/json" }), 415],
      [
        multipartRequest([], { raw: [Buffer.from("a=b")], contentType: "application/x-www-form-urlencoded" }),
        415,
      ],
      [multipartRequest([{ name: "catatan", value: "x".repeat(70_000) }]), 413],
      [multipartRequest(Array.from({ length: 250 }, (_, i) => ({ name: `f${i}`, value: "x" }))), 413],
    ];
    for (const [{ request }, status] of cases) {
      const response = await refused(readUpload(request, spec));
      expect(response.status).toBe(status);
    }
  });
});

describe("readUpload: memory", () => {
  it("takes four 50 MB bodies at once (two videos stored, two oversize images discarded) in under 10 MB of memory", async () => {
    const spec = uploadSpec({ media: MEDIA_RULE });
    const image = await png();
    const bodies = [
      [{ name: "media", filename: "a.mp4", content: () => mp4Stream(50_000_000) }],
      [{ name: "media", filename: "b.mp4", content: () => mp4Stream(50_000_000) }],
      [{ name: "media", filename: "c.png", content: () => streamOf(image, 50_000_000) }],
      [{ name: "media", filename: "d.png", content: () => streamOf(image, 50_000_000) }],
    ] satisfies Part[][];
    // Warm up the code paths once, so the figure is the bodies' and not the first call's.
    await (
      await upload([{ name: "media", filename: "w.mp4", content: () => mp4Stream(3_000_000) }], spec)
    ).dispose();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const started = performance.now();
    const results = await Promise.all(bodies.map((parts) => upload(parts, spec, false)));
    const ms = Math.round(performance.now() - started);
    clearInterval(sampler);
    const grew = (peak - before) / 1024 / 1024;
    console.log(`readUpload 4 × 50 MB: RSS +${grew.toFixed(1)} MB at the peak, ${ms} ms`);
    expect(results.map((result) => result.files[0]?.size ?? result.fileErrors.media)).toEqual([
      50_000_000,
      50_000_000,
      "Ukuran format Gambar anda lebih dari 2mb",
      "Ukuran format Gambar anda lebih dari 2mb",
    ]);
    expect(grew).toBeLessThan(10);
  }, 60_000);
});

describe("readForm", () => {
  const form = (
    body: string | Uint8Array<ArrayBuffer>,
    contentType = "application/x-www-form-urlencoded",
    headers = {},
  ) =>
    new Request("http://localhost/login", {
      method: "POST",
      headers: { "Content-Type": contentType, ...headers },
      body,
    });

  it("reads a urlencoded form with repeated and UTF-8 fields", async () => {
    const data = await readForm(
      form(
        "email=demo%40example.com&cart_id%5B%5D=1&cart_id%5B%5D=2&catatan=Kirim+ke+Makassar+%E2%80%93+lantai+2",
      ),
    );
    expect(data.get("email")).toBe("demo@example.com");
    expect(data.getAll("cart_id[]")).toEqual(["1", "2"]);
    expect(data.get("catatan")).toBe("Kirim ke Makassar – lantai 2");
    expect((await readForm(form("a=1", "application/x-www-form-urlencoded; charset=UTF-8"))).get("a")).toBe(
      "1",
    );
  });

  it("refuses other bodies (415), more than 64 kB (413), bytes that are not UTF-8 (400)", async () => {
    const cases: [Request, number][] = [
      [form('{"email":"a"}', "application/json"), 415],
      [form("email=a", "text/plain"), 415],
      [form("--x--", "multipart/form-data; boundary=x"), 415],
      [new Request("http://localhost/login", { method: "POST", body: "a=b" }), 415],
      [form(`a=${"x".repeat(64 * 1024)}`), 413],
      [form(new Uint8Array([0x61, 0x3d, 0xff, 0xfe])), 400],
    ];
    for (const [request, status] of cases) {
      const response = await refused(readForm(request));
      expect(response.status).toBe(status);
      expect(await response.text()).toMatch(/^[A-Z][a-z]/); // an Indonesian sentence, not a stack
    }
  });

  it("stops reading an undeclared body at 64 kB", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
      },
    });
    const request = new Request("http://localhost/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    expect((await refused(readForm(request))).status).toBe(413);
    expect(sent).toBeLessThanOrEqual(64 * 1024 + 3 * 16 * 1024);
  });
});
