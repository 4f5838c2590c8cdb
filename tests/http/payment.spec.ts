// Paying an order without JavaScript (001 §2 Pembayaran, bank payment page, payment status page;
// 000 §4-5 proof upload), as HTTP conversations, with the operator API playing the administrator.
// The same journeys with JavaScript, and the whole BPD journey without it (the area's canary), are
// in tests/e2e/payment.spec.ts. Every test has its own buyer and orders.
import { expect, operator, signIn, test, type Buyer, type NoJsBrowser } from "./kit";
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
import type { APIRequestContext } from "@playwright/test";

test.use({ buyerWithAddress: true });

const tab = (id: number) => `/profil/detailtransaksi/pembayaran?id_transaksi=${id}`;
const proofForm = (id: number) => `/profil/detailtransaksi/pembayaran/bukti?id_transaksi=${id}`;
const bankPage = (id: number) => `/example/bpd-payment?id_transaksi=${id}`;
const address = (visitor: NoJsBrowser) => visitor.url.pathname + visitor.url.search;

const png = { name: "bukti.png", type: "image/png", content: PNG_1PX };
const text = { name: "catatan.txt", type: "text/plain", content: Buffer.from("bukan gambar") };

function fillProof(visitor: NoJsBrowser, file: typeof png | null) {
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

  await visitor.goto(`/profil/status-pembayaran?id=${order.id}`);
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
  await visitor.goto(tab(order.id));
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

  await visitor.goto(tab(order.id));
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
  const csrf = visitor.$('.payment-method input[name="csrf"]').attr("value") ?? "";
  const post = () =>
    visitor.fetch(tab(order.id), {
      method: "POST",
      body: new URLSearchParams({ csrf, intent: "pilih-pembayaran", payment_service: "BPD" }),
      redirect: "manual",
    });
  const answers = await Promise.all([post(), post()]);
  for (const answer of answers) {
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(bankPage(order.id));
  }
  const log = await hostCall<{ log: { section_change: string }[] }>(
    request,
    host,
    "GET",
    `transaction/log/${order.id}`,
  );
  expect(log.log.filter((entry) => entry.section_change === "request payment")).toHaveLength(1);
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

/** A BPD payment awaiting its proof, the buyer signed in on the tab's proof form. */
async function openProofForm(visitor: NoJsBrowser, request: APIRequestContext, buyer: Buyer) {
  const { host, order } = await buyerWithOrder(request, buyer);
  await choosePayment(request, host, order.id, "BPD", "http://localhost/profil/respon");
  await signIn(visitor, buyer, proofForm(order.id));
  return { host, order };
}

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
