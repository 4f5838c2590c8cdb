// Shared Playwright fixtures: fresh verified buyers through the operator API, sign-in, and
// the host's fault switch. Every spec imports `test` and `expect` from here.
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { operatorKey } from "../../../playwright.config";

export { expect, operatorKey };

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
  const answer = await operator<{ data: Buyer }>(request, "POST", "customers", withAddress ? { with_address: true } : {});
  return answer.data;
}

export type FaultMode = "none" | "error500" | "hang" | "malformed";

/** Makes the host fail every /api call under `pathPrefix` (e.g. "user"); "none" heals it. */
export async function setHostFault(request: APIRequestContext, mode: FaultMode, pathPrefix = ""): Promise<void> {
  await operator(request, "POST", "faults", { mode, path_prefix: pathPrefix });
}

/** Signs in through /login (works with and without JavaScript) and waits to leave the page. */
export async function signIn(page: Page, buyer: Pick<Buyer, "username" | "password">, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login");
  await page.locator('input[name="email"]').fill(buyer.username);
  await page.locator('input[name="password"]').fill(buyer.password);
  await page.locator('form:has(input[name="password"]) [type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== "/login");
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
