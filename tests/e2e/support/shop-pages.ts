// Every page of the shop, derived from app/routes in one place, for the checks that visit them
// all (layout and axe). A route file with a default export is a page; its address comes from the
// file name (flat routes), so a page added later is visited without touching this file. Only
// pages that need an id, or that are not visited as they are, are listed below.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { operator } from "./index";

export type ShopPage = {
  /** The address as visited (resolved from the page that links to it when `linkedFrom` is set). */
  path: string;
  /** Visited as the demo buyer; otherwise as a guest. */
  signedIn: boolean;
  /** The address must be found as a link on this page, matching `path` as a regular expression. */
  linkedFrom?: string;
  /** `path` is completed with the id of the demo buyer's oldest (seeded) order in this status. */
  orderStatus?: string;
  /** The status the page answers with (a 404 page on purpose). */
  status?: number;
};

const ROUTES_DIR = join(import.meta.dirname, "../../../app/routes");

/** Pages behind sign-in: the account area and the buying flow. */
const SIGNED_IN = /^\/(profil|keranjang-belanja|checkout|confirmation-|example\/)/;

/**
 * Route files that are visited in another way than their plain address: with ids found on the
 * pages that link to them, several states of one page, or not at all (with the reason).
 */
const SPECIAL: Record<string, Omit<ShopPage, "signedIn">[] | string> = {
  $: [{ path: "/halaman-yang-tidak-ada", status: 404 }],
  "bench.hello": "the bench's baseline, not a shop page",
  logout: "signs out and redirects",
  checkout: "needs a checkout in progress: visited by the buying test in page-layout.spec.ts",
  "confirmation-order": "needs a placed order: visited by the buying test in page-layout.spec.ts",
  profil: "the account area's layout (/profil redirects to /profil/beranda)",
  "produk-detail": [{ path: "/produk-detail?id_produk=1" }],
  // Empty, and full (four columns scrolling in their own region at 360 px).
  "produk.bandingkan": [{ path: "/produk/bandingkan" }, { path: "/produk/bandingkan?id=1,2,3,4" }],
  "keranjang-belanja_.penawaran": "needs ticked cart lines: visited by quotation.spec.ts",
  "profil.detailtransaksi": "the order page's frame (head and tab links): visited with each tab below",
  // The paid order (with negotiation, reviews and a complaint): every tab it shows.
  "profil.detailtransaksi._detail": [{ path: "/profil/detailtransaksi?id_transaksi=", orderStatus: "paid" }],
  "profil.detailtransaksi._detail._index": "Detail Pesanan with no form open: visited as its layout, above",
  // The forms of Detail Pesanan and Negosiasi (child routes), each on an order that shows it: the
  // confirmed order takes budget data, the pending one waits for the buyer's answer.
  "profil.detailtransaksi._detail.anggaran": [
    { path: "/profil/detailtransaksi/anggaran?id_transaksi=", orderStatus: "confirmed" },
  ],
  "profil.detailtransaksi._detail.ongkir": [
    { path: "/profil/detailtransaksi/ongkir?id_transaksi=", orderStatus: "pending" },
  ],
  ...Object.fromEntries(
    ["anggaran", "ongkir"].map((form) => [
      `profil.detailtransaksi.negosiasi.${form}`,
      [{ path: `/profil/detailtransaksi/negosiasi/${form}?id_transaksi=`, orderStatus: "pending" }],
    ]),
  ),
  ...Object.fromEntries(
    ["negosiasi", "komplain", "ulasan", "log"].map((tab) => [
      `profil.detailtransaksi.${tab}`,
      [{ path: `/profil/detailtransaksi/${tab}?id_transaksi=`, orderStatus: "paid" }],
    ]),
  ),
  // The Ulasan and Komplain tabs' forms (child routes of the tabs) on the same order.
  ...Object.fromEntries(
    ["komplain", "ulasan"].map((tab) => [
      `profil.detailtransaksi.${tab}.tambah`,
      [{ path: `/profil/detailtransaksi/${tab}/tambah?id_transaksi=`, orderStatus: "paid" }],
    ]),
  ),
  // Also a shipped order's receipts and a pending BPD payment.
  "profil.detailtransaksi.penerimaan": [
    { path: "/profil/detailtransaksi/penerimaan?id_transaksi=", orderStatus: "paid" },
    { path: "/profil/detailtransaksi/penerimaan?id_transaksi=", orderStatus: "shipped" },
  ],
  "profil.detailtransaksi.pembayaran": [
    { path: "/profil/detailtransaksi/pembayaran?id_transaksi=", orderStatus: "paid" },
    { path: "/profil/detailtransaksi/pembayaran?id_transaksi=", orderStatus: "pending_payment" },
  ],
  // The tab's proof form (a route beside the tab) for the pending BPD payment.
  "profil.detailtransaksi.pembayaran_.bukti": [
    { path: "/profil/detailtransaksi/pembayaran/bukti?id_transaksi=", orderStatus: "pending_payment" },
  ],
  "profil.detailkomplain": [
    { path: "/profil/detailkomplain\\?id_complain=\\d+", linkedFrom: "/profil/komplain" },
  ],
  "profil.edit-alamat": [{ path: "/profil/edit-alamat\\?id_alamat=\\d+", linkedFrom: "/profil/alamat" }],
  "profil.chat": [{ path: "/profil/chat" }],
  "profil_.detailtransaksi.cetak": [
    { path: "/profil/detailtransaksi/cetak?id_transaksi=", orderStatus: "paid" },
  ],
  // The paid order's Berita Acara Negosiasi and draft Surat Pesanan (three rounds, budget data).
  ...Object.fromEntries(
    ["berita-acara", "surat-pesanan"].map((document) => [
      `profil_.detailtransaksi.${document}`,
      [{ path: `/profil/detailtransaksi/${document}?id_transaksi=`, orderStatus: "paid" }],
    ]),
  ),
  "example.bpd-payment": [{ path: "/example/bpd-payment?id_transaksi=", orderStatus: "pending_payment" }],
  "profil.status-pembayaran": [{ path: "/profil/status-pembayaran?id=", orderStatus: "payment_process" }],
};

