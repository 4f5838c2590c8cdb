// A tool, not a check (the "tools" project, which `npm test` does not run): screenshots of every
// page (tests/e2e/support/shop-pages.ts) at 360 and 1366 px, JavaScript on and off, for comparing
// two builds pixel by pixel (scripts/compare-screenshots.ts), e.g.
//   BUILD_DIR=/tmp/before SCREENSHOT_DIR=/tmp/shots-before npx playwright test --project=tools \
//     tests/tools/screenshots.spec.ts --workers 1
// then the same with the other build and folder, then
//   node scripts/compare-screenshots.ts /tmp/shots-before /tmp/shots-after
// COLOR_SCHEMES=light,dark takes each page in both (prefers-color-scheme; default light only),
// into <folder>/<scheme>/js and <folder>/<scheme>/nojs; SCREENSHOT_PAGES=<regular expression>
// takes only the pages whose address matches (again, to tell a flaky capture from a change).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { test, signIn } from "../e2e/support";
import { resolvePage, shopPages } from "../e2e/support/shop-pages";

const dir = process.env.SCREENSHOT_DIR;
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];

const SCHEMES = (process.env.COLOR_SCHEMES ?? "light").split(",") as ("light" | "dark")[];
const only = process.env.SCREENSHOT_PAGES ? new RegExp(process.env.SCREENSHOT_PAGES) : undefined;
const RUNS = SCHEMES.flatMap((colorScheme) => [true, false].map((js) => ({ colorScheme, js })));

for (const { colorScheme, js } of RUNS) {
  const title = `screenshots of every page, ${colorScheme}, JavaScript ${js ? "on" : "off"}`;
  test(title, async ({ browser, baseURL }, testInfo) => {
    if (!dir) throw new Error("Set SCREENSHOT_DIR to the folder the screenshots go to");
    test.setTimeout(20 * 60_000);
    const out = join(dir, colorScheme, js ? "js" : "nojs");
    mkdirSync(out, { recursive: true });
    const options = {
      baseURL,
      colorScheme,
      javaScriptEnabled: js,
      locale: testInfo.project.use.locale,
      timezoneId: testInfo.project.use.timezoneId,
    };
    const guest = await browser.newContext(options);
    const signedIn = await browser.newContext(options);
    await signIn(await signedIn.newPage(), { username: "demo", password: "demo12345" });
    for (const shopPage of shopPages().filter((page) => !only || only.test(page.path))) {
      const context = shopPage.signedIn ? signedIn : guest;
      const path = await resolvePage(context.request, shopPage);
      const page = await context.newPage();
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        await page.goto(path, { waitUntil: "networkidle" });
        const name = `${shopPage.path.replace(/[^a-z0-9]+/gi, "_")}${shopPage.orderStatus ?? ""}-${viewport.width}.png`;
        await page.screenshot({
          path: join(out, name),
          fullPage: true,
          animations: "disabled",
          caret: "hide",
        });
      }
      await page.close();
    }
    await guest.close();
    await signedIn.close();
  });
}
