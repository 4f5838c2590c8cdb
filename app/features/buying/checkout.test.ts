import { describe, expect, it } from "vitest";
import {
  checkoutHref,
  partialPayload,
  placeFrom,
  storedServiceFor,
  summaryOf,
} from "~/features/buying/checkout/checkout";

const line = (id: number, qty: number, parts: number[] = [], nego: number | null = null) => ({
  id,
  qty,
  subtotal: qty * 10_000,
  subtotal_nego: nego === null ? null : qty * nego,
  is_nego: nego !== null,
  has_partial: parts,
});

const checkout = (
  lines: ReturnType<typeof line>[],
  shipping: Partial<Parameters<typeof summaryOf>[0]> = {},
) => ({
  satker_id: 4,
  shipping_courier: "jne",
  shipping_service: "REG",
  shipping_cost: 18_000,
  shipping_cost_nego: null,
  checkout_detail: lines,
  ...shipping,
});

const stored = { addressId: 4, courier: "jne" };

describe("checkout summary", () => {
  it("reads negotiated lines and negotiated shipping", () => {
    const summary = summaryOf(
      checkout([line(1, 2, [], 8_000), line(2, 1)], { shipping_cost_nego: 10_000 }),
      stored,
    );
    expect(summary.totalPriceNego).toBe(26_000);
    expect(summary.ppn).toBe(1_760 + 1_100);
    expect(summary.totalBill).toBe(26_000 + 2_860 + 10_000);
  });
  it("counts no shipping before a service is stored", () => {
    const fresh = checkout([line(1, 1)], {
      shipping_cost: null,
      satker_id: null,
      shipping_courier: null,
      shipping_service: null,
    });
    expect(summaryOf(fresh, { addressId: 4, courier: null }).totalBill).toBe(11_100);
  });
  it("drops the stored shipping and its negotiation once another courier or address is chosen", () => {
    const negotiated = checkout([line(1, 1)], { shipping_cost_nego: 9_000 });
    expect(summaryOf(negotiated, stored).totalBill).toBe(11_100 + 9_000);
    for (const place of [
      { addressId: 4, courier: "pos" },
      { addressId: 5, courier: "jne" },
    ]) {
      const summary = summaryOf(negotiated, place);
      expect(summary).toMatchObject({ shippingCost: 0, shippingCostNego: null, totalBill: 11_100 });
    }
  });
});

describe("place of a page or form", () => {
  it("reads alamat and kurir, ignoring what is not an address id or a courier", () => {
    expect(placeFrom(new URLSearchParams("alamat=4&kurir=jne"))).toEqual(stored);
    expect(placeFrom(new URLSearchParams("alamat=abc&kurir=%20"))).toEqual({
      addressId: null,
      courier: null,
    });
    const form = new FormData();
    form.set("alamat", "7");
    expect(placeFrom(form)).toEqual({ addressId: 7, courier: null });
  });
});

describe("stored service", () => {
  it("is in force only for the address and courier chosen", () => {
    const stored = checkout([line(1, 1)]);
    expect(storedServiceFor(stored, { addressId: 4, courier: "jne" })).toBe("REG");
    expect(storedServiceFor(stored, { addressId: 5, courier: "jne" })).toBeNull();
    expect(storedServiceFor(stored, { addressId: 4, courier: "pos" })).toBeNull();
    expect(storedServiceFor(stored, { addressId: null, courier: null })).toBeNull();
  });
});

describe("purchase request partials", () => {
  it("sends stored parts, and a whole line as one part", () => {
    expect(partialPayload(checkout([line(1, 5, [2, 3]), line(2, 4)]))).toEqual([
      { id: 1, partial_qty: [2, 3] },
      { id: 2, partial_qty: [4] },
    ]);
  });
  it("refuses parts that no longer add up", () => {
    expect(partialPayload(checkout([line(1, 5, [2, 2])]))).toBeNull();
  });
});

describe("checkout address", () => {
  it("carries address and courier, then any dialog state", () => {
    expect(checkoutHref({ addressId: null, courier: null })).toBe("/checkout");
    expect(checkoutHref({ addressId: 4, courier: "jne" }, { batal: "ongkir" })).toBe(
      "/checkout?alamat=4&kurir=jne&batal=ongkir",
    );
  });
});
