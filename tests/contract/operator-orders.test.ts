import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHost, type TestHost } from "./support/host.ts";
import {
  buyerWithAddress,
  orderInDocument,
  paidOrder,
  placeOrder,
  stockedProducts,
  stockOf,
  type OrderBuyer,
} from "./orders-support.ts";

let host: TestHost;
let buyer: OrderBuyer;
let products: number[];

beforeAll(async () => {
  host = await startHost();
  buyer = await buyerWithAddress(host);
  products = stockedProducts(host, 3);
});
afterAll(() => host.close());

const status = (id: number) =>
  host.api(`transaction/${id}`, { token: buyer.token }).then((res) => res.body.data.status as string);

describe("operator orders API", () => {
  it("is routed only with the operator key", async () => {
    expect((await host.api("operator/orders")).status).toBe(404);
    expect((await host.api("operator/orders", { headers: { "X-Operator-Key": "wrong" } })).status).toBe(404);
    const list = await host.operator("orders?status=paid");
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((order: { status: string }) => order.status === "paid")).toBe(true);
  });

  it("cancels an unpaid order: stock comes back and the pending payment is voided", async () => {
    const stock = stockOf(host, products[0]);
    const id = await orderInDocument(host, buyer, [[products[0], 3]]);
    await host.api("transaction/payment", {
      token: buyer.token,
      form: { transaction_id: id, payment_service: "BPD", payment_success_url: "http://localhost/x" },
    });
    expect(stockOf(host, products[0])).toBe(stock - 3);
    const res = await host.operator(`orders/${id}/status`, { status: "cancel" });
    expect(res.body.data.status).toBe("cancel");
    expect(stockOf(host, products[0])).toBe(stock);
    expect((await host.api(`transaction/payment/detail/${id}`, { token: buyer.token })).status).toBe(404);
    expect((await host.operator(`orders/${id}/status`, { status: "cancel" })).status).toBe(422);
  });

  it("walks paid → process → processed and refuses transitions the machine does not have", async () => {
    const id = await paidOrder(host, buyer, [[products[1], 1]]);
    expect((await host.operator(`orders/${id}/status`, { status: "cancel" })).status).toBe(422);
    expect((await host.operator(`orders/${id}/status`, { status: "processed" })).status).toBe(422);
    expect((await host.operator(`orders/${id}/status`, { status: "shipped" })).status).toBe(422);
    await host.operator(`orders/${id}/status`, { status: "process" });
    await host.operator(`orders/${id}/status`, { status: "processed" });
    expect(await status(id)).toBe("processed");
    const confirmed = await placeOrder(host, buyer, [[products[2], 1]]);
    expect((await host.operator(`orders/${confirmed}/status`, { status: "document" })).status).toBe(422);
    expect((await host.operator(`orders/${confirmed}/accept`, {})).status).toBe(422);
    expect((await host.operator("orders/999999/status", { status: "cancel" })).status).toBe(404);
  });

  it("answers reviews and complaints only when they exist, and chat only for existing buyers", async () => {
    expect((await host.operator("reviews/999999/answer", { respon_notes: "x" })).status).toBe(404);
    expect((await host.operator("complaints/999999/answer", { respon_admin: "x" })).status).toBe(404);
    expect((await host.operator("chat/999999", { message: "x" })).status).toBe(404);
    expect((await host.operator(`chat/${buyer.id}`, { message: "" })).status).toBe(422);
  });
});
