// The add pages' order selector (001 §2, §5: only paid orders): what the URL chose or searched.
import { isPaid } from "~/features/orders/status";
import { parseId } from "~/features/orders/tabs";
import { ORDER_FIELD, ORDER_SEARCH_FIELD } from "./forms";

type Order = { id: number; invoice: string; status: string };

export type OrderChoice =
  /** One order found by the search: the page's canonical address for it. */
  | { kind: "redirect"; to: string }
  /** The id is none of the buyer's orders: the page is a 404. */
  | { kind: "not-found" }
  | {
      kind: "page";
      paid: { id: number; invoice: string }[];
      chosen: { id: number; invoice: string } | null;
      search: string;
      matches: { id: number; invoice: string }[];
    };

const SEARCH_MAX = 60;

/**
 * `?pesanan=` searches the paid orders' invoices: an exact or single match leads to
 * `?id_transaksi=`, several are listed, none leaves the spec's empty text. `?id_transaksi=` picks
 * a paid order; another buyer's or an unknown id is a 404; the buyer's unpaid order is not offered.
 */
export function chooseOrder(orders: readonly Order[], params: URLSearchParams, path: string): OrderChoice {
  const paid = orders.filter((order) => isPaid(order.status)).map(({ id, invoice }) => ({ id, invoice }));
  const search = (params.get(ORDER_SEARCH_FIELD) ?? "").trim().slice(0, SEARCH_MAX);
  if (search) {
    const needle = search.toLowerCase();
    const exact = paid.find((order) => order.invoice.toLowerCase() === needle);
    const matches = exact ? [exact] : paid.filter((order) => order.invoice.toLowerCase().includes(needle));
    if (matches.length === 1) return { kind: "redirect", to: `${path}?${ORDER_FIELD}=${matches[0].id}` };
    return { kind: "page", paid, chosen: null, search, matches };
  }
  const raw = params.get(ORDER_FIELD);
  if (raw === null || raw === "") return { kind: "page", paid, chosen: null, search: "", matches: [] };
  const id = parseId(raw);
  if (id === null || !orders.some((order) => order.id === id)) return { kind: "not-found" };
  return {
    kind: "page",
    paid,
    chosen: paid.find((order) => order.id === id) ?? null,
    search: "",
    matches: [],
  };
}
