// Paying an order without JavaScript (001 §2 Pembayaran, bank payment page, payment status page;
// 000 §4-5 proof upload), as HTTP conversations, with the operator API playing the administrator.
// The same journeys with JavaScript are in tests/e2e/payment.spec.ts, where the whole BPD journey
// also runs without it: the area's canary, checking this kit against Chromium. Every test has its
// own buyer and orders.
import { expect, operator, signIn, test, type Buyer, type ChosenFile, type NoJsBrowser } from "./kit";
import { hostCall, hostToken } from "../e2e/support/orders";
import {
  choosePayment,
  documentOrder,
  hostProof,
  paymentOf,
  paymentOperator,
  PNG_1PX,
} from "../e2e/support/payments";
import { PAYMENT_TEXT as TEXT } from "../support/payment";
import { openProofForm, proofForm } from "./support/payment";
import type { APIRequestContext } from "@playwright/test";

test.use({ buyerWithAddress: true });

const tab = (id: number) => `/profil/detailtransaksi/pembayaran?id_transaksi=${id}`;
const bankPage = (id: number, modal?: string) =>
  `/example/bpd-payment?id_transaksi=${id}${modal ? `&modal=${modal}` : ""}`;
const address = (visitor: NoJsBrowser) => visitor.url.pathname + visitor.url.search;

const png = { name: "bukti.png", type: "image/png", content: PNG_1PX };
const pdf = {
  name: "bukti.pdf",
  type: "application/pdf",
  content: Buffer.from(`%PDF-1.4\n${" ".repeat(300)}`),
};
const text = { name: "catatan.txt", type: "text/plain", content: Buffer.from("bukan gambar") };
const tooBig = {
  name: "besar.png",
  type: "image/png",
  content: Buffer.concat([PNG_1PX, Buffer.alloc(2_048_001 - PNG_1PX.length)]),
};

function fillProof(visitor: NoJsBrowser, file: ChosenFile | null) {
  visitor
    .fill("Atas Nama", "Bagian Umum Setda")
    .fill("No Rekening", "0011223344")
    .fill("Nama Bank", "BPD Bali");
  if (file) visitor.setFiles("Bukti Pembayaran", [file]);
}

/** The order's badge in the order head. */
const orderStatus = (visitor: NoJsBrowser) => visitor.text(".order-head .status-badge");

async function buyerWithOrder(request: APIRequestContext, buyer: Buyer) {
  const host = await hostToken(request, buyer);
  return { host, order: await documentOrder(request, host) };
}

/** The server's refusal in the page: the errorbukti modal's text. */
const refusal = (visitor: NoJsBrowser) => visitor.text('[data-modal="errorbukti"]');

/** The message a field names as its own (aria-describedby), as a screen reader reads it with it. */
function fieldMessage(visitor: NoJsBrowser, label: string) {
  const id = visitor.field(label).attribs["aria-describedby"];
  return id ? visitor.text(`[id="${id}"]`) : "";
}

