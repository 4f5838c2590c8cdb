// The one routine both halves receive a file part with (contract/upload-receiver.ts, issue 31
// item 4): what it stores, when it opens the storage, what a refusal leaves, and that it holds a
// chunk at a time whatever the pace of the storage; and the pacing of garbage collection it
// counts its bytes for (contract/garbage.ts). The halves' own tests (uploads.test.ts here,
// tests/contract/uploads.test.ts for the host) cover it behind busboy.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { constants, PerformanceObserver } from "node:perf_hooks";
import { Readable, Writable } from "node:stream";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GARBAGE_PACE_BYTES, paceGarbage } from "@contract/garbage";
import { fileOnDisk, receiveFile, type FileSink } from "@contract/upload-receiver";
import { DOCUMENT_RULE, FILE_TYPES, MEDIA_RULE, MESSAGES, PAYMENT_PROOF_RULE } from "@contract/uploads";
import { docx, zip } from "../contract/support/files";
import { compoundFile, mp4Stream, pdf, png, streamOf } from "./uploads.helpers";

/** A file part as busboy hands it over: a stream of the given chunks, read as it is asked for. */
const part = (chunks: Iterable<Buffer>) => {
  const read = { bytes: 0, ended: false };
  const source = chunks[Symbol.iterator]();
  const stream = new Readable({
    read() {
      const next = source.next();
      if (next.done) {
        read.ended = true;
        this.push(null);
      } else {
        read.bytes += next.value.length;
        this.push(next.value);
      }
    },
  });
  return { stream, read };
};

const inChunks = (bytes: Buffer, size = 64 * 1024) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

/**
 * Storage in memory that takes `delayMs` per chunk, recording what it was asked to do and, given
 * the part's `read`, how far the part's reading ran ahead of the storage.
 */
function memorySink(delayMs = 0, read?: { bytes: number }) {
  const log = { opened: [] as string[], written: 0, discarded: false, mostAhead: 0 };
  const open = (type: { extension: string }): FileSink => {
    log.opened.push(type.extension);
    const out = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        log.mostAhead = Math.max(log.mostAhead, (read?.bytes ?? 0) - log.written);
        setTimeout(() => {
          log.written += chunk.length;
          done();
        }, delayMs);
      },
    });
    return { out, discard: async () => void (log.discarded = true) };
  };
  return { open, log };
}

