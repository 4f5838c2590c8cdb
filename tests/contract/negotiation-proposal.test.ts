// The storefront's readings of the negotiation calls (docs/admin-api.md, Negotiation & SPK):
// the shipping-cost proposal is a buyer round with only a shipping price, and a repeated
// counter-offer or SPK (a double submit) leaves one round, one SPK.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestHost } from "./support/host.ts";
import { placeOrder, spkFields, startOrderWorld, type OrderBuyer } from "./orders-support.ts";

let host: TestHost, buyer: OrderBuyer, other: OrderBuyer, products: number[];

beforeAll(async () => {
  ({ host, buyer, other, products } = await startOrderWorld(4));
});
afterAll(() => host.close());

const order = (id: number, token = buyer.token) =>
  host.api(`transaction/${id}`, { token }).then((res) => res.body);
const propose = (id: number, body: unknown, token = buyer.token) =>
  host.api(`transaction/store-negotiation/${id}`, { token, json: body });

/** A pending order whose latest round is the administrator's (the buyer's turn). */
async function offeredOrder(productIndex: number) {
  const id = await placeOrder(host, buyer, [[products[productIndex], 2]], { priceNego: 1000 });
  const line = (await order(id)).data.data.transaction_detail[0] as { id: number };
  const countered = await host.operator(`orders/${id}/counter`, {
    prices: [{ transaction_detail_id: line.id, new_price: 1500 }],
    notes: "Harga terbaik kami",
  });
  expect(countered.status).toBe(201);
  return { id, lineId: line.id };
}

describe("shipping-cost proposal (Pengajuan Harga Ongkir)", () => {
  it("is a buyer round with only the shipping price: no price lines, the order's shipping follows", async () => {
    const { id } = await offeredOrder(0);
    const before = (await order(id)).data.data;
    const res = await propose(id, {
      transaction_id: id,
      old_shipping_price: before.shipping_cost,
      new_shipping_price: 7000,
      transaction_detail_id: [],
      old_price: [],
      new_price: [],
      notes: "",
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      "Selamat Permohonan Nego Anda Berhasil diajukan, mohon menunggu proses selanjutnya",
    );
    expect(res.body.data).toMatchObject({
      nego_step: 3,
      is_admin: 0,
      product_negotiation: [],
      shipping_cost_negotiation: { old_price: before.shipping_cost, new_price: 7000 },
    });
    const after = (await order(id)).data.data;
    expect(after).toMatchObject({ shipping_cost_nego: 7000, total_price_nego: before.total_price_nego });
    expect(after.grand_total).toBe(before.grand_total - before.shipping_cost + 7000);
    const log = (await host.api(`transaction/log/${id}`, { token: buyer.token })).body.log as {
      section_change: string;
      section_nego: number;
      new_value: string;
    }[];
    expect(log.at(-1)).toMatchObject({ section_change: "shipping cost", section_nego: 3, new_value: "7000" });
    // The administrator answers it like any buyer round.
    expect((await host.operator(`orders/${id}/accept`, {})).body.data.status).toBe("confirmed");
  });

  it.each([
    [{ new_shipping_price: "" }, "mohon untuk mengisi data terlebih dahulu"],
    [{ new_shipping_price: "7a00" }, "Pastikan data yang diinput berupa angka"],
    [{ new_shipping_price: "123456789" }, "Data terlalu panjang!"],
  ])("refuses %o with 422 and writes no round", async (body, message) => {
    const { id } = await offeredOrder(1);
    const res = await propose(id, body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect((await order(id)).negotiations).toHaveLength(2);
  });

  it("is refused on an order that is not waiting for the buyer, and hides another buyer's order", async () => {
    const confirmed = await placeOrder(host, buyer, [[products[2], 1]]);
    const refused = await propose(confirmed, { new_shipping_price: 7000 });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Negosiasi tidak dapat diajukan");
    const { id } = await offeredOrder(2);
    expect((await propose(id, { new_shipping_price: 7000 }, other.token)).status).toBe(404);
    expect((await order(id)).negotiations).toHaveLength(2);
  });
});

describe("double submits", () => {
  it("two identical counter-offers at once make one round; the second is refused", async () => {
    const { id, lineId } = await offeredOrder(3);
    const body = { transaction_detail_id: [lineId], new_price: [1300], notes: "Sekali saja" };
    const answers = await Promise.all([propose(id, body), propose(id, body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
    expect(answers.find((res) => res.status === 422)?.body.message).toBe("Negosiasi tidak dapat diajukan");
    const rounds = (await order(id)).negotiations as { is_admin: number }[];
    expect(rounds.map((round) => round.is_admin)).toEqual([0, 1, 0]);
  });

  it("two identical SPKs at once store one; the second answers 400 with massage", async () => {
    const id = await placeOrder(host, buyer, [[products[0], 1]]);
    const send = () => host.api("transaction/store-spk", { token: buyer.token, form: spkFields(id) });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(answers.find((res) => res.status === 400)?.body.massage).toBe(
      "Transaksi tidak dapat dikonfirmasi",
    );
    const log = (await host.api(`transaction/log/${id}`, { token: buyer.token })).body.log as {
      section_change: string;
    }[];
    expect(log.filter((entry) => entry.section_change === "status")).toHaveLength(1);
    expect((await order(id)).data.status).toBe("document");
  });
});