test("BPD: choose, bank page, refused proofs, a PDF proof, the operator verifies: paid", async ({
  visitor,
  request,
  buyer,
}) => {
  const { host, order } = await buyerWithOrder(request, buyer);
  await signIn(visitor, buyer, tab(order.id));

  expect(visitor.text()).not.toContain("Anda belum bisa melakukan pembayaran");
  const options = visitor.$(visitor.field("Pilih Metode Pembayaran")).find("option");
  expect(options.toArray().map((o) => visitor.$(o).text())).toEqual([
    "- Silahkan Pilih -",
    "QRIS / Virtual Account BPD Bali",
    "Lainnya",
  ]);
  visitor.select("Pilih Metode Pembayaran", "QRIS / Virtual Account BPD Bali");
  await visitor.press("Bayar");

  // The bank payment page.
  expect(address(visitor)).toBe(bankPage(order.id));
  const bill = visitor.text(".bank-page .info-list");
  expect(bill).toContain(order.invoice);
  expect(bill).toContain("Transfer Bank Pembangunan Daerah Bali");
  expect(bill).toMatch(/\d{2} \w+ \d{4}/);
  expect(bill).toMatch(/Rp\. [\d.]+/);
  expect(visitor.text('[data-testid="payment-deadline"]')).toMatch(
    /^\d{2} \w+ \d{4} \d{2}:\d{2}:\d{2} WITA$/,
  );
  expect(visitor.$('img[alt="Contoh kode QRIS"]')).toHaveLength(1);
  expect(visitor.text(".payment-bill")).toBe("8812 0220 0100 0017");
  // The live countdown is the browser's; the page itself carries the deadline as text.
  expect(visitor.$('[data-testid="payment-countdown"]')).toHaveLength(0);
  expect(visitor.link("Kembali ke Detail Transaksi").attribs.href).toBe(
    `/profil/detailtransaksi?id_transaksi=${order.id}`,
  );

  await visitor.follow("Upload Bukti Pembayaran");
  expect(address(visitor)).toBe(bankPage(order.id, "bukti"));

  // Empty form: every field's message and the empty-data dialog.
  await visitor.press("Kirim");
  expect(visitor.status).toBe(400);
  expect(refusal(visitor)).toBe(TEXT.empty);
  expect(["Atas Nama", "No Rekening", "Nama Bank"].map((label) => fieldMessage(visitor, label))).toEqual(
    TEXT.required,
  );
  expect(fieldMessage(visitor, "Bukti Pembayaran")).toBe(TEXT.noFile);

  // Wrong type, then too big: refused with the spec's message; what was typed stays, the file
  // input is empty again (nothing to send without choosing anew).
  fillProof(visitor, text);
  await visitor.press("Kirim");
  expect(refusal(visitor)).toBe(TEXT.badType);
  expect(fieldMessage(visitor, "Bukti Pembayaran")).toBe(TEXT.badType);
  expect(visitor.value("Atas Nama")).toBe("Bagian Umum Setda");

  visitor.setFiles("Bukti Pembayaran", [tooBig]);
  await visitor.press("Kirim");
  expect(refusal(visitor)).toBe(TEXT.tooBig);
  expect(visitor.value("No Rekening")).toBe("0011223344");
  expect((await paymentOf(request, host, order.id)).status).toBe("pending");

  // A good PDF: sent, and Oke leads to the order, which shows the new status.
  fillProof(visitor, pdf);
  await visitor.press("Kirim");
  expect(visitor.text("dialog[open]")).toContain(TEXT.sent);
  await visitor.follow("Oke", "dialog[open]");
  expect(address(visitor)).toBe(tab(order.id));
  expect(orderStatus(visitor)).toBe("Payment Prosess");
  expect(visitor.text(".payment-tab")).toContain("Lihat bukti pembayaran (PDF)");
  expect((await paymentOf(request, host, order.id)).status).toBe("reviewed");

  // The administrator verifies: the order is paid and the status page says so.
  await paymentOperator.verify(request, order.id);
  await visitor.reload();
  expect(orderStatus(visitor)).toBe("Paid");
  expect(() => visitor.link("Upload Bukti Pembayaran")).toThrow(/no link/);
  // The proof form's address, now stale (a bookmark, the back button): no form, why, and the way back.
  await visitor.goto(proofForm(order.id));
  expect(visitor.text()).toContain("Bukti pembayaran tidak dapat dikirim untuk pembayaran ini");
  expect(() => visitor.field("Atas Nama")).toThrow(/no field/);
  await visitor.follow("Kembali ke Pembayaran");
  expect(address(visitor)).toBe(tab(order.id));
  expect(visitor.text()).not.toContain("Tata Cara Pembayaran");
  await visitor.follow("Lihat Status Pembayaran");
  expect(address(visitor)).toBe(`/profil/status-pembayaran?id=${order.id}`);
  expect(visitor.text()).toContain(TEXT.thanks);
  expect(visitor.text(".payment-page")).toContain(order.invoice);
});

