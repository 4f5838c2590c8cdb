// The buyer's round (counterOffer): what reaches the host (only what changes, with the prices in
// force), the form's own refusals, a repeated submit, and the host's refusal, against an admin
// client that answers as the host does and records what it was sent; a busy host.
import { describe, expect, it } from "vitest";
import { PRICE_OFFER_TOO_HIGH } from "@contract/offers";
import { AdminError, type AdminClient } from "~/lib/admin/client.server";
import type { FormAnswer } from "~/lib/forms/answer";
import { HOST_BUSY_MESSAGE } from "~/lib/host-busy";
import { counterOffer } from "~/features/orders/negotiation/action.server";
import { hostBusy, orderPost, type Fields } from "../../../../tests/unit/host-fakes.helpers";

const ID = 7;
const DONE = `/profil/detailtransaksi/negosiasi?id_transaksi=${ID}&modal=ajukannego`;

const line = (id: number, prices: { price: number; after?: number; nego?: number }) => ({
  id,
  product_id: id,
  name_product: `Produk ${id}`,
  qty: 2,
  unit: "pcs",
  price: prices.price,
  price_after_discount: prices.after ?? null,
  price_nego: prices.nego ?? null,
  subtotal: 2 * prices.price,
  notes: "",
  is_nego: prices.nego !== undefined,
});

const round = (negoStep: number, isAdmin: boolean) => ({
  id: negoStep,
  nego_step: negoStep,
  is_admin: isAdmin,
  notes: "",
  created_at: "2026-11-20 10:00:00",
});

/**
 * GET transaction/{id} as the host answers it: line 11 with a promo price (90,000 of 100,000),
 * line 12 negotiated before (45,000 of 50,000), shipping quoted at 20,000, the administrator's
 * round 1 latest.
 */
function orderBody(rounds = [round(1, true)]) {
  const address = { satker: "Bagian Umum", shipping_courier: "jne", shipping_service: "REG" };
  return {
    data: {
      data: {
        id: ID,
        invoice: "INV-20261120-00007",
        status: "pending",
        created_at: "2026-11-20 09:00:00",
        total_price: 290_000,
        shipping_cost: 20_000,
        total_ppn: 0,
        grand_total: 310_000,
        transaction_detail: [
          line(11, { price: 100_000, after: 90_000 }),
          line(12, { price: 50_000, nego: 45_000 }),
        ],
      },
      address,
    },
    negotiations: rounds,
  };
}

type Parser = { parse(value: unknown): unknown };

/** A host whose order reads answer `orders` in turn (the last one repeated) and whose store-negotiation answers `stored`. */
function host(orders: ReturnType<typeof orderBody>[], stored: Error | null = null) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  let reads = 0;
  const admin = {
    get: async (path: string, schema: Parser) => {
      expect(path).toBe(`transaction/${ID}`);
      return schema.parse(orders[Math.min(reads++, orders.length - 1)]);
    },
    postJson: async (path: string, body: Record<string, unknown>, schema: Parser) => {
      sent.push({ path, body });
      if (stored) throw stored;
      return schema.parse({ message: "Negosiasi berhasil diajukan", data: { id: 2 } });
    },
  } as unknown as AdminClient;
  return { admin, sent, reads: () => reads };
}

const act = (admin: AdminClient, fields: Fields) =>
  counterOffer(
    orderPost({ admin, transactionId: ID, tab: "negosiasi", fields: { intent: "nego", ...fields } }),
  );

/** A refused form as sendAnswer sends it: the FormAnswer and its status. */
type Answered = { data: FormAnswer; init: ResponseInit | null };

const offer = (prices: string[], shipping = "", notes = "Mohon dipertimbangkan") => ({
  nego_step: "1",
  transaction_detail_id: ["11", "12"],
  new_price: prices,
  new_shipping_price: shipping,
  notes,
});

