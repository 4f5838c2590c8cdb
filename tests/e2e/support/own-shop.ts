// A second shop for a describe block whose tests need settings of their own (a slow host, say)
// beside the worker's shop. It registers the hooks that start it (from the seeded template),
// heal its faults after each test and stop it, and fills in `storefront` and `api` (operator
// calls, buyers) for them.
import type { APIRequestContext } from "@playwright/test";
import { setHostFault, test } from "./index";
import { startShop, type Shop } from "../../support/shop";

export type OwnShop = { storefront: Shop; api: APIRequestContext };

/** `env`: more settings for that storefront, e.g. ADMIN_HOST_LATENCY_MS for a slow host. */
export function useOwnShop(_name: string, env: Record<string, string> = {}): OwnShop {
  const shop = {} as OwnShop;
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    shop.storefront = await startShop(env);
    shop.api = await playwright.request.newContext({ baseURL: shop.storefront.url });
  });
  test.afterAll(async () => {
    await shop.api?.dispose();
    await shop.storefront?.stop();
  });
  test.afterEach(async () => {
    if (shop.api) await setHostFault(shop.api, "none");
  });
  return shop;
}
