import { describe, expect, it } from "vitest";
import { summaryOf } from "~/features/buying/checkout/checkout";
import { formatDate } from "~/lib/format-date";
import { quotationHref, selectedLines } from "~/features/quotation/href";
import {
  quotationLines,
  quotationNumber,
  quotationTotals,
  validUntil,
  witaDay,
} from "~/features/quotation/quotation";

const line = (id: number, qty: number, price: number, extra: object = {}) => ({
  id,
  qty,
  product: {
    id: id * 10,
    name: `Produk ${id}`,
    unit: id === 1 ? "Rim" : "Unit",
    price,
    stock: 100,
    status: "enabled",
    promo: null,
    ...extra,
  },
});

const cart = [
  line(1, 3, 125_000),
  line(2, 2, 80_000, { promo: { pricePromo: 72_000, discount: 10 } }),
  line(3, 1, 10_000, { status: "disabled" }),
  line(4, 200, 5_000),
  line(5, 7, 33_333),
];

describe("quotationLines", () => {
  it("quotes the ticked lines the cart lets through, at the promo price", () => {
    const lines = quotationLines(cart, new Set([1, 2, 3, 4]));
    expect(lines.map((l) => [l.cartId, l.unit, l.unitPrice, l.subtotal])).toEqual([
      [1, "Rim", 125_000, 375_000],
      [2, "Unit", 72_000, 144_000],
    ]);
  });
});

describe("quotationTotals", () => {
  it("equals checkout's summary of the same lines before shipping", () => {
    const lines = quotationLines(cart, new Set([1, 2, 5]));
    const checkout = summaryOf(
      {
        shipping_cost: null,
        shipping_cost_nego: null,
        checkout_detail: lines.map((l, index) => ({
          id: index + 1,
          qty: l.qty,
          subtotal: l.subtotal,
          subtotal_nego: null,
          is_nego: false,
          has_partial: [],
        })),
      },
      { addressId: null, courier: null },
    );
    const totals = quotationTotals(lines);
    expect(totals).toEqual({ total: checkout.totalPrice, ppn: checkout.ppn, grandTotal: checkout.totalBill });
    // 375.000 + 144.000 + 233.331; PPN 11 % per line, rounded per line.
    expect(totals).toEqual({ total: 752_331, ppn: 41_250 + 15_840 + 25_666, grandTotal: 752_331 + 82_756 });
  });
});

describe("number and dates", () => {
  // 23:30 UTC is already the next day in WITA (UTC+8).
  const now = new Date("2026-11-24T23:30:00Z");
  const day = witaDay(now);
  const lines = quotationLines(cart, new Set([1, 2]));

  it("dates the quotation by the WITA day and adds the validity days", () => {
    expect(formatDate(day)).toBe("25 November 2026");
    expect(formatDate(validUntil(day, 14))).toBe("09 Desember 2026");
  });

  it("numbers it by day, buyer and lines: the same selection keeps its number", () => {
    const number = quotationNumber(42, day, lines);
    expect(number).toMatch(/^SPH\/20261125\/42-[0-9A-Z]+$/);
    expect(quotationNumber(42, day, lines)).toBe(number);
    expect(quotationNumber(42, day, lines.slice(0, 1))).not.toBe(number);
    expect(quotationNumber(43, day, lines)).not.toBe(number);
  });
});

describe("selectedLines / quotationHref", () => {
  it("keeps positive ids once and drops the rest", () => {
    const params = new URLSearchParams("pilih=3&pilih=3&pilih=-1&pilih=x&pilih=1e2&pilih=9");
    expect(selectedLines(params)).toEqual([3, 9]);
    expect(
      selectedLines(new URLSearchParams(Array.from({ length: 150 }, (_, i) => ["pilih", String(i + 1)]))),
    ).toHaveLength(100);
  });
  it("builds the page's and the spreadsheet's address", () => {
    expect(quotationHref([3, 9], 12)).toBe("/keranjang-belanja/penawaran?pilih=3&pilih=9&alamat=12");
    expect(quotationHref([3], null, ".xlsx")).toBe("/keranjang-belanja/penawaran.xlsx?pilih=3");
  });
});
