// What browser tests add to the shared fixtures (tests/support/fixtures.ts): signing a page in.
// Every spec imports `test` and `expect` from here.
import type { Page } from "@playwright/test";
import { expect, type Buyer } from "../../support/fixtures";
import { formInputs } from "./http-form";

export * from "../../support/fixtures";

/**
 * Runs in project `js` only, not again with JavaScript off: the test opens no page (plain HTTP),
 * or its journey without JavaScript is proven as an HTTP conversation in tests/http.
 */
export const ONCE = { tag: "@once" };

/**
 * Signs the page's browser context in by posting the login form over HTTP (the context's own
 * request client, so the session cookie lands in the browser), then opens `redirectTo` (default
 * the home page). The sign-in journey itself is proven through the form in auth.spec.ts.
 */
export async function signIn(page: Page, buyer: Pick<Buyer, "username" | "password">, redirectTo = "/") {
  const request = page.context().request;
  const form = await request.get("/login");
  expect(form.status()).toBe(200);
  const answer = await request.post("/login", {
    form: { ...formInputs(await form.text()), email: buyer.username, password: buyer.password },
    maxRedirects: 0,
  });
  expect(answer.status(), `sign-in of ${buyer.username}`).toBe(302);
  await page.goto(redirectTo);
}

/** Signs in through the login form itself, as a buyer does (the sign-in journeys). */
export async function signInThroughForm(page: Page, buyer: Pick<Buyer, "username" | "password">) {
  await page.goto("/login");
  await page.locator('input[name="email"]').fill(buyer.username);
  await page.locator('input[name="password"]').fill(buyer.password);
  await page.locator('form:has(input[name="password"]) [type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== "/login");
  // With JavaScript the address changes a moment before the next page replaces the login form:
  // a field filled in that moment would be the login form's.
  await expect(page.locator('form[action^="/login"]')).toHaveCount(0);
}
