// The header's cart dropdown (000 §2): the 3 newest lines, newest first, and the line count.
import { describe, expect, it } from "vitest";
import { summariseCart } from "~/features/layout/layout.server";
import { cartLine } from "../../../tests/unit/cart-line.helpers";

const line = (id: number) => cartLine(id);

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
