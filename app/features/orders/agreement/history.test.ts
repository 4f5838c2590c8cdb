// The Berita Acara's record of a negotiation: who offered what per round and line, when (WITA),
// and the agreed result; and when the draft Surat Pesanan may be made.
import { describe, expect, it } from "vitest";
import type { LogEntry, NegotiationRound, Order, OrderLine } from "~/lib/admin/orders.server";
import { negotiationRecord } from "./history";
import { isAgreed } from "../status";
import { agreementHref, purchaseOrderRefusal } from "./agreement";

const line = (id: number, fields: Partial<OrderLine>): OrderLine =>
  ({
    id,
    name_product: `Produk ${id}`,
    qty: 2,
    unit: "Unit",
    price: 100_000,
    price_after_discount: 90_000,
    price_nego: null,
    subtotal: 180_000,
    subtotal_nego: null,
    is_nego: false,
    ...fields,
  }) as OrderLine;

const round = (step: number, isAdmin: boolean, fields: Partial<NegotiationRound> = {}): NegotiationRound => ({
  id: step * 10,
  nego_step: step,
  is_admin: isAdmin,
  notes: "",
  // 23:30 UTC is already the next day in WITA (UTC+8).
  created_at: `2026-11-2${step}T23:30:0${step}.000Z`,
  product_negotiation: [],
  shipping_cost_negotiation: null,
  ...fields,
});

// Line 1 negotiated down in three rounds, line 2 never; shipping from 50.000 to 20.000.
const rounds = [
  round(1, false, {
    product_negotiation: [
      { transaction_detail_id: 1, name_product: "Produk 1", old_price: 90_000, new_price: 70_000, note: "" },
    ],
    shipping_cost_negotiation: { old_price: 50_000, new_price: 10_000 },
  }),
  round(2, true, {
    notes: "  Harga terbaik kami  ",
    product_negotiation: [
      { transaction_detail_id: 1, name_product: "Produk 1", old_price: 70_000, new_price: 85_000, note: "" },
    ],
    shipping_cost_negotiation: { old_price: 10_000, new_price: 20_000 },
  }),
  round(3, false, {
    notes: "Mohon disetujui",
    product_negotiation: [
      { transaction_detail_id: 1, name_product: "Produk 1", old_price: 85_000, new_price: 80_000, note: "" },
      {
        transaction_detail_id: 99,
        name_product: "Produk lama",
        old_price: 5_000,
        new_price: 4_000,
        note: "",
      },
    ],
  }),
];

const order = (status: string, negotiations = rounds): Order =>
  ({
    data: {
      status,
      shipping_cost: 50_000,
      shipping_cost_nego: 20_000,
      transaction_detail: [
        line(1, { price_nego: 80_000, subtotal_nego: 160_000, is_nego: true }),
        line(2, { qty: 3, unit: "Rim", price: 50_000, price_after_discount: null, subtotal: 150_000 }),
      ],
    },
    negotiations,
  }) as unknown as Order;

const statusEntry = (from: string, to: string, at: string): LogEntry => ({
  id: 1,
  section_change: "status",
  name_section_change: "Perubahan Status",
  section_nego: null,
  created_at: at,
  old_value: from,
  new_value: to,
  transaction_detail: null,
});

