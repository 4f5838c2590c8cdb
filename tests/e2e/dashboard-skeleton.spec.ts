// The dashboard's skeleton (001 §2 "A skeleton shows while loading", issue 21 item 14): with
// JavaScript, a client-side navigation to /profil/beranda shows the page's shape while a slow
// host answers, as the profile edit page does; a change of the dashboard itself (its table's
// search) keeps the page on screen. The slow host (every /api call 600 ms late) is a shop of this
// file's own workers (`shopEnv`), so no other test waits.
import type { Page } from "@playwright/test";
import { createBuyer, expect, ONCE, signIn, test } from "./support";

test.use({ shopEnv: { ADMIN_HOST_LATENCY_MS: "600" } });

const dashboardSkeleton = (page: Page) => page.getByRole("region", { name: "Memuat data beranda" });
const profileSkeleton = (page: Page) => page.getByRole("region", { name: "Memuat data pengguna" });
const menuLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Menu akun" }).getByRole("link", { name, exact: true });

/** Records, from now on, whether the dashboard's skeleton is ever put on the page. */
async function watchForSkeleton(page: Page) {
  await page.evaluate(() => {
    const seen = () => document.querySelector('[aria-label="Memuat data beranda"]') !== null;
    const flags = window as unknown as { skeletonSeen: boolean };
    flags.skeletonSeen = seen();
    new MutationObserver(() => (flags.skeletonSeen ||= seen())).observe(document.body, {
      childList: true,
      subtree: true,
    });
  });
}

// Without JavaScript there is no client-side navigation: the dashboard itself is in tests/http/orders.spec.ts.
test(
  "the dashboard shows its skeleton only while a client-side navigation to it is in flight",
  ONCE,
  async ({ page, request }) => {
    test.setTimeout(60_000);
    const buyer = await createBuyer(request);
    await signIn(page, buyer, "/profil/transaksi");

    await menuLink(page, "Beranda").click();
    await expect(dashboardSkeleton(page)).toHaveAttribute("aria-busy", "true");
    await expect(dashboardSkeleton(page).getByRole("heading", { level: 1 })).toHaveText("Beranda");
    await expect(page).toHaveURL(/\/profil\/beranda$/);
    const institution = page.locator(".institution");
    await expect(institution.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Daftar Transaksi" })).toBeVisible();
    await expect(dashboardSkeleton(page)).toHaveCount(0);

    // The dashboard's own table searched: the page stays, no skeleton in between.
    await watchForSkeleton(page);
    await page.getByRole("searchbox", { name: "Cari transaksi" }).fill("INV");
    await page.locator(".order-search").getByRole("button", { name: "Cari" }).click();
    await expect(page).toHaveURL(/\/profil\/beranda\?.*search=INV/);
    await expect(page.getByText("Data tidak ditemukan")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { skeletonSeen: boolean }).skeletonSeen)).toBe(
      false,
    );

    // The profile edit page keeps its own skeleton through the same frame.
    await menuLink(page, "Sunting Pengguna").click();
    await expect(profileSkeleton(page)).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("button", { name: "Simpan" })).toBeVisible();
    await expect(profileSkeleton(page)).toHaveCount(0);
  },
);
