// All or nothing (add.server.ts) against a cart that keeps the host's rules (docs/admin-api.md,
// Cart): one line per product, adding to it; stock and disabled refused with 422; a host that
// can fail a call (a 503) or apply it and time out.
import { describe, expect, it } from "vitest";
import { AdminError } from "~/lib/admin/client.server";
import { addAllOrNothing, type CartCalls } from "./add.server";

type Product = { stock: number; disabled?: boolean };

function fakeCart(products: Record<number, Product>, lines: { productId: number; qty: number }[] = []) {
  let nextId = 100;
  const cart = new Map(lines.map((line) => [line.productId, { id: nextId++, ...line }]));
  const faults = {
    /** Adds of these products answer 503 (before or after doing the add). */
    busy: new Map<number, "before" | "after">(),
    /** The take-back calls fail (the host went down meanwhile). */
    downAfterAdds: false,
  };
  const hostDown = () => new Response("busy", { status: 503, statusText: "admin host failure" });
  const calls: CartCalls = {
    list: async () => [...cart.values()].map((line) => ({ ...line })),
    add: async (productId, qty) => {
      await Promise.resolve();
      const fault = faults.busy.get(productId);
      if (fault === "before") throw hostDown();
      const product = products[productId];
      const line = cart.get(productId);
      if (product.disabled) throw new AdminError(422, "Produk dinonaktifkan");
      if ((line?.qty ?? 0) + qty > product.stock)
        throw new AdminError(422, `Kamu telah memasukan ${line?.qty ?? 0} barang ke dalam keranjang, ...`);
      if (line) line.qty += qty;
      else cart.set(productId, { id: nextId++, productId, qty });
      if (fault === "after") throw hostDown();
    },
    remove: async (cartId) => {
      if (faults.downAfterAdds) throw hostDown();
      for (const [productId, line] of cart) if (line.id === cartId) cart.delete(productId);
    },
    setQty: async (cartId, qty) => {
      if (faults.downAfterAdds) throw hostDown();
      for (const line of cart.values()) if (line.id === cartId) line.qty = qty;
    },
  };
  const state = () => Object.fromEntries([...cart.values()].map((line) => [line.productId, line.qty]));
  return { calls, faults, state };
}

const items = (...pairs: [number, number][]) => pairs.map(([productId, qty]) => ({ productId, qty }));

describe("addAllOrNothing", () => {
  it("adds every product, onto the lines the cart already has", async () => {
    const { calls, state } = fakeCart({ 1: { stock: 10 }, 2: { stock: 10 } }, [{ productId: 2, qty: 3 }]);
    expect(await addAllOrNothing(calls, items([1, 4], [2, 5]))).toEqual({ ok: true });
    expect(state()).toEqual({ 1: 4, 2: 8 });
  });

  it("takes back what it added when the host refuses one: new lines deleted, old ones restored", async () => {
    const products = {
      1: { stock: 10 },
      2: { stock: 10 },
      3: { stock: 10, disabled: true },
      4: { stock: 10 },
    };
    const { calls, state } = fakeCart(products, [{ productId: 2, qty: 3 }]);
    const outcome = await addAllOrNothing(calls, items([1, 4], [2, 5], [3, 1], [4, 1]));
    expect(outcome).toMatchObject({ ok: false, failed: { productId: 3 }, leftovers: [] });
    expect(!outcome.ok && outcome.error).toBeInstanceOf(AdminError);
    expect(state()).toEqual({ 2: 3 });
  });

  it("refused on stock at the first product: nothing was added, nothing to take back", async () => {
    const { calls, state } = fakeCart({ 1: { stock: 2 }, 2: { stock: 10 } }, [{ productId: 1, qty: 2 }]);
    const outcome = await addAllOrNothing(calls, items([1, 1], [2, 1]));
    expect(outcome).toMatchObject({ ok: false, failed: { productId: 1 } });
    expect(state()).toEqual({ 1: 2 });
  });

  it("takes back an add the host did although it answered 503, but not one it never did", async () => {
    for (const when of ["before", "after"] as const) {
      const { calls, faults, state } = fakeCart({ 1: { stock: 10 }, 2: { stock: 10 } }, [
        { productId: 2, qty: 1 },
      ]);
      faults.busy.set(2, when);
      const outcome = await addAllOrNothing(calls, items([1, 2], [2, 4]));
      expect(outcome).toMatchObject({ ok: false, failed: { productId: 2 }, leftovers: [] });
      expect(state(), when).toEqual({ 2: 1 });
    }
  });

  it("names the products it could not take back when the host goes down meanwhile", async () => {
    const { calls, faults, state } = fakeCart({ 1: { stock: 10 }, 2: { stock: 10 }, 3: { stock: 0 } });
    faults.downAfterAdds = true;
    const outcome = await addAllOrNothing(calls, items([1, 1], [2, 1], [3, 1]));
    expect(outcome).toMatchObject({ ok: false, failed: { productId: 3 } });
    expect(!outcome.ok && outcome.leftovers.map((item) => item.productId).sort()).toEqual([1, 2]);
    expect(state()).toEqual({ 1: 1, 2: 1 });
  });

  it("starts no add after a refusal (four at a time: at most the ones in flight)", async () => {
    const products = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [i + 1, { stock: i === 1 ? 0 : 10 }]),
    );
    const { calls, state } = fakeCart(products);
    let adds = 0;
    const counted: CartCalls = { ...calls, add: (id, qty) => (adds++, calls.add(id, qty)) };
    const outcome = await addAllOrNothing(
      counted,
      items(...Array.from({ length: 20 }, (_, i): [number, number] => [i + 1, 1])),
    );
    expect(outcome).toMatchObject({ ok: false, failed: { productId: 2 } });
    expect(adds).toBeLessThanOrEqual(5);
    expect(state()).toEqual({});
  });
});