test("BPD: a rejected proof is sent again from the payment tab (an image)", async ({
  visitor,
  request,
  buyer,
}) => {
  const { host, order } = await buyerWithOrder(request, buyer);
  await choosePayment(request, host, order.id, "BPD", "http://localhost/profil/respon");
  await hostProof(request, host, order.id);
  await paymentOperator.reject(request, order.id, "Nominal transfer tidak sesuai tagihan");

  await signIn(visitor, buyer, tab(order.id));
  expect(orderStatus(visitor)).toBe("Payment Failed");
  expect(visitor.text(".payment-tab")).toContain("Nominal transfer tidak sesuai tagihan");
  expect(visitor.text(".payment-tab")).toContain("Tata Cara Pembayaran");
  await visitor.follow("Upload Bukti Pembayaran");
  expect(address(visitor)).toBe(proofForm(order.id));
  fillProof(visitor, png);
  await visitor.press("Kirim");
  expect(visitor.text("dialog[open]")).toContain(TEXT.sent);
  await visitor.follow("Oke", "dialog[open]");
  expect(orderStatus(visitor)).toBe("Payment Prosess");
  expect(visitor.$('img[alt="Bukti pembayaran"]')).toHaveLength(1);
  expect((await paymentOf(request, host, order.id)).status).toBe("reviewed");

  await visitor.follow("Lihat Status Pembayaran");
  expect(address(visitor)).toBe(`/profil/status-pembayaran?id=${order.id}`);
  expect(visitor.text(".payment-page")).toContain("Reviewed");
});

