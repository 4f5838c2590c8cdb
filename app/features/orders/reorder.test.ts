// "Beli lagi" (reorder) when the host does not take a line, with stand-in failures (no host, no
// network): each refused line is named with the host's reason in the cart's toast, all refused
// says so; a busy host is no refusal and goes on to the form's busy answer (formAction).
import { describe, expect, it, vi } from "vitest";
import type { AdminClient } from "~/lib/admin/client.server";
import { hostBusy, orderPost, refusedBy, rejection } from "../../../tests/unit/host-fakes.helpers";

const stand = vi.hoisted(() => ({ session: { flash: (..._: unknown[]) => undefined } }));

vi.mock("~/lib/session.server", async (original) => ({
  ...(await original<typeof import("~/lib/session.server")>()),
  requireUser: async () => ({ userId: 3, session: stand.session }),
  commitSession: async () => "sesi=baru",
}));

const { reorder, REORDER_NONE, REORDER_PARTLY } = await import("./reorder.server");

const line = (id: number, name: string) => ({
  id,
  product_id: id,
  name_product: name,
  qty: 2,
  unit: "pcs",
  price: 10_000,
  price_after_discount: null,
  price_nego: null,
  subtotal: 20_000,
  notes: "",
  is_nego: false,
});

const order = {
  data: {
    data: {
      id: 7,
      invoice: "INV-20261120-00007",
      status: "done",
      created_at: "2026-11-20 09:00:00",
      total_price: 40_000,
      shipping_cost: 0,
      total_ppn: 0,
      grand_total: 40_000,
      transaction_detail: [line(11, "Kertas HVS"), line(12, "Map Plastik")],
    },
    address: {},
  },
  negotiations: [],
};

/** The host: the order as it is, and the cart's answer per product (an error, or null: taken). */
function host(answers: Record<number, unknown>) {
  return {
    get: async (_: string, schema: { parse(value: unknown): unknown }) => schema.parse(order),
    postForm: async (
      _: string,
      fields: { product_id: number },
      schema: { parse(value: unknown): unknown },
    ) => {
      const failure = answers[fields.product_id];
      if (failure) throw failure;
      return schema.parse({ message: "Produk berhasil ditambahkan" });
    },
  } as unknown as AdminClient;
}

const again = (admin: AdminClient) => reorder(orderPost({ admin, transactionId: 7, tab: "detail" }));

describe("Beli lagi when the host refuses a line", () => {
  it("names each refused line with the host's reason in the cart's toast", async () => {
    const flash = vi.spyOn(stand.session, "flash");
    const partly = await again(host({ 12: refusedBy(400, "Stok habis") }));
    expect(partly.headers.get("Location")).toBe("/keranjang-belanja");
    expect(flash).toHaveBeenLastCalledWith("toast", {
      kind: "error",
      title: REORDER_PARTLY,
      message: "Map Plastik: Stok habis",
    });
    await again(host({ 11: refusedBy(422, "Produk dinonaktifkan", {}), 12: refusedBy(400, "Stok habis") }));
    expect(flash).toHaveBeenLastCalledWith("toast", expect.objectContaining({ title: REORDER_NONE }));
  });

  it("a busy host is no refusal: it goes on to the form's busy answer", async () => {
    const busy = hostBusy(503, "9");
    expect(await rejection(() => again(host({ 12: busy })))).toBe(busy);
  });
});
