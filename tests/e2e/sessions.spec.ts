// Issue 20 item 1: a password change (profile edit) or a reset (/reset-password) ends every
// other session of the buyer; the device that changed it stays signed in.
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expect, latestMail, signIn, test, type Buyer } from "./support";

/** `count` signed-in pages of the buyer, each in its own browser context (its own cookie). */
async function devices(browser: Browser, options: BrowserContextOptions, buyer: Buyer, count: number) {
  const pages: Page[] = [];
  for (let i = 0; i < count; i += 1) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await signIn(page, buyer, "/profil/beranda");
    await expect(page).toHaveURL(/\/profil\/beranda$/);
    pages.push(page);
  }
  return pages;
}

async function expectSignedOut(page: Page) {
  await page.goto("/profil/beranda");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofil%2Fberanda$/);
}

test("a password change on one device signs the other two out", async ({
  browser,
  buyer,
  baseURL,
  javaScriptEnabled,
}) => {
  test.slow(); // three browsers signed in: 20 s beside another worker on a 2-core machine
  const [changer, ...others] = await devices(browser, { baseURL, javaScriptEnabled }, buyer, 3);
  await changer.goto("/profil/sunting-profil?modal=sandi");
  const dialog = changer.getByRole("dialog", { name: "Ubah Kata Sandi" });
  await dialog.getByLabel("Kata Sandi Baru", { exact: true }).fill("sandi-baru-123");
  await dialog.getByLabel("Konfirmasi Kata Sandi Baru", { exact: true }).fill("sandi-baru-123");
  await dialog.getByRole("button", { name: "Simpan" }).click();
  await expect(changer.getByRole("dialog", { name: "Selamat" })).toBeVisible();

  for (const page of others) await expectSignedOut(page);
  await changer.goto("/profil/beranda");
  await expect(changer).toHaveURL(/\/profil\/beranda$/);
  for (const page of [changer, ...others]) await page.context().close();
});

test("a reset through /reset-password signs every session out", async ({
  browser,
  page,
  request,
  buyer,
  baseURL,
  javaScriptEnabled,
}) => {
  const signedIn = await devices(browser, { baseURL, javaScriptEnabled }, buyer, 2);
  await page.goto("/lupa-password");
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByRole("button", { name: "Kirim" }).click();
  await expect(page.getByText("Silahkan periksa email Anda")).toBeVisible();
  const link = new URL((await latestMail(request, buyer.email))?.link ?? "");
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("Kata sandi baru").fill("baru-12345");
  await page.getByLabel("Konfirmasi kata sandi").fill("baru-12345");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page).toHaveURL(/\/login$/);

  for (const device of signedIn) await expectSignedOut(device);
  for (const device of signedIn) await device.context().close();
});
