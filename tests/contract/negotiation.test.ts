import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestHost } from "./support/host.ts";
import { startOrderWorld, form, placeOrder, spkFields, type OrderBuyer } from "./orders-support.ts";

let host: TestHost, buyer: OrderBuyer, other: OrderBuyer, products: number[];

beforeAll(async () => {
  ({ host, buyer, other, products } = await startOrderWorld(6));
});
afterAll(() => host.close());

const order = (id: number, token = buyer.token) =>
  host.api(`transaction/${id}`, { token }).then((res) => res.body);
const counter = (id: number, body: unknown, token = buyer.token) =>
  host.api(`transaction/store-negotiation/${id}`, { token, json: body });

async function negotiatedOrder() {
  const id = await placeOrder(
    host,
    buyer,
    [
      [products[0], 2],
      [products[1], 1],
    ],
    { priceNego: 1000 },
  );
  const lines = (await order(id)).data.data.transaction_detail as {
    id: number;
    price_after_discount: number;
  }[];
  return { id, lines };
}

describe("negotiation rounds", () => {
  it("alternates buyer and admin rounds; each side may only answer the other", async () => {
    const { id, lines } = await negotiatedOrder();
    const early = await counter(id, { transaction_detail_id: [lines[0].id], new_price: [900] });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe("Negosiasi tidak dapat diajukan");

    const admin = await host.operator(`orders/${id}/counter`, {
      prices: [{ transaction_detail_id: lines[0].id, new_price: 1500 }],
      shipping_cost: 3000,
      notes: "Harga final",
    });
    expect(admin.status).toBe(201);
    expect(
      (
        await host.operator(`orders/${id}/counter`, {
          prices: [{ transaction_detail_id: lines[0].id, new_price: 1400 }],
        })
      ).status,
    ).toBe(422);

    const afterAdmin = await order(id);
    expect(afterAdmin.negotiations.at(-1)).toMatchObject({
      nego_step: 2,
      is_admin: 1,
      notes: "Harga final",
      shipping_cost_negotiation: { new_price: 3000 },
    });
    expect(afterAdmin.data.data).toMatchObject({ nego_step: 2, shipping_cost_nego: 3000 });

    const buyerRound = await counter(id, {
      transaction_id: id,
      old_shipping_price: 3000,
      new_shipping_price: 2500,
      transaction_detail_id: [lines[0].id, lines[1].id],
      old_price: [1500, lines[1].price_after_discount],
      new_price: [1200, ""],
      notes: "Mohon dipertimbangkan",
    });
    expect(buyerRound.status).toBe(201);
    expect(buyerRound.body.message).toBe(
      "Selamat Permohonan Nego Anda Berhasil diajukan, mohon menunggu proses selanjutnya",
    );
    expect(buyerRound.body.data).toMatchObject({
      nego_step: 3,
      is_admin: 0,
      notes: "Mohon dipertimbangkan",
      shipping_cost_negotiation: { old_price: 3000, new_price: 2500 },
    });
    expect(buyerRound.body.data.product_negotiation).toEqual([
      expect.objectContaining({ transaction_detail_id: lines[0].id, old_price: 1500, new_price: 1200 }),
    ]);

    const t = (await order(id)).data.data;
    expect(t.transaction_detail[0]).toMatchObject({ price_nego: 1200, subtotal_nego: 2400 });
    expect(t.transaction_detail[0].price_negotiation.map((p: { new_price: number }) => p.new_price)).toEqual([
      1000, 1500, 1200,
    ]);
    const other = t.transaction_detail[1].subtotal;
    expect(t.total_price_nego).toBe(2400 + other);
    expect(t.grand_total).toBe(
      2400 + other + Math.round((2400 * 11) / 100) + Math.round((other * 11) / 100) + 2500,
    );

    const log = (await host.api(`transaction/log/${id}`, { token: buyer.token })).body.log as {
      section_change: string;
      section_nego: number | null;
      old_value: string;
      new_value: string;
    }[];
    expect(
      log.filter((e) => e.section_change === "price").map((e) => [e.section_nego, e.old_value, e.new_value]),
    ).toEqual([
      [1, String(lines[0].price_after_discount), "1000"],
      [2, "1000", "1500"],
      [3, "1500", "1200"],
    ]);
    expect(log.filter((e) => e.section_change === "shipping cost").map((e) => e.new_value)).toEqual([
      "3000",
      "2500",
    ]);

    const accepted = await host.operator(`orders/${id}/accept`, {});
    expect(accepted.body.data.status).toBe("confirmed");
    const statusLog = (await host.api(`transaction/log/${id}`, { token: buyer.token })).body.log.at(-1);
    expect(statusLog).toMatchObject({
      section_change: "status",
      name_section_change: "Perubahan Status",
      old_value: "pending",
      new_value: "confirmed",
    });
  });

  it.each([
    [{}, "mohon untuk mengisi data terlebih dahulu"],
    [{ transaction_detail_id: [1], new_price: ["abc"] }, "Pastikan data yang diinput berupa angka"],
    [{ new_shipping_price: "123456789" }, "Data terlalu panjang!"],
  ])("refuses the counter-offer %o and writes no round", async (body, message) => {
    const { id, lines } = await negotiatedOrder();
    await host.operator(`orders/${id}/counter`, {
      prices: [{ transaction_detail_id: lines[0].id, new_price: 1500 }],
    });
    const payload =
      "transaction_detail_id" in body ? { ...body, transaction_detail_id: [lines[0].id] } : body;
    const res = await counter(id, payload);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect((await order(id)).negotiations).toHaveLength(2);
  });

  it("refuses a counter-offer above the line's price or the quoted shipping, or of 0", async () => {
    const { id, lines } = await negotiatedOrder();
    await host.operator(`orders/${id}/counter`, {
      prices: [{ transaction_detail_id: lines[0].id, new_price: 1500 }],
    });
    const quoted = (await order(id)).data.data.shipping_cost as number;
    const cases: [unknown, string, string][] = [
      [
        { transaction_detail_id: [lines[0].id], new_price: [lines[0].price_after_discount + 1] },
        "new_price",
        "Harga negosiasi tidak boleh melebihi harga normal",
      ],
      [
        { transaction_detail_id: [lines[0].id], new_price: [0] },
        "new_price",
        "Harga negosiasi harus lebih dari Rp. 0",
      ],
      [
        { new_shipping_price: quoted + 1 },
        "new_shipping_price",
        "Ongkos kirim negosiasi tidak boleh melebihi ongkos kirim normal",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await counter(id, body);
      expect(res.status, message).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect((await order(id)).negotiations).toHaveLength(2);
  });

  it("hides another buyer's order (404) and needs a token (401)", async () => {
    const { id } = await negotiatedOrder();
    expect((await counter(id, { new_shipping_price: 1 }, other.token)).status).toBe(404);
    expect((await host.api(`transaction/store-negotiation/${id}`, { json: {} })).status).toBe(401);
  });
});

describe("store-spk", () => {
  it("moves a confirmed order to document and stores the budget data", async () => {
    const id = await placeOrder(host, buyer, [[products[2], 1]]);
    const res = await host.api("transaction/store-spk", {
      token: buyer.token,
      multipart: form(spkFields(id)),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "Success",
      message: "Data anda telah berhasil disimpan",
      data: { tipe_bendahara: "bendahara umum", pagu_anggaran: 50000000 },
    });
    const t = (await order(id)).data.data;
    expect(t.status).toBe("document");
    expect(t.spk).toMatchObject({ satuan_kerja: "Bagian Umum", nip_bendahara: "198011202005011004" });
    const again = await host.api("transaction/store-spk", { token: buyer.token, form: spkFields(id) });
    expect(again.status).toBe(400);
    expect(again.body.massage).toBe("Transaksi tidak dapat dikonfirmasi");
  });

  it("accepts the admin's offer from pending: status confirm, then the operator issues the documents", async () => {
    const { id, lines } = await negotiatedOrder();
    await host.operator(`orders/${id}/counter`, {
      prices: [{ transaction_detail_id: lines[0].id, new_price: 1500 }],
    });
    const res = await host.api("transaction/store-spk", {
      token: buyer.token,
      form: { ...spkFields(id), tipe_pemerintah: "kuasa_pengguna_anggaran" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.tipe_pemerintah).toBe("kuasa pengguna angaran");
    expect((await order(id)).data.status).toBe("confirm");
    expect((await host.operator(`orders/${id}/status`, { status: "document" })).body.data.status).toBe(
      "document",
    );
  });

  it("answers 400 with massage and errors on the official and treasurer fields", async () => {
    const id = await placeOrder(host, buyer, [[products[3], 1]]);
    const fields = {
      ...spkFields(id),
      nama_pemerintah: "",
      nip_pemerintah: "",
      nama_bendahara: " ",
      nip_bendahara: "",
    };
    const res = await host.api("transaction/store-spk", { token: buyer.token, form: fields });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      "nama_bendahara",
      "nama_pemerintah",
      "nip_bendahara",
      "nip_pemerintah",
    ]);
    expect(res.body.massage).toEqual(expect.any(String));
    expect((await order(id)).data.status).toBe("confirmed");
  });

  it.each([
    ["satuan_kerja", "", "Nama Satuan Kerja Wajib Diisi"],
    ["lembaga", "", "Nama Kementerian/Lembaga/Pemerintahan Wajib Diisi"],
    ["paket_kerja", "", "Nama Paket Pekerjaan Wajib Diisi"],
    ["tahun_anggaran", "", "Tahun Anggaran Wajib Diisi"],
    ["tahun_anggaran", "20x6", "Pastikan data yang diinput berupa angka"],
    ["sumber_dana", "", "Sumber Dana Wajib Diisi"],
    ["kode_rekening", "", "Kode Rekening Anggaran Wajib Diisi"],
    ["pagu_anggaran", "", "Pagu Anggaran Wajib Diisi"],
    ["pagu_anggaran", "1234567890", "Pagu Anggaran terlalu panjang!"],
    ["nip_pemerintah", "19870215 2011", "Pastikan data yang diinput berupa angka"],
    ["tipe_pemerintah", "raja", "Tipe pemerintah tidak valid"],
    ["lembaga", "x".repeat(10_000), "Nama Kementerian/Lembaga/Pemerintahan terlalu panjang!"],
  ])("refuses %s=%j with 400 and the message in massage", async (field, value, message) => {
    const id = await placeOrder(host, buyer, [[products[4], 1]]);
    const res = await host.api("transaction/store-spk", {
      token: buyer.token,
      form: { ...spkFields(id), [field]: value },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toContain(message);
    expect(res.body.massage).toBe(res.body.message);
  });

  it("hides another buyer's order with 404", async () => {
    const id = await placeOrder(host, other, [[products[5], 1]]);
    expect(
      (await host.api("transaction/store-spk", { token: buyer.token, form: spkFields(id) })).status,
    ).toBe(404);
    expect((await order(id, other.token)).data.status).toBe("confirmed");
  });

  it("checks ownership before the fields: another buyer's or an unknown order with a bad body is 404", async () => {
    const id = await placeOrder(host, other, [[products[5], 1]]);
    const invalid = { nama_pemerintah: "", nip_bendahara: "12-34", tahun_anggaran: "dua ribu" };
    for (const transactionId of [id, 999_999]) {
      const res = await host.api("transaction/store-spk", {
        token: buyer.token,
        form: { ...spkFields(transactionId), ...invalid },
      });
      expect(res, String(transactionId)).toMatchObject({
        status: 404,
        body: { message: "Data tidak ditemukan" },
      });
    }
    const own = await host.api("transaction/store-spk", {
      token: other.token,
      form: { ...spkFields(id), ...invalid },
    });
    expect(own.status).toBe(400);
    expect(Object.keys(own.body.errors).sort()).toEqual([
      "nama_pemerintah",
      "nip_bendahara",
      "tahun_anggaran",
    ]);
    expect((await order(id, other.token)).data.status).toBe("confirmed");
  });
});

describe("admin-transaction/update", () => {
  it("is for the operator key only, sets Process from paid", async () => {
    const id = await placeOrder(host, buyer, [[products[5], 1]]);
    const asBuyer = await host.api(`admin-transaction/update/${id}`, {
      token: buyer.token,
      form: { _method: "PUT", status: "Process" },
    });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.message).toBe("Hanya admin yang dapat mengubah status transaksi");
    const headers = { "X-Operator-Key": host.operatorKey };
    const tooEarly = await host.api(`admin-transaction/update/${id}`, {
      headers,
      form: { _method: "PUT", status: "Process" },
    });
    expect(tooEarly.status).toBe(422);
    await host.api("transaction/store-spk", { token: buyer.token, form: spkFields(id) });
    await host.api("transaction/payment", {
      token: buyer.token,
      form: { transaction_id: id, payment_service: "BPD", payment_success_url: "http://localhost/x" },
    });
    await host.operator(`orders/${id}/payment/verify`, {});
    const wrong = await host.api(`admin-transaction/update/${id}`, {
      headers,
      form: { _method: "PUT", status: "Shipped" },
    });
    expect(wrong.status).toBe(422);
    const ok = await host.api(`admin-transaction/update/${id}`, {
      headers,
      multipart: form({ _method: "PUT", status: "Process" }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: "Status berhasil diubah", data: { id, status: "process" } });
  });
});
