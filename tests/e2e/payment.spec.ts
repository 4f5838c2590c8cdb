// Paying an order (001 §2 Pembayaran, bank payment page, payment status page; 000 §4-5 proof
// upload), with the operator API playing the administrator. Every test has its own buyer and orders.
import type { Page } from "@playwright/test";
import { expect, ONCE, operator, signIn, test, type Buyer } from "./support";
import { hostToken } from "./support/orders";
import {
  bpdAwaitingProof,
  choosePayment,
  documentOrder,
  hostProof,
  paymentOf,
  paymentOperator,
  PNG_1PX,
} from "./support/payments";
import { holdRequests, SCRIPTS } from "./support/held-requests";
import { expectWholeName, sendHeld } from "./support/upload-checks";
import { PAYMENT_TEXT } from "../support/payment";

test.use({ buyerWithAddress: true });

const TEXT = PAYMENT_TEXT;

const tab = (id: number, modal?: string) =>
  `/profil/detailtransaksi/pembayaran?id_transaksi=${id}${modal ? `&modal=${modal}` : ""}`;
/** The tab's proof form, a child route of the tab; `at` matches it with or without its #bukti. */
const proofForm = (id: number) => `/profil/detailtransaksi/pembayaran/bukti?id_transaksi=${id}`;
const at = (path: string) => new RegExp(`${path.replace(/[?]/g, "\\?")}(#bukti)?$`);
const bankPage = (id: number, modal?: string) =>
  `/example/bpd-payment?id_transaksi=${id}${modal ? `&modal=${modal}` : ""}`;
const statusPage = (id: number) => `/profil/status-pembayaran?id=${id}`;

const PNG = PNG_1PX;

const files = {
  pdf: {
    name: "bukti.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(`%PDF-1.4\n${" ".repeat(300)}`),
  },
  png: { name: "bukti.png", mimeType: "image/png", buffer: PNG },
  text: { name: "catatan.txt", mimeType: "text/plain", buffer: Buffer.from("bukan gambar") },
  tooBig: {
    name: "besar.png",
    mimeType: "image/png",
    buffer: Buffer.concat([PNG, Buffer.alloc(2_048_001 - PNG.length)]),
  },
  // An HTML page renamed to .png: the name and the declared type say image, the bytes do not.
  polyglot: {
    name: "bukti.png",
    mimeType: "image/png",
    buffer: Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
  },
};

type ProofFile = (typeof files)[keyof typeof files];

async function fillProof(page: Page, file: ProofFile | null) {
  await page.getByLabel("Atas Nama").fill("Bagian Umum Setda");
  await page.getByLabel("No Rekening").fill("0011223344");
  await page.getByLabel("Nama Bank").fill("BPD Bali");
  if (file) await page.getByLabel("Bukti Pembayaran", { exact: true }).setInputFiles(file);
}

const send = (page: Page) => page.getByRole("button", { name: "Kirim" }).click();

/**
 * Closes a message dialog (natively, with or without JavaScript): "Oke" on the server's answers,
 * "OK" on the browser's own file check.
 */
async function oke(page: Page) {
  const button = page.getByRole("button", { name: /^(Oke|OK)$/ });
  await button.click();
  await expect(button).toBeHidden();
}

/** With JavaScript, the proof form once the page has hydrated. */
const proofDialog = (page: Page) => page.getByRole("dialog", { name: "Upload Bukti Pembayaran" });

/** The order as the buyer's payment tab shows it: the badge in the order head. */
const orderStatus = (page: Page) => page.locator(".order-head .status-badge");

async function buyerWithOrder(request: Parameters<typeof hostToken>[0], buyer: Buyer) {
  const host = await hostToken(request, buyer);
  return { host, order: await documentOrder(request, host) };
}

