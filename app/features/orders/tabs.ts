// The order detail's tabs (001 §2), each a child route of /profil/detailtransaksi: Detail Pesanan
// at the spec's /profil/detailtransaksi?id_transaksi={id}, the others at
// /profil/detailtransaksi/{tab}?id_transaksi={id}; a modal is `&modal=` on either.
import { isPaid } from "./status";

export const DETAIL_PATH = "/profil/detailtransaksi";

export const TABS = [
  { id: "detail", label: "Detail Pesanan" },
  { id: "negosiasi", label: "Negosiasi" },
  { id: "penerimaan", label: "Penerimaan" },
  { id: "pembayaran", label: "Pembayaran" },
  { id: "komplain", label: "Komplain" },
  { id: "ulasan", label: "Ulasan" },
  { id: "log", label: "Log Transaksi" },
] as const;

export type TabId = (typeof TABS)[number]["id"];
export const DEFAULT_TAB: TabId = "detail";

const TAB_IDS = new Set<string>(TABS.map((tab) => tab.id));

/** A tab's name from an old `?tab=` address; anything else is the default. */
export function readTab(value: string | null): TabId {
  return value && TAB_IDS.has(value) ? (value as TabId) : DEFAULT_TAB;
}

/**
 * The tab an address of the order page shows (its path; a tab's own child route, such as
 * `pembayaran/bukti`, is that tab's), or null for any other page.
 */
export function tabOfPath(pathname: string): TabId | null {
  if (pathname === DETAIL_PATH || pathname === `${DETAIL_PATH}/`) return DEFAULT_TAB;
  const rest = pathname.startsWith(`${DETAIL_PATH}/`) ? pathname.slice(DETAIL_PATH.length + 1) : null;
  const tab = rest?.split("/")[0];
  return tab && tab !== DEFAULT_TAB && TAB_IDS.has(tab) ? (tab as TabId) : null;
}

/** What decides which tabs an order shows. */
export type TabFacts = { status: string; negotiationCount: number };

/** Negosiasi only with negotiation data; Komplain and Ulasan only once paid (001 §2, §4). */
export function isTabVisible(tab: TabId, facts: TabFacts): boolean {
  if (tab === "negosiasi") return facts.negotiationCount > 0;
  if (tab === "komplain" || tab === "ulasan") return isPaid(facts.status);
  return true;
}

export function visibleTabs(facts: TabFacts) {
  return TABS.filter((tab) => isTabVisible(tab.id, facts));
}

const tabPath = (tab: TabId) => (tab === DEFAULT_TAB ? DETAIL_PATH : `${DETAIL_PATH}/${tab}`);

/** The canonical address of a tab (and modal) of an order. */
export function detailHref(transactionId: number, tab: TabId = DEFAULT_TAB, modal?: string): string {
  const params = new URLSearchParams({ id_transaksi: String(transactionId) });
  if (modal) params.set("modal", modal);
  return `${tabPath(tab)}?${params}`;
}

/** The new address of an old `/profil/detailtransaksi?tab=x` one (its id and modal kept), else null. */
export function legacyTabHref(url: URL): string | null {
  const tab = url.searchParams.get("tab");
  if (tab === null || tabOfPath(url.pathname) !== DEFAULT_TAB) return null;
  const params = new URLSearchParams();
  for (const name of ["id_transaksi", "modal"]) {
    const value = url.searchParams.get(name);
    if (value !== null) params.set(name, value);
  }
  return `${tabPath(readTab(tab))}?${params}`;
}

/** A positive whole number from the URL (ids), else null: the page is then a 404. */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
