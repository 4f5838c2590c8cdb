// The facts of a buyer's orders (./figures) from the host's existing calls: the transaction list,
// then each order's detail, and its receipt records once paid. A buyer with 500 orders makes 500
// detail reads; they run CONCURRENT_READS at a time, and a short, bounded cache per buyer keeps
// what cannot have changed (docs/decisions/0019-procurement-file.md):
//
// - every request reads the transaction list first, with the buyer's token: it authorises the
//   read and names the orders, so an order no longer listed is never shown from the cache;
// - an order's facts are kept under its list stamp (status, grand total, date). Before payment
//   everything counted changes the status or the grand total (budget data, a negotiation round,
//   a payment), so a kept entry is valid while the stamp holds;
// - receipt records exist once the operator has shipped (`partial delivery`, `shipped`: the
//   shipment changes the status) and can then change under the same stamp: they are read again
//   when older than RECEIPTS_FRESH_MS (the detail is final by then and is not read again).
//
// Nothing else about the buyer is kept; the cache is one lru-cache, bounded in buyers and in
// orders, whose entries expire after BUYER_TTL_MS without a visit.
import { LRUCache } from "lru-cache";
import type { AdminClient } from "~/lib/admin/client.server";
import { nullWhenNotFound } from "~/lib/not-found.server";
import { getOrder, listOrders, type OrderListItem } from "~/lib/admin/orders.server";
import { getShipments } from "~/lib/admin/support-documents.server";
import { mapLimited } from "~/features/orders/export.server";
import { isStatus } from "~/features/orders/status";
import { factsOf, recordsOf, type OrderFacts } from "./figures";

/** Detail reads in flight at once for one page: quick for the buyer, gentle on the host. */
export const CONCURRENT_READS = 8;
/** How old a paid order's receipt records may be before they are read again. */
export const RECEIPTS_FRESH_MS = 60_000;
const BUYER_TTL_MS = 10 * 60_000;
/** Orders kept over all buyers (a few hundred bytes each: some tens of MB at most). */
const MAX_ORDERS = 100_000;

type Entry = { stamp: string; facts: OrderFacts; readAt: number };

const cache = new LRUCache<number, Map<number, Entry>>({
  max: 5_000,
  maxSize: MAX_ORDERS,
  sizeCalculation: (orders) => Math.max(1, orders.size),
  ttl: BUYER_TTL_MS,
});

/** The statuses under which receipt records exist and may change (docs/admin-api.md, Status machines). */
const isShipped = (status: string) => isStatus(status, "partial delivery") || isStatus(status, "shipped");

const stampOf = (item: OrderListItem) => `${item.status}\u0000${item.grand_total}\u0000${item.created_at}`;

/** One order's facts: its detail and, once shipped, its receipt records, read together. */
async function readFacts(admin: AdminClient, item: OrderListItem): Promise<OrderFacts | null> {
  try {
    const [order, shipments] = await Promise.all([
      getOrder(admin, item.id),
      isShipped(item.status) ? getShipments(admin, item.id) : [],
    ]);
    return factsOf(order, shipments);
  } catch (error) {
    // Gone between the list and its read (a 404): left out rather than failing the page.
    return nullWhenNotFound(error);
  }
}

async function refreshReceipts(admin: AdminClient, facts: OrderFacts): Promise<OrderFacts> {
  return { ...facts, records: recordsOf(await getShipments(admin, facts.id)) };
}

export type FactsOptions = {
  /** Only the listed orders this accepts are read (the dashboard's reminders: recent ones). */
  only?: (item: OrderListItem) => boolean;
  /** The clock, for tests. */
  now?: () => number;
};

/** The facts of the buyer's orders (those `only` accepts), in the list's order. */
export async function loadOrderFacts(
  admin: AdminClient,
  userId: number,
  { only, now = Date.now }: FactsOptions = {},
): Promise<OrderFacts[]> {
  const listed = await listOrders(admin, userId);
  const kept = cache.get(userId) ?? new Map<number, Entry>();
  const wanted = only ? listed.filter(only) : listed;
  const read = await mapLimited(wanted, CONCURRENT_READS, async (item): Promise<Entry | null> => {
    const stamp = stampOf(item);
    const entry = kept.get(item.id);
    if (entry?.stamp !== stamp) {
      const facts = await readFacts(admin, item);
      return facts && { stamp, facts, readAt: now() };
    }
    if (!isShipped(item.status) || now() - entry.readAt < RECEIPTS_FRESH_MS) return entry;
    return { stamp, facts: await refreshReceipts(admin, entry.facts), readAt: now() };
  });
  // Orders no longer listed are dropped; listed ones not read this time are kept as they were.
  const listedIds = new Set(listed.map((item) => item.id));
  const next = new Map([...kept].filter(([id]) => listedIds.has(id)));
  for (const entry of read) if (entry) next.set(entry.facts.id, entry);
  cache.set(userId, next);
  return read.flatMap((entry) => (entry ? [entry.facts] : []));
}

/** Forgets every buyer (tests). */
export function clearFactsCache(): void {
  cache.clear();
}