// The area's canary: the one journey that also runs without JavaScript in Chromium, checking the
// HTTP kit against the browser; every other journey without JavaScript is in tests/http/payment.spec.ts.
test("BPD: choose, bank page, refused proofs, a PDF proof, the operator verifies: paid", async ({
  page,
  request,
  buyer,
}, testInfo) => {
  test.slow(); // four uploads and the operator's step: 23 s beside another worker on 2 cores
  const js = testInfo.project.name === "js";
  const { host, order } = await buyerWithOrder(request, buyer);
  await signIn(page, buyer, tab(order.id));

  await expect(page.getByText("Anda belum bisa melakukan pembayaran")).toHaveCount(0);
  const method = page.getByLabel("Pilih Metode Pembayaran");
  await expect(method.locator("option")).toHaveText([
    "- Silahkan Pilih -",
    "QRIS / Virtual Account BPD Bali",
    "Lainnya",
  ]);
  // Nothing chosen: the spec's message under the field, never the browser's own bubble.
  await page.getByRole("button", { name: "Bayar" }).click();
  await expect(page.getByText("Silahkan pilih metode pembayaran", { exact: true })).toBeVisible();
  await method.selectOption("BPD");
  await page.getByRole("button", { name: "Bayar" }).click();

  // The bank payment page.
  await expect(page).toHaveURL(bankPage(order.id));
  const bill = page.locator(".bank-page .info-list");
  await expect(bill).toContainText(order.invoice);
  await expect(bill).toContainText("Transfer Bank Pembangunan Daerah Bali");
  await expect(bill).toContainText(/\d{2} \w+ \d{4}/);
  await expect(page.getByTestId("payment-deadline")).toHaveText(/^\d{2} \w+ \d{4} \d{2}:\d{2}:\d{2} WITA$/);
  await expect(bill).toContainText(/Rp\. [\d.]+/);
  await expect(page.getByRole("img", { name: "Contoh kode QRIS" })).toBeVisible();
  await expect(page.locator(".payment-bill").first()).toHaveText("8812 0220 0100 0017");
  // The live countdown exists only with JavaScript; the deadline text is there either way.
  await expect(page.getByTestId("payment-countdown")).toHaveCount(js ? 1 : 0);
  if (js) await expect(page.getByTestId("payment-countdown")).toContainText(/(23|24):\d{2}:\d{2}/);
  await expect(page.getByRole("link", { name: "Kembali ke Detail Transaksi" })).toHaveAttribute(
    "href",
    `/profil/detailtransaksi?id_transaksi=${order.id}`,
  );

  await page.getByRole("button", { name: "Upload Bukti Pembayaran" }).click();
  await expect(page).toHaveURL(new RegExp(`modal=bukti`));

  // Empty form: every field's message and the empty-data dialog.
  await send(page);
  await expect(page.getByText(TEXT.empty)).toBeVisible();
  for (const message of [...TEXT.required, TEXT.noFile]) await expect(page.getByText(message)).toBeVisible();
  await oke(page);

  // Wrong type, then too big: refused with the spec's message; what was typed stays.
  await fillProof(page, files.text);
  if (!js) await send(page);
  await expect(page.getByText(TEXT.badType).first()).toBeVisible();
  await oke(page);
  await expect(page.getByLabel("Atas Nama")).toHaveValue("Bagian Umum Setda");
  await expect(page.getByLabel("Bukti Pembayaran", { exact: true })).toHaveValue("");

  await page.getByLabel("Bukti Pembayaran", { exact: true }).setInputFiles(files.tooBig);
  if (!js) await send(page);
  await expect(page.getByText(TEXT.tooBig).first()).toBeVisible();
  await oke(page);
  await expect(page.getByLabel("No Rekening")).toHaveValue("0011223344");
  await expect(page.getByLabel("Bukti Pembayaran", { exact: true })).toHaveValue("");
  expect((await paymentOf(request, host, order.id)).status).toBe("pending");

  // A good PDF: sent, and Oke leads to the order, which shows the new status.
  await fillProof(page, files.pdf);
  await send(page);
  await expect(page.getByText(TEXT.sent)).toBeVisible();
  await page.getByRole("button", { name: "Oke" }).click();
  await expect(page).toHaveURL(tab(order.id));
  await expect(orderStatus(page)).toHaveText("Payment Prosess");
  await expect(page.locator(".payment-tab")).toContainText("Lihat bukti pembayaran (PDF)");
  expect((await paymentOf(request, host, order.id)).status).toBe("reviewed");

  // The administrator verifies: the order is paid and the status page says so.
  await paymentOperator.verify(request, order.id);
  await page.reload();
  await expect(orderStatus(page)).toHaveText("Paid");
  await expect(page.getByRole("button", { name: "Upload Bukti Pembayaran" })).toHaveCount(0);
  // The proof form's address, now stale: no form, why, and the way back.
  await page.goto(proofForm(order.id));
  await expect(page.getByText("Bukti pembayaran tidak dapat dikirim untuk pembayaran ini")).toBeVisible();
  await expect(page.getByLabel("Atas Nama")).toHaveCount(0);
  await page.getByRole("link", { name: "Kembali ke Pembayaran" }).click();
  await expect(page).toHaveURL(tab(order.id));
  await expect(page.getByText("Tata Cara Pembayaran")).toHaveCount(0);
  await page.goto(statusPage(order.id));
  await expect(page.getByText(TEXT.thanks)).toBeVisible();
  await expect(page.locator(".payment-page")).toContainText(order.invoice);
});

