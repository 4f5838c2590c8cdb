// The contract's upload table and its one sniffer (contract/uploads.ts, contract/file-sniffer.ts),
// which the storefront and the admin host both decide file types with (issue 20 item 8): real
// files and real magic bytes, fed whole and in network-sized chunks.
import { describe, expect, it } from "vitest";
import { fileSniffer, SNIFF_HEAD_BYTES, sniffFile } from "@contract/file-sniffer";
import {
  DOCUMENT_RULE,
  FILE_TYPES,
  MEDIA_RULE,
  PAYMENT_PROOF_RULE,
  PROFILE_PHOTO_RULE,
  limitFor,
  storedFileType,
} from "@contract/uploads";
import { docx, docxParts, zip } from "../contract/support/files";
import { compoundFile, jpeg, pdf, png, webp } from "./uploads.helpers";

/** The sniffer's verdict when the file comes in chunks of `size` bytes. */
function sniffInChunks(bytes: Buffer, size: number) {
  const sniffer = fileSniffer();
  for (let at = 0; at < bytes.length; at += size) sniffer.push(bytes.subarray(at, at + size));
  return sniffer.finish();
}

/** A Windows program: the MZ header, a PE offset and the PE signature. */
const windowsProgram = () => {
  const exe = Buffer.alloc(1024);
  exe.write("MZ", 0, "latin1");
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write("PE\0\0", 0x80, "latin1");
  return exe;
};

const LIBRE_OFFICE_ORDER = () => {
  const parts = docxParts();
  // LibreOffice writes [Content_Types].xml last, past many chunks of other entries.
  return zip({
    "_rels/.rels": parts["_rels/.rels"],
    "word/media/image1.bin": Buffer.alloc(300_000, 7),
    "word/document.xml": parts["word/document.xml"],
    "[Content_Types].xml": parts["[Content_Types].xml"],
  });
};

describe("the file sniffer (contract/file-sniffer.ts)", () => {
  it("names png, jpg, webp and pdf by their magic bytes", async () => {
    expect(sniffFile(await png())).toBe(FILE_TYPES.png);
    expect(sniffFile(await jpeg())).toBe(FILE_TYPES.jpg);
    expect(sniffFile(await webp())).toBe(FILE_TYPES.webp);
    expect(sniffFile(pdf())).toBe(FILE_TYPES.pdf);
  });

  it("takes a compound file as .doc only with a WordDocument stream", () => {
    expect(sniffFile(compoundFile("WordDocument"))).toBe(FILE_TYPES.doc);
    expect(sniffFile(compoundFile("Workbook"))).toBeNull();
    expect(sniffFile(compoundFile("PowerPoint Document"))).toBeNull();
  });

  it("takes a ZIP as .docx only with [Content_Types].xml and word/ entries, in any order", () => {
    expect(sniffFile(docx())).toBe(FILE_TYPES.docx);
    expect(sniffFile(LIBRE_OFFICE_ORDER())).toBe(FILE_TYPES.docx);
    expect(sniffFile(zip({ "laporan.txt": "Laporan" }))).toBeNull();
    expect(sniffFile(zip({ "word/document.xml": "<w:document/>" }))).toBeNull();
  });

  it("takes a ZIP as .xlsx only with [Content_Types].xml and xl/ entries, never one claiming both", () => {
    const workbook = zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" });
    expect(sniffFile(workbook)).toBe(FILE_TYPES.xlsx);
    expect(sniffFile(zip({ "xl/workbook.xml": "<workbook/>" }))).toBeNull();
    const both = zip({
      "[Content_Types].xml": "<Types/>",
      "word/document.xml": "<w:document/>",
      "xl/workbook.xml": "<workbook/>",
    });
    expect(sniffFile(both)).toBeNull();
    const slides = zip({ "[Content_Types].xml": "<Types/>", "ppt/presentation.xml": "<p/>" });
    expect(sniffFile(slides)).toBeNull();
  });

  it("refuses a program renamed .pdf, .docx or .jpg, and what has no known head", () => {
    expect(sniffFile(windowsProgram())).toBeNull();
    expect(sniffFile(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffFile(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"))).toBeNull();
    // A PNG signature followed by anything but the IHDR chunk is no PNG.
    expect(
      sniffFile(Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(64, 1)])),
    ).toBeNull();
    expect(sniffFile(Buffer.alloc(0))).toBeNull();
  });

  it("knows the spec's videos, and refuses stills and sound in the same containers", () => {
    const ftyp = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(32)]);
    expect(sniffFile(ftyp("isom"))).toBe(FILE_TYPES.mp4);
    expect(sniffFile(ftyp("M4V "))).toBe(FILE_TYPES.mp4);
    expect(sniffFile(ftyp("qt  "))).toBe(FILE_TYPES.mov);
    expect(sniffFile(ftyp("3gp4"))).toBe(FILE_TYPES["3gp"]);
    expect(sniffFile(ftyp("heic"))).toBeNull();
    expect(sniffFile(ftyp("M4A "))).toBeNull();
    const matroska = Buffer.from("1a45dfa3a34286810142f7810142f2810442f381084282886d6174726f736b61", "hex");
    expect(sniffFile(matroska)).toBe(FILE_TYPES.mkv);
    expect(
      sniffFile(Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d", "hex")),
    ).toBeNull();
    expect(sniffFile(Buffer.from("RIFF\0\0\0\0AVI LIST", "latin1"))).toBe(FILE_TYPES.avi);
    expect(sniffFile(Buffer.concat([Buffer.from([0, 0, 1, 0xba]), Buffer.alloc(64)]))).toBe(FILE_TYPES.mpeg);
  });

  it("gives the same verdict fed in chunks, even one byte at a time across the head", async () => {
    const files = [await png(), pdf(), compoundFile("WordDocument"), docx(), LIBRE_OFFICE_ORDER()];
    for (const file of files) {
      const whole = sniffFile(file);
      expect(sniffInChunks(file, 64 * 1024)).toBe(whole);
      expect(sniffInChunks(file, 7)).toBe(whole);
    }
    expect(sniffInChunks(compoundFile("Workbook"), 5)).toBeNull();
  });

  it("names the candidates once the head is in, before the file ends", () => {
    const sniffer = fileSniffer();
    const file = docx();
    sniffer.push(file.subarray(0, SNIFF_HEAD_BYTES - 1));
    expect(sniffer.candidates).toBeUndefined();
    sniffer.push(file.subarray(SNIFF_HEAD_BYTES - 1));
    // An Office package until the entries went by; the verdict comes at the end.
    expect(sniffer.candidates).toEqual([FILE_TYPES.docx, FILE_TYPES.xlsx]);
    expect(sniffer.finish()).toBe(FILE_TYPES.docx);
    const pdfHead = fileSniffer();
    pdfHead.push(Buffer.concat([pdf(), Buffer.alloc(SNIFF_HEAD_BYTES)]));
    expect(pdfHead.candidates).toEqual([FILE_TYPES.pdf]);
    const program = fileSniffer();
    program.push(windowsProgram());
    expect(program.candidates).toEqual([]);
  });
});

