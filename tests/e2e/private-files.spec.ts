// A buyer's private files (issue 20 item 2): the transfer proof, a receipt document and complaint
// evidence are linked from the order's tabs to /profil/berkas/..., which streams them to their
// owner alone (private, no-store, named after the order); a guest meets /login and never the
// file, another buyer a 404, and the host's public file path no longer serves them.
import type { Page } from "@playwright/test";
import { expect, ONCE, signIn, test } from "./support";
import { hostToken } from "./support/orders";
import { orderWithFiles, PRIVATE_LINK } from "../support/private-files";

test.use({ buyerWithAddress: true });

const tab = (id: number, name: string) => `/profil/detailtransaksi/${name}?id_transaksi=${id}`;

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

// Images decode and downloads land the same with JavaScript off: run once. A guest and another
// buyer: tests/http/private-files.spec.ts.
test(
  "the owner opens the proof, the receipt document and the complaint evidence, named after the order",
  ONCE,
  async ({ page, request, buyer }) => {
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
  },
);

test(
  "the demo buyer's seeded proof, complaint evidence and receipt document are shown to the demo buyer",
  ONCE,
  async ({ page }) => {
    await signIn(page, { username: "demo", password: "demo12345" });
    await page.goto(tab(5, "pembayaran"));
    const proof = page.getByRole("img", { name: "Bukti pembayaran" });
    await proof.scrollIntoViewIfNeeded();
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await proof.getAttribute("src")).toMatch(/^\/profil\/berkas\/bukti-bayar\//);

    await page.goto(tab(7, "komplain"));
    const evidence = page.getByRole("img", { name: "Bukti komplain 1" });
    await evidence.scrollIntoViewIfNeeded();
    await expect
      .poll(() => evidence.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto(tab(8, "penerimaan"));
    const bast = page.locator('a[href^="/profil/berkas/dokumen/"]');
    await expect(bast).toHaveCount(1);
    const file = await page.request.get((await bast.getAttribute("href"))!);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toMatch(
      // Order 8 has several receipt records: each record's documents carry its number.
      /^attachment; filename="INV-\d{8}-00008-penerimaan-1-bast\.pdf"$/,
    );
  },
);
