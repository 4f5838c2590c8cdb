// Smaller webp copies of the catalogue's images (docs/admin-api.md "Image files"), so a 240 px
// card or a phone's banner does not load the full picture. Each image `X.jpg`/`X.webp` also
// exists as `X-<width>w.webp` for every width of its kind; the storefront builds its srcset
// from these names. Written at seed time (src/seed/images.ts, cached on disk); the host takes
// no catalogue image uploads, so there is no other writer.
import type { Sharp } from "sharp";

/** The widths of the smaller copies; the stored image itself is the largest width. */
export const imageWidths = {
  /** Stored at 480: a list card is 160-240 px wide, twice that on a dense screen. */
  product: [160, 320],
  /** Stored at 160: the home strip shows 48 px. */
  category: [96],
  /** Stored at 600-640: a phone is 360-412 px wide. */
  banner: [360],
} as const;

export type ImageKind = keyof typeof imageWidths;

/** "produk/12-1.jpg", 240 → "produk/12-1-240w.webp". */
export const variantName = (path: string, width: number) =>
  `${path.replace(/\.[a-z]+$/i, "")}-${width}w.webp`;

/** The smaller copy as browsers get it: webp, never wider than asked, the aspect ratio kept. */
export function resizedWebp(image: Sharp, width: number): Sharp {
  return image.resize({ width, withoutEnlargement: true }).webp({ quality: 70 });
}
