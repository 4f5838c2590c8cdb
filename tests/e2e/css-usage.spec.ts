// Each page loads the CSS it uses (decision 0020): on every public page and on the main account
// pages, Chromium's rule-usage tracking (CSS coverage) at 360 and 1366 px must find at least half
// of every stylesheet the page links in use. A sheet that a page links but mostly does not use
// belongs to another page: link it from that page's route instead (app/styles/sheets.ts).
// CSS_USAGE_REPORT=<file> also writes each page's sheets (bytes used, bytes, gzip) as JSON.
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { test, expect, ONCE, signIn } from "./support";
import { resolvePage, shopPages, type ShopPage } from "./support/shop-pages";

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];
/** The least share of a linked sheet that a page must use. */
const LEAST_USED = 0.5;

/** The account pages checked beside every public one: the frame, the lists and the order tabs. */
const ACCOUNT = /^\/profil\/(beranda|transaksi|alamat|sunting-profil|ulasan|komplain|detailtransaksi(\/(penerimaan|pembayaran|negosiasi))?\?)/;

const pages = shopPages().filter(
  (page) => !page.signedIn || ACCOUNT.test(page.path) || process.env.CSS_USAGE_REPORT,
);

type SheetUse = { sheet: string; used: number; bytes: number; gzip: number };

test("every page uses at least half of each stylesheet it links", ONCE, async ({ browser, baseURL }, testInfo) => {
  // Not yet: the shared base sheet (Pico's subset, the frame, ui.css) is used at 24-45 % and
  // some area sheets (catalogue on the listing, orders on the order tabs) below half; issue 32
  // part 2 splits them further (decision 0020). Playwright reports this test once it passes.
  test.fail();
  test.setTimeout(pages.length * 15_000);
  const options = { baseURL, locale: testInfo.project.use.locale, timezoneId: testInfo.project.use.timezoneId };
  const guest = await browser.newContext(options);
  const buyer = await browser.newContext(options);
  await signIn(await buyer.newPage(), { username: "demo", password: "demo12345" });
  const report: Record<string, SheetUse[]> = {};
  try {
    for (const shopPage of pages as ShopPage[]) {
      const context = shopPage.signedIn ? buyer : guest;
      const path = await resolvePage(context.request, shopPage);
      const page = await context.newPage();
      await page.setViewportSize(WIDTHS[0]);
      await page.coverage.startCSSCoverage();
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Every sheet is a render-blocking link in the head: no page paints before its CSS.
      expect
        .soft(await page.locator("body link[rel=stylesheet]").count(), `${path}: a stylesheet in the body`)
        .toBe(0);
      await page.setViewportSize(WIDTHS[1]);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const coverage = await page.coverage.stopCSSCoverage();
      await page.close();
      const sheets = coverage
        .filter((entry) => entry.text !== undefined && !entry.url.startsWith("data:"))
        .map((entry) => ({
          sheet: new URL(entry.url).pathname.replace(/^\/assets\//, ""),
          used: entry.ranges.reduce((sum, range) => sum + range.end - range.start, 0),
          bytes: entry.text!.length,
          gzip: gzipSync(entry.text!).length,
        }));
      report[path] = sheets;
      for (const { sheet, used, bytes } of sheets) {
        expect
          .soft(used / bytes, `${path} uses ${used} of the ${bytes} bytes of ${sheet}`)
          .toBeGreaterThanOrEqual(LEAST_USED);
      }
    }
  } finally {
    if (process.env.CSS_USAGE_REPORT) writeFileSync(process.env.CSS_USAGE_REPORT, JSON.stringify(report, null, 1));
    await guest.close();
    await buyer.close();
  }
});

test("a client navigation shows the next page with its sheet already applied", ONCE, async ({ page }) => {
  // Loaded from the server, every sheet is a render-blocking link in the head.
  await page.goto("/produk?page=1");
  expect(await page.locator("head link[rel=stylesheet][href*='catalogue']").count()).toBe(1);
  expect(await page.locator("body link[rel=stylesheet]").count()).toBe(0);
  await page.goto("/faq");
  await page.waitForLoadState("networkidle");
  expect(await page.locator("link[rel=stylesheet][href*='catalogue']").count()).toBe(0);
  // Remix loads the next route's stylesheets before it renders the route: the listing's grid is
  // laid out as a grid from the moment it enters the document (catalogue.css, not on /faq).
  await page.evaluate(() => {
    const seen = window as unknown as { gridDisplay?: string };
    new MutationObserver(() => {
      const grid = document.querySelector(".product-grid");
      if (grid && seen.gridDisplay === undefined) seen.gridDisplay = getComputedStyle(grid).display;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("search").getByRole("button", { name: "Cari" }).click();
  await page.waitForURL(/\/produk\?page=1$/);
  await expect(page.locator(".product-grid")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { gridDisplay?: string }).gridDisplay)).toBe("grid");
});
