// What the payment and receipt upload forms are checked for alike: a chosen file's whole name on a
// phone, and the form while the upload script sends it (its request held until released).
import type { Locator, Page } from "@playwright/test";
import { expect } from "./index";

/** The name under a file input: all of it, within `width` (the screen) and not cut. */
export async function expectWholeName(name: Locator, text: string, width: number) {
  await expect(name).toHaveText(text);
  const box = (await name.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
}

/**
 * Sends a form with `submit` while its POST to `url` is held, runs `whileSending` (with
 * JavaScript: the upload script's progress is showing), then lets the POST through.
 */
export async function sendHeld(
  page: Page,
  url: RegExp,
  submit: () => Promise<void>,
  whileSending: () => Promise<void>,
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  const sent = submit();
  await whileSending();
  release();
  await sent;
}