/** The address of a flat-routes file name: dots are slashes, `_index` and trailing `_` vanish. */
export function routePath(file: string): string {
  const segments = file
    .replace(/\.tsx$/, "")
    .split(".")
    .filter((segment) => segment !== "_index")
    .map((segment) => segment.replace(/_$/, ""));
  return `/${segments.join("/")}`;
}

/** Every page of the shop (see above); throws on a `SPECIAL` entry whose route file is gone. */
export function shopPages(): ShopPage[] {
  const files = readdirSync(ROUTES_DIR).filter((file) => file.endsWith(".tsx"));
  const names = new Set(files.map((file) => file.replace(/\.tsx$/, "")));
  for (const name of Object.keys(SPECIAL)) {
    if (!names.has(name)) throw new Error(`shop-pages.ts lists app/routes/${name}.tsx, which is gone`);
  }
  const pages: ShopPage[] = [];
  for (const file of files.sort()) {
    const name = file.replace(/\.tsx$/, "");
    if (!/^export default /m.test(readFileSync(join(ROUTES_DIR, file), "utf8"))) continue;
    const special = SPECIAL[name];
    if (typeof special === "string") continue;
    for (const page of special ?? [{ path: routePath(file) }]) {
      pages.push({ ...page, signedIn: SIGNED_IN.test(page.linkedFrom ?? page.path) });
    }
  }
  return pages;
}

type OperatorOrder = { id: number; status: string; customer: { id: number } };
const DEMO_BUYER_ID = 1;

/** The address to visit (`request` carries the demo buyer's session for signed-in pages). */
export async function resolvePage(request: APIRequestContext, page: ShopPage): Promise<string> {
  if (page.orderStatus) {
    const orders = (await operator<{ data: OperatorOrder[] }>(request, "GET", "orders")).data;
    // Oldest first: the seeded orders (the pending BPD payment is order 4, not a later one).
    const order = [...orders]
      .sort((a, b) => a.id - b.id)
      .find((o) => o.customer.id === DEMO_BUYER_ID && o.status === page.orderStatus);
    if (!order) throw new Error(`the demo buyer has no ${page.orderStatus} order`);
    return `${page.path}${order.id}`;
  }
  if (!page.linkedFrom) return page.path;
  const html = await (await request.get(page.linkedFrom)).text();
  const match = new RegExp(`href="(${page.path.replace(/&/g, "&(?:amp;)?")})"`).exec(html);
  if (!match) throw new Error(`no link matching ${page.path} on ${page.linkedFrom}`);
  return match[1].replaceAll("&amp;", "&");
}
