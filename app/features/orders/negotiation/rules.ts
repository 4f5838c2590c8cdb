// The buyer's side of an order's negotiation (001 §2 Negosiasi, §5 Counter-offer): who may
// answer which round, and the texts. Pure, used by the server and the browser.
import type { NegotiationRound, Order, OrderLine } from "~/lib/admin/orders.server";
import { isStatus } from "../status";
import { DETAIL_PATH } from "../tabs";

export const NEGO_SUCCESS =
  "Selamat Permohonan Nego Anda Berhasil diajukan, mohon menunggu proses selanjutnya";
export const NO_NOTE = "Tidak ada catatan";

/** Digits of a unit price (docs/admin-api.md, store-negotiation). */
export const PRICE_MAX_DIGITS = 10;
/** Digits of a shipping price the host takes in store-negotiation. */
export const SHIPPING_MAX_DIGITS = 8;
export const NOTES_MAX_LENGTH = 1000;

/**
 * The budget form ("anggaran", Data Anggaran) and the shipping-cost proposal ("ongkir"): each a
 * child route of Detail Pesanan and of Negosiasi, so that their code loads with them, not with
 * the tab: /profil/detailtransaksi[/negosiasi]/{form}?id_transaksi={id}.
 */
export type NegotiationForm = "anggaran" | "ongkir";
export type NegotiationFormTab = "detail" | "negosiasi";

export function negotiationFormHref(transactionId: number, tab: NegotiationFormTab, form: NegotiationForm) {
  const tabPath = tab === "detail" ? DETAIL_PATH : `${DETAIL_PATH}/negosiasi`;
  return `${tabPath}/${form}?${new URLSearchParams({ id_transaksi: String(transactionId) })}`;
}

/** The form an old `?modal=` address of the tab opened (spk, ongkir), now the form's own route. */
export function formOfOldModal(modal: string | null): NegotiationForm | null {
  if (modal === "spk") return "anggaran";
  return modal === "ongkir" ? "ongkir" : null;
}

/** The spec's result modals (`?modal=`): successes after a redirect, refusals from the action. */
export const RESULT_MODALS = [
  "ajukannego",
  "errorajukannego",
  "confirmnego",
  "errorconfirmnego",
  "errorkosong",
] as const;
export type ResultModal = (typeof RESULT_MODALS)[number];

type Negotiated = Pick<Order, "negotiations"> & { data: Pick<Order["data"], "status" | "spk"> };

export function latestRound(order: Pick<Order, "negotiations">): NegotiationRound | null {
  return order.negotiations.at(-1) ?? null;
}

/** 001 §2: the next-batch form while pending with the administrator's round latest. */
export function canCounter(order: Negotiated): boolean {
  return isStatus(order.data.status, "pending") && latestRound(order)?.is_admin === true;
}

/**
 * The budget data may be stored: a confirmed order (never negotiated, or the administrator
 * accepted the buyer's round) or the administrator's offer being approved; once only.
 */
export function canStoreSpk(order: Negotiated): boolean {
  if (order.data.spk) return false;
  return isStatus(order.data.status, "confirmed") || canCounter(order);
}

/** "Setujui Negosiasi": on a negotiated order the buyer may approve (001 §2). */
export function canApprove(order: Negotiated): boolean {
  return order.negotiations.length > 0 && canStoreSpk(order);
}

/** The unit price in force for a line: the latest negotiated one, else the (discounted) price. */
export function currentUnitPrice(line: Pick<OrderLine, "price_nego" | "price_after_discount" | "price">) {
  return line.price_nego ?? line.price_after_discount ?? line.price;
}

type PricedLine = Pick<OrderLine, "is_nego" | "price_nego" | "subtotal_nego" | "subtotal">;

/** A line's negotiated unit price as the order shows it ("Harga Nego"), or null when it has none. */
export function negotiatedPrice(line: PricedLine): number | null {
  return line.is_nego && line.price_nego !== null ? line.price_nego : null;
}

/** A line's subtotal in force: the negotiated one when the line was negotiated and has it. */
export function lineSubtotal(line: PricedLine): number {
  return negotiatedPrice(line) !== null && line.subtotal_nego !== null ? line.subtotal_nego : line.subtotal;
}

/** The shipping cost in force: negotiated when there is one. */
export function currentShipping(order: Pick<Order["data"], "shipping_cost" | "shipping_cost_nego">) {
  return order.shipping_cost_nego ?? order.shipping_cost;
}

/** The next batch offers a shipping input when the latest round negotiated shipping (001 §2). */
export function offersShippingInput(order: Pick<Order, "negotiations">): boolean {
  return latestRound(order)?.shipping_cost_negotiation != null;
}

/** A result modal is shown only while the order's state bears it out (a crafted URL shows nothing). */
export function resultModalApplies(modal: string | null, order: Negotiated): ResultModal | null {
  if (modal === "ajukannego") {
    const latest = latestRound(order);
    return latest && !latest.is_admin ? modal : null;
  }
  if (modal === "confirmnego") return order.data.spk ? modal : null;
  return null;
}