describe("the upload table (contract/uploads.ts, 001 §5)", () => {
  it("takes Word (.doc and .docx) and PDF as documents, nothing else", () => {
    expect(DOCUMENT_RULE.kinds).toEqual(["word", "pdf"]);
    expect(FILE_TYPES.doc.kind).toBe("word");
    expect(FILE_TYPES.docx.kind).toBe("word");
    for (const rule of [PAYMENT_PROOF_RULE, MEDIA_RULE, PROFILE_PHOTO_RULE])
      expect(rule.kinds).not.toContain("word");
  });

  it("holds the spec's limits and messages per kind", () => {
    expect(limitFor(DOCUMENT_RULE, "word")).toMatchObject({
      maxBytes: 2_048_000,
      tooBig: "Ukuran format File anda lebih dari 2mb",
    });
    expect(limitFor(PAYMENT_PROOF_RULE, "pdf").maxBytes).toBe(2_048_000);
    expect(limitFor(MEDIA_RULE, "video")).toEqual({
      maxBytes: 50_000_000,
      tooBig: "Ukuran format video anda lebih dari 50mb",
    });
    expect(limitFor(MEDIA_RULE, "image").maxBytes).toBe(2_048_000);
    expect(limitFor(PROFILE_PHOTO_RULE, "image").maxBytes).toBe(1_999_999);
    expect(DOCUMENT_RULE.badType).toBe("Format File Hanya berupa(.docx, .doc, .pdf)");
    expect(MEDIA_RULE.badType).toBe("Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)");
  });

  it("serves a stored file with the type of its extension, and no other", () => {
    expect(storedFileType("bukti-bayar/ab12.PNG")).toBe(FILE_TYPES.png);
    expect(storedFileType("dokumen/ab12.docx")?.mime).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    for (const path of [
      "dokumen/ab12.exe",
      "produk/a.svg",
      "dokumen/toString",
      "x.constructor",
      "dokumen/ab12",
    ])
      expect(storedFileType(path), path).toBeNull();
  });
});
