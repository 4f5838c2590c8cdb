// A phone's first screen (issue 21, item 11), with JavaScript on and off: at 360x740 the header
// gives room, an account page's title is within the first 160 px, the transaction list shows at
// least three orders, the chat composer is on the first screen, the footer ends above the bottom
// bar, and '↑ Kembali ke atas' covers nothing until the page is scrolled.
import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support";

const demo = { username: "demo", password: "demo12345" };
const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE });

/** The top edge of the fixed bottom bar: what lies below it is covered. */
async function bottomBarTop(page: Page): Promise<number> {
  const bar = await page.getByRole("navigation", { name: "Navigasi bawah" }).boundingBox();
  expect(bar).not.toBeNull();
  expect(bar!.y + bar!.height).toBeCloseTo(PHONE.height, 0);
  return bar!.y;
}

/** The search box's hint is drawn whole: its text's width fits the box inside its padding. */
function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((box: HTMLInputElement) => {
    const style = getComputedStyle(box);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(box.placeholder).width <= room;
  });
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("an account page's title is within the first 160 px, the page no wider than the screen", async ({
  page,
}) => {
  await signIn(page, demo);
  for (const [path, title] of [
    ["/profil/beranda", "Beranda"],
    ["/profil/transaksi", "Daftar Transaksi"],
    ["/profil/alamat", "Alamat"],
    ["/profil/chat", "Chat dengan Admin"],
  ] as const) {
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1, name: title });
    const box = await heading.boundingBox();
    expect(box, path).not.toBeNull();
    expect(box!.y, `${path}: title top`).toBeLessThanOrEqual(160);
    await noSidewaysScroll(page);
    // The account menu is one row: the current page's chip is in it.
    const menu = page.getByRole("navigation", { name: "Menu akun" });
    expect((await menu.boundingBox())!.height).toBeLessThan(40);
  }
});

test("the transaction list shows at least three orders on the first screen", async ({ page }) => {
  await signIn(page, demo, "/profil/transaksi");
  const limit = await bottomBarTop(page);
  const rows = page.getByTestId("order-table").locator("tbody tr");
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  const bottoms = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().bottom));
  expect(bottoms.filter((bottom) => bottom <= limit).length).toBeGreaterThanOrEqual(3);
  // The search box's hint reads whole.
  const search = page.getByRole("searchbox", { name: "Cari transaksi" });
  expect(await search.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(
    true,
  );
});

test("the chat composer is on the first screen, above the bottom bar", async ({ page }) => {
  await signIn(page, demo, "/profil/chat");
  const limit = await bottomBarTop(page);
  const composer = (await page.locator(".chat-composer textarea").boundingBox())!;
  expect(composer.y + composer.height).toBeLessThanOrEqual(limit);
  const send = (await page.locator(".chat-composer").getByRole("button").first().boundingBox())!;
  expect(send.y + send.height).toBeLessThanOrEqual(limit);
});

test("the header gives room when scrolled; the footer's last line ends above the bottom bar", async ({
  page,
}) => {
  await page.goto("/produk");
  await page.mouse.wheel(0, 600);
  await expect.poll(async () => (await page.locator(".site-header").boundingBox())!.y).toBeLessThan(-50);
  // Lazy images below may still grow the page: scroll to its end once they are in.
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 100_000);
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 100_000);
  await expect
    .poll(() =>
      page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight),
    )
    .toBe(true);
  const limit = await bottomBarTop(page);
  const last = (await page.locator(".copyright").boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(limit);
});

test("'Kembali ke atas' shows only once the page is scrolled", async ({ page }) => {
  await page.goto("/produk");
  const top = page.getByRole("link", { name: "Kembali ke atas" });
  await expect(top).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect(top).toBeVisible();
  await top.click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await expect(top).toBeHidden();
});

test("the top bar's phone number and e-mail are whole at 360 px", async ({ page }) => {
  await page.goto("/");
  for (const link of await page.locator(".top-bar a").all()) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth + 1)).toBe(true);
  }
  await noSidewaysScroll(page);
});

test.describe("at 1366x768", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the account menu is a column beside the page and the back-to-top control waits for a scroll", async ({
    page,
  }) => {
    await signIn(page, demo, "/profil/transaksi");
    const menu = (await page.getByRole("navigation", { name: "Menu akun" }).boundingBox())!;
    const title = (await page.getByRole("heading", { level: 1, name: "Daftar Transaksi" }).boundingBox())!;
    expect(menu.x + menu.width).toBeLessThanOrEqual(title.x);
    await expect(page.getByRole("navigation", { name: "Navigasi bawah" })).toBeHidden();
    const search = page.getByRole("searchbox", { name: "Cari transaksi" });
    expect(await placeholderFits(search)).toBe(true);
    await expect(page.getByRole("link", { name: "Kembali ke atas" })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  });
});
