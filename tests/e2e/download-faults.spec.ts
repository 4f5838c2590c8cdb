// Issue 20 item 3: the downloads (.xlsx export, a Word template, the receipt ZIP) under a failing
// host answer the friendly Indonesian page with the failure's status and Retry-After, never the
// host's or the client's own text, and never a 200 with a broken body.
import type { APIRequestContext } from "@playwright/test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBuyer, expect, operatorKey, setHostFault, signIn, test, type FaultMode } from "./support";
import { startStorefront } from "./support/storefront";

const DOWNLOADS = [
  "/profil/transaksi/unduh",
  "/profil/detailtransaksi/dokumen?id_transaksi=1&id_penerimaan=1&jenis=spk",
  "/profil/detailtransaksi/unduh-semua?id_transaksi=1",
];

// The faults are switched on a storefront of this file's own (embedded host, own data folder):
// on the shared server they would fail every other test's pages meanwhile.
let storefront: Awaited<ReturnType<typeof startStorefront>>;
let api: APIRequestContext;
let dataDir: string;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), "toko-downloads-"));
  storefront = await startStorefront("", { ADMIN_HOST_DATA_DIR: dataDir, OPERATOR_KEY: operatorKey });
  api = await playwright.request.newContext({ baseURL: storefront.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await storefront?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

test.afterEach(async () => {
  await setHostFault(api, "none");
});

test("downloads under a failing host answer the friendly page", async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: storefront.url, javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, await createBuyer(api), "/profil/beranda");
  const cases: [FaultMode, number][] = [
    ["error500", 503],
    ["error429", 503],
    ["malformed", 502],
    ["hang", 504],
  ];
  for (const [mode, status] of cases) {
    await setHostFault(page.request, mode, "/transaction");
    for (const path of DOWNLOADS) {
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
  await page.goto(DOWNLOADS[1]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Layanan sedang tidak tersedia");
  await expect(page.getByRole("button", { name: "Kembali ke Beranda" })).toBeVisible();
  await context.close();
});
