// The order detail's tabs (001 §2) as URL state: /profil/detailtransaksi?id_transaksi=&tab=&modal=
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

/** The tab asked for in the URL; anything else is the default. */
export function readTab(value: string | null): TabId {
  return value && TAB_IDS.has(value) ? (value as TabId) : DEFAULT_TAB;
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

/** The canonical address of a tab (and modal) of an order; the default tab is left out. */
export function detailHref(transactionId: number, tab: TabId = DEFAULT_TAB, modal?: string): string {
  const params = new URLSearchParams({ id_transaksi: String(transactionId) });
  if (tab !== DEFAULT_TAB) params.set("tab", tab);
  if (modal) params.set("modal", modal);
  return `${DETAIL_PATH}?${params}`;
}

/** A positive whole number from the URL (ids), else null: the page is then a 404. */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
