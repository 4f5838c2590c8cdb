// Signing out revokes the host's token (issue 9, item 4): a copy of the session cookie taken
// before "Keluar" opens nothing afterwards, although the cookie itself would still be valid. When
// the host fails to revoke it, the buyer is still signed out.
import { expect, setHostFault, signIn, test } from "./support";

test("a cookie copied before sign-out meets the host's 401 afterwards and is sent to /login", async ({
  browser,
  baseURL,
  page,
  buyer,
  javaScriptEnabled,
}) => {
  await signIn(page, buyer, "/profil/alamat");
  await expect(page).toHaveURL(/\/profil\/alamat$/);
  const copied = await page.context().cookies();

  await page.getByRole("navigation", { name: "Menu akun" }).getByRole("link", { name: "Keluar" }).click();
  await page.getByRole("button", { name: "Ya, keluar" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // Another browser replays the copy: the storefront accepts the cookie, the host refuses its token.
  const replay = await browser.newContext({ baseURL, javaScriptEnabled });
  try {
    await replay.addCookies(copied);
    const other = await replay.newPage();
    await other.goto("/profil/alamat");
    await expect(other).toHaveURL(/\/login\?redirectTo=%2Fprofil%2Falamat$/);
    await expect(other.getByRole("heading", { name: "Masuk", level: 1 })).toBeVisible();
    // The 401 ended that session too: the next visit goes straight to /login.
    await other.goto("/profil/beranda");
    await expect(other).toHaveURL(/\/login\?redirectTo=%2Fprofil%2Fberanda$/);
  } finally {
    await replay.close();
  }
});

test("sign-out still signs the buyer out when the host fails to revoke the token", async ({
  page,
  request,
  buyer,
}) => {
  await signIn(page, buyer, "/profil/beranda");
  await expect(page).toHaveURL(/\/profil\/beranda$/);

  await setHostFault(request, "error500", "/customer/logout");
  await page.getByRole("navigation", { name: "Menu akun" }).getByRole("link", { name: "Keluar" }).click();
  await page.getByRole("button", { name: "Ya, keluar" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(".account-links").getByRole("button", { name: "Masuk" })).toBeVisible();
  await page.goto("/profil/beranda");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofil%2Fberanda$/);
});
