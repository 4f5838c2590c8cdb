// A tool, not a check (the "tools" project, which `npm test` does not run): Chromium's rule-usage
// tracking (CSS coverage) at 360 and 1366 px on every public page and the main account pages,
// written as JSON to CSS_USAGE_REPORT: per page, each sheet's bytes used, bytes and gzip size.
// The goal (decision 0020) is at least half of every sheet a page links; it is not met yet.
//   CSS_USAGE_REPORT=/tmp/css.json npx playwright test --project=tools tests/tools/css-usage.spec.ts
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { test, signIn } from "../e2e/support";
import { resolvePage, shopPages, type ShopPage } from "../e2e/support/shop-pages";

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];
/** The account pages checked beside every public one: the frame, the lists and the order tabs. */
const ACCOUNT =
  /^\/profil\/(beranda|transaksi|alamat|sunting-profil|ulasan|komplain|detailtransaksi(\/(penerimaan|pembayaran|negosiasi))?\?)/;

const pages = shopPages().filter((page) => !page.signedIn || ACCOUNT.test(page.path));

type SheetUse = { sheet: string; used: number; bytes: number; gzip: number };

test("the CSS each page uses", async ({ browser, baseURL }, testInfo) => {
  const file = process.env.CSS_USAGE_REPORT;
  if (!file) throw new Error("Set CSS_USAGE_REPORT to the JSON file the report goes to");
  test.setTimeout(pages.length * 15_000);
  const options = {
    baseURL,
    locale: testInfo.project.use.locale,
    timezoneId: testInfo.project.use.timezoneId,
  };
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
      await page.setViewportSize(WIDTHS[1]);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const coverage = await page.coverage.stopCSSCoverage();
      await page.close();
      report[path] = coverage
        .filter((entry) => entry.text !== undefined && !entry.url.startsWith("data:"))
        .map((entry) => ({
          sheet: new URL(entry.url).pathname.replace(/^\/assets\//, ""),
          used: entry.ranges.reduce((sum, range) => sum + range.end - range.start, 0),
          bytes: entry.text!.length,
          gzip: gzipSync(entry.text!).length,
        }));
    }
  } finally {
    writeFileSync(file, JSON.stringify(report, null, 1));
    await guest.close();
    await buyer.close();
  }
});
