import { describe, expect, it } from "vitest";
import { budget, order, record } from "./facts.helpers";
import { mayConcern, reminderYear, yearEndReminders } from "./reminders";

describe("when the reminders show", () => {
  it("from 1 November in WITA, which starts at 16:00 UTC on 31 October", () => {
    expect(reminderYear("2026-10-31T15:59:59Z")).toBeNull();
    expect(reminderYear("2026-10-31T16:00:00Z")).toBe("2026");
    expect(reminderYear(new Date("2026-12-31T15:59:59Z"))).toBe("2026");
    // 1 January 2027 in WITA: a new year, no reminders until November.
    expect(reminderYear("2026-12-31T16:00:00Z")).toBeNull();
    expect(reminderYear("2027-06-15T04:00:00Z")).toBeNull();
  });
});

describe("the year's open orders", () => {
  const november = "2026-11-20T04:00:00Z";
  const orders = [
    order({ id: 1, status: "pending", createdAt: "2026-11-10T02:00:00Z" }),
    order({ id: 2, status: "confirmed", budget: null, createdAt: "2026-11-09T02:00:00Z" }),
    order({ id: 3, status: "pending_payment", createdAt: "2026-11-08T02:00:00Z" }),
    // Paid, not shipped: not received.
    order({ id: 4, status: "paid", createdAt: "2026-11-07T02:00:00Z" }),
    // Shipped, received in full, a document missing.
    order({
      id: 5,
      status: "shipped",
      createdAt: "2026-11-06T02:00:00Z",
      records: [record({ missing: [] }), record({ missing: ["bast", "spk"] })],
    }),
    // Shipped, received in full with every document: nothing to remind of.
    order({ id: 6, status: "shipped", createdAt: "2026-11-05T02:00:00Z", records: [record()] }),
    // Partly delivered and its record not saved yet: not received, documents missing.
    order({
      id: 7,
      status: "partial delivery",
      createdAt: "2026-11-04T02:00:00Z",
      records: [
        record({
          units: 1,
          receivedUnits: 0,
          received: false,
          missing: ["spk", "receipt", "invoice", "bast"],
        }),
      ],
    }),
    // Another fiscal year, a cancelled order, a document order on next year's budget.
    order({ id: 8, status: "document", budget: budget({ year: "2025" }), createdAt: "2025-11-04T02:00:00Z" }),
    order({ id: 9, status: "cancel", createdAt: "2026-11-03T02:00:00Z" }),
    order({
      id: 10,
      status: "document",
      budget: budget({ year: "2027" }),
      createdAt: "2026-11-02T02:00:00Z",
    }),
  ];

  it("lists each with the tab where the buyer acts", () => {
    const reminders = yearEndReminders(orders, november)!;
    expect(reminders.year).toBe("2026");
    expect(reminders.unpaid.map(({ id, tab }) => [id, tab])).toEqual([
      [1, "negosiasi"],
      [2, "detail"],
      [3, "pembayaran"],
    ]);
    expect(reminders.unreceived.map(({ id, tab }) => [id, tab])).toEqual([
      [4, "penerimaan"],
      [7, "penerimaan"],
    ]);
    expect(reminders.documents.map(({ id, missing }) => [id, missing])).toEqual([
      [5, ["SPK Surat Pesanan", "Bast"]],
      [7, ["SPK Surat Pesanan", "Receipt Kwitansi Pembayaran", "Invoice Surat Tagihan", "Bast"]],
    ]);
  });

  it("are none before November", () => {
    expect(yearEndReminders(orders, "2026-10-20T04:00:00Z")).toBeNull();
  });
});

it("reads only orders made this year or last", () => {
  expect(mayConcern("2025-01-01T00:00:00Z", "2026")).toBe(true);
  // 31 December 2024 16:00 UTC is 1 January 2025 in WITA.
  expect(mayConcern("2024-12-31T16:00:00Z", "2026")).toBe(true);
  expect(mayConcern("2024-12-31T15:00:00Z", "2026")).toBe(false);
});
