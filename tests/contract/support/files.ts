import sharp from "sharp";

/** A real PNG of the given size in pixels. */
export const png = (size = 8) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#3c896d" } })
    .png()
    .toBuffer();

/** Starts like a JPEG and is padded to exactly `bytes`: enough for content sniffing and size limits. */
export function jpegOfSize(bytes: number): Buffer {
  const data = Buffer.alloc(bytes, 0x20);
  data.set([0xff, 0xd8, 0xff, 0xe0]);
  return data;
}

/** A form-data file part whose name and declared type say nothing about its content. */
export const filePart = (content: Buffer | string, name: string, type = "application/octet-stream") =>
  new File([typeof content === "string" ? content : new Uint8Array(content)], name, { type });
