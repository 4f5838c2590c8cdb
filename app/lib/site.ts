// The site as every page shares it: its name, page titles and meta text, route handles, and the
// data the shared layout gets from the root loader. Pure and browser-safe.
export type LayoutSettings = {
  phone: string;
  email: string;
  address: string;
  facebook: string;
  twitter: string;
  instagram: string;
  linkedin: string;
};

export type LayoutCategory = {
  id: number;
  name: string;
  subcategory: { id: number; name: string }[];
};

export type LayoutUser = { username: string; name: string; image: string | null };

export type CartLine = { id: number; name: string; qty: number; price: number; image: string | null };

/** The newest cart lines (3 at most, newest first) and the number of lines. */
export type CartSummary = { count: number; latest: CartLine[] };

/** A flash message carried by the session and shown once as a toast. */
export type Toast = { kind: "success" | "error" | "info"; title?: string; message: string };

export const SITE_NAME = "Toko Pengadaan";

/** Every page's title in one form: "Keranjang Belanja | Toko Pengadaan". */
export const pageTitle = (name: string) => `${name} | ${SITE_NAME}`;

/**
 * A route's `handle`; `bare: true` hides the top and bottom bars (/login, /register, ...);
 * `scripts: false` sends the page without any JavaScript (the printable order); `description`
 * gives the page's meta description from its loader data (the shop's default otherwise).
 */
export type RouteHandle = {
  bare?: boolean;
  scripts?: false;
  description?: (data: unknown) => string | null | undefined;
  /**
   * The comparison page's list as it just stored it: newer than the cookie the root loader read
   * in the same request, so the header's count follows it.
   */
  compared?: (data: unknown) => number[];
};

/** The meta description of pages that give none of their own. */
export const SITE_DESCRIPTION =
  "Toko Pengadaan: belanja kebutuhan kantor dan instansi pemerintah secara daring, dengan negosiasi harga, SPK dan pembayaran melalui Bank BPD.";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** Text (or HTML, read as text) cut to a search result's length (about 160 characters) on a word boundary. */
export function metaText(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  return `${plain.slice(0, plain.lastIndexOf(" ", max - 1)).replace(/[\s,.;:]+$/, "")}…`;
}
