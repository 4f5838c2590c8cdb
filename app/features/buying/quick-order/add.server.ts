// "Tambah ke Keranjang" of a quick order, all or nothing. The host has no call that adds several
// products at once: POST transaction/cart adds one product (to its line, when the cart has one)
// and answers or refuses for that product alone (docs/admin-api.md, Cart). So the products are
// added one call each, a few at a time, and at the first refusal (or a host that cannot answer)
// no new call starts and every product already added is taken back out: a line the add created
// is deleted, a line that was there before gets back the quantity it had. What remains possible
// is said, not hidden: a take-back the host also refuses (it went down meanwhile) leaves those
// products in the cart, and the outcome names them; a change made to the same line elsewhere
// between the add and the take-back keeps its own quantity, since only what was added is
// subtracted.
import { mapLimited } from "~/features/orders/export.server";
import { hostRefusal } from "~/lib/forms/host-answer.server";

/** Calls in flight at once: quick enough for 100 products, sparing the host. */
const CONCURRENT_CALLS = 4;

/** The cart's calls (the admin client's; fakes in tests). */
export type CartCalls = {
  list(): Promise<{ id: number; productId: number; qty: number }[]>;
  add(productId: number, qty: number): Promise<void>;
  remove(cartId: number): Promise<void>;
  setQty(cartId: number, qty: number): Promise<void>;
};

/** One product to add, with the quantity of every line that chose it. */
export type AddItem = { productId: number; qty: number };

export type AddOutcome<Item extends AddItem> =
  | { ok: true }
  | {
      ok: false;
      /** The product whose add failed first, and why (an AdminError: the host's refusal). */
      failed: Item;
      error: unknown;
      /** Products that stayed in the cart although the whole was refused: their take-back failed. */
      leftovers: Item[];
    };

/** Adds every item or none (see the top of this module). */
export async function addAllOrNothing<Item extends AddItem>(
  calls: CartCalls,
  items: readonly Item[],
): Promise<AddOutcome<Item>> {
  const before = new Map((await calls.list()).map((line) => [line.productId, line.qty]));
  const added: Item[] = [];
  const first: { failure: { item: Item; error: unknown } | null } = { failure: null };
  await mapLimited(items, CONCURRENT_CALLS, async (item) => {
    if (first.failure) return;
    try {
      await calls.add(item.productId, item.qty);
      added.push(item);
    } catch (error) {
      first.failure ??= { item, error };
      // A call that timed out or met a 5xx may still have been done by the host: take it back
      // too if the cart shows it (below); a refusal (4xx) changed nothing.
      if (!hostRefusal(error)) added.push(item);
    }
  });
  if (!first.failure) return { ok: true };
  const { item: failed, error } = first.failure;
  return { ok: false, failed, error, leftovers: await takeBack(calls, added, before) };
}

/** Takes the added items back out of the cart; the items it could not take back. */
async function takeBack<Item extends AddItem>(
  calls: CartCalls,
  added: readonly Item[],
  before: ReadonlyMap<number, number>,
): Promise<Item[]> {
  if (added.length === 0) return [];
  const now = await calls.list().catch(() => null);
  if (!now) return [...added];
  const lines = new Map(now.map((line) => [line.productId, line]));
  const left = await mapLimited(added, CONCURRENT_CALLS, async (item) => {
    const line = lines.get(item.productId);
    const had = before.get(item.productId) ?? 0;
    // Not in the cart, or not more than before: that add was never done (a timed-out call).
    if (!line || line.qty <= had) return null;
    const rest = line.qty - item.qty;
    try {
      if (rest >= 1) await calls.setQty(line.id, rest);
      else await calls.remove(line.id);
      return null;
    } catch {
      return item;
    }
  });
  return left.filter((item) => item !== null);
}
