// The checks every page passes (page-layout.spec.ts and the flows that reach pages by their
// own steps): nothing wider than the screen, and no axe violation with JavaScript on or off.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test, type Browser, type Locator, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

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

/**
 * Axe reads a page's DOM, which is the same at both widths: a test that looks at a page at 360 and
 * 1366 px runs axe once, at the width its project stands for (360 px without JavaScript, the cheap
 * phone whose script may never run; 1366 px with it, the office desktop), so that an element shown
 * at one width only is read by one of the projects. Overflow is a matter of width: checked at both.
 */
export const axeWidth = () => (test.info().project.use.javaScriptEnabled ? 1366 : 360);

/**
 * Axe's violations (every rule axe runs by default) as "rule (impact): selectors", one line
 * each. Axe runs in the page itself: the shop has no frames, and @axe-core/playwright's extra
 * blank page and second injection took about 2.5 s a check, against 0.2-0.4 s for the rules.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const target = await axePage(page);
  // Evaluated through the protocol, so the page's CSP does not apply; once per document.
  if (!(await target.evaluate(() => typeof (window as { axe?: unknown }).axe === "object")))
    await target.evaluate(AXE_SOURCE);
  const violations = await target.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: () => Promise<AxeResults> } };
    const result = await axe.run();
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map((n) => n.target),
    }));
  });
  return violations.map(
    ({ id, impact, targets }) => `${id} (${impact}): ${targets.map((t) => t.join(" ")).join(" | ")}`,
  );
}

/**
 * Axe needs timers, which a page without JavaScript never runs (it waits forever). Without JS,
 * axe reads a copy of the page as the browser shows it: the same HTML, its scripts removed, read
 * against the same address (`<base>`) at the same size, in a page where only axe runs. The copy
 * (there are no scripts in it to change the DOM) is exactly what a visitor without JavaScript
 * sees. One such page per browser (so per worker) holds the copy last read: made once, not a page
 * and a load per test.
 */
const copyPages = new WeakMap<Browser, Promise<{ page: Page; holds: string }>>();

async function axePage(page: Page): Promise<Page> {
  if (test.info().project.use.javaScriptEnabled) return page;
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const browser = page.context().browser()!;
  if (!copyPages.has(browser)) {
    const opened = browser
      .newContext({ javaScriptEnabled: true })
      .then(async (context) => ({ page: await context.newPage(), holds: "" }));
    copyPages.set(browser, opened);
  }
  const copy = await copyPages.get(browser)!;
  const viewport = page.viewportSize();
  if (viewport) await copy.page.setViewportSize(viewport);
  // The same HTML again (another width): the copy is resized, not loaded again. A new one is
  // read at the page's own address (<base>), so its stylesheet and images load as the page's did.
  const key = `${page.url()}\n${html}`;
  if (copy.holds !== key) {
    const based = html.replace(
      /<head\b[^>]*>/i,
      (head) => `${head}<base href="${page.url().replace(/"/g, "&quot;")}">`,
    );
    await copy.page.setContent(based, { waitUntil: "load" });
    copy.holds = key;
  }
  return copy.page;
}
