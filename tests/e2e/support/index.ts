// Shared Playwright fixtures: fresh verified buyers through the operator API, sign-in, and
// the host's fault switch. Every spec imports `test` and `expect` from here.
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { operatorKey } from "../../../playwright.config";

export { expect, operatorKey };

/**
 * For a test that only speaks HTTP (no page, so JavaScript on or off changes nothing): run once,
 * in the `http` project, not in both `js` and `nojs` (playwright.config.ts).
 */
export const HTTP_ONLY = { tag: "@http" };

export type Buyer = { id: number; username: string; email: string; password: string };

/** POST/GET on the embedded host's operator API (`/admin-host/api/operator/...`). */
export async function operator<T = unknown>(
  request: APIRequestContext,
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(`/admin-host/api/operator/${path.replace(/^\/+/, "")}`, {
    method,
    headers: { "X-Operator-Key": operatorKey, Accept: "application/json" },
    data: body,
  });
  if (!response.ok()) {
    throw new Error(`operator ${method} ${path}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** A new verified buyer with a unique username; `withAddress` also gives them one address. */
export async function createBuyer(request: APIRequestContext, withAddress = false): Promise<Buyer> {
  const answer = await operator<{ data: Buyer }>(
    request,
    "POST",
    "customers",
    withAddress ? { with_address: true } : {},
  );
  return answer.data;
}

export type FaultMode = "none" | "error500" | "error429" | "hang" | "malformed" | "unhandled";

/**
 * Makes the host fail every /api call under `pathPrefix` (e.g. "/user", "" = all), of `method`
 * only when given; "none" heals it.
 */
export async function setHostFault(
  request: APIRequestContext,
  mode: FaultMode,
  pathPrefix = "",
  method?: "GET" | "POST" | "PUT" | "DELETE",
): Promise<void> {
  await operator(request, "POST", "faults", { mode, path_prefix: pathPrefix, method: method ?? "" });
}

export type Mail = {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: string;
};

/** The newest mail the host "sent" to `to` (verification and password-reset links). */
export async function latestMail(request: APIRequestContext, to: string): Promise<Mail | undefined> {
  const answer = await operator<{ data: Mail[] }>(request, "GET", `outbox?${new URLSearchParams({ to })}`);
  return answer.data[0];
}

/**
 * Ends every session of the buyer on the host, as a password reset elsewhere does: the
 * storefront's next call with the old token gets 401 "Unauthenticated.".
 */
export async function endHostSessions(request: APIRequestContext, buyer: Buyer): Promise<void> {
  const forgot = await request.post(
    `/admin-host/api/customer/forget-password?${new URLSearchParams({ redirect_url: "http://localhost/reset-password" })}`,
    { form: { email: buyer.email } },
  );
  expect(forgot.ok()).toBe(true);
  const link = (await latestMail(request, buyer.email))?.link;
  const token = link ? new URL(link).searchParams.get("token") : null;
  expect(token).toBeTruthy();
  const reset = await request.post("/admin-host/api/customer/reset-password", {
    form: {
      email: buyer.email,
      token: token ?? "",
      password: buyer.password,
      password_confirmation: buyer.password,
    },
  });
  expect(reset.ok()).toBe(true);
}

/**
 * Signs in through /login (works with and without JavaScript) and waits for the next page.
 * `origin`: a storefront of the test's own (startStorefront) instead of the suite's.
 */
export async function signIn(
  page: Page,
  buyer: Pick<Buyer, "username" | "password">,
  redirectTo?: string,
  origin = "",
) {
  await page.goto(`${origin}/login${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`);
  await page.locator('input[name="email"]').fill(buyer.username);
  await page.locator('input[name="password"]').fill(buyer.password);
  await page.locator('form:has(input[name="password"]) [type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== "/login");
  // With JavaScript the address changes a moment before the next page replaces the login form:
  // a field filled in that moment would be the login form's.
  await expect(page.locator('form[action^="/login"]')).toHaveCount(0);
}

type Fixtures = {
  /** Set with `test.use({ buyerWithAddress: true })` to give the fixture buyer an address. */
  buyerWithAddress: boolean;
  /** A fresh verified buyer, not signed in. */
  buyer: Buyer;
};

export const test = base.extend<Fixtures>({
  buyerWithAddress: [false, { option: true }],
  buyer: async ({ request, buyerWithAddress }, use) => {
    await use(await createBuyer(request, buyerWithAddress));
  },
});
