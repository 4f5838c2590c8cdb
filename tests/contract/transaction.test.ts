import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestHost } from "./support/host.ts";
import {
  startOrderWorld,
  chooseShipping,
  placeOrder,
  startCheckout,
  stockOf,
  type OrderBuyer,
} from "./orders-support.ts";

let host: TestHost, buyer: OrderBuyer, other: OrderBuyer, products: number[];

beforeAll(async () => {
  ({ host, buyer, other, products } = await startOrderWorld(10));
});
afterAll(() => host.close());

const create = (checkoutId: number, partial: unknown[] = [], token = buyer.token) =>
  host.api("transaction/create", { token, json: { checkout_id: checkoutId, total_ppn: 1, partial } });

async function readyCheckout(lines: [number, number][]) {
  const checkoutId = await startCheckout(host, buyer, lines);
  const view = await chooseShipping(host, buyer, checkoutId);
  return { checkoutId, view };
}

describe("transaction/create", () => {
  it("creates the order with invoice, server-side PPN and totals, reserves stock and empties the ordered cart lines", async () => {
    const [a, b] = products;
    const stockBefore = [stockOf(host, a), stockOf(host, b)];
    const { checkoutId, view } = await readyCheckout([
      [a, 3],
      [b, 1],
    ]);
    const res = await create(
      checkoutId,
      view.checkout_detail.map((line: { id: number; qty: number }) => ({
        id: line.id,
        partial_qty: [line.qty],
      })),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(Number), message: "Transaksi berhasil dibuat" });
    expect(res.body.invoice).toMatch(/^INV-\d{8}-\d{5}$/);
    expect([stockOf(host, a), stockOf(host, b)]).toEqual([stockBefore[0] - 3, stockBefore[1] - 1]);
    const cart = await host.api(`transaction/cart/list-cart/${buyer.id}`, { token: buyer.token });
    expect(cart.body.data).toEqual([]);

    const order = await host.api(`transaction/${res.body.id}`, { token: buyer.token });
    expect(order.status).toBe(200);
    const { data, negotiations, reviews, complaint } = order.body;
    expect(data).toMatchObject({ id: res.body.id, invoice: res.body.invoice, status: "confirmed" });
    expect(data.address).toMatchObject({
      shipping_courier: "jne",
      shipping_service: "REG",
      satker: "Bagian Umum",
    });
    expect(data.address.province).toBe(
      host.db.get<{ name: string }>("SELECT name FROM provinces WHERE id = 51")!.name,
    );
    const t = data.data;
    const lines = t.transaction_detail;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      qty: 3,
      is_nego: 0,
      is_partial: 0,
      shipping: [],
      price_nego: null,
      review: null,
      complaint: null,
    });
    expect(lines[0].subtotal).toBe(lines[0].price_after_discount * 3);
    const ppn = lines.reduce(
      (sum: number, line: { subtotal: number }) => sum + Math.round((line.subtotal * 11) / 100),
      0,
    );
    expect(t.total_ppn).toBe(ppn);
    expect(t.total_price).toBe(lines[0].subtotal + lines[1].subtotal);
    expect(t.grand_total).toBe(t.total_price + ppn + t.shipping_cost);
    expect(t.shipping_cost).toBe(view.shipping_cost);
    expect(t.customer).toMatchObject({ id: buyer.id, email: buyer.email });
    expect([negotiations, reviews, complaint]).toEqual([[], [], []]);

    const log = await host.api(`transaction/log/${res.body.id}`, { token: buyer.token });
    expect(log.body.log).toEqual([
      expect.objectContaining({
        section_change: "make order",
        name_section_change: "Pembuatan Order",
        new_value: String(t.grand_total),
      }),
    ]);
  });

  it("is idempotent: a repeat answers 200 with the same id, and two concurrent creates make one order", async () => {
    const { checkoutId } = await readyCheckout([[products[2], 2]]);
    const stock = stockOf(host, products[2]);
    const [first, second] = await Promise.all([create(checkoutId), create(checkoutId)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    const again = await create(checkoutId);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(
      host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM transactions WHERE checkout_id = ?", [
        checkoutId,
      ])!.n,
    ).toBe(1);
    expect(stockOf(host, products[2])).toBe(stock - 2);
  });

  it("keeps orders and the idempotency of create across a restart", async () => {
    const { checkoutId } = await readyCheckout([[products[1], 1]]);
    const first = await create(checkoutId);
    await host.restart();
    const again = await create(checkoutId);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await host.api(`transaction/${first.body.id}`, { token: buyer.token })).body.data.invoice).toBe(
      first.body.invoice,
    );
  });

  it("stops a second checkout of the same cart lines from ordering them again", async () => {
    const { checkoutId, view } = await readyCheckout([[products[3], 1]]);
    const cartId = view.checkout_detail[0].cart_id;
    const second = await host.api("transaction/checkout", {
      token: buyer.token,
      form: { "cart_id[]": [cartId], "qty[]": [1] },
    });
    await chooseShipping(host, buyer, second.body.id);
    expect((await create(checkoutId)).status).toBe(201);
    const twice = await create(second.body.id);
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe("Produk pada checkout ini sudah tidak ada di keranjang");
  });

  it("writes partial shipments and recomputes the shipping cost for them", async () => {
    const { checkoutId, view } = await readyCheckout([
      [products[4], 4],
      [products[5], 1],
    ]);
    const [split, whole] = view.checkout_detail;
    const quote = await host.api(`transaction/checkout/get-shipping-cost/${checkoutId}`, {
      token: buyer.token,
      form: { satker_id: buyer.addressId, courier: "jne", [`partial[${split.id}]`]: "1,3" },
    });
    expect(quote.body.data).toHaveLength(2);
    const expected = quote.body.data.reduce(
      (sum: number, shipment: { services: { service: string; cost: { value: number } }[] }) =>
        sum + shipment.services.find((s) => s.service === "REG")!.cost.value,
      0,
    );
    const res = await create(checkoutId, [
      { id: split.id, partial_qty: ["1", "", "0", "3"] },
      { id: whole.id, partial_qty: [1] },
    ]);
    expect(res.status).toBe(201);
    const t = (await host.api(`transaction/${res.body.id}`, { token: buyer.token })).body.data.data;
    expect(t.transaction_detail[0]).toMatchObject({ is_partial: 1, shipping: [{ qty: 1 }, { qty: 3 }] });
    expect(t.transaction_detail[1]).toMatchObject({ is_partial: 0, shipping: [] });
    // Two shipments now, each charged.
    expect(t.shipping_cost).toBe(expected);
  });

  it.each([
    [[1, 1], "parts below the quantity"],
    [[5], "one part above the quantity"],
    [[2, 3], "parts above the quantity"],
    [["x", 4], "a part that is not digits"],
  ])("refuses partials %o of a 4-unit line: %s", async (parts) => {
    const { checkoutId, view } = await readyCheckout([[products[6], 4]]);
    const res = await create(checkoutId, [{ id: view.checkout_detail[0].id, partial_qty: parts }]);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Pastikan jumlah partial sesuai dengan jumlah produk");
    expect(host.db.get("SELECT transaction_id FROM checkouts WHERE id = ?", [checkoutId])).toMatchObject({
      transaction_id: null,
    });
  });

  it("needs a chosen service, the buyer's own checkout and a token", async () => {
    const bare = await startCheckout(host, buyer, [[products[7], 1]]);
    const noService = await create(bare);
    expect(noService.status).toBe(422);
    expect(noService.body.message).toBe("Silahkan pilih layanan ekspedisi terlebih dahulu");
    expect((await create(bare, [], other.token)).status).toBe(404);
    expect((await host.api("transaction/create", { json: { checkout_id: bare } })).status).toBe(401);
    const junk = await host.api("transaction/create", {
      token: buyer.token,
      json: { checkout_id: "<script>", partial: "x" },
    });
    expect(junk.status).toBe(422);
  });

  it("refuses lines whose stock ran out meanwhile and changes nothing", async () => {
    const { checkoutId } = await readyCheckout([[products[8], 2]]);
    const stock = stockOf(host, products[8]);
    host.db.run("UPDATE products SET stock = 1 WHERE id = ?", [products[8]]);
    const res = await create(checkoutId);
    host.db.run("UPDATE products SET stock = ? WHERE id = ?", [stock, products[8]]);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/tidak mencukupi$/);
    expect(
      host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM transactions WHERE checkout_id = ?", [
        checkoutId,
      ])!.n,
    ).toBe(0);
  });

  it("starts a negotiated order as pending with round 1 from the buyer", async () => {
    const id = await placeOrder(host, buyer, [[products[9], 2]], { priceNego: 1000, shippingNego: 2000 });
    const order = (await host.api(`transaction/${id}`, { token: buyer.token })).body;
    expect(order.data.status).toBe("pending");
    expect(order.negotiations).toHaveLength(1);
    expect(order.negotiations[0]).toMatchObject({
      nego_step: 1,
      is_admin: 0,
      shipping_cost_negotiation: { new_price: 2000 },
    });
    expect(order.negotiations[0].product_negotiation[0]).toMatchObject({ new_price: 1000 });
    const t = order.data.data;
    expect(t).toMatchObject({
      total_price_nego: 2000,
      shipping_cost_nego: 2000,
      total_ppn: 220,
      grand_total: 2000 + 220 + 2000,
    });
    const log = (await host.api(`transaction/log/${id}`, { token: buyer.token })).body.log;
    expect(log.map((entry: { section_change: string }) => entry.section_change)).toEqual([
      "make order",
      "price",
      "shipping cost",
    ]);
    expect(log[1]).toMatchObject({
      name_section_change: "Permintaan Nego tahap 1",
      section_nego: 1,
      new_value: "1000",
    });
    expect(log[1].transaction_detail.name_product).toEqual(t.transaction_detail[0].name_product);
  });
});

