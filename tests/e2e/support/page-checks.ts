// The checks every page passes (page-layout.spec.ts and the flows that reach pages by their
// own steps): nothing wider than the screen, and no axe violation with JavaScript on or off.
import AxeBuilder from "@axe-core/playwright";
import { test, type Locator, type Page } from "@playwright/test";

/** What overflows the page sideways, named for the report. */
export async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= window.innerWidth) return null;
    const wide = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.checkVisibility())
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} "${element.textContent?.trim().slice(0, 30)}"`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  });
}

/**
 * How many px a box's content reaches past the box sideways (0 when it fits): a table wider
 * than the scrolling box around it, which overflow() does not see since the page is not wider.
 */
export function excessWidth(box: Locator): Promise<number> {
  return box.evaluate((element) => Math.max(0, element.scrollWidth - element.clientWidth));
}

/** Axe's violations as "rule (impact): selectors", one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: await axePage(page) }).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
  );
}

/**
 * Axe needs timers, which a page without JavaScript never runs (it waits forever). Without JS,
 * axe reads a copy of the page as the browser shows it: the same HTML, its scripts removed, at
 * the same address and size, in a page where only axe runs. The page (there are no scripts in
 * it to change the DOM) is exactly what a visitor without JavaScript sees.
 */
async function axePage(page: Page): Promise<Page> {
  if (test.info().project.use.javaScriptEnabled) return page;
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const copy = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  const copyPage = await copy.newPage();
  page.once("close", () => void copy.close());
  await copyPage.route(page.url(), (route) => route.fulfill({ contentType: "text/html", body: html }));
  await copyPage.goto(page.url());
  return copyPage;
}
