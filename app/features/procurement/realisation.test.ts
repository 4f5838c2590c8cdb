import { describe, expect, it } from "vitest";
import { budget, order, record } from "./facts.helpers";
import { filterChoices, findPackage, realise } from "./realisation";

// Two fiscal years, two sources of funds, two account codes, a package ordered twice with two
// pagu values, a cancelled order, and orders without budget data.
const atk2026 = budget({ packageName: "Pengadaan ATK", pagu: 5_000_000 });
const orders = [
  // APBD 5102 "Pengadaan ATK": paid and fully received (newest, so its pagu counts).
  order({
    id: 1,
    createdAt: "2026-10-02T02:00:00Z",
    grandTotal: 1_110_000,
    budget: { ...atk2026, packageName: "pengadaan atk", pagu: 6_000_000 },
    records: [record({ line: 1, receivedUnits: 2 })],
  }),
  // Same package, still negotiating: ordered only.
  order({
    id: 2,
    createdAt: "2026-09-01T02:00:00Z",
    status: "pending",
    grandTotal: 2_220_000,
    budget: atk2026,
  }),
  // APBD 5102 "Kertas": agreed, not paid.
  order({
    id: 3,
    createdAt: "2026-08-01T02:00:00Z",
    status: "document",
    grandTotal: 3_330_000,
    budget: budget({ packageName: "Kertas", pagu: 4_000_000 }),
  }),
  // APBD 5103: paid, half received.
  order({
    id: 4,
    createdAt: "2026-07-01T02:00:00Z",
    status: "partial delivery",
    grandTotal: 4_000_000,
    budget: budget({ account: "5103", packageName: "Printer", pagu: 3_000_000 }),
    records: [record({ line: 1, units: 1, receivedUnits: 1 })],
  }),
  // APBN, same year.
  order({
    id: 5,
    createdAt: "2026-06-01T02:00:00Z",
    status: "shipped",
    grandTotal: 500_000,
    budget: budget({ source: "APBN", account: "5201", packageName: "Laptop", pagu: 20_000_000 }),
  }),
  // Cancelled: listed with its package, counted nowhere.
  order({
    id: 6,
    createdAt: "2026-05-01T02:00:00Z",
    status: "cancel",
    grandTotal: 9_999_999,
    budget: budget({ source: "APBN", account: "5201", packageName: "Laptop", pagu: 20_000_000 }),
  }),
  // Fiscal year 2025.
  order({
    id: 7,
    createdAt: "2025-03-01T02:00:00Z",
    status: "paid",
    grandTotal: 700_000,
    budget: budget({ year: "2025", pagu: 1_000_000 }),
  }),
  // Without budget data: one made in 2026 (WITA: 1 January 2026 07:30), one in 2025, one cancelled.
  order({ id: 8, createdAt: "2025-12-31T23:30:00Z", status: "confirmed", grandTotal: 800_000, budget: null }),
  order({ id: 9, createdAt: "2025-06-01T02:00:00Z", status: "pending", grandTotal: 900_000, budget: null }),
  order({ id: 10, createdAt: "2026-02-01T02:00:00Z", status: "cancel", grandTotal: 100_000, budget: null }),
];

describe("realise", () => {
  const all = realise(orders, { year: null, source: null });

  it("groups by year (newest first), source, account code and package", () => {
    expect(all.years.map((year) => year.year)).toEqual(["2026", "2025"]);
    const y2026 = all.years[0];
    expect(y2026.sources.map((source) => source.source)).toEqual(["APBD", "APBN"]);
    expect(y2026.sources[0].accounts.map((account) => account.account)).toEqual(["5102010100", "5103"]);
    // Case does not split a package (spaces are tidied by budgetOf); named as its newest order has it.
    expect(y2026.sources[0].accounts[0].packages.map((entry) => entry.name)).toEqual([
      "Kertas",
      "pengadaan atk",
    ]);
    expect(y2026.orderCount).toBe(6);
  });

  it("sums each package's figures against the newest order's pagu", () => {
    const atk = all.years[0].sources[0].accounts[0].packages[1];
    expect(atk.orders.map((entry) => entry.id)).toEqual([1, 2]);
    expect(atk.pagu).toBe(6_000_000);
    expect(atk.paguValues).toEqual([6_000_000, 5_000_000]);
    expect(atk.figures).toEqual({
      ordered: 3_330_000,
      agreed: 1_110_000,
      paid: 1_110_000,
      received: 1_110_000,
    });
    expect(atk.left).toBe(2_670_000);
  });

  it("adds packages up per account code, source and year; pagu counts once per package", () => {
    const [apbd, apbn] = all.years[0].sources;
    const printer = apbd.accounts[1];
    expect(printer.figures).toEqual({
      ordered: 4_000_000,
      agreed: 4_000_000,
      paid: 4_000_000,
      received: 2_000_000,
    });
    // Over its pagu: a negative remainder.
    expect(printer.left).toBe(-1_000_000);
    expect(apbd.pagu).toBe(6_000_000 + 4_000_000 + 3_000_000);
    expect(apbd.figures).toEqual({
      ordered: 1_110_000 + 2_220_000 + 3_330_000 + 4_000_000,
      agreed: 1_110_000 + 3_330_000 + 4_000_000,
      paid: 1_110_000 + 4_000_000,
      received: 1_110_000 + 2_000_000,
    });
    // The cancelled order is listed with its package but counts nowhere.
    expect(apbn.accounts[0].packages[0].orders.map((entry) => entry.id)).toEqual([5, 6]);
    expect(apbn.figures).toEqual({ ordered: 500_000, agreed: 500_000, paid: 500_000, received: 0 });
    expect(all.years[0].pagu).toBe(13_000_000 + 20_000_000);
    expect(all.years[0].left).toBe(33_000_000 - 11_160_000);
    expect(all.years[1].figures).toEqual({ ordered: 700_000, agreed: 700_000, paid: 700_000, received: 0 });
  });

  it("lists orders without budget data apart, newest first, cancelled ones left out", () => {
    expect(all.unbudgeted.map((entry) => entry.id)).toEqual([8, 9]);
  });

  it("filters by fiscal year: orders without budget data by the year (WITA) they were made in", () => {
    const y2026 = realise(orders, { year: "2026", source: null });
    expect(y2026.years.map((year) => year.year)).toEqual(["2026"]);
    expect(y2026.unbudgeted.map((entry) => entry.id)).toEqual([8]);
    expect(realise(orders, { year: "2025", source: null }).unbudgeted.map((entry) => entry.id)).toEqual([9]);
    expect(realise(orders, { year: "2024", source: null })).toEqual({ years: [], unbudgeted: [] });
  });

  it("filters by source of funds, in any case; orders without budget data name none", () => {
    const apbn = realise(orders, { year: null, source: "apbn" });
    expect(apbn.years.map((year) => year.sources.map((source) => source.source))).toEqual([["APBN"]]);
    expect(apbn.unbudgeted).toEqual([]);
  });

  it("finds a package by its URL key", () => {
    const atk = all.years[0].sources[0].accounts[0].packages[1];
    expect(findPackage(all, atk.key)).toMatchObject({ year: "2026", source: "APBD", account: "5102010100" });
    expect(findPackage(all, "zzzz")).toBeNull();
  });
});

it("offers every fiscal year and source the orders name", () => {
  expect(filterChoices(orders)).toEqual({ years: ["2026", "2025"], sources: ["APBD", "APBN"] });
});
