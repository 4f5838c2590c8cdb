// Goods receipt without JavaScript (001 §2 Penerimaan, §5 Receipt form), as HTTP conversations,
// with the operator API shipping each buyer's own paid order; the same journeys with JavaScript
// are in tests/e2e/receipt.spec.ts. Every test has its own buyer and orders.
import { createBuyer, expect, signIn, test } from "./kit";
import { hostToken, placeOrder } from "../e2e/support/orders";
import { documentOrder } from "../e2e/support/payments";
import { hostReceipt, pdfFile, receiptRecords, shippedOrder } from "../e2e/support/receipts";
import { witaDay } from "../../contract/dates";
import { MESSAGES } from "../../contract/uploads";

test.use({ buyerWithAddress: true });

const TEXT = {
  updated: "Data anda telah berhasil diperbaharui",
  notShipped: "Pesanan Anda Belum memasuki proses pengiriman",
  notConfirmed: "Pesanan Anda Belum di Konfirmasi",
};

const tab = (id: number) => `/profil/detailtransaksi/penerimaan?id_transaksi=${id}`;
const templateUrl = (id: number, record: number, slot = "spk") =>
  `/profil/detailtransaksi/dokumen?id_transaksi=${id}&id_penerimaan=${record}&jenis=${slot}`;
const archiveUrl = (id: number) => `/profil/detailtransaksi/unduh-semua?id_transaksi=${id}`;
const files = { spk: pdfFile("spk.pdf", 900), bast: pdfFile("bast.pdf", 1200) };

test("a receipt's date and units corrected alone keep its documents", async ({ visitor, request, buyer }) => {
  const host = await hostToken(request, buyer);
  const order = await shippedOrder(request, host, { qty: 2 });
  const [record] = await receiptRecords(request, host, order.id);
  await hostReceipt(request, host, record, [
    { slot: "spk", file: files.spk },
    { slot: "bast", file: files.bast },
  ]);
  const [before] = await receiptRecords(request, host, order.id);
  await signIn(visitor, buyer, tab(order.id));
  const form = `#penerimaan-${record.id}`;
  expect(visitor.value("Unit Diterima", form)).toBe("2");
  visitor.fill("Unit Diterima", "1", form);
  await visitor.press("Simpan", form);
  expect(visitor.text()).toContain(TEXT.updated);
  const [after] = await receiptRecords(request, host, order.id);
  expect(after).toMatchObject({ unit_receipt: 1, name_receipt: "Penerima Uji" });
  expect(after.document).toEqual(before.document);
  expect(visitor.link("Unduh SPK Surat Pesanan PDF", form)).toBeTruthy();
  expect(visitor.link("Unduh Bast PDF", form)).toBeTruthy();
});

test("a chosen document of 0 bytes is refused, not taken for no document", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const order = await shippedOrder(request, host, { qty: 2 });
  const [record] = await receiptRecords(request, host, order.id);
  await hostReceipt(request, host, record, [{ slot: "spk", file: files.spk }]);
  const [before] = await receiptRecords(request, host, order.id);
  await signIn(visitor, buyer, tab(order.id));
  const form = `#penerimaan-${record.id}`;
  // The date picker offers the days from the shipment to today (WITA), no later one.
  expect(visitor.field("Tanggal Diterima", form).attribs.max).toBe(witaDay());
  visitor.fill("Unit Diterima", "1", form);
  visitor.setFiles(
    "Unggah Bast",
    [{ name: "bast.pdf", type: "application/pdf", content: Buffer.alloc(0) }],
    form,
  );
  await visitor.press("Simpan", form);
  expect(visitor.status).toBe(400);
  expect(visitor.text("dialog[open]")).toContain(MESSAGES.emptyFile);
  expect(visitor.value("Unit Diterima", form)).toBe("1");
  const [after] = await receiptRecords(request, host, order.id);
  expect(after).toEqual(before);
});

test("before shipping: why there is nothing to receive yet", async ({ visitor, request, buyer }) => {
  const host = await hostToken(request, buyer);
  const pending = await placeOrder(request, host, { qty: 1, priceNego: 10_000 });
  const paying = await documentOrder(request, host);
  await signIn(visitor, buyer, tab(pending));
  expect(visitor.text()).toContain(TEXT.notConfirmed);
  await visitor.goto(tab(paying.id));
  expect(visitor.text()).toContain(TEXT.notShipped);
  expect(() => visitor.button("Unduh semua dokumen")).toThrow(/no button/);
  const nothingYet = await visitor.fetch(archiveUrl(paying.id));
  expect(nothingYet.status).toBe(404);
  expect(nothingYet.headers.get("cache-control")).toBe("private, no-store");
});

test("another buyer's order, templates, documents and receipt form are 404", async ({
  visitor,
  request,
  buyer,
}) => {
  const owner = await hostToken(request, buyer);
  const order = await shippedOrder(request, owner, { qty: 1 });
  const [record] = await receiptRecords(request, owner, order.id);
  await hostReceipt(request, owner, record, [{ slot: "spk", file: files.spk }]);

  const other = await createBuyer(request, true);
  await signIn(visitor, other, "/profil/chat");
  const csrf = visitor.$('input[name="csrf"]').first().attr("value") ?? "";
  await visitor.goto(tab(order.id));
  expect(visitor.status).toBe(404);
  expect(visitor.text()).not.toContain(order.invoice);
  for (const url of [
    templateUrl(order.id, record.id),
    archiveUrl(order.id),
    templateUrl(order.id, record.id, "ktp"),
    `/profil/detailtransaksi/dokumen?id_transaksi=abc&id_penerimaan=${record.id}&jenis=spk`,
    "/profil/detailtransaksi/unduh-semua?id_transaksi=-1",
  ]) {
    const answer = await visitor.fetch(url);
    expect(answer.status, url).toBe(404);
    // A buyer's private download: its 404 is never kept by a shared cache either.
    expect(answer.headers.get("cache-control"), url).toBe("private, no-store");
    expect(await answer.text()).not.toContain(order.invoice);
  }
  const body = new FormData();
  for (const [name, value] of Object.entries({
    csrf,
    intent: "penerimaan",
    id_penerimaan: String(record.id),
    varian: "update",
    tglditerima: record.date_delivery,
    unitditerima: "1",
    nama_penerima: "Bukan Pemilik",
  })) {
    body.append(name, value);
  }
  body.append(
    "dokumen_bast",
    new Blob([new Uint8Array(files.bast.buffer)], { type: files.bast.mimeType }),
    files.bast.name,
  );
  const posted = await visitor.fetch(tab(order.id), { method: "POST", body });
  expect(posted.status).toBe(404);
  const [after] = await receiptRecords(request, owner, order.id);
  expect(after.name_receipt).toBe("Penerima Uji");
  expect(after.document.map((document) => document.name)).toEqual(["spk"]);
});