describe("the negotiation record (Berita Acara Negosiasi)", () => {
  it("has nothing to record for an order never negotiated", () => {
    expect(negotiationRecord(order("confirmed", []), [])).toBeNull();
  });

  it("tells per round who offered what, per line and for shipping, dated in WITA", () => {
    const record = negotiationRecord(order("pending"), [])!;
    expect(record.rounds.map((entry) => [entry.step, entry.party])).toEqual([
      [1, "pembeli"],
      [2, "administrator"],
      [3, "pembeli"],
    ]);
    expect(record.rounds[0]).toEqual({
      step: 1,
      party: "pembeli",
      at: "22 November 2026 07:30:01 WITA",
      offers: [{ detailId: 1, product: "Produk 1", qty: 2, unit: "Unit", previous: 90_000, offered: 70_000 }],
      shipping: { previous: 50_000, offered: 10_000 },
      note: null,
    });
    expect(record.rounds[1].note).toBe("Harga terbaik kami");
    expect(record.rounds[2].shipping).toBeNull();
    // A line the order no longer has keeps its name and prices, without a quantity.
    expect(record.rounds[2].offers[1]).toMatchObject({ product: "Produk lama", qty: null, unit: "" });
  });

  it("while pending the negotiation is open, awaiting whoever did not speak last", () => {
    expect(negotiationRecord(order("pending"), [])!.outcome).toEqual({
      kind: "open",
      awaiting: "administrator",
    });
    expect(negotiationRecord(order("Pending", rounds.slice(0, 2)), [])!.outcome).toEqual({
      kind: "open",
      awaiting: "pembeli",
    });
  });

  it("the administrator accepted the buyer's last round: agreed at the log's status change", () => {
    const log = [
      statusEntry("pending", "pending", "2026-11-23T01:00:00Z"),
      statusEntry("pending", "confirmed", "2026-11-24T16:05:00Z"),
      statusEntry("confirmed", "document", "2026-11-25T01:00:00Z"),
    ];
    expect(negotiationRecord(order("document"), log)!.outcome).toEqual({
      kind: "agreed",
      step: 3,
      offeredBy: "pembeli",
      acceptedBy: "administrator",
      at: "25 November 2026 00:05:00 WITA",
    });
  });

  it("the buyer approved the administrator's round (confirm); no status entry: no date", () => {
    expect(negotiationRecord(order("confirm", rounds.slice(0, 2)), [])!.outcome).toEqual({
      kind: "agreed",
      step: 2,
      offeredBy: "administrator",
      acceptedBy: "pembeli",
      at: null,
    });
  });

  it("a cancelled order records no agreement", () => {
    const log = [statusEntry("pending", "cancel", "2026-11-24T01:00:00Z")];
    expect(negotiationRecord(order("cancel"), log)!.outcome).toEqual({ kind: "cancelled" });
  });

  it("the result: each line's price before the rounds and in force, the subtotal billed, the shipping", () => {
    const record = negotiationRecord(order("paid"), [])!;
    expect(record.lines).toEqual([
      {
        detailId: 1,
        product: "Produk 1",
        qty: 2,
        unit: "Unit",
        initialPrice: 90_000,
        finalPrice: 80_000,
        subtotal: 160_000,
      },
      // Never negotiated, no promo: the catalogue price throughout.
      {
        detailId: 2,
        product: "Produk 2",
        qty: 3,
        unit: "Rim",
        initialPrice: 50_000,
        finalPrice: 50_000,
        subtotal: 150_000,
      },
    ]);
    expect(record.shipping).toEqual({ initial: 50_000, final: 20_000 });
  });
});

describe("the draft Surat Pesanan", () => {
  it("is made once the order is confirmed, whatever came after", () => {
    for (const status of ["confirmed", "confirm", "Document", "pending_payment", "paid", "partial delivery"])
      expect(purchaseOrderRefusal(status), status).toBeNull();
  });

  it("is made exactly when the order's prices are agreed (status.ts isAgreed)", () => {
    const statuses = [
      ...["pending", "confirmed", "confirm", "document", "pending_payment", "payment_process"],
      ...["payment_expired", "payment_failed", "paid", "process", "processed", "partial delivery"],
      ...["shipped", "cancel", " PAID ", "menunggu", ""],
    ];
    for (const status of statuses)
      expect(purchaseOrderRefusal(status) === null, status).toBe(isAgreed(status));
  });

  it("says why not while negotiating, once cancelled, or in a status it does not know", () => {
    expect(purchaseOrderRefusal("pending")).toMatch(/negosiasi harga masih berlangsung/);
    expect(purchaseOrderRefusal("cancel")).toMatch(/dibatalkan/);
    expect(purchaseOrderRefusal("menunggu")).toMatch(/belum dikonfirmasi/);
  });

  it("has a page and a Word file beside the order page", () => {
    expect(agreementHref(7, "surat-pesanan")).toBe("/profil/detailtransaksi/surat-pesanan?id_transaksi=7");
    expect(agreementHref(7, "berita-acara", true)).toBe(
      "/profil/detailtransaksi/berita-acara/unduh?id_transaksi=7",
    );
  });
});
