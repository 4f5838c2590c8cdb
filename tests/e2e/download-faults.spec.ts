// Issue 20 item 3: the downloads (.xlsx export, a Word template, the receipt ZIP, a buyer's private
// file) under a failing host answer the friendly Indonesian page with the failure's status and Retry-After, never the
// host's or the client's own text, and never a 200 with a broken body.
import { createBuyer, expect, setHostFault, signIn, test, type FaultMode } from "./support";
import { useOwnShop } from "./support/own-shop";

/** Each download and the host calls (a path prefix below /api) it makes first. */
const DOWNLOADS: [string, string][] = [
  ["/profil/transaksi/unduh", "/transaction"],
  ["/profil/detailtransaksi/dokumen?id_transaksi=1&id_penerimaan=1&jenis=spk", "/transaction"],
  ["/profil/detailtransaksi/unduh-semua?id_transaksi=1", "/transaction"],
  ["/profil/berkas/bukti-bayar/0123456789abcdef0123456789abcdef.png", "/files"],
];

const shop = useOwnShop("downloads");

test("downloads under a failing host answer the friendly page", async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: shop.storefront.url, javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, await createBuyer(shop.api), "/profil/beranda");
  const cases: [FaultMode, number][] = [
    ["error500", 503],
    ["error429", 503],
    ["malformed", 502],
    ["hang", 504],
  ];
  for (const [mode, status] of cases) {
    for (const [path, calls] of DOWNLOADS) {
      await setHostFault(page.request, mode, calls);
      const answer = await page.request.get(path);
      const label = `${mode} ${path}`;
      expect(answer.status(), label).toBe(status);
      expect(answer.headers()["content-type"], label).toContain("text/html");
      expect(answer.headers()["retry-after"], label).toMatch(/^\d+$/);
      expect(answer.headers()["cache-control"], label).toBe("private, no-store");
      const html = await answer.text();
      expect(html, label).toContain("Coba lagi");
      expect(html, label).not.toMatch(/status \d{3}|timeout after|Server Error|Too Many|rusak/);
    }
  }
  // Shown as a page: the heading and both ways on.
  await setHostFault(page.request, "error500", "/transaction");
  await page.goto(DOWNLOADS[1][0]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Layanan sedang tidak tersedia");
  await expect(page.getByRole("button", { name: "Kembali ke Beranda" })).toBeVisible();
  await context.close();
});
