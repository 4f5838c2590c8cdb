import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestHost } from "./support/host.ts";
import {
  startOrderWorld,
  files,
  form,
  orderInDocument,
  placeOrder,
  proofFields,
  type OrderBuyer,
} from "./orders-support.ts";

let host: TestHost, buyer: OrderBuyer, other: OrderBuyer, products: number[];

beforeAll(async () => {
  ({ host, buyer, other, products } = await startOrderWorld(4));
});
afterAll(() => host.close());

const returnUrl = "http://localhost:3000/profil/respon?id=1";
const choose = (id: number, service: string, token = buyer.token) =>
  host.api("transaction/payment", {
    token,
    multipart: form({ transaction_id: id, payment_service: service, payment_success_url: returnUrl }),
  });
const status = (id: number) =>
  host.api(`transaction/${id}`, { token: buyer.token }).then((res) => res.body.data.status as string);
const upload = (
  fields: Record<string, string | number>,
  image: Blob | null = files.png(),
  token = buyer.token,
) =>
  host.api("transaction/payment/proof-of-payment", {
    token,
    multipart: form(fields, image ? [["image", image, "bukti.png"]] : []),
  });
/** Moves the payment's deadline into the past (the host notices on the next read). */
const expireDeadline = (id: number) =>
  host.db.run("UPDATE payments SET expired_date = '2020-01-01T00:00:00.000Z' WHERE transaction_id = ?", [id]);
const sections = async (id: number) =>
  (
    (await host.api(`transaction/log/${id}`, { token: buyer.token })).body.log as {
      section_change: string;
      old_value: string | null;
      new_value: string | null;
    }[]
  ).map((entry) => `${entry.section_change}:${entry.old_value ?? ""}>${entry.new_value ?? ""}`);

