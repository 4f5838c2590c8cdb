// Data the shared layout needs, as the root loader sends it to the browser.
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

/**
 * A route's `handle`; `bare: true` hides the top and bottom bars (/login, /register, ...);
 * `scripts: false` sends the page without any JavaScript (the printable order).
 */
export type RouteHandle = { bare?: boolean; scripts?: false };
