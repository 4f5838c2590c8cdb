// A storefront with its own embedded host and data folder, for tests that switch host faults:
// on the shared e2e server a fault would fail every other test's pages meanwhile. Call it at the
// top of a file or a describe block; it registers the hooks that start it, clear the fault after
// each test and stop it, and fills in `storefront` and `api` (operator calls, buyers) for them.
import type { APIRequestContext } from "@playwright/test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { operatorKey, setHostFault, test } from "./index";
import { startStorefront } from "../../support/storefront";

export type OwnShop = { storefront: Awaited<ReturnType<typeof startStorefront>>; api: APIRequestContext };

/** `env`: more settings for that storefront, e.g. ADMIN_HOST_LATENCY_MS for a slow host. */
export function useOwnShop(name: string, env: Record<string, string> = {}): OwnShop {
  const shop = {} as OwnShop;
  let dataDir = "";
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    dataDir = await mkdtemp(join(tmpdir(), `toko-${name}-`));
    // ADMIN_API_URL empty: this storefront runs its own embedded host.
    shop.storefront = await startStorefront("", {
      ...env,
      ADMIN_HOST_DATA_DIR: dataDir,
      OPERATOR_KEY: operatorKey,
    });
    shop.api = await playwright.request.newContext({ baseURL: shop.storefront.url });
  });
  test.afterAll(async () => {
    await shop.api?.dispose();
    await shop.storefront?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  test.afterEach(async () => {
    if (shop.api) await setHostFault(shop.api, "none");
  });
  return shop;
}