describe("BPD", () => {
  it("creates a pending payment due in 24 hours; a repeat returns it", async () => {
    const id = await orderInDocument(host, buyer, [[products[0], 1]]);
    const before = Date.now();
    const res = await choose(id, "BPD");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      transaction_id: id,
      payment_service: "BPD",
      payment_type: "QRIS / Virtual Account",
      status: "pending",
      url_payment: null,
      transaction: { id },
    });
    const due = Date.parse(res.body.expired_date) - before;
    expect(due).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(due).toBeLessThanOrEqual(24 * 3600_000 + 1000);
    const order = (await host.api(`transaction/${id}`, { token: buyer.token })).body.data;
    expect(order.status).toBe("pending_payment");
    expect(res.body.nominal).toBe(order.data.grand_total);
    const again = await choose(id, "BPD");
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    expect((await host.api(`transaction/payment/status?id=${id}`, { token: buyer.token })).body).toEqual(
      again.body,
    );
    expect((await host.api(`transaction/payment/detail/${id}`, { token: buyer.token })).body).toEqual(
      again.body,
    );
  });

  it("takes a proof (reviewed, payment_process); the operator rejects (failed), a new proof, then verifies (paid)", async () => {
    const id = await orderInDocument(host, buyer, [[products[1], 2]]);
    await choose(id, "BPD");
    const sent = await upload(proofFields(id));
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe("Selamat File Anda telah dikirim");
    expect(sent.body.data).toMatchObject({
      status: "reviewed",
      account_name: "Bagian Umum",
      account_number: "0011223344",
      bank_name: "BPD Bali",
    });
    expect(sent.body.data.image).toMatch(/^bukti-bayar\/[0-9a-f]{32}\.png$/);
    const proof = sent.body.data.image as string;
    expect((await fetch(`${host.url}/files/${proof}`)).status).toBe(404);
    const ownProof = await fetch(`${host.url}/api/files/${proof}`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
    });
    expect(ownProof.status).toBe(200);
    expect(await status(id)).toBe("payment_process");

    const rejected = await host.operator(`orders/${id}/payment/reject`, { notes: "Nominal kurang" });
    expect(rejected.body.data).toMatchObject({ status: "failed", notes: "Nominal kurang" });
    expect(await status(id)).toBe("payment_failed");
    expect((await upload(proofFields(id))).body.data.status).toBe("reviewed");
    const verified = await host.operator(`orders/${id}/payment/verify`, {});
    expect(verified.body.data).toMatchObject({ status: "success" });
    expect(verified.body.data.payment_date).toEqual(expect.any(String));
    expect(await status(id)).toBe("paid");
    expect((await host.operator(`orders/${id}/payment/verify`, {})).status).toBe(422);
    expect(await sections(id)).toEqual([
      expect.stringMatching(/^make order:>\d+$/),
      "status:confirmed>document",
      "request payment:>BPD",
      "status:document>pending_payment",
      "payment:pending>reviewed",
      "status:pending_payment>payment_process",
      expect.stringMatching(/^upload payment:>bukti-bayar\//),
      "payment:reviewed>failed",
      "status:payment_process>payment_failed",
      "payment:failed>reviewed",
      "status:payment_failed>payment_process",
      expect.stringMatching(/^upload payment:>bukti-bayar\//),
      "payment:reviewed>success",
      "status:payment_process>paid",
    ]);
  });

  it("expires after the deadline; the operator voids it and the buyer chooses again", async () => {
    const id = await orderInDocument(host, buyer, [[products[2], 1]]);
    await choose(id, "BPD");
    expireDeadline(id);
    const detail = await host.api(`transaction/payment/detail/${id}`, { token: buyer.token });
    expect(detail.body.status).toBe("expired");
    expect(await status(id)).toBe("payment_expired");
    expect((await choose(id, "Doku")).status).toBe(422);
    expect((await host.operator(`orders/${id}/payment/reset`, {})).status).toBe(200);
    expect((await host.api(`transaction/payment/status?id=${id}`, { token: buyer.token })).status).toBe(404);
    const fresh = await choose(id, "BPD");
    expect(fresh.status).toBe(201);
    expect(await status(id)).toBe("pending_payment");
  });

  it("takes a proof after the deadline (payment_expired → payment_process), then the operator verifies", async () => {
    const id = await orderInDocument(host, buyer, [[products[0], 1]]);
    await choose(id, "BPD");
    expireDeadline(id);
    expect(await status(id)).toBe("payment_expired");
    const sent = await upload(proofFields(id));
    expect(sent.status).toBe(200);
    expect(sent.body.data.status).toBe("reviewed");
    expect(await status(id)).toBe("payment_process");
    expect((await host.operator(`orders/${id}/payment/verify`, {})).body.data.status).toBe("success");
    expect(await status(id)).toBe("paid");
    expect((await sections(id)).slice(4, 9)).toEqual([
      "payment:pending>expired",
      "status:pending_payment>payment_expired",
      "payment:expired>reviewed",
      "status:payment_expired>payment_process",
      expect.stringMatching(/^upload payment:>bukti-bayar\//),
    ]);
  });

  it("after a rejected proof the operator resets the payment (payment_failed → pending_payment) and the buyer pays again", async () => {
    const id = await orderInDocument(host, buyer, [[products[1], 1]]);
    await choose(id, "BPD");
    await upload(proofFields(id));
    await host.operator(`orders/${id}/payment/reject`, { notes: "Bukti tidak terbaca" });
    expect(await status(id)).toBe("payment_failed");
    const early = await choose(id, "BPD");
    expect(early.status).toBe(422);
    expect(early.body.message).toBe("Transaksi belum dapat dibayar");

    expect((await host.operator(`orders/${id}/payment/reset`, {})).status).toBe(200);
    expect((await host.api(`transaction/payment/status?id=${id}`, { token: buyer.token })).status).toBe(404);
    const again = await choose(id, "BPD");
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: "pending", notes: null });
    expect(await status(id)).toBe("pending_payment");
    expect((await sections(id)).slice(7)).toEqual([
      "payment:reviewed>failed",
      "status:payment_process>payment_failed",
      "request payment:>BPD",
      "status:payment_failed>pending_payment",
    ]);
    expect((await upload(proofFields(id))).body.data.id).toBe(again.body.id);
    await host.operator(`orders/${id}/payment/verify`, {});
    expect(await status(id)).toBe("paid");
  });

  it.each([
    [{ account_name: "" }, "account_name", "Atas Nama Wajib Diisi"],
    [{ account_number: "" }, "account_number", "No Rekening Wajib Diisi"],
    [{ account_number: "12-34" }, "account_number", "Pastikan data yang diinput berupa angka"],
    [{ bank_name: "" }, "bank_name", "Nama Bank Wajib Diisi"],
  ])("refuses the proof %o", async (change, field, message) => {
    const id = await orderInDocument(host, buyer, [[products[3], 1]]);
    await choose(id, "BPD");
    const res = await upload({ ...proofFields(id), ...change });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect((await host.api(`transaction/payment/detail/${id}`, { token: buyer.token })).body.status).toBe(
      "pending",
    );
  });

  it("refuses a missing, mislabelled or oversize proof file", async () => {
    const id = await orderInDocument(host, buyer, [[products[3], 1]]);
    await choose(id, "BPD");
    const missing = await upload(proofFields(id), null);
    expect(missing.body.errors.image).toEqual(["Anda belum Memasukkan Bukti Pembayaran"]);
    const text = await upload(proofFields(id), files.text());
    expect(text.body.errors.image).toEqual([
      "Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp, .pdf)",
    ]);
    const big = await upload(proofFields(id), files.bigPng());
    expect(big.body.errors.image).toEqual(["Ukuran format Gambar anda lebih dari 2mb"]);
    const pdf = await upload(proofFields(id), files.pdf());
    expect(pdf.status).toBe(200);
  });
});

