import { describe, expect, it } from "vitest";
import {
  decideQuantity,
  selectionBlock,
  selectionSummary,
  unitPrice,
  type CartLine,
} from "~/features/buying/cart";

function line(id: number, qty: number, product: Partial<CartLine["product"]> = {}): CartLine {
  return { id, qty, product: { price: 10_000, stock: 10, status: "enabled", promo: null, ...product } };
}

describe("cart lines", () => {
  it("uses the promo price when there is one", () => {
    expect(unitPrice(line(1, 1))).toBe(10_000);
    expect(unitPrice(line(1, 1, { promo: { pricePromo: 7_500, discount: 25 } }))).toBe(7_500);
  });

  it("blocks disabled products and lines above stock", () => {
    expect(selectionBlock(line(1, 10))).toBeNull();
    expect(selectionBlock(line(1, 11))).toBe("Stok kurang");
    expect(selectionBlock(line(1, 1, { status: "disabled" }))).toBe("Produk dinonaktifkan");
  });

  it("sums only selected, selectable lines", () => {
    const lines = [
      line(1, 2),
      line(2, 3, { promo: { pricePromo: 5_000, discount: 50 } }),
      line(3, 99),
      line(4, 1),
    ];
    expect(selectionSummary(lines, new Set([1, 2, 3]))).toEqual({ ids: [1, 2], count: 2, total: 35_000 });
    expect(selectionSummary(lines, new Set())).toEqual({ ids: [], count: 0, total: 0 });
  });
});

describe("cart quantity input", () => {
  it("resets empty to 1", () => {
    expect(decideQuantity("")).toEqual({ kind: "set", qty: 1 });
    expect(decideQuantity("  ")).toEqual({ kind: "set", qty: 1 });
  });
  it("refuses negatives", () => {
    expect(decideQuantity("-2")).toEqual({ kind: "invalid", message: "QTY tidak boleh negatif!" });
  });
  it("asks to delete at zero", () => {
    expect(decideQuantity("0")).toEqual({ kind: "confirm-delete" });
  });
  it("keeps positive quantities", () => {
    expect(decideQuantity("7")).toEqual({ kind: "set", qty: 7 });
  });
});
