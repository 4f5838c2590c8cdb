// Hostile requests (issue 9, items 5 and 7): a form on another site posting to the shop, in the
// browser. Bodies that no form sends: tests/http/hostile-requests.spec.ts; what multipart floods
// cost in memory: tests/ops/streamed-bodies.test.ts.
import { expect, test } from "./support";

test("a form on another site posting to the shop gets the 403 page, and nothing runs", async ({
  page,
  baseURL,
}) => {
  await page.route("http://evil.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><form method="post" action="${baseURL}/profil/alamat">
        <input name="intent" value="hapus"><input name="id" value="1"><button>Menang hadiah</button></form>`,
    }),
  );
  await page.goto("http://evil.example/");
  const [response] = await Promise.all([
    page.waitForResponse(`${baseURL}/profil/alamat`),
    page.getByRole("button", { name: "Menang hadiah" }).click(),
  ]);
  // Not the sign-in redirect an anonymous post to /profil/alamat would get: the action never ran.
  expect(response.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Akses ditolak" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/at .*\.(js|ts):\d+/);
});