describe("Doku", () => {
  it("gives a url_payment to the host's gateway page, which completes the payment and returns the buyer", async () => {
    const id = await orderInDocument(host, buyer, [[products[0], 1]]);
    const res = await choose(id, "Doku");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ payment_service: "Doku", status: "pending" });
    expect(res.body.url_payment).toMatch(/^http:\/\/localhost:5199\/doku\/[\w-]+$/);
    const page = new URL(res.body.url_payment).pathname;
    const html = await fetch(`${host.url}${page}`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain(res.body.transaction.invoice);
    const paid = await fetch(`${host.url}${page}`, {
      method: "POST",
      body: new URLSearchParams({ action: "pay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(returnUrl);
    expect(await status(id)).toBe("paid");
    expect((await host.api(`transaction/payment/status?id=${id}`, { token: buyer.token })).body.status).toBe(
      "success",
    );
    expect(await upload(proofFields(id)).then((r) => r.status)).toBe(422);
  });

  it("lets the gateway page expire the payment", async () => {
    const id = await orderInDocument(host, buyer, [[products[1], 1]]);
    const page = new URL((await choose(id, "Doku")).body.url_payment).pathname;
    const expired = await fetch(`${host.url}${page}`, {
      method: "POST",
      body: new URLSearchParams({ action: "expire" }),
      redirect: "manual",
    });
    expect(expired.status).toBe(303);
    expect(await status(id)).toBe("payment_expired");
    expect((await fetch(`${host.url}/doku/unknown-token`)).status).toBe(404);
  });
});

describe("guards", () => {
  it("refuses orders not yet payable, bad input, other buyers and missing tokens", async () => {
    const confirmed = await placeOrder(host, buyer, [[products[2], 1]]);
    const early = await choose(confirmed, "BPD");
    expect(early.status).toBe(422);
    expect(early.body.message).toBe("Transaksi belum dapat dibayar");
    const id = await orderInDocument(host, buyer, [[products[3], 1]]);
    const badService = await host.api("transaction/payment", {
      token: buyer.token,
      form: { transaction_id: id, payment_service: "Cash", payment_success_url: returnUrl },
    });
    expect(badService.status).toBe(422);
    const badUrl = await host.api("transaction/payment", {
      token: buyer.token,
      form: { transaction_id: id, payment_service: "BPD", payment_success_url: "javascript:alert(1)" },
    });
    expect(badUrl.body.errors.payment_success_url).toEqual(["URL kembali tidak valid"]);
    expect((await choose(id, "BPD", other.token)).status).toBe(404);
    await choose(id, "BPD");
    expect((await host.api(`transaction/payment/detail/${id}`, { token: other.token })).status).toBe(404);
    expect((await host.api(`transaction/payment/status?id=${id}`, { token: other.token })).status).toBe(404);
    expect((await upload(proofFields(id), files.png(), other.token)).status).toBe(404);
    expect((await host.api(`transaction/payment/detail/${id}`)).status).toBe(401);
    expect((await host.api(`transaction/payment/detail/${id}`, { token: buyer.token })).body.status).toBe(
      "pending",
    );
  });
});
