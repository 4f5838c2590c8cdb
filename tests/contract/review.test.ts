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
const review = (
  fields: Record<string, string | number>,
  media: [string, Blob, string][] = [],
  token = buyer.token,
) => host.api("product/review", { token, multipart: form(fields, media) });

describe("reviews", () => {
  it("reviews a paid line once, with media; the product's stars follow; the admin answers", async () => {
    const product = products[0];
    const id = await paidOrder(host, buyer, [
      [product, 1],
      [products[1], 1],
    ]);
    const [line] = await linesOf(id);
    const before = host.db.get<{ count_review: number }>("SELECT count_review FROM products WHERE id = ?", [
      product,
    ])!;
    const res = await review({ transaction: line, star: 4, notes: "Barang bagus sekali" }, [
      ["image[]", files.png(), "a.png"],
      ["image[]", files.png(), "b.png"],
    ]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Data anda telah berhasil disimpan");
    expect(res.body.data).toMatchObject({
      star: 4,
      notes: "Barang bagus sekali",
      respon_notes: null,
      transaction_detail: { id: line, transaction: { id } },
    });
    expect(res.body.data.image).toHaveLength(2);
    expect(res.body.data.image[0]).toMatchObject({
      kind: "image",
      image: expect.stringMatching(/^ulasan\//),
    });
    expect(
      host.db.get<{ count_review: number }>("SELECT count_review FROM products WHERE id = ?", [product])!
        .count_review,
    ).toBe(before.count_review + 1);

    const twice = await review({ transaction: line, star: 5, notes: "Sekali lagi" });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe("Anda sudah memberikan ulasan untuk produk ini");

    expect(
      (await host.operator(`reviews/${res.body.data.id}/answer`, { respon_notes: "Terima kasih" })).status,
    ).toBe(200);
    const byOrder = await host.api(`review/${id}`, { token: buyer.token });
    expect(byOrder.body.transaction_detail[0].review).toMatchObject({
      id: res.body.data.id,
      respon_notes: "Terima kasih",
    });
    expect(byOrder.body.transaction_detail[1].review).toBeNull();
    const mine = await host.api("reviews/list/user", { token: buyer.token });
    expect(mine.body[0]).toMatchObject({ id: res.body.data.id });
    const order = (await host.api(`transaction/${id}`, { token: buyer.token })).body;
    expect(order.reviews).toHaveLength(1);
    expect(order.data.data.transaction_detail[0].review.id).toBe(res.body.data.id);
  });

  it.each([
    [{ star: "", notes: "Bagus sekali" }, "star", "Bintang wajib diisi"],
    [{ star: "6", notes: "Bagus sekali" }, "star", "Bintang maksimal 5"],
    [{ star: "0", notes: "Bagus sekali" }, "star", "Bintang wajib diisi"],
    [{ star: "5", notes: "Oke" }, "notes", "Minimal Komentar berisi sebanyak 5 huruf"],
    [{ star: "5", notes: "x".repeat(256) }, "notes", "Maksimal Komentar berisi sebanyak 255 huruf"],
  ])("refuses %o", async (fields, field, message) => {
    const id = await paidOrder(host, buyer, [[products[2], 1]]);
    const [line] = await linesOf(id);
    const res = await review({ transaction: line, ...fields });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it("refuses unpaid orders, more than 3 media, wrong media, other buyers' lines and missing tokens", async () => {
    const unpaid = await placeOrder(host, buyer, [[products[3], 1]]);
    const [unpaidLine] = await linesOf(unpaid);
    const early = await review({ transaction: unpaidLine, star: 5, notes: "Bagus sekali" });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe("Ulasan hanya untuk transaksi yang sudah dibayar");
    const id = await paidOrder(host, buyer, [[products[3], 1]]);
    const [line] = await linesOf(id);
    const four = await review(
      { transaction: line, star: 5, notes: "Bagus sekali" },
      Array.from({ length: 4 }, (_, i) => ["image[]", files.png(), `${i}.png`] as [string, Blob, string]),
    );
    expect(four.body.errors.image).toEqual(["Maksimal 3 media"]);
    const pdf = await review({ transaction: line, star: 5, notes: "Bagus sekali" }, [
      ["image[]", files.pdf(), "a.pdf"],
    ]);
    expect(pdf.status).toBe(422);
    expect((await review({ transaction: line }, [], other.token)).status).toBe(422);
    expect(
      (await review({ transaction: line, star: 5, notes: "Bagus sekali" }, [], other.token)).status,
    ).toBe(404);
    expect((await host.api(`review/${id}`, { token: other.token })).status).toBe(404);
    expect((await host.api("reviews/list/user")).status).toBe(401);
    expect(host.db.get("SELECT 1 FROM reviews WHERE transaction_detail_id = ?", [line])).toBeUndefined();
  });
});
