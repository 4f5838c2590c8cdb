// A buyer's private files (issue 20 item 2): the transfer proof, a receipt document and complaint
// evidence are linked from the order's tabs to /profil/berkas/..., which streams them to their
// owner alone (private, no-store, named after the order); a guest meets /login and never the
// file, another buyer a 404, and the host's public file path no longer serves them.
import type { APIRequestContext, Page } from "@playwright/test";
import { createBuyer, expect, operator, signIn, test, type Buyer } from "./support";
import { hostFeedback } from "./support/feedback";
import { hostOrder, hostToken, type HostBuyer } from "./support/orders";
import { choosePayment, documentOrder, paymentOperator, PNG_1PX } from "./support/payments";
import { hostReceipt, pdfFile, receiptRecords } from "./support/receipts";

test.use({ buyerWithAddress: true });

const tab = (id: number, name: string) => `/profil/detailtransaksi/${name}?id_transaksi=${id}`;
const PRIVATE_LINK = /^\/profil\/berkas\/(bukti-bayar|dokumen|komplain)\/[0-9a-f]{32}\.(png|pdf)$/;

/**
 * An order of the buyer with one file of each kind, made at the host: a transfer proof (then the
 * payment verified), a shipment whose receipt has its BAST, and a complaint with a photo.
 */
async function orderWithFiles(request: APIRequestContext, host: HostBuyer) {
  const { id, invoice } = await documentOrder(request, host);
  await choosePayment(request, host, id, "BPD", "http://localhost/profil/respon");
  const proof = await request.post("/admin-host/api/transaction/payment/proof-of-payment", {
    headers: { Authorization: `Bearer ${host.token}`, Accept: "application/json" },
    multipart: {
      id: String(id),
      account_name: "Bagian Umum",
      account_number: "0011223344",
      bank_name: "BPD Bali",
      image: { name: "bukti.png", mimeType: "image/png", buffer: PNG_1PX },
    },
  });
  expect(proof.status(), await proof.text()).toBe(200);
  await paymentOperator.verify(request, id);
  await operator(request, "POST", `orders/${id}/shipments`, { no_airwaybill: "JNE0007770001" });
  const [record] = await receiptRecords(request, host, id);
  await hostReceipt(request, host, record, [{ slot: "bast", file: pdfFile("bast.pdf") }]);
  const [line] = (await hostOrder(request, id)).data.data.transaction_detail;
  await hostFeedback(request, host, "complaint", line.id);
  return { id, invoice };
}

/** The owner's links to the three kinds, read from the tabs as the pages render them. */
async function privateLinks(page: Page, orderId: number) {
  await page.goto(tab(orderId, "pembayaran"));
  const proof = page.getByRole("img", { name: "Bukti pembayaran" });
  await proof.scrollIntoViewIfNeeded();
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const proofHref = await proof.getAttribute("src");

  await page.goto(tab(orderId, "penerimaan"));
  const documentHref = await page.locator('a[href^="/profil/berkas/dokumen/"]').first().getAttribute("href");

  await page.goto(tab(orderId, "komplain"));
  const evidence = page.getByRole("img", { name: "Bukti komplain 1" });
  await evidence.scrollIntoViewIfNeeded();
  await expect.poll(() => evidence.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const evidenceHref = await evidence.getAttribute("src");
  return { proof: proofHref!, document: documentHref!, evidence: evidenceHref! };
}

test("the owner opens the proof, the receipt document and the complaint evidence, named after the order", async ({
  page,
  request,
  buyer,
}) => {
  const host = await hostToken(request, buyer);
  const order = await orderWithFiles(request, host);
  await signIn(page, buyer);
  const links = await privateLinks(page, order.id);
  const expected = [
    [links.proof, "image/png", `inline; filename="${order.invoice}-bukti-bayar.png"`],
    [links.document, "application/pdf", `attachment; filename="${order.invoice}-bast.pdf"`],
    [links.evidence, "image/png", `inline; filename="${order.invoice}-bukti-komplain-1.png"`],
  ] as const;
  for (const [href, type, disposition] of expected) {
    expect(href).toMatch(PRIVATE_LINK);
    const file = await page.request.get(href);
    expect(file.status(), href).toBe(200);
    expect(file.headers()["content-type"]).toBe(type);
    expect(file.headers()["cache-control"]).toBe("private, no-store");
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect(file.headers()["content-disposition"]).toBe(disposition);
    const body = await file.body();
    expect(body.subarray(0, 4).toString("latin1")).toBe(type === "image/png" ? "\x89PNG" : "%PDF");
  }

  // The document's link downloads it under the order's name, never the stored one.
  await page.goto(tab(order.id, "penerimaan"));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.locator(`a[href="${links.document}"]`).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${order.invoice}-bast.pdf`);
});

test("a guest and another buyer never get a buyer's file, nor does the host's public path serve it", async ({
  page,
  request,
  buyer,
  browser,
  javaScriptEnabled,
}) => {
  const host = await hostToken(request, buyer);
  const order = await orderWithFiles(request, host);
  await signIn(page, buyer);
  const links = await privateLinks(page, order.id);

  const otherContext = await browser.newContext({ javaScriptEnabled });
  const other = await otherContext.newPage();
  const stranger: Buyer = await createBuyer(request);
  await signIn(other, stranger);
  const guest = await browser.newContext({ javaScriptEnabled });

  for (const href of Object.values(links)) {
    const path = href.replace("/profil/berkas/", "");
    // Another buyer: as if it did not exist.
    const theirs = await other.request.get(href);
    expect(theirs.status(), href).toBe(404);
    expect(theirs.headers()["cache-control"]).toBe("private, no-store");
    expect(await theirs.text()).toBe("Berkas tidak ditemukan");
    // A guest is sent to sign in; the file never comes.
    const asGuest = await guest.request.get(href, { maxRedirects: 0 });
    expect(asGuest.status(), href).toBe(302);
    expect(asGuest.headers().location).toBe(`/login?${new URLSearchParams({ redirectTo: href })}`);
    const followed = await guest.request.get(href);
    expect(followed.headers()["content-type"]).toContain("text/html");
    // The host's public file path, with or without a session.
    for (const client of [request, page.request]) {
      expect((await client.get(`/admin-host/files/${path}`)).status(), path).toBe(404);
    }
  }
  // The guest's page is the sign-in form, which brings the owner back to the file.
  const guestPage = await guest.newPage();
  await guestPage.goto(links.proof);
  await expect(guestPage).toHaveURL(/\/login\?redirectTo=/);
  await otherContext.close();
  await guest.close();
});

test("the demo buyer's seeded proof, complaint evidence and receipt document are shown to the demo buyer", async ({
  page,
}) => {
  await signIn(page, { username: "demo", password: "demo12345" });
  await page.goto(tab(5, "pembayaran"));
  const proof = page.getByRole("img", { name: "Bukti pembayaran" });
  await proof.scrollIntoViewIfNeeded();
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await proof.getAttribute("src")).toMatch(/^\/profil\/berkas\/bukti-bayar\//);

  await page.goto(tab(7, "komplain"));
  const evidence = page.getByRole("img", { name: "Bukti komplain 1" });
  await evidence.scrollIntoViewIfNeeded();
  await expect.poll(() => evidence.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto(tab(8, "penerimaan"));
  const bast = page.locator('a[href^="/profil/berkas/dokumen/"]');
  await expect(bast).toHaveCount(1);
  const file = await page.request.get((await bast.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="INV-\d{8}-00008-bast\.pdf"$/);
});
