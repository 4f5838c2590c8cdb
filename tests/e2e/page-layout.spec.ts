// Every page of the shop (tests/e2e/support/shop-pages.ts) at 360 px and 1366 px, with
// JavaScript on and off: no horizontal overflow, and no axe violation of any impact (axe once per
// page and project, see axeWidth). The
// account pages are visited read-only as the demo buyer (signed in once per worker).
import type { BrowserContext, Page } from "@playwright/test";
import { cartRow, hostSignIn, productName, putInCart } from "./cart.helpers";
import { test as base, expect, ONCE, signIn } from "./support";
import { axeViolations, axeWidth, overflow } from "./support/page-checks";
import { resolvePage, shopPages } from "./support/shop-pages";

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

// The demo buyer's cookies, kept in memory: a file under test-results would be deleted by any
// other Playwright run started in the same checkout meanwhile.
const test = base.extend<object, { demoState: StorageState }>({
  demoState: [
    async ({ browser, shop }, use) => {
      const context = await browser.newContext({ baseURL: shop.url });
      const page = await context.newPage();
      await signIn(page, { username: "demo", password: "demo12345" });
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: "worker" },
  ],
});

/** Both widths on the page as it is (a page reached by a flow, not by its address). */
async function checkInPlace(page: Page, name: string) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    expect.soft(await overflow(page), `${name} at ${viewport.width} px: overflow`).toBeNull();
    if (viewport.width === axeWidth())
      expect.soft(await axeViolations(page), `${name} at ${viewport.width} px: axe`).toEqual([]);
  }
}

for (const shopPage of shopPages()) {
  const order = shopPage.orderStatus ? `(${shopPage.orderStatus} order)` : "";
  const title = `${shopPage.signedIn ? "signed in" : "guest"} ${shopPage.path}${order}`;
  test(`${title} fits 360 px and 1366 px with no axe violation`, async ({
    browser,
    baseURL,
    demoState,
  }, testInfo) => {
    // A load, two widths and an axe run (without JavaScript a second load: axe reads a copy):
    // about 2 s alone on a slow 2-core machine, up to 12 s beside another worker.
    test.slow();
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
      locale: testInfo.project.use.locale,
      timezoneId: testInfo.project.use.timezoneId,
      storageState: shopPage.signedIn ? demoState : undefined,
    });
    try {
      const page = await context.newPage();
      const path = await resolvePage(context.request, shopPage);
      // Loaded once, then resized: one document, so axe is injected once per page.
      await page.setViewportSize(WIDTHS[0]);
      const response = await page.goto(path);
      expect.soft(response?.status(), `${path}: status`).toBe(shopPage.status ?? 200);
      expect.soft(new URL(page.url()).pathname, `${path}: not redirected`).toBe(path.split("?")[0]);
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        const at = `${path} at ${viewport.width} px`;
        expect.soft(await overflow(page), `${at}: overflow`).toBeNull();
        if (viewport.width === axeWidth()) expect.soft(await axeViolations(page), `${at}: axe`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
}

test.describe("pages reached by buying", () => {
  test.use({ buyerWithAddress: true });

  test("checkout and the order confirmation fit 360 px and 1366 px with no axe violation", async ({
    page,
    request,
    buyer,
  }, testInfo) => {
    test.setTimeout(90_000);
    const productId = 12;
    await putInCart(request, await hostSignIn(request, buyer), productId, 2);
    const name = await productName(request, productId);
    await signIn(page, buyer);
    await page.goto("/keranjang-belanja");
    await cartRow(page, name).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL(/\/checkout$/);

    const noScript = !testInfo.project.use.javaScriptEnabled;
    await page.getByRole("combobox", { name: /^Kurir/ }).selectOption("jne");
    if (noScript) await page.getByRole("button", { name: "Pilih kurir" }).click();
    await page.getByRole("combobox", { name: /^Layanan/ }).selectOption("REG");
    if (noScript) await page.getByRole("button", { name: "Pilih layanan" }).click();
    await expect(page.getByTestId("etd")).toHaveText(/^\d+(-\d+)? hari$/);
    await checkInPlace(page, "/checkout");

    await page.getByRole("button", { name: "Pengajuan pembelian" }).click();
    await page.waitForURL(/\/confirmation-order$/);
    await checkInPlace(page, "/confirmation-order");
  });
});

test.describe("the header's cart", () => {
  test("fits a phone's screen, as wide as it, and is closed on the cart page after 'Lihat Keranjang'", async ({
    browser,
    baseURL,
    demoState,
  }, testInfo) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
      viewport: { width: 360, height: 740 },
      storageState: demoState,
    });
    const page = await context.newPage();
    await page.goto("/produk");
    const cart = page.locator("details.cart-dropdown");
    await cart.locator("summary").click();
    const panel = cart.locator("ul");
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    // As wide as the bar allows (22rem), not as narrow as the cart button: a product's name on one
    // or two lines, not a letter a line.
    expect(box.width).toBeGreaterThanOrEqual(320);
    await expect(page.locator("html")).toHaveJSProperty("scrollWidth", 360);
    await panel.getByRole("link", { name: "Lihat Keranjang" }).click();
    await page.waitForURL(/\/keranjang-belanja$/);
    await expect(page.getByRole("heading", { name: "Keranjang Belanja" })).toBeVisible();
    await expect(panel).toBeHidden();

    if (testInfo.project.use.javaScriptEnabled) {
      // Escape closes it (focus back on its summary), and so does a click outside it.
      await cart.locator("summary").click();
      await expect(panel).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(cart.locator("summary")).toBeFocused();
      await cart.locator("summary").click();
      await expect(panel).toBeVisible();
      // Below the panel, on the page's own background (the open panel covers the heading).
      await page.mouse.click(5, 600);
      await expect(panel).toBeHidden();
    }
    await context.close();
  });

  test(
    "opened before the page's script has loaded, it stays open once the page hydrates",
    ONCE,
    async ({ page, demoState }) => {
      await page.context().addCookies(demoState.cookies);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.js(\?|$)/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/produk", { waitUntil: "commit" });
      const cart = page.locator("details.cart-dropdown");
      await cart.locator("summary").click();
      const panel = cart.locator("ul");
      await expect(panel).toBeVisible();
      release();
      // The list's filter (a <details> summary before) becomes a <button> with hydration.
      await expect(page.locator("button", { hasText: "Filter" })).toBeVisible();
      await expect(panel).toBeVisible();
    },
  );
});
