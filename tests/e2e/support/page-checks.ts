// The checks every page passes (page-layout.spec.ts and the flows that reach pages by their
// own steps): nothing wider than the screen, and no axe violation with JavaScript on or off.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
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
 * axe reads a copy of the page as the browser shows it: the same HTML, its scripts removed, at
 * the same address and size, in a page where only axe runs. The page (there are no scripts in
 * it to change the DOM) is exactly what a visitor without JavaScript sees.
 */
/** The copy axe last read for each page without JavaScript. */
const copies = new WeakMap<Page, { url: string; html: string; copy: Page }>();
/** One JavaScript context per browser (so per worker) holds every copy: opened once, not per test. */
const copyContexts = new WeakMap<Browser, Promise<BrowserContext>>();

async function axePage(page: Page): Promise<Page> {
  if (test.info().project.use.javaScriptEnabled) return page;
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const viewport = page.viewportSize();
  const last = copies.get(page);
  // The same HTML at another width (page-layout's second width): the copy is resized, not
  // loaded again.
  if (last && last.url === page.url() && last.html === html) {
    if (viewport) await last.copy.setViewportSize(viewport);
    return last.copy;
  }
  await last?.copy.close();
  const browser = page.context().browser()!;
  if (!copyContexts.has(browser)) copyContexts.set(browser, browser.newContext({ javaScriptEnabled: true }));
  const copy = await (await copyContexts.get(browser)!).newPage();
  page.once("close", () => void copy.close().catch(() => undefined));
  if (viewport) await copy.setViewportSize(viewport);
  await copy.route(page.url(), (route) => route.fulfill({ contentType: "text/html", body: html }));
  await copy.goto(page.url());
  copies.set(page, { url: page.url(), html, copy });
  return copy;
}