describe("reading orders", () => {
  it("lists the buyer's orders newest first as a JSON array", async () => {
    const list = await host.api(`transaction/list-transaction/${buyer.id}`, { token: buyer.token });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body.length).toBeGreaterThan(3);
    const ids = list.body.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(Object.keys(list.body[0]).sort()).toEqual([
      "created_at",
      "grand_total",
      "id",
      "invoice",
      "status",
    ]);
  });

  it("hides other buyers' orders and logs (404) and answers 401 without a token", async () => {
    const theirs = await placeOrder(host, other, [[products[0], 1]]);
    expect((await host.api(`transaction/${theirs}`, { token: buyer.token })).status).toBe(404);
    expect((await host.api(`transaction/log/${theirs}`, { token: buyer.token })).status).toBe(404);
    expect((await host.api(`transaction/list-transaction/${other.id}`, { token: buyer.token })).status).toBe(
      404,
    );
    expect((await host.api(`transaction/${theirs}`)).status).toBe(401);
    expect((await host.api("transaction/abc", { token: buyer.token })).status).toBe(404);
  });

  it("gives the demo orders the data every tab of the order page needs", async () => {
    const token = await host.login("demo@example.com", "demo12345");
    const order = async (id: number) => (await host.api(`transaction/${id}`, { token })).body;
    const pending = await order(1);
    expect(pending.data.status).toBe("pending");
    expect(pending.negotiations.at(-1).is_admin).toBe(1);
    const paid = await order(7);
    expect(paid.reviews.length).toBe(2);
    expect(paid.complaint[0].respon_admin).toEqual(expect.any(String));
    const shipped = (await host.api("transaction-support-document/8", { token })).body.data;
    expect(shipped[0].detail[0].date_receipt).toEqual(expect.any(String));
    const partial = await order(9);
    expect(partial.data.data.transaction_detail[0].shipping).toEqual([{ qty: 4 }, { qty: 2 }]);
    const log = (await host.api("transaction/log/7", { token })).body.log.map(
      (entry: { section_change: string }) => entry.section_change,
    );
    for (const section of [
      "make order",
      "price",
      "shipping cost",
      "status",
      "request payment",
      "payment",
      "upload payment",
    ]) {
      expect(log, section).toContain(section);
    }
    expect((await host.api("transaction/payment/detail/13", { token })).body.url_payment).toMatch(/\/doku\//);
    expect((await host.api("usermanagement/chat/detail", { token })).body.data.length).toBe(4);
    expect((await host.api("transaction/cart/list-cart/1", { token })).body.data.length).toBe(3);
    expect((await host.api("transaction/16", { token })).status).toBe(404);
  });

  it("serves the demo buyer's orders in every status", async () => {
    const token = await host.login("demo@example.com", "demo12345");
    const list = (await host.api("transaction/list-transaction/1", { token })).body as { status: string }[];
    const statuses = new Set(list.map((row) => row.status));
    for (const status of [
      "pending",
      "pending_payment",
      "payment_expired",
      "paid",
      "confirmed",
      "document",
      "process",
      "processed",
      "payment_process",
      "shipped",
      "partial delivery",
      "cancel",
      "payment_failed",
      "confirm",
    ]) {
      expect(statuses.has(status), status).toBe(true);
    }
  });
});
