// The buyer's transaction table (001 §2): newest first, searched by invoice, status and date,
// paged; its state lives in the URL (page, limit, search) like the address book's.
import { emptyOnAdminError, type AdminClient } from "~/lib/admin/client.server";
import { listOrders, type OrderListItem } from "~/lib/admin/orders.server";
import { pageOf, pagedRows, readQuery } from "~/lib/list-query";
import { formatDate } from "~/lib/format-date";
import { statusBadge } from "./status";

export type OrderRow = { id: number; invoice: string; status: string; date: string };

/** Newest first whatever order the host answered in. */
export function newestFirst(orders: readonly OrderListItem[]): OrderListItem[] {
  return [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** What a search matches: the invoice, the status (raw and as shown) and the shown date. */
export const searchTexts = (order: OrderListItem) => [
  order.invoice,
  order.status,
  statusBadge(order.status).label,
  formatDate(order.created_at),
];

/** The orders that match the URL's search (every page), newest first. */
export function matchingOrders(orders: readonly OrderListItem[], params: URLSearchParams) {
  const query = { ...readQuery(params), page: 1, limit: Number.MAX_SAFE_INTEGER };
  return pageOf(newestFirst(orders), searchTexts, query).rows;
}

/** The page of the table the URL asks for. */
export async function loadOrderTable(admin: AdminClient, userId: number, params: URLSearchParams) {
  // 001 §8: a list that fails to load is silent (the table shows no rows).
  const orders = await listOrders(admin, userId).catch(emptyOnAdminError);
  return pagedRows(newestFirst(orders), searchTexts, params, (order): OrderRow => ({
    id: order.id,
    invoice: order.invoice,
    status: order.status,
    date: formatDate(order.created_at),
  }));
}

export type OrderTableData = Awaited<ReturnType<typeof loadOrderTable>>;