describe("counterOffer (001 §5 Counter-offer)", () => {
  it("sends only the changed prices and shipping, against the prices in force", async () => {
    const { admin, sent } = host([orderBody()]);
    const answer = (await act(admin, offer(["85000", "45000"], "18000"))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(DONE);
    expect(sent).toEqual([
      {
        path: `transaction/store-negotiation/${ID}`,
        body: {
          transaction_id: ID,
          // Line 12's 45,000 is its negotiated price already: no change, not sent.
          transaction_detail_id: [11],
          old_price: [90_000],
          new_price: [85_000],
          notes: "Mohon dipertimbangkan",
          old_shipping_price: 20_000,
          new_shipping_price: 18_000,
        },
      },
    ]);
  });

  it("refuses a round that changes nothing with the errorkosong modal, sending nothing", async () => {
    for (const fields of [offer(["", ""]), offer(["90000", "45000"], "20000")]) {
      const { admin, sent } = host([orderBody()]);
      const answer = (await act(admin, fields)) as Answered;
      expect(answer.init?.status).toBe(400);
      expect(answer.data.dialog).toMatchObject({ name: "errorkosong" });
      expect(sent).toEqual([]);
    }
  });

  it("refuses a price above the line's current one under its field, keeping what was typed", async () => {
    const { admin, sent } = host([orderBody()]);
    const answer = (await act(admin, offer(["95000", ""], "", "Catatan"))) as Answered;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      intent: "nego",
      reply: {
        error: { "new_price.0": [PRICE_OFFER_TOO_HIGH] },
        initialValue: { new_price: ["95000", ""], new_shipping_price: "", notes: "Catatan" },
      },
    });
    expect(answer.data.dialog).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it("takes a second submit of the same form as done, sending nothing", async () => {
    const { admin, sent } = host([orderBody([round(1, true), round(2, false)])]);
    const answer = (await act(admin, offer(["85000", ""]))) as Response;
    expect(answer.headers.get("Location")).toBe(DONE);
    expect(sent).toEqual([]);
  });

  it("shows the host's refusal in the errorajukannego modal", async () => {
    const { admin, sent, reads } = host([orderBody()], new AdminError(422, "Negosiasi sudah ditutup"));
    const answer = (await act(admin, offer(["85000", ""]))) as Answered;
    expect(sent).toHaveLength(1);
    expect(reads()).toBe(2);
    expect(answer.init?.status).toBe(422);
    expect(answer.data.dialog).toEqual({
      title: "Ooppsss",
      message: "Negosiasi sudah ditutup",
      name: "errorajukannego",
    });
    expect(answer.data.reply.initialValue).toMatchObject({ new_price: ["85000", ""] });
  });

  it("takes a refusal as done when the buyer's round stands after all (two submits at once)", async () => {
    const { admin } = host(
      [orderBody(), orderBody([round(1, true), round(2, false)])],
      new AdminError(422, "Negosiasi sedang diproses"),
    );
    const answer = (await act(admin, offer(["85000", ""]))) as Response;
    expect(answer.headers.get("Location")).toBe(DONE);
  });

  it("a busy host: the busy message in the errorajukannego modal, as typed, its status and Retry-After", async () => {
    const { admin, reads } = host([orderBody()], hostBusy(503, "9") as unknown as Error);
    const answer = (await act(admin, offer(["85000", ""], "", "Catatan"))) as Answered;
    // Not a refusal: the order is not read again to see whether the round stands.
    expect(reads()).toBe(1);
    expect(answer.init).toMatchObject({ status: 503, headers: { "Retry-After": "9" } });
    expect(answer.data).toMatchObject({
      intent: "nego",
      dialog: { title: "Ooppsss", message: HOST_BUSY_MESSAGE, name: "errorajukannego" },
      reply: { initialValue: { new_price: ["85000", ""], notes: "Catatan" } },
    });
  });

  it("lets another buyer's order (404) through to the error page", async () => {
    const { admin } = host([orderBody()], new AdminError(404, "Not found"));
    await expect(act(admin, offer(["85000", ""]))).rejects.toMatchObject({ status: 404 });
  });
});
