// The host's smaller webp copies of catalogue images (docs/admin-api.md "Image files"): each
// product, category and banner image `X.jpg`/`X.webp` also exists as `X-<width>w.webp`. The
// srcset lists them with the full webp, so a phone loads the copy its layout needs.

/** The copies' widths and the stored image's width, per kind, as the contract lists them. */
export const IMAGE_WIDTHS = {
  product: { copies: [160, 320], full: 480 },
  category: { copies: [96], full: 160 },
  banner: { copies: [360], full: 600 },
} as const;

export type ImageKind = keyof typeof IMAGE_WIDTHS;

/** "…/produk/12-1.jpg", 160 → "…/produk/12-1-160w.webp"; the full webp without a width. */
export function webpUrl(url: string, width?: number): string {
  return url.replace(/\.[a-z]+$/i, width ? `-${width}w.webp` : ".webp");
}

/** The webp srcset of an image: its copies, then the stored size. */
export function webpSrcSet(url: string, kind: ImageKind): string {
  const { copies, full } = IMAGE_WIDTHS[kind];
  return [...copies.map((width) => `${webpUrl(url, width)} ${width}w`), `${webpUrl(url)} ${full}w`].join(
    ", ",
  );
}
