// A host that answers garbage, fails, hangs or is down gives the Indonesian 502/504/503 page
// without a stack trace. A storefront process of this test's own talks to a host this test
// controls. The same page with JavaScript (and its 'Coba lagi'): tests/e2e/host-busy.spec.ts.
import { expect, NoJsBrowser, test } from "./kit";
import { startFailingHost, startStorefront } from "../support/storefront";

test("garbage, errors, timeouts and a host that is down each get their error page", async () => {
  test.setTimeout(180_000);
  const host = await startFailingHost("garbage");
  const storefront = await startStorefront(host.apiUrl, { ADMIN_TIMEOUT_MS: "1000" });
  const visitor = new NoJsBrowser(storefront.url);
  try {
    const cases = [
      { mode: "garbage", status: 502, heading: "Layanan sedang bermasalah" },
      // A 5xx is temporary (issue 9): the 503 page, which says when to retry.
      { mode: "error500", status: 503, heading: "Layanan sedang tidak tersedia" },
      { mode: "hang", status: 504, heading: "Layanan terlalu lama merespons" },
    ] as const;
    for (const { mode, status, heading } of cases) {
      host.setMode(mode);
      await visitor.goto("/");
      expect(visitor.status, mode).toBe(status);
      expect(Number(visitor.page.headers.get("retry-after")), mode).toBeGreaterThan(0);
      expect(visitor.heading(), mode).toBe(heading);
      expect(visitor.text(), mode).not.toMatch(/at .*\.(js|ts):\d+/);
    }

    await host.close();
    await visitor.goto("/produk");
    expect(visitor.status).toBe(503);
    expect(visitor.heading()).toBe("Layanan sedang tidak tersedia");

    // /healthz is the process alone; /readyz also asks the host.
    expect((await visitor.fetch("/healthz")).status).toBe(200);
    expect((await visitor.fetch("/readyz")).status).toBe(503);
  } finally {
    await storefront.stop();
    await host.close().catch(() => undefined);
  }
});
