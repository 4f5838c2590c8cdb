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

/** The system Chromium (or CHROMIUM_PATH) with the flags this machine needs; the bench's browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: flags });
}

export type FirstLoadJs = {
  /** Gzip size of a page's scripts in kB, `cookie` (a Cookie header) sent when given. */
  measure(path: string, cookie?: string): Promise<number>;
  /** Bytes of the images a 360x740 phone (Lighthouse's density, 1.75) loads until idle, in kB. */
  images(path: string, cookie?: string): Promise<number>;
  /** Gzip size of every stylesheet the page loads until the network is idle, in kB. */
  css(path: string, cookie?: string): Promise<number>;
  close(): Promise<void>;
};

const phone = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 1.75, isMobile: true };

export async function firstLoadJs(base: string): Promise<FirstLoadJs> {
  const browser = await launchChromium();
  /** Sums `size` of each response of `type` while the page loads until the network is idle. */
  async function load(
    path: string,
    cookie: string | undefined,
    options: Parameters<Browser["newContext"]>[0],
    type: string,
    size: (body: Buffer) => number,
  ): Promise<number> {
    const context = await browser.newContext(options);
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
      if (response.request().resourceType() !== type) return;
      sizes.push(response.body().then(size, () => 0));
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    const total = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
    await context.close();
    return total / 1024;
  }
  return {
    measure: (path, cookie) => load(path, cookie, {}, "script", (body) => gzipSync(body).length),
    images: (path, cookie) => load(path, cookie, phone, "image", (body) => body.length),
    css: (path, cookie) => load(path, cookie, {}, "stylesheet", (body) => gzipSync(body).length),
    close: () => browser.close(),
  };
}
