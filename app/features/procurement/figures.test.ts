import { describe, expect, it } from "vitest";
import type { Order } from "~/lib/admin/orders.server";
import type { Shipment } from "~/lib/admin/support-documents.server";
import { isAgreed } from "~/features/orders/status";
import { factsOf, orderFigures, receivedShare } from "./figures";
import { order, record } from "./facts.helpers";

describe("what each status counts", () => {
  const cases: [string, { ordered: boolean; agreed: boolean; paid: boolean }][] = [
    ["pending", { ordered: true, agreed: false, paid: false }],
    ["confirmed", { ordered: true, agreed: true, paid: false }],
    ["confirm", { ordered: true, agreed: true, paid: false }],
    ["document", { ordered: true, agreed: true, paid: false }],
    ["pending_payment", { ordered: true, agreed: true, paid: false }],
    ["payment_process", { ordered: true, agreed: true, paid: false }],
    ["payment_expired", { ordered: true, agreed: true, paid: false }],
    ["payment_failed", { ordered: true, agreed: true, paid: false }],
    ["paid", { ordered: true, agreed: true, paid: true }],
    ["process", { ordered: true, agreed: true, paid: true }],
    ["processed", { ordered: true, agreed: true, paid: true }],
    ["partial delivery", { ordered: true, agreed: true, paid: true }],
    ["Shipped", { ordered: true, agreed: true, paid: true }],
    ["cancel", { ordered: false, agreed: false, paid: false }],
    // A status the contract does not name: ordered, nothing more.
    ["on_hold", { ordered: true, agreed: false, paid: false }],
  ];
  it.each(cases)("%s", (status, counts) => {
    const figures = orderFigures(order({ status, grandTotal: 500_000 }));
    expect(figures.ordered).toBe(counts.ordered ? 500_000 : 0);
    expect(figures.agreed).toBe(counts.agreed ? 500_000 : 0);
    expect(figures.paid).toBe(counts.paid ? 500_000 : 0);
    expect(isAgreed(status)).toBe(counts.agreed);
  });
});

describe("received", () => {
  const lines = [
    { id: 1, qty: 4, value: 400_000 },
    { id: 2, qty: 2, value: 600_000 },
  ];

  it("is nothing before a receipt is saved, even when shipped", () => {
    const shipped = order({
      lines,
      records: [record({ line: 1, units: 4, receivedUnits: 0, received: false })],
    });
    expect(receivedShare(shipped)).toBe(0);
    expect(orderFigures(shipped).received).toBe(0);
  });

  it("counts the received units at their lines' agreed value, as a share of the grand total", () => {
    // 2 of 4 units of line 1 (200,000) and 1 of 2 of line 2 (300,000): 500,000 of 1,000,000.
    const half = order({
      lines,
      grandTotal: 1_141_000,
      records: [
        record({ line: 1, units: 2, receivedUnits: 2 }),
        record({ line: 2, units: 1, receivedUnits: 1 }),
      ],
    });
    expect(receivedShare(half)).toBe(0.5);
    expect(orderFigures(half).received).toBe(570_500);
  });

  it("is the whole grand total once every unit is received, over several records", () => {
    const whole = order({
      lines,
      grandTotal: 1_141_001,
      records: [
        record({ line: 1, units: 3, receivedUnits: 3 }),
        record({ line: 1, units: 1, receivedUnits: 1 }),
        record({ line: 2, units: 2, receivedUnits: 2 }),
      ],
    });
    expect(orderFigures(whole).received).toBe(1_141_001);
  });

  it("never counts more units than a line ordered", () => {
    const over = order({ lines, records: [record({ line: 1, units: 4, receivedUnits: 9 })] });
    expect(receivedShare(over)).toBeCloseTo(0.4);
  });

  it("goes by units when every line is free", () => {
    const free = order({
      lines: [{ id: 1, qty: 4, value: 0 }],
      records: [record({ line: 1, receivedUnits: 1 })],
    });
    expect(receivedShare(free)).toBe(0.25);
  });

  it("is nothing for a cancelled order", () => {
    expect(orderFigures(order({ status: "cancel", records: [record()] }))).toEqual({
      ordered: 0,
      agreed: 0,
      paid: 0,
      received: 0,
    });
  });
});

describe("facts from the host's answers", () => {
  const line = (id: number, qty: number, subtotal: number, nego: number | null) => ({
    id,
    product_id: id,
    name_product: `Produk ${id}`,
    image: null,
    webp: null,
    qty,
    unit: "pcs",
    price: subtotal / qty,
    discount: 0,
    price_after_discount: subtotal / qty,
    price_nego: nego === null ? null : nego / qty,
    subtotal,
    subtotal_nego: nego,
    notes: "",
    is_nego: nego !== null,
    is_partial: false,
    shipping: [],
    price_negotiation: [],
  });
  const hostOrder = {
    data: {
      id: 7,
      invoice: "INV-20261125-00007",
      status: "shipped",
      created_at: "2026-11-25T01:00:00.000Z",
      grand_total: 1_000_000,
      spk: {
        satuan_kerja: " Bagian  Umum ",
        lembaga: "Pemprov Bali",
        paket_kerja: "Pengadaan   ATK",
        tahun_anggaran: "2026",
        sumber_dana: "APBD",
        kode_rekening: "5102",
        pagu_anggaran: 50_000_000,
      },
      transaction_detail: [line(11, 2, 200_000, 150_000), line(12, 1, 500_000, null)],
    },
  } as unknown as Order;
  const shipments = [
    {
      detail: [
        {
          transaction_detail: { id: 11 },
          unit_delivery: 2,
          unit_receipt: 2,
          date_receipt: "2026-11-26",
          document: [{ name: "bast", file: "dokumen/a.pdf" }],
        },
        {
          transaction_detail: { id: 12 },
          unit_delivery: 1,
          unit_receipt: null,
          date_receipt: null,
          document: [],
        },
      ],
    },
  ] as unknown as Shipment[];

  it("keeps the budget data tidied, the lines' agreed values and each record's missing slots", () => {
    const facts = factsOf(hostOrder, shipments);
    expect(facts.budget).toMatchObject({
      satker: "Bagian Umum",
      packageName: "Pengadaan ATK",
      pagu: 50_000_000,
    });
    // The negotiated line counts at its negotiated subtotal.
    expect(facts.lines).toEqual([
      { id: 11, qty: 2, value: 150_000 },
      { id: 12, qty: 1, value: 500_000 },
    ]);
    expect(facts.records).toEqual([
      { line: 11, units: 2, receivedUnits: 2, received: true, missing: ["spk", "receipt", "invoice"] },
      {
        line: 12,
        units: 1,
        receivedUnits: 0,
        received: false,
        missing: ["spk", "receipt", "invoice", "bast"],
      },
    ]);
    // 150,000 of 650,000 received.
    expect(orderFigures(facts).received).toBe(Math.round((1_000_000 * 150_000) / 650_000));
  });

  it("has no budget before the SPK is stored", () => {
    expect(factsOf({ data: { ...hostOrder.data, spk: null } } as unknown as Order, []).budget).toBeNull();
  });
});
