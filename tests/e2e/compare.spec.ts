// Bandingkan Produk (issue 24), with JavaScript on and off, at 360 px: three products added from
// the list and the product page, one removed, a fourth added and a fifth refused, the shared
// address opened in a new session; a guest's add-to-cart goes to sign-in, a buyer's adds. The
// journey runs on the phone only: at 1366 px what a width changes (overflow, axe) of the empty and
// the four-product comparison is page-layout.spec.ts's (shop-pages.ts lists both).
// The dropped-products note and a buyer's add-to-cart without JavaScript are HTTP conversations
// in tests/http/compare.spec.ts; here they run with JavaScript only.
import type { Page } from "@playwright/test";
import { expect, ONCE, signIn, test } from "./support";
import { overflow } from "./support/page-checks";

const FULL =
  "Perbandingan sudah berisi 4 produk. Hapus salah satu produk terlebih dahulu untuk menambahkan produk lain.";
const PHONE = { width: 360, height: 740 };

const columns = (page: Page) => page.locator(".compare-table thead th[data-testid^='compare-column-']");
const idsInUrl = (page: Page) => new URL(page.url()).searchParams.get("id");

/** Adds the list's n-th product (page 1) and returns its name. */
async function addFromList(page: Page, index: number): Promise<string> {
  await page.goto("/produk?page=1");
  const button = page
    .locator(".product-card")
    .nth(index)
    .getByRole("button", { name: /^Bandingkan / });
  const name = ((await button.getAttribute("aria-label")) ?? "").replace(/^Bandingkan /, "");
  await button.click();
  await page.waitForURL(/\/produk\/bandingkan/);
  return name;
}

test("compare at 360 px: add, remove, refuse a fifth, share", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const first = await addFromList(page, 0);
  await expect(columns(page)).toHaveCount(1);
  const second = await addFromList(page, 1);

  // The third from its product page (the list's third card's link).
  await page.goto("/produk?page=1");
  const href = await page.locator(".product-card").nth(2).getByRole("link").first().getAttribute("href");
  await page.goto(href!);
  const third = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("button", { name: `Bandingkan ${third}` }).click();
  await page.waitForURL(/\/produk\/bandingkan\?id=/);
  await expect(columns(page)).toHaveCount(3);
  for (const name of [first, second, third])
    await expect(columns(page).filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByTestId("compare-count")).toContainText("3");

  // Remove the second: its column goes, the header counts two. 'Hapus' is a thumb's target,
  // at least 24 px high (WCAG 2.5.8; Lighthouse gave the page 97 for 16 px links).
  const remove = page.getByRole("link", { name: `Hapus ${second} dari perbandingan` });
  expect((await remove.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  await remove.click();
  await expect(columns(page)).toHaveCount(2);
  await expect(columns(page).filter({ hasText: second })).toHaveCount(0);
  await expect(page.getByTestId("compare-count")).toContainText("2");
  // Still two on the next page (with JavaScript, a client-side navigation).
  await page.getByRole("link", { name: "Toko Pengadaan" }).first().click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByTestId("compare-count")).toContainText("2");

  await addFromList(page, 3);
  const fourth = await addFromList(page, 4);
  await expect(columns(page)).toHaveCount(4);
  await expect(page.getByTestId("compare-count")).toContainText("4");
  const shared = idsInUrl(page);
  expect(shared?.split(",")).toHaveLength(4);

  // A fifth is refused with the message; the four stay, each with its remove link.
  const fifth = await addFromList(page, 5);
  await expect(page.getByRole("alert")).toHaveText(FULL);
  await expect(columns(page)).toHaveCount(4);
  await expect(columns(page).filter({ hasText: fifth })).toHaveCount(0);
  await expect(columns(page).filter({ hasText: fourth })).toHaveCount(1);

  // The shared address in a new session shows the same four.
  await page.goto(`/produk/bandingkan?id=${shared}`);
  const names = await columns(page).locator(".compare-product span").allTextContents();
  const other = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    viewport: PHONE,
  });
  const guest = await other.newPage();
  await guest.goto(`/produk/bandingkan?id=${shared}`);
  await expect(columns(guest).locator(".compare-product span")).toHaveText(names);
  await expect(guest.getByTestId("compare-count")).toContainText("4");

  // The columns scroll in their own focusable, labelled region; the row names stay at its left.
  const region = guest.getByRole("region", { name: /Perbandingan 4 produk/ });
  await expect(region).toHaveAttribute("tabindex", "0");
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  const boxLeft = (await region.boundingBox())!.x;
  const label = (await guest.locator(".compare-table tbody th", { hasText: "Harga" }).first().boundingBox())!;
  expect(Math.abs(label.x - boxLeft)).toBeLessThan(3);
  expect(await overflow(guest)).toBeNull();

  // A guest's add-to-cart goes to sign-in, back to this comparison.
  await guest.getByRole("button", { name: `Tambah ke Keranjang: ${names[0]}` }).click();
  await guest.waitForURL(/\/login\?redirectTo=/);
  expect(new URL(guest.url()).searchParams.get("redirectTo")).toBe(`/produk/bandingkan?id=${shared}`);
  await other.close();
});

test(
  "unknown and disabled products are dropped with a note; the page is cacheable",
  ONCE,
  async ({ page, request }) => {
    // 7 is disabled in the demo data, 999999 does not exist.
    await page.goto("/produk/bandingkan?id=1,7,999999");
    await expect(columns(page)).toHaveCount(1);
    await expect(page.getByTestId("compare-dropped")).toContainText(
      "2 produk tidak ditemukan atau tidak aktif",
    );
    await expect(page.getByText("Merek", { exact: true })).toBeVisible();

    // The first visit stores the list (a cookie: private); the same visit again is public.
    const first = await request.get("/produk/bandingkan?id=1,2");
    expect(first.headers()["cache-control"]).toBe("private, no-store");
    const again = await request.get("/produk/bandingkan?id=1,2");
    expect(again.headers()["cache-control"]).toMatch(/^public, /);
  },
);

test("a signed-in buyer adds a compared product to the cart", ONCE, async ({ page, buyer }) => {
  await signIn(page, buyer);
  await page.goto("/produk/bandingkan?id=1,2");
  const name = (await columns(page).first().locator(".compare-product span").textContent())!;
  await page.getByRole("button", { name: `Tambah ke Keranjang: ${name}` }).click();
  await expect(page.getByText("Produk berhasil ditambahkan")).toBeVisible();
  await page.goto("/keranjang-belanja");
  await expect(page.getByRole("link", { name })).toBeVisible();
});