// Without JavaScript: tests/http/payment.spec.ts.
test(
  "BPD: a rejected proof is sent again from the payment tab (an image)",
  ONCE,
  async ({ page, request, buyer }) => {
    const { host, order } = await buyerWithOrder(request, buyer);
    await choosePayment(request, host, order.id, "BPD", "http://localhost/profil/respon");
    await hostProof(request, host, order.id);
    await paymentOperator.reject(request, order.id, "Nominal transfer tidak sesuai tagihan");

    await signIn(page, buyer, tab(order.id));
    await expect(orderStatus(page)).toHaveText("Payment Failed");
    await expect(page.locator(".payment-tab")).toContainText("Nominal transfer tidak sesuai tagihan");
    await expect(page.getByRole("heading", { name: "Tata Cara Pembayaran" })).toBeVisible();
    await page.getByRole("button", { name: "Upload Bukti Pembayaran" }).click();
    await expect(page).toHaveURL(at(proofForm(order.id)));
    await fillProof(page, files.png);
    await send(page);
    await expect(page.getByText(TEXT.sent)).toBeVisible();
    await page.getByRole("button", { name: "Oke" }).click();
    await expect(orderStatus(page)).toHaveText("Payment Prosess");
    await expect(page.getByRole("img", { name: "Bukti pembayaran" })).toBeVisible();
    expect((await paymentOf(request, host, order.id)).status).toBe("reviewed");

    await page.goto(statusPage(order.id));
    await expect(page.locator(".payment-page")).toContainText("Reviewed");
  },
);

// Without JavaScript: tests/http/payment.spec.ts.
test(
  "what is typed in the proof form before the page's script has loaded stays, in its place, as the page hydrates",
  ONCE,
  async ({ page, request, buyer }) => {
    const { order } = await bpdAwaitingProof(request, buyer);
    const address = `/example/bpd-payment?id_transaksi=${order.id}&modal=bukti`;
    await signIn(page, buyer, address);
    const release = await holdRequests(page, SCRIPTS);
    await page.reload({ waitUntil: "commit" });
    await page.getByLabel("Atas Nama").fill("Bagian Umum Setda");
    await page.getByLabel("No Rekening").fill("00112233");
    // Where the field is in the page: the countdown above it has its line from the server's HTML on.
    const fieldPlace = () =>
      page.getByLabel("No Rekening").evaluate((field) => {
        const box = field.getBoundingClientRect();
        return { x: box.x + window.scrollX, y: box.y + window.scrollY };
      });
    const typedAt = await fieldPlace();
    release();
    // Hydrated once the live countdown starts: the form stays in the page where it was being
    // filled in (a modal would move it from under the buyer), until it is closed.
    await expect(page.getByTestId("payment-countdown")).toBeVisible();
    await expect(page.locator("dialog:modal")).toHaveCount(0);
    expect(await fieldPlace()).toEqual(typedAt);
    await expect(proofDialog(page).getByLabel("Atas Nama")).toHaveValue("Bagian Umum Setda");
    await expect(proofDialog(page).getByLabel("No Rekening")).toHaveValue("00112233");
    // The buyer goes on typing where they were.
    await expect(proofDialog(page).getByLabel("No Rekening")).toBeFocused();
  },
);

