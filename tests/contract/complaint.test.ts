import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestHost } from "./support/host.ts";
import {
  startOrderWorld,
  files,
  form,
  lineIds,
  paidOrder,
  placeOrder,
  type OrderBuyer,
} from "./orders-support.ts";

let host: TestHost, buyer: OrderBuyer, other: OrderBuyer, products: number[];

beforeAll(async () => {
  ({ host, buyer, other, products } = await startOrderWorld(4));
});
afterAll(() => host.close());

const linesOf = (id: number, token = buyer.token) => lineIds(host, id, token);
const complain = (
  fields: Record<string, string | number>,
  media: [string, Blob, string][] = [["image[]", files.png(), "bukti.png"]],
  token = buyer.token,
) => host.api("transaction/complaint", { token, multipart: form(fields, media) });

describe("complaints", () => {
  it("files one complaint per paid line with proof; the admin answers; lists and detail", async () => {
    const id = await paidOrder(host, buyer, [[products[0], 2]]);
    const [line] = await linesOf(id);
    const res = await complain({
      transaction_detail_id: line,
      description_detail: "Barang datang rusak <b>parah</b>",
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Komplain Anda Berhasil dikirim");
    expect(res.body.data).toMatchObject({
      description_complaint: "Barang datang rusak <b>parah</b>",
      respon_admin: null,
      transaction_detail: { id: line, transaction: { id } },
    });
    expect(res.body.data.image[0].image).toMatch(/^komplain\//);
    const twice = await complain({ transaction_detail_id: line, description_detail: "Lagi" });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe("You already make complaint with this transaction");

    await host.operator(`complaints/${res.body.data.id}/answer`, { respon_admin: "Kami ganti unitnya" });
    const detail = await host.api(`transaction/complaint/${res.body.data.id}`, { token: buyer.token });
    expect(detail.body).toMatchObject({ id: res.body.data.id, respon_admin: "Kami ganti unitnya" });
    const list = await host.api("transaction/complaint/list", { token: buyer.token });
    expect(list.body[0].id).toBe(res.body.data.id);
    expect((await host.api(`transaction/${id}`, { token: buyer.token })).body.complaint).toHaveLength(1);
    expect((await host.api(`transaction/complaint/${res.body.data.id}`, { token: other.token })).status).toBe(
      404,
    );
  });

  it.each([
    [{ description_detail: "Rusak" }, "transaction_detail_id", "Produk Wajib Dipilih", true],
    [{ description_detail: "" }, "description_detail", "Keterangan Komplain wajib diisi", true],
    [{ description_detail: "Rusak" }, "image", "Bukti wajib diisi", false],
  ])("refuses %o", async (fields, field, message, withProof) => {
    const id = await paidOrder(host, buyer, [[products[1], 1]]);
    const [line] = await linesOf(id);
    const body = field === "transaction_detail_id" ? fields : { transaction_detail_id: line, ...fields };
    const res = await complain(body, withProof ? [["image[]", files.png(), "x.png"]] : []);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it("refuses unpaid orders and other buyers' lines", async () => {
    const unpaid = await placeOrder(host, buyer, [[products[2], 1]]);
    const [line] = await linesOf(unpaid);
    const res = await complain({ transaction_detail_id: line, description_detail: "Belum datang" });
    expect(res.body.message).toBe("Komplain hanya untuk transaksi yang sudah dibayar");
    const theirs = await paidOrder(host, other, [[products[2], 1]]);
    const [theirLine] = await linesOf(theirs, other.token);
    expect(
      (await complain({ transaction_detail_id: theirLine, description_detail: "Bukan milik saya" })).status,
    ).toBe(404);
    expect((await host.api("transaction/complaint/list")).status).toBe(401);
  });
});
