// The catalogue's smaller webp copies: the storefront's srcset names what the host writes
// (docs/admin-api.md "Image files"), and the host writes each copy at its width.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageWidths, resizedWebp, variantName } from "../../admin-host/src/image-variants.ts";
import { IMAGE_WIDTHS, webpSrcSet, webpUrl } from "~/features/catalogue/image-variants";

describe("image copies", () => {
  it("lists the host's copies and the stored webp in the srcset", () => {
    expect(webpSrcSet("/files/produk/12-1.webp", "product")).toBe(
      "/files/produk/12-1-160w.webp 160w, /files/produk/12-1-320w.webp 320w, /files/produk/12-1.webp 480w",
    );
    expect(webpSrcSet("/files/banner/1.jpg", "banner")).toBe(
      "/files/banner/1-360w.webp 360w, /files/banner/1.webp 600w",
    );
    expect(webpUrl("http://h/files/kategori/3.webp", 96)).toBe("http://h/files/kategori/3-96w.webp");
  });

  it("uses the widths and names the host writes", () => {
    for (const kind of ["product", "category", "banner"] as const) {
      expect([...IMAGE_WIDTHS[kind].copies]).toEqual([...imageWidths[kind]]);
      for (const width of imageWidths[kind])
        expect(webpUrl(`produk/7-2.jpg`, width)).toBe(variantName("produk/7-2.jpg", width));
    }
  });

  it("writes a webp at the asked width with the aspect ratio kept, never enlarged", async () => {
    const source = sharp({ create: { width: 600, height: 300, channels: 3, background: "#1d4e89" } }).png();
    const copy = await resizedWebp(sharp(await source.toBuffer()), 360).toBuffer({ resolveWithObject: true });
    expect(copy.info).toMatchObject({ format: "webp", width: 360, height: 180 });
    const small = sharp({ create: { width: 100, height: 100, channels: 3, background: "#000" } }).png();
    const kept = await resizedWebp(sharp(await small.toBuffer()), 360).toBuffer({ resolveWithObject: true });
    expect(kept.info.width).toBe(100);
  });
});