test("Doku: the host's gateway, paid, back on /profil/respon", ONCE, async ({ page, request, buyer }) => {
  const { order } = await buyerWithOrder(request, buyer);
  await signIn(page, buyer, tab(order.id));
  await page.getByLabel("Pilih Metode Pembayaran").selectOption("Doku");
  await page.getByRole("button", { name: "Bayar" }).click();

  await expect(page).toHaveURL(/\/admin-host\/doku\//);
  await expect(page.getByText(order.invoice)).toBeVisible();
  await page.getByRole("button", { name: "Bayar" }).click();

  await expect(page).toHaveURL(`/profil/respon?id_transaksi=${order.id}`);
  await expect(page.getByText(TEXT.thanks)).toBeVisible();
  await page.goto(tab(order.id));
  await expect(orderStatus(page)).toHaveText("Paid");
});

// Without JavaScript: tests/http/payment.spec.ts.
test(
  "Doku: an expired payment links to the admin chat with the invoice",
  ONCE,
  async ({ page, request, buyer, baseURL }) => {
    const { host, order } = await buyerWithOrder(request, buyer);
    const payment = await choosePayment(
      request,
      host,
      order.id,
      "Doku",
      `${baseURL}/profil/respon?id_transaksi=${order.id}`,
    );
    await signIn(page, buyer, tab(order.id));
    // Still payable: the tab links to the gateway.
    await expect(page.getByRole("button", { name: "Tata Cara Pembayaran" })).toHaveAttribute(
      "href",
      payment.url_payment!,
    );

    await page.goto(payment.url_payment!);
    await page.getByRole("button", { name: "Batalkan / biarkan kedaluwarsa" }).click();
    await expect(page).toHaveURL(`/profil/respon?id_transaksi=${order.id}`);
    await expect(page.getByText(TEXT.expired)).toBeVisible();
    await expect(page.getByRole("button", { name: "Kembali ke Dashboard" })).toHaveAttribute(
      "href",
      "/profil/beranda",
    );

    await page.goto(tab(order.id));
    await expect(page.getByText(TEXT.dokuExpired)).toBeVisible();
    await expect(page.getByRole("button", { name: "Tata Cara Pembayaran" })).toHaveCount(0);
    const chat = page.getByRole("button", { name: "Chat Admin" });
    await expect(chat).toHaveAttribute("href", `/profil/chat?invoice=${order.invoice}`);
    await chat.click();
    await expect(page.locator("textarea")).toHaveValue(new RegExp(order.invoice));
  },
);

test(
  "the payment tab and the bank page show a skeleton only while a client-side navigation to them is in flight",
  ONCE,
  async ({ page, request, buyer }) => {
    const { order } = await buyerWithOrder(request, buyer);
    await signIn(page, buyer, `/profil/detailtransaksi?id_transaksi=${order.id}`);
    // Hold the tab's data request a moment so that the in-flight state can be seen.
    const release = await holdRequests(page, /\/profil\/detailtransaksi\.data/);
    await page
      .getByRole("navigation", { name: "Tab transaksi" })
      .getByRole("link", { name: "Pembayaran" })
      .click();
    await expect(page.getByTestId("payment-skeleton")).toBeVisible();
    release();
    await expect(page.getByLabel("Pilih Metode Pembayaran")).toBeVisible();
    await expect(page.getByTestId("payment-skeleton")).toHaveCount(0);

    // The bank page, chosen from the tab: the tab shows the skeleton while it loads.
    const releaseBank = await holdRequests(page, /\/example\/bpd-payment\.data/);
    await page.getByLabel("Pilih Metode Pembayaran").selectOption("BPD");
    await page.getByRole("button", { name: "Bayar" }).click();
    await expect(page.getByTestId("payment-skeleton")).toBeVisible();
    releaseBank();
    await expect(page).toHaveURL(bankPage(order.id));
    await expect(page.getByTestId("payment-skeleton")).toHaveCount(0);
  },
);

/** The next POST's answer (the form's, a document, data or upload-script request). */
const nextPost = (page: Page) => page.waitForResponse((response) => response.request().method() === "POST");

// Without JavaScript: tests/http/payment.spec.ts.
test(
  "the host's word reaches the buyer: a payment choice for an order no longer payable",
  ONCE,
  async ({ page, request, buyer }) => {
    const { order } = await buyerWithOrder(request, buyer);
    await signIn(page, buyer, tab(order.id));
    await page.getByLabel("Pilih Metode Pembayaran").selectOption("BPD");
    await operator(request, "POST", `orders/${order.id}/status`, { status: "cancel" });
    const answer = nextPost(page);
    await page.getByRole("button", { name: "Bayar" }).click();
    expect((await answer).status()).toBe(422);
    const refusal = page.getByRole("dialog", { name: "Ooppsss" });
    await expect(refusal.locator('[data-modal="errorpayment"]')).toHaveText("Transaksi belum dapat dibayar");
    await oke(page);
    await expect(page.getByLabel("Pilih Metode Pembayaran")).toHaveValue("BPD");
  },
);

// Without JavaScript: tests/http/payment.spec.ts.
test(
  "the host's word reaches the buyer: a proof for a payment verified or voided while its form is open",
  ONCE,
  async ({ page, request, buyer }) => {
    const { host, order } = await buyerWithOrder(request, buyer);
    await choosePayment(request, host, order.id, "BPD", "http://localhost/profil/respon");
    // The form's old address (?modal=bukti) leads to its own.
    await signIn(page, buyer, tab(order.id, "bukti"));
    await expect(page).toHaveURL(at(proofForm(order.id)));
    await expect(proofDialog(page)).toBeVisible(); // hydrated: the form is in its dialog
    await fillProof(page, files.png);
    // Sent from elsewhere (another tab) and verified by the administrator meanwhile.
    await hostProof(request, host, order.id);
    await paymentOperator.verify(request, order.id);
    // The upload script's own request is answered with JSON, shown in the page's refusal dialog.
    await send(page);
    await expect(page.locator('[data-modal="errorbukti"]')).toHaveText(
      "Bukti pembayaran tidak dapat dikirim untuk pembayaran ini",
    );
    await oke(page);
    await expect(page.getByLabel("Atas Nama")).toHaveValue("Bagian Umum Setda");
    await expect(page.getByLabel("No Rekening")).toHaveValue("0011223344");
    expect((await paymentOf(request, host, order.id)).status).toBe("success");

    // A refused payment the administrator voids while the form is open: the host's 'Pembayaran tidak
    // ditemukan', not the order's.
    const second = await documentOrder(request, host);
    await choosePayment(request, host, second.id, "BPD", "http://localhost/profil/respon");
    await hostProof(request, host, second.id);
    await paymentOperator.reject(request, second.id);
    await page.goto(proofForm(second.id));
    await expect(proofDialog(page)).toBeVisible();
    await fillProof(page, files.png);
    await paymentOperator.reset(request, second.id);
    await send(page);
    await expect(page.locator('[data-modal="errorbukti"]')).toHaveText("Pembayaran tidak ditemukan");
    await oke(page);
    await expect(page.getByLabel("Nama Bank")).toHaveValue("BPD Bali");
  },
);

/**
 * A BPD payment awaiting its proof, the buyer signed in on the tab's proof form. With JavaScript
 * the form moves into a dialog once the page has hydrated: typing waits for it.
 */
async function openProofForm(page: Page, request: Parameters<typeof hostToken>[0], buyer: Buyer) {
  const { host, order } = await buyerWithOrder(request, buyer);
  await choosePayment(request, host, order.id, "BPD", "http://localhost/profil/respon");
  await signIn(page, buyer, proofForm(order.id));
  await expect(proofDialog(page)).toBeVisible();
  return { host, order };
}

// Without JavaScript: tests/http/payment.spec.ts.
test(
  "the wrong-file alert closes alone (Escape with JavaScript): the proof form and what was typed stay",
  ONCE,
  async ({ page, request, buyer }) => {
    const { order } = await openProofForm(page, request, buyer);
    await fillProof(page, files.text);
    // The browser's own check: its alert over the proof dialog.
    await expect(page.getByText(TEXT.badType)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByText(TEXT.badType)).toBeHidden();
    await expect(proofDialog(page)).toBeVisible();
    await expect(page).toHaveURL(at(proofForm(order.id)));
    await expect(page.getByLabel("Atas Nama")).toHaveValue("Bagian Umum Setda");
    await expect(page.getByLabel("No Rekening")).toHaveValue("0011223344");
    await expect(page.getByLabel("Nama Bank")).toHaveValue("BPD Bali");
  },
);

// Without JavaScript: tests/http/payment.spec.ts.
test(
  "letters in the account number: only the field's own message, no empty-data dialog",
  ONCE,
  async ({ page, request, buyer }) => {
    const { host, order } = await openProofForm(page, request, buyer);
    await fillProof(page, files.png);
    const account = page.getByLabel("No Rekening");
    // Typed letters are dropped as they come; a value set around the keyboard (autofill) is not.
    await account.fill("00ab11");
    await expect(account).toHaveValue("0011");
    await account.evaluate((input: HTMLInputElement) => (input.value = "00ab11"));
    await send(page);
    await expect(page.getByText("Pastikan data yang diinput berupa angka")).toBeVisible();
    await expect(account).toBeFocused();
    await expect(page.getByText(TEXT.empty)).toHaveCount(0);
    await expect(page.locator('[data-modal="errorbukti"]')).toHaveCount(0);
    await expect(page.getByLabel("Atas Nama")).toHaveValue("Bagian Umum Setda");
    expect((await paymentOf(request, host, order.id)).status).toBe("pending");
  },
);

// Without JavaScript the name is the browser's own file control's; the page fits 360 px
// (page-layout.spec.ts) and a disguised file is refused by the server (tests/http/payment-security.spec.ts).
test(
  "a chosen proof's name can be read at 360 px; an earlier format error goes while the next file uploads",
  ONCE,
  async ({ page, request, buyer }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { host, order } = await openProofForm(page, request, buyer);
    const input = page.getByLabel("Bukti Pembayaran", { exact: true });
    const longName = "bukti-transfer-bpd-bali-november-2026.png";
    await fillProof(page, { ...files.png, name: longName });
    // The whole name under the button, wrapped if need be.
    await expectWholeName(page.locator(".file-chosen-name"), longName, 360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Refused by its content (the name says PNG, the bytes say HTML): the message under the input.
    await input.setInputFiles(files.polyglot);
    await send(page);
    await expect(page.locator('[data-modal="errorbukti"]')).toHaveText(TEXT.badType);
    await oke(page);
    const formatError = page.locator("#bukti-form-file-error");
    await expect(formatError).toHaveText(TEXT.badType);

    // A good file (what was typed came back with the refusal): while it uploads (held here, with
    // the upload script's progress), the old message is gone.
    await expect(page.getByLabel("Atas Nama")).toHaveValue("Bagian Umum Setda");
    await input.setInputFiles(files.pdf);
    await sendHeld(
      page,
      /\/pembayaran\/bukti/,
      () => send(page),
      async () => {
        await expect(page.getByRole("status").filter({ hasText: "Mengunggah" })).toBeVisible();
        await expect(formatError).toHaveCount(0);
      },
    );
    await expect(page.getByText(TEXT.sent)).toBeVisible();
    await expect(formatError).toHaveCount(0);
    expect((await paymentOf(request, host, order.id)).status).toBe("reviewed");
  },
);

// The same post without JavaScript at all: the empty form in tests/http/payment.spec.ts and the
// canary above; here the scripts arrive late, after the plain post's answer.
test(
  "a refusal answered before the page's script has loaded closes with its Oke once it has",
  ONCE,
  async ({ page, request, buyer }) => {
    const { host, order } = await buyerWithOrder(request, buyer);
    await choosePayment(request, host, order.id, "BPD", "http://localhost/profil/respon");
    await signIn(page, buyer, tab(order.id));
    // A slow line: the pages' scripts arrive only once the form has been sent (a plain post).
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto(proofForm(order.id), { waitUntil: "commit" });
    await page.getByLabel("Atas Nama").fill("Bagian Umum Setda");
    const answer = nextPost(page);
    await send(page);
    expect((await answer).status()).toBe(400);
    await expect(page.locator('[data-modal="errorbukti"]')).toHaveText(TEXT.empty);
    release();
    // The page hydrates around the answer: the proof form and the refusal in it stay where they
    // were drawn (in the page, not modals), the refusal's Oke where the buyer sees it.
    await expect(proofDialog(page)).toBeVisible();
    await oke(page);
    await expect(page.locator('[data-modal="errorbukti"]')).toBeHidden();
    await expect(page.getByLabel("Atas Nama")).toHaveValue("Bagian Umum Setda");
    await expect(page.getByText(TEXT.required[1])).toBeVisible();
  },
);