test("Doku: the host's gateway, paid, back on /profil/respon", async ({ visitor, request, buyer }) => {
  const { order } = await buyerWithOrder(request, buyer);
  await signIn(visitor, buyer, tab(order.id));
  visitor.select("Pilih Metode Pembayaran", "Lainnya");
  await visitor.press("Bayar");
  expect(visitor.url.pathname).toMatch(/^\/admin-host\/doku\//);
  expect(visitor.text()).toContain(order.invoice);
  await visitor.press("Bayar");
  expect(address(visitor)).toBe(`/profil/respon?id_transaksi=${order.id}`);
  expect(visitor.text()).toContain(TEXT.thanks);
  await visitor.follow("Lihat detail transaksi");
  expect(address(visitor)).toBe(tab(order.id));
  expect(orderStatus(visitor)).toBe("Paid");
});

test("Doku: an expired payment links to the admin chat with the invoice", async ({
  visitor,
  request,
  buyer,
  baseURL,
}) => {
  const { host, order } = await buyerWithOrder(request, buyer);
  const payment = await choosePayment(
    request,
    host,
    order.id,
    "Doku",
    `${baseURL}/profil/respon?id_transaksi=${order.id}`,
  );
  await signIn(visitor, buyer, tab(order.id));
  // Still payable: the tab links to the gateway.
  expect(visitor.link("Tata Cara Pembayaran").attribs.href).toBe(payment.url_payment);
  await visitor.follow("Tata Cara Pembayaran");
  await visitor.press("Batalkan / biarkan kedaluwarsa");
  expect(address(visitor)).toBe(`/profil/respon?id_transaksi=${order.id}`);
  expect(visitor.text()).toContain(TEXT.expired);
  expect(visitor.link("Kembali ke Dashboard").attribs.href).toBe("/profil/beranda");

  await visitor.follow("Lihat detail transaksi");
  expect(address(visitor)).toBe(tab(order.id));
  expect(visitor.text()).toContain(TEXT.dokuExpired);
  expect(
    visitor.$("a[href]").filter((_, el) => visitor.$(el).text().trim() === "Tata Cara Pembayaran"),
  ).toHaveLength(0);
  await visitor.follow("Chat Admin");
  expect(address(visitor)).toBe(`/profil/chat?invoice=${order.invoice}`);
  expect(visitor.$("textarea").text()).toContain(order.invoice);
});

test("a double submit of the payment choice makes one payment", async ({ visitor, request, buyer }) => {
  const { host, order } = await buyerWithOrder(request, buyer);
  await signIn(visitor, buyer, tab(order.id));
  visitor.select("Pilih Metode Pembayaran", "QRIS / Virtual Account BPD Bali");
  // Bayar pressed twice before the first answer: the same form, posted twice side by side.
  const pages = await Promise.all([visitor.press("Bayar"), visitor.press("Bayar")]);
  for (const page of pages) {
    expect(page.chain).toEqual([`POST ${tab(order.id)}`, `GET ${bankPage(order.id)}`]);
    expect(page.status).toBe(200);
  }
  expect(visitor.text(".bank-page .info-list")).toContain(order.invoice);
  const log = await hostCall<{ log: { section_change: string }[] }>(
    request,
    host,
    "GET",
    `transaction/log/${order.id}`,
  );
  expect(log.log.filter((entry) => entry.section_change === "request payment")).toHaveLength(1);
  expect((await paymentOf(request, host, order.id)).payment_service).toBe("BPD");
});

test("the host's word reaches the buyer: a payment choice for an order no longer payable", async ({
  visitor,
  request,
  buyer,
}) => {
  const { order } = await buyerWithOrder(request, buyer);
  await signIn(visitor, buyer, tab(order.id));
  visitor.select("Pilih Metode Pembayaran", "QRIS / Virtual Account BPD Bali");
  await operator(request, "POST", `orders/${order.id}/status`, { status: "cancel" });
  await visitor.press("Bayar");
  expect(visitor.status).toBe(422);
  expect(visitor.text('dialog[open] [data-modal="errorpayment"]')).toBe("Transaksi belum dapat dibayar");
  expect(visitor.value("Pilih Metode Pembayaran")).toBe("BPD");
});

test("the host's word reaches the buyer: a proof for a payment verified or voided while its form is open", async ({
  visitor,
  request,
  buyer,
}) => {
  const { host, order } = await buyerWithOrder(request, buyer);
  await choosePayment(request, host, order.id, "BPD", "http://localhost/profil/respon");
  // The form's old address (?modal=bukti) leads to its own.
  await signIn(visitor, buyer, `${tab(order.id)}&modal=bukti`);
  expect(address(visitor)).toBe(proofForm(order.id));
  fillProof(visitor, png);
  // Sent from elsewhere (another tab) and verified by the administrator meanwhile.
  await hostProof(request, host, order.id);
  await paymentOperator.verify(request, order.id);
  await visitor.press("Kirim");
  expect(visitor.status).toBe(422);
  expect(refusal(visitor)).toBe("Bukti pembayaran tidak dapat dikirim untuk pembayaran ini");
  expect(visitor.value("Atas Nama")).toBe("Bagian Umum Setda");
  expect(visitor.value("No Rekening")).toBe("0011223344");
  expect((await paymentOf(request, host, order.id)).status).toBe("success");

  // A refused payment the administrator voids while the form is open: the host's 'Pembayaran tidak
  // ditemukan', not the order's.
  const second = await documentOrder(request, host);
  await choosePayment(request, host, second.id, "BPD", "http://localhost/profil/respon");
  await hostProof(request, host, second.id);
  await paymentOperator.reject(request, second.id);
  await visitor.goto(proofForm(second.id));
  fillProof(visitor, png);
  await paymentOperator.reset(request, second.id);
  await visitor.press("Kirim");
  expect(visitor.status).toBe(422);
  expect(refusal(visitor)).toBe("Pembayaran tidak ditemukan");
  expect(visitor.value("Nama Bank")).toBe("BPD Bali");
});

test("a wrong file is refused by the server: the proof form and what was typed stay", async ({
  visitor,
  request,
  buyer,
}) => {
  const { order } = await openProofForm(visitor, request, buyer);
  fillProof(visitor, text);
  await visitor.press("Kirim");
  expect(refusal(visitor)).toBe(TEXT.badType);
  // Its Oke is a <form method="dialog">: it closes the message in the page, without a request.
  expect(visitor.$(visitor.button("Oke", "dialog[open]")).closest("form").attr("method")).toBe("dialog");
  expect(visitor.$(":header").text()).toContain("Upload Bukti Pembayaran");
  expect(address(visitor)).toBe(proofForm(order.id));
  expect(visitor.value("Atas Nama")).toBe("Bagian Umum Setda");
  expect(visitor.value("No Rekening")).toBe("0011223344");
  expect(visitor.value("Nama Bank")).toBe("BPD Bali");
});

test("letters in the account number: only the field's own message, no empty-data dialog", async ({
  visitor,
  request,
  buyer,
}) => {
  const { host, order } = await openProofForm(visitor, request, buyer);
  fillProof(visitor, png);
  visitor.fill("No Rekening", "00ab11");
  await visitor.press("Kirim");
  expect(visitor.status).toBe(400);
  expect(visitor.text()).toContain("Pastikan data yang diinput berupa angka");
  // The page opens with the refused field focused.
  expect(visitor.field("No Rekening").attribs.autofocus).toBeDefined();
  expect(visitor.text()).not.toContain(TEXT.empty);
  expect(visitor.$('[data-modal="errorbukti"]')).toHaveLength(0);
  expect(visitor.value("Atas Nama")).toBe("Bagian Umum Setda");
  expect((await paymentOf(request, host, order.id)).status).toBe("pending");
});
