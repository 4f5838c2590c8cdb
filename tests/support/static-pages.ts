// The host's shop settings behind the static pages (000 §2), for the browser and HTTP tests alike.
import type { APIRequestContext } from "@playwright/test";

export type Settings = {
  phone: string;
  email: string;
  address: string;
  province: string;
  district: string;
  lat: string;
  long: string;
  about: string;
  tac: string;
  pp: string;
  faq: { id: number; question: string; answer: string }[];
};

export async function settings(request: APIRequestContext): Promise<Settings> {
  return ((await (await request.get("/admin-host/api/setting")).json()) as { data: Settings }).data;
}

/** The longest run of text between tags of admin HTML: a phrase only that text contains. */
export const phraseOf = (html: string) =>
  html
    .split(/<[^>]+>/)
    .map((run) => run.replace(/\s+/g, " ").trim())
    .reduce((longest, run) => (run.length > longest.length ? run : longest), "");

/** The three pages of settings text: address, heading and the settings' key. */
export const TEXT_PAGES = [
  ["/tentang-kami", "Tentang Kami", "about"],
  ["/term-condition", "Syarat dan Ketentuan", "tac"],
  ["/privacy-police", "Kebijakan Privasi", "pp"],
] as const;

/** Pages and the title each has: 'Page | Toko Pengadaan'. */
export const TITLED_PAGES = [
  ["/", "Beranda"],
  ["/produk", "Produk"],
  ["/produk/promo", "Produk Promo"],
  ["/faq", "Pusat Bantuan"],
  ["/login", "Masuk"],
  ["/tidak-ada-halaman-ini", "Halaman tidak ditemukan"],
] as const;
