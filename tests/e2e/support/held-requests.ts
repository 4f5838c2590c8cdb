// Requests held back until the test lets them go: the page's scripts (what a slow line shows
// before hydration: the page as the server drew it, its forms the browser's own, then the same
// page hydrating), or a data request (a state that lasts only while it is in flight).
import type { Page } from "@playwright/test";

/** The page's JavaScript modules. */
export const SCRIPTS = /\.js(\?|$)/;

/** Holds every request of `page` whose URL matches `url` until the returned `release()`. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    // A request of a page left meanwhile ends with it.
    await route.continue().catch(() => undefined);
  });
  return release;
}
