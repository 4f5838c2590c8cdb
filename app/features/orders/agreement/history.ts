// The negotiation as the Berita Acara records it: each round (who offered what per line and for
// shipping, when, with which note) and its outcome (agreed, still open, or cancelled), with the
// prices in force. Pure: the order and its log in, the record out; times in WITA.
import type { LogEntry, Order, OrderLine } from "~/lib/admin/orders.server";
import { formatDateTimeWita } from "~/lib/format-date";
import { currentShipping, lineSubtotal, negotiatedPrice } from "../negotiation/rules";
import { isStatus } from "../status";

/** Who made a round: the host's `is_admin` (001 §2) read as the administrator's round. */
export type Party = "pembeli" | "administrator";

export const PARTY_NAMES: Record<Party, string> = {
  pembeli: "Pembeli",
  administrator: "Administrator (Penyedia)",
};

export type PriceChange = { previous: number; offered: number };

export type RoundOffer = PriceChange & {
  detailId: number;
  product: string;
  /** The line's quantity and unit; null for a line the order no longer carries. */
  qty: number | null;
  unit: string;
};

export type RoundRecord = {
  step: number;
  party: Party;
  /** "29 November 2026 15:03:30 WITA". */
  at: string;
  offers: RoundOffer[];
  shipping: PriceChange | null;
  note: string | null;
};

export type Outcome =
  /** The last round's offer was taken by the other party (`at`: when, from the log, if it says). */
  | { kind: "agreed"; step: number; offeredBy: Party; acceptedBy: Party; at: string | null }
  | { kind: "open"; awaiting: Party }
  | { kind: "cancelled" };

/** A line as the negotiation left it: its price before the first round and the one in force. */
export type ResultLine = {
  detailId: number;
  product: string;
  qty: number;
  unit: string;
  initialPrice: number;
  finalPrice: number;
  subtotal: number;
};

export type NegotiationRecord = {
  rounds: RoundRecord[];
  outcome: Outcome;
  lines: ResultLine[];
  shipping: { initial: number; final: number };
};

const partyOf = (isAdmin: boolean): Party => (isAdmin ? "administrator" : "pembeli");
const otherParty = (party: Party): Party => (party === "pembeli" ? "administrator" : "pembeli");

/** The line's price before any negotiation: the catalogue price, after its promo. */
const initialPrice = (line: Pick<OrderLine, "price_after_discount" | "price">) =>
  line.price_after_discount ?? line.price;

/** When the order left `pending` for an agreement: the log's status entry, if there is one. */
function agreedAt(log: readonly LogEntry[]): string | null {
  const entry = log.find(
    (item) =>
      item.section_change.trim().toLowerCase() === "status" &&
      isStatus(item.old_value ?? "", "pending") &&
      !isStatus(item.new_value ?? "", "pending") &&
      !isStatus(item.new_value ?? "", "cancel"),
  );
  return entry ? formatDateTimeWita(entry.created_at) || null : null;
}

/**
 * The record of an order's negotiation, or null for an order never negotiated. The prices in
 * force are the order's own (the host moves each line's `price_nego` and the shipping with every
 * round), so the record and the invoice cannot disagree.
 */
export function negotiationRecord(order: Order, log: readonly LogEntry[]): NegotiationRecord | null {
  const last = order.negotiations.at(-1);
  if (!last) return null;
  const lines = new Map(order.data.transaction_detail.map((line) => [line.id, line]));
  const rounds = order.negotiations.map((round): RoundRecord => ({
    step: round.nego_step,
    party: partyOf(round.is_admin),
    at: formatDateTimeWita(round.created_at),
    offers: round.product_negotiation.map((item) => {
      const line = lines.get(item.transaction_detail_id);
      return {
        detailId: item.transaction_detail_id,
        product: item.name_product,
        qty: line?.qty ?? null,
        unit: line?.unit ?? "",
        previous: item.old_price,
        offered: item.new_price,
      };
    }),
    shipping: round.shipping_cost_negotiation
      ? {
          previous: round.shipping_cost_negotiation.old_price,
          offered: round.shipping_cost_negotiation.new_price,
        }
      : null,
    note: round.notes.trim() || null,
  }));
  const lastParty = partyOf(last.is_admin);
  const { status } = order.data;
  const outcome: Outcome = isStatus(status, "cancel")
    ? { kind: "cancelled" }
    : isStatus(status, "pending")
      ? { kind: "open", awaiting: otherParty(lastParty) }
      : {
          kind: "agreed",
          step: last.nego_step,
          offeredBy: lastParty,
          acceptedBy: otherParty(lastParty),
          at: agreedAt(log),
        };
  return {
    rounds,
    outcome,
    lines: resultLines(order),
    shipping: { initial: order.data.shipping_cost, final: currentShipping(order.data) },
  };
}

/** The order's lines at the prices in force (negotiated or not): what the Surat Pesanan orders. */
export function resultLines(order: Pick<Order, "data">): ResultLine[] {
  return order.data.transaction_detail.map((line) => ({
    detailId: line.id,
    product: line.name_product,
    qty: line.qty,
    unit: line.unit,
    initialPrice: initialPrice(line),
    finalPrice: negotiatedPrice(line) ?? initialPrice(line),
    subtotal: lineSubtotal(line),
  }));
}
