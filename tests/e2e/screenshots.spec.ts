// Screenshots of every page (tests/e2e/support/shop-pages.ts) at 360 and 1366 px, for comparing
// two builds pixel by pixel (scripts/compare-screenshots.ts). Not a check of its own: it runs
// only when SCREENSHOT_DIR names the folder to write to, e.g.
//   BUILD_DIR=/tmp/before SCREENSHOT_DIR=/tmp/shots-before npx playwright test \
//     --project js --project nojs tests/e2e/screenshots.spec.ts --workers 1
// then the same with the other build and folder, then
//   node scripts/compare-screenshots.ts /tmp/shots-before /tmp/shots-after
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { test, signIn } from "./support";
import { resolvePage, shopPages } from "./support/shop-pages";

const dir = process.env.SCREENSHOT_DIR;
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];

test("screenshots of every page", async ({ browser, baseURL }, testInfo) => {
  test.skip(!dir, "SCREENSHOT_DIR is unset");
  test.setTimeout(20 * 60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  const out = join(dir!, js ? "js" : "nojs");
  mkdirSync(out, { recursive: true });
  const options = {
    baseURL,
    javaScriptEnabled: js,
    locale: testInfo.project.use.locale,
    timezoneId: testInfo.project.use.timezoneId,
  };
  const guest = await browser.newContext(options);
  const signedIn = await browser.newContext(options);
  await signIn(await signedIn.newPage(), { username: "demo", password: "demo12345" });
  for (const shopPage of shopPages()) {
    const context = shopPage.signedIn ? signedIn : guest;
    const path = await resolvePage(context.request, shopPage);
    const page = await context.newPage();
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(path, { waitUntil: "networkidle" });
      // Chat polls and relative times would differ between runs for no reason of style.
      const name = `${shopPage.path.replace(/[^a-z0-9]+/gi, "_")}${shopPage.orderStatus ?? ""}-${viewport.width}.png`;
      await page.screenshot({ path: join(out, name), fullPage: true, animations: "disabled", caret: "hide" });
    }
    await page.close();
  }
  await guest.close();
  await signedIn.close();
});