describe("receiveFile (contract/upload-receiver.ts)", () => {
  it("opens the storage once the first bytes named the type, and stores every byte", async () => {
    const image = await png(64);
    const sink = memorySink();
    const { stream } = part(inChunks(image, 100));
    const received = await receiveFile(stream, PAYMENT_PROOF_RULE, { open: sink.open, rest: "stop" });
    expect(received).toEqual({ ok: true, type: FILE_TYPES.png, size: image.length });
    expect(sink.log.opened).toEqual(["png"]);
    expect(sink.log.written).toBe(image.length);
    expect(sink.log.discarded).toBe(false);
  });

  it("refuses a type the rule does not take without opening any storage", async () => {
    for (const rest of ["stop", "discard"] as const) {
      const sink = memorySink();
      const { stream, read } = part(mp4Stream(5_000_000));
      const received = await receiveFile(stream, PAYMENT_PROOF_RULE, { open: sink.open, rest });
      expect(received).toEqual({ ok: false, refusal: "type", message: MESSAGES.proofType });
      expect(sink.log.opened).toEqual([]);
      // "stop" leaves the rest unread for the caller to end the request; "discard" reads it through.
      if (rest === "stop") expect(read.bytes).toBeLessThan(1_000_000);
      else expect(read).toEqual({ bytes: 5_000_000, ended: true });
    }
  });

  it("stores a file up to its limit, not a byte past it, then throws it away", async () => {
    const image = await png();
    const sink = memorySink();
    const { stream, read } = part(streamOf(image, 3_000_000));
    const received = await receiveFile(stream, MEDIA_RULE, { open: sink.open, rest: "discard" });
    expect(received).toEqual({ ok: false, refusal: "size", message: MESSAGES.imageTooBig });
    expect(sink.log.written).toBeLessThanOrEqual(2_048_000);
    expect(sink.log.written).toBeGreaterThan(2_048_000 - 64 * 1024);
    expect(sink.log.discarded).toBe(true);
    expect(read.ended).toBe(true);
    // A video's own limit under the same rule: 50,000,000 bytes.
    const video = memorySink();
    const fits = await receiveFile(part(mp4Stream(50_000_000)).stream, MEDIA_RULE, {
      open: video.open,
      rest: "stop",
    });
    expect(fits).toMatchObject({ ok: true, size: 50_000_000 });
  });

  it("refuses a chosen file of 0 bytes, and a short file of no type", async () => {
    const empty = memorySink();
    expect(
      await receiveFile(part([]).stream, PAYMENT_PROOF_RULE, { open: empty.open, rest: "stop" }),
    ).toEqual({
      ok: false,
      refusal: "empty",
      message: MESSAGES.emptyFile,
    });
    const short = memorySink();
    expect(
      await receiveFile(part([Buffer.from("hai")]).stream, PAYMENT_PROOF_RULE, {
        open: short.open,
        rest: "stop",
      }),
    ).toEqual({ ok: false, refusal: "type", message: MESSAGES.proofType });
    expect([...empty.log.opened, ...short.log.opened]).toEqual([]);
  });

  it("throws away a compound file stored whole that turns out to be no Word document", async () => {
    const sink = memorySink();
    const workbook = compoundFile("Workbook");
    const received = await receiveFile(part(inChunks(workbook, 200)).stream, DOCUMENT_RULE, {
      open: sink.open,
      rest: "stop",
    });
    expect(received).toEqual({ ok: false, refusal: "type", message: MESSAGES.documentType });
    expect(sink.log.opened).toEqual(["doc"]);
    expect(sink.log.discarded).toBe(true);
    const word = memorySink();
    const document = compoundFile("WordDocument");
    expect(
      await receiveFile(part(inChunks(document, 200)).stream, DOCUMENT_RULE, {
        open: word.open,
        rest: "stop",
      }),
    ).toEqual({ ok: true, type: FILE_TYPES.doc, size: document.length });
  });

  it("opens an Office package as what the rule takes, and keeps it only if it is that", async () => {
    const workbook = zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" });
    const SHEET_RULE = { ...DOCUMENT_RULE, kinds: ["spreadsheet"] as const };
    const sheet = memorySink();
    expect(
      await receiveFile(part(inChunks(workbook, 100)).stream, SHEET_RULE, { open: sheet.open, rest: "stop" }),
    ).toEqual({ ok: true, type: FILE_TYPES.xlsx, size: workbook.length });
    expect(sheet.log.opened).toEqual(["xlsx"]);
    // The same workbook as a Word document: opened as a .docx candidate, then thrown away.
    const document = memorySink();
    expect(
      await receiveFile(part(inChunks(workbook, 100)).stream, DOCUMENT_RULE, {
        open: document.open,
        rest: "stop",
      }),
    ).toEqual({ ok: false, refusal: "type", message: MESSAGES.documentType });
    expect(document.log).toMatchObject({ opened: ["docx"], discarded: true });
    const word = memorySink();
    expect(
      await receiveFile(part(inChunks(docx(), 100)).stream, SHEET_RULE, { open: word.open, rest: "stop" }),
    ).toMatchObject({ ok: false, refusal: "type" });
  });

  it("waits for slow storage: a chunk at a time, the part paused meanwhile", async () => {
    const { stream, read } = part(mp4Stream(2_000_000));
    const sink = memorySink(2, read);
    const received = await receiveFile(stream, MEDIA_RULE, { open: sink.open, rest: "stop" });
    expect(received).toMatchObject({ ok: true, size: 2_000_000 });
    expect(sink.log.written).toBe(2_000_000);
    // The chunk being written and the part's own buffer (one 64 kB chunk): never the file.
    expect(sink.log.mostAhead).toBeGreaterThan(0);
    expect(sink.log.mostAhead).toBeLessThanOrEqual(3 * 64 * 1024);
  });

  it("rejects when the part fails or the storage does, having thrown away what was stored", async () => {
    const broken = memorySink();
    const { stream } = part(mp4Stream(1_000_000));
    setTimeout(() => stream.destroy(new Error("aborted")), 0);
    await expect(receiveFile(stream, MEDIA_RULE, { open: broken.open, rest: "stop" })).rejects.toThrow(
      "aborted",
    );
    let discarded = false;
    const failing = (): FileSink => ({
      out: new Writable({ write: (_chunk, _encoding, done) => done(new Error("ENOSPC")) }),
      discard: async () => void (discarded = true),
    });
    await expect(
      receiveFile(part(mp4Stream(1_000_000)).stream, MEDIA_RULE, { open: failing, rest: "stop" }),
    ).rejects.toThrow("ENOSPC");
    expect(discarded).toBe(true);
  });
});

describe("fileOnDisk", () => {
  let folder = "";
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "upload-receiver-"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("writes a new file, never an existing one, and deletes a refused one", async () => {
    const document = pdf();
    const path = join(folder, "a.pdf");
    const stored = await receiveFile(part([document]).stream, DOCUMENT_RULE, {
      open: () => fileOnDisk(path),
      rest: "stop",
    });
    expect(stored).toMatchObject({ ok: true, size: document.length });
    expect((await readFile(path)).equals(document)).toBe(true);
    await expect(
      receiveFile(part([document]).stream, DOCUMENT_RULE, { open: () => fileOnDisk(path), rest: "stop" }),
    ).rejects.toMatchObject({ code: "EEXIST" });
    expect((await readFile(path)).equals(document)).toBe(true); // the existing file stays
    const big = Buffer.concat([document, Buffer.alloc(2_100_000, 0x20)]);
    const refused = await receiveFile(part(inChunks(big)).stream, DOCUMENT_RULE, {
      open: () => fileOnDisk(join(folder, "b.pdf")),
      rest: "discard",
    });
    expect(refused).toMatchObject({ ok: false, refusal: "size" });
    expect(await readdir(folder)).toEqual(["a.pdf"]);
  });
});

describe("paceGarbage (contract/garbage.ts)", () => {
  it("collects the young generation once every GARBAGE_PACE_BYTES streamed", async () => {
    const minor: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[]) {
        if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) minor.push(entry.startTime);
      }
    });
    observer.observe({ entryTypes: ["gc"] });
    try {
      const started = performance.now();
      // The count may stand anywhere below the pace: 3 paces' worth collects at least twice.
      for (let sent = 0; sent < 3 * GARBAGE_PACE_BYTES; sent += 64 * 1024) paceGarbage(64 * 1024);
      await new Promise((resolve) => setTimeout(resolve, 50)); // gc entries arrive asynchronously
      expect(minor.filter((at) => at >= started).length).toBeGreaterThanOrEqual(2);
      // The collector is taken without leaving `gc` to other contexts.
      expect(runInNewContext("typeof gc")).toBe("undefined");
    } finally {
      observer.disconnect();
    }
  });
});
