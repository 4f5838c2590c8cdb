import { describe, expect, it } from "vitest";
import { checkoutSummary, ppnOf } from "~/features/buying/totals";

describe("PPN", () => {
  it("is 11% of each line subtotal, negotiated when negotiated", () => {
    const lines = [
      { subtotal: 100_000, subtotalNego: null, isNego: false },
      { subtotal: 200_000, subtotalNego: 150_000, isNego: true },
    ];
    expect(ppnOf(lines)).toBe(11_000 + 16_500);
  });
  it("ignores a negotiated subtotal on a line no longer negotiated", () => {
    expect(ppnOf([{ subtotal: 1_000, subtotalNego: 500, isNego: false }])).toBe(110);
  });
  it("rounds each line to whole rupiah", () => {
    expect(
      ppnOf([
        { subtotal: 15, subtotalNego: null, isNego: false },
        { subtotal: 15, subtotalNego: null, isNego: false },
      ]),
    ).toBe(4);
  });
});

describe("checkout summary", () => {
  const plain = [{ subtotal: 300_000, subtotalNego: null, isNego: false }];

  it("adds price, PPN and shipping", () => {
    expect(checkoutSummary(plain, { cost: 20_000, costNego: null })).toEqual({
      totalPrice: 300_000,
      totalPriceNego: null,
      ppn: 33_000,
      shippingCost: 20_000,
      shippingCostNego: null,
      totalBill: 353_000,
    });
  });

  it("uses negotiated prices and negotiated shipping when set", () => {
    const lines = [...plain, { subtotal: 100_000, subtotalNego: 80_000, isNego: true }];
    const summary = checkoutSummary(lines, { cost: 20_000, costNego: 15_000 });
    expect(summary.totalPrice).toBe(400_000);
    expect(summary.totalPriceNego).toBe(380_000);
    expect(summary.ppn).toBe(33_000 + 8_800);
    expect(summary.totalBill).toBe(380_000 + 41_800 + 15_000);
  });

  it("accepts a negotiated shipping cost of zero", () => {
    expect(checkoutSummary(plain, { cost: 20_000, costNego: 0 }).totalBill).toBe(333_000);
  });
});
