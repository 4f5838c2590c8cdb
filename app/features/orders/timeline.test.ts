import { describe, expect, it } from "vitest";
import { buildTimeline, type RawLogEntry } from "~/features/orders/timeline";

const entry = (over: Partial<RawLogEntry>): RawLogEntry => ({
  section_change: "status",
  name_section_change: "Perubahan Status",
  section_nego: null,
  created_at: "2026-11-23T03:00:00.000Z",
  old_value: null,
  new_value: null,
  transaction_detail: null,
  ...over,
});

describe("buildTimeline (001 §2 Log Transaksi)", () => {
  it("keeps the host's order and gives each entry its kind and title", () => {
    const items = buildTimeline(
      [
        entry({ section_change: "make order", name_section_change: "Pembuatan Order", new_value: "99240" }),
        entry({
          section_change: "shipping cost",
          name_section_change: "Nego Ongkir",
          old_value: "96000",
          new_value: "10000",
        }),
        entry({ old_value: "pending", new_value: "confirmed" }),
        entry({
          section_change: "request payment",
          name_section_change: "Permintaan Pembayaran",
          new_value: "BPD",
        }),
        entry({
          section_change: "payment",
          name_section_change: "Pembayaran",
          old_value: "pending",
          new_value: "reviewed",
        }),
        entry({
          section_change: "upload payment",
          name_section_change: "Mengirim Bukti Pembayaran",
          new_value: "bukti/1.png",
        }),
        entry({
          section_change: "something new",
          name_section_change: "Lainnya",
          old_value: "a",
          new_value: "b",
        }),
      ],
      (time) => `at ${time}`,
      (path) => (path ? `/files/${path}` : null),
    );
    expect(items.map((item) => [item.kind, item.title])).toEqual([
      ["order", "Pembuatan Order"],
      ["shipping", "Nego Ongkir"],
      ["status", "Perubahan Status"],
      ["request-payment", "Permintaan Pembayaran"],
      ["payment", "Pembayaran"],
      ["proof", "Mengirim Bukti Pembayaran"],
      ["other", "Lainnya"],
    ]);
    expect(items[0]).toMatchObject({ total: 99240, at: "at 2026-11-23T03:00:00.000Z" });
    expect(items[1]).toMatchObject({ oldPrice: 96000, newPrice: 10000 });
    expect(items[2]).toMatchObject({ from: "pending", to: "confirmed" });
    expect(items[5]).toMatchObject({ file: "/files/bukti/1.png" });
  });

  it("gathers one round's price entries into one table, a new round starting a new one", () => {
    const price = (step: number, product: string, from: string, to: string) =>
      entry({
        section_change: "price",
        name_section_change: `Permintaan Nego tahap ${step}`,
        section_nego: step,
        old_value: from,
        new_value: to,
        transaction_detail: { name_product: product },
      });
    const items = buildTimeline(
      [price(1, "Kertas", "100", "90"), price(1, "Pena", "50", "45"), price(2, "Kertas", "90", "95")],
      (time) => time,
      () => null,
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      kind: "price",
      title: "Permintaan Nego tahap 1",
      rows: [
        { product: "Kertas", oldPrice: 100, newPrice: 90 },
        { product: "Pena", oldPrice: 50, newPrice: 45 },
      ],
    });
    expect(items[1]).toMatchObject({ title: "Permintaan Nego tahap 2", rows: [{ product: "Kertas" }] });
  });
});
