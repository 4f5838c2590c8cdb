// The order page on a slow host (every /api call 600 ms late), with JavaScript: a tab whose read
// fails, and the skeleton of a client-side navigation. The slow host is the shop of this file's
// own workers (`shopEnv`); the order page's journeys are in orders.spec.ts.
import { expect, ONCE, setHostFault, signIn, test } from "./support";
import { demo } from "../support/demo-orders";

test.use({ shopEnv: { ADMIN_HOST_LATENCY_MS: "600" } });
test.describe.configure({ timeout: 60_000 });

test(
  "a tab whose read fails shows its error under the order's head, tabs and the account menu",
  ONCE,
  async ({ page, request }) => {
    await signIn(page, demo, "/profil/detailtransaksi?id_transaksi=7");
    await setHostFault(request, "error500", "/transaction/log");
    await page.getByRole("link", { name: "Log Transaksi" }).click();
    await expect(page.getByTestId("tab-error")).toContainText("Server toko sedang sibuk");
    await expect(page.getByTestId("order-invoice")).toBeVisible();
    await expect(page.getByRole("link", { name: "Log Transaksi" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Daftar Transaksi" })).toBeVisible();
    await setHostFault(request, "none");
    // The other tabs still open.
    await page.getByRole("link", { name: "Detail Pesanan" }).click();
    await expect(page.getByTestId("order-lines")).toBeVisible();
  },
);

test(
  "Detail Pesanan shows its skeleton while a client-side navigation to it loads (issue 21)",
  ONCE,
  async ({ page }) => {
    const skeleton = page.getByRole("region", { name: "Memuat detail pesanan" });
    await signIn(page, demo, "/profil/transaksi");
    // From the transaction list: the whole order page's shape, its title first.
    await page
      .getByRole("link", { name: /^Detail INV-/ })
      .first()
      .click();
    await expect(skeleton).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Detail Transaksi");
    await expect(page.getByTestId("order-lines")).toBeVisible();
    await expect(skeleton).toHaveCount(0);

    // From another tab of the order: the tab's shape under the order's own head and tabs.
    await page.getByRole("link", { name: "Log Transaksi" }).click();
    await expect(page.getByRole("link", { name: "Log Transaksi" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Detail Pesanan" }).click();
    await expect(skeleton).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("order-invoice")).toBeVisible();
    await expect(page.getByTestId("order-lines")).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  },
);
