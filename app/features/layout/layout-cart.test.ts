// The header's cart dropdown (000 §2): the 3 newest lines, newest first, and the line count.
import { describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/admin/cart.server";
import { summariseCart } from "~/features/layout/layout.server";

const line = (id: number): CartItem => ({
  id,
  product_id: 100 + id,
  qty: 1,
  note: "",
  product: {
    id: 100 + id,
    name: `Produk ${id}`,
    price: 1000 * id,
    stock: 10,
    status: "enabled",
    image: [],
    promo: null,
    unit: "Unit",
  },
});

describe("summariseCart", () => {
  it("shows the 3 lines with the highest ids, newest first, whatever the host's order", () => {
    const summary = summariseCart([line(4), line(9), line(2), line(7), line(5)]);
    expect(summary.count).toBe(5);
    expect(summary.latest.map((entry) => entry.id)).toEqual([9, 7, 5]);
    expect(summary.latest[0]).toMatchObject({ name: "Produk 9", qty: 1, price: 9000, image: null });
  });

  it("keeps a short or empty cart whole", () => {
    expect(summariseCart([line(1), line(3)]).latest.map((entry) => entry.id)).toEqual([3, 1]);
    expect(summariseCart([])).toEqual({ count: 0, latest: [] });
  });

  it("leaves the host's list as it was", () => {
    const items = [line(1), line(2)];
    summariseCart(items);
    expect(items.map((item) => item.id)).toEqual([1, 2]);
  });
});
