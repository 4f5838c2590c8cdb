import { crc32, deflateRawSync } from "node:zlib";
import sharp from "sharp";

/** A real PNG of the given size in pixels. */
export const png = (size = 8) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#3c896d" } })
    .png()
    .toBuffer();

/**
 * The start of a 1×1 PNG (signature and IHDR chunk): enough for the sniffer
 * (contract/file-sniffer.ts) to call it a PNG (a signature followed by junk is not one).
 */
export const pngHeader = (() => {
  const ihdr = Buffer.from("IHDR\0\0\0\x01\0\0\0\x01\x08\x02\0\0\0", "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(ihdr));
  return Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n\0\0\0\r", "latin1"), ihdr, crc]);
})();

/** Starts like a JPEG and is padded to exactly `bytes`: enough for content sniffing and size limits. */
export function jpegOfSize(bytes: number): Buffer {
  const data = Buffer.alloc(bytes, 0x20);
  data.set([0xff, 0xd8, 0xff, 0xe0]);
  return data;
}

/** A form-data file part whose name and declared type say nothing about its content. */
export const filePart = (content: Buffer | string, name: string, type = "application/octet-stream") =>
  new File([typeof content === "string" ? content : new Uint8Array(content)], name, { type });

/**
 * A ZIP archive of the given entries in the given order, stored without compression or, with
 * `deflate`, deflated; `declared` gives an entry a false uncompressed size in its headers (what a
 * ZIP bomb does to slip past a reader that trusts them).
 */
export function zip(
  entries: Record<string, string | Buffer>,
  { deflate = false, declared = {} }: { deflate?: boolean; declared?: Record<string, number> } = {},
): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = Buffer.from(content);
    const data = deflate ? deflateRawSync(raw) : raw;
    const fileName = Buffer.from(name);
    // Shared by the local and the central header: version, flags, method, time, date, crc, sizes.
    const common = Buffer.alloc(24);
    common.writeUInt16LE(20, 0);
    common.writeUInt16LE(deflate ? 8 : 0, 4);
    common.writeUInt16LE(0x21, 8); // 1980-01-01
    common.writeUInt32LE(crc32(raw), 10);
    common.writeUInt32LE(data.length, 14);
    common.writeUInt32LE(declared[name] ?? raw.length, 18);
    common.writeUInt16LE(fileName.length, 22);
    const local = Buffer.concat([
      Buffer.from("PK\x03\x04", "latin1"),
      common,
      Buffer.alloc(2),
      fileName,
      data,
    ]);
    const entry = Buffer.alloc(16);
    entry.writeUInt32LE(offset, 12);
    central.push(Buffer.concat([Buffer.from("PK\x01\x02\x14\x00", "latin1"), common, entry, fileName]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.write("PK\x05\x06", 0, "latin1");
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The parts of the smallest Word document (OOXML) Word and LibreOffice open. */
export const docxParts = (text = "Berita Acara Serah Terima Barang") => ({
  "[Content_Types].xml": `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  "_rels/.rels": `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  "word/document.xml": `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
});

/** A real .docx: a ZIP whose first entry is `[Content_Types].xml`, as Word writes it. */
export const docx = () => zip(docxParts());
