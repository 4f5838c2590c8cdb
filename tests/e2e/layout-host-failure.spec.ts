// A host that answers garbage, fails, hangs or is down gives the Indonesian 502/504/503 page
// without a stack trace. A separate storefront process talks to a host this test controls,
// so the shared embedded host is never switched into failure for other tests.
import { expect, test } from "./support";
import { startFailingHost, startStorefront } from "../support/storefront";

test.describe.configure({ mode: "serial" });

test("garbage, errors, timeouts and a host that is down each get their error page", async ({ page }) => {
  test.setTimeout(180_000);
  const host = await startFailingHost("garbage");
  const storefront = await startStorefront(host.apiUrl, { ADMIN_TIMEOUT_MS: "1000" });
  try {
    const cases = [
      { mode: "garbage", status: 502, heading: "Layanan sedang bermasalah" },
      // A 5xx is temporary (issue 9): the 503 page, which says when to retry.
      { mode: "error500", status: 503, heading: "Layanan sedang tidak tersedia" },
      { mode: "hang", status: 504, heading: "Layanan terlalu lama merespons" },
    ] as const;
    for (const { mode, status, heading } of cases) {
      host.setMode(mode);
      const response = await page.goto(`${storefront.url}/`);
      expect(response?.status(), mode).toBe(status);
      expect(Number(await response?.headerValue("retry-after")), mode).toBeGreaterThan(0);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expect(page.locator("body")).not.toContainText(/at .*\.(js|ts):\d+/);
    }

    await host.close();
    const response = await page.goto(`${storefront.url}/produk`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "Layanan sedang tidak tersedia" })).toBeVisible();

    // /healthz is the process alone; /readyz also asks the host.
    expect((await page.request.get(`${storefront.url}/healthz`)).status()).toBe(200);
    expect((await page.request.get(`${storefront.url}/readyz`)).status()).toBe(503);
  } finally {
    await storefront.stop();
    await host.close().catch(() => undefined);
  }
});
