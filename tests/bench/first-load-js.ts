// First-load JavaScript of a page as a browser meets it: every script the page fetches until the
// network is idle (route modules, their imports and the chunks loaded lazily at hydration, such
// as the order page's active tab), each counted at its gzip size. Chromium from the system.
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";

const flags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type FirstLoadJs = {
  /** Gzip size of a page's scripts in kB, `cookie` (a Cookie header) sent when given. */
  measure(path: string, cookie?: string): Promise<number>;
  close(): Promise<void>;
};

export async function firstLoadJs(base: string): Promise<FirstLoadJs> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: flags,
  });
  return {
    async measure(path, cookie) {
      const context = await browser.newContext();
      if (cookie) {
        await context.addCookies(
          cookie.split(/;\s*/).map((pair) => {
            const at = pair.indexOf("=");
            return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
          }),
        );
      }
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        sizes.push(response.body().then((body) => gzipSync(body).length / 1024));
      });
      await page.goto(base + path, { waitUntil: "networkidle" });
      const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      await context.close();
      return total;
    },
    close: () => browser.close(),
  };
}
