// The fixtures of the HTTP conversations: the shared ones (one shop per worker, fresh buyers,
// host faults; tests/support/fixtures.ts) and `visitor`, a browser with JavaScript off on the
// worker's shop. `signIn` goes through the login form, as a buyer without JavaScript does.
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { expect, test as base, type Buyer } from "../../support/fixtures";
import { NoJsBrowser, type ChosenFile } from "./browser";

export * from "../../support/fixtures";
export { NoJsBrowser, type ChosenFile };

export const test = base.extend<{ visitor: NoJsBrowser }>({
  visitor: async ({ shop }, use) => {
    await use(new NoJsBrowser(shop.url));
  },
});

/** Signs in through /login's form; ends on the page the form leads to. */
export async function signIn(
  browser: NoJsBrowser,
  buyer: Pick<Buyer, "username" | "password">,
  redirectTo?: string,
) {
  await browser.goto(`/login${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`);
  browser.fill("Email / Username", buyer.username).fill("Kata sandi", buyer.password);
  await browser.press("Masuk", "form:has(input[name=password])");
  expect(browser.url.pathname, browser.text("main")).not.toBe("/login");
}

/** A file from disk as a file input would send it. */
export async function fileFrom(path: string, type: string): Promise<ChosenFile> {
  return { name: basename(path), type, content: await readFile(path) };
}
