// The fixtures every Playwright test (browser or HTTP conversation) builds on: one shop per
// worker (tests/support/shop.ts) as `baseURL`, fresh verified buyers through the operator API,
// and the host's fault switch, healed after every test.
import { test as base, expect, type APIRequestContext } from "@playwright/test";
import { operatorKey, startShop, type Shop } from "./shop";

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

type TestFixtures = {
  /** Set with `test.use({ buyerWithAddress: true })` to give the fixture buyer an address. */
  buyerWithAddress: boolean;
  /** A fresh verified buyer, not signed in. */
  buyer: Buyer;
  /** Heals the host's faults after each test (automatic). */
  healFaults: void;
};

type WorkerFixtures = {
  /**
   * Settings of the worker's shop, e.g. `test.use({ shopEnv: { ADMIN_HOST_LATENCY_MS: "600" } })`:
   * a file that sets them runs in workers of its own, each with one such shop.
   */
  shopEnv: Record<string, string>;
  /** This worker's storefront with its own embedded host, on a copy of the seeded template. */
  shop: Shop;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  shopEnv: [{}, { option: true, scope: "worker" }],
  shop: [
    async ({ shopEnv }, use) => {
      const shop = await startShop(shopEnv);
      await use(shop);
      await shop.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop.url),
  buyerWithAddress: [false, { option: true }],
  buyer: async ({ request, buyerWithAddress }, use) => {
    await use(await createBuyer(request, buyerWithAddress));
  },
  healFaults: [
    async ({ request }, use) => {
      await use();
      await setHostFault(request, "none");
    },
    { auto: true },
  ],
});
