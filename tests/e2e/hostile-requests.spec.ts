// Hostile requests (issue 9, items 5 and 7): a post from another site and bodies that no form
// sends get the usual error page. What multipart floods cost in memory: tests/ops/streamed-bodies.
import { createBuyer, expect, ONCE, signIn, test } from "./support";

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

test("bodies no form of the shop sends are refused with the usual page", ONCE, async ({ request }) => {
  const cases = [
    { type: "application/json", body: '{"email":"demo","password":"demo12345"}', status: 415 },
    { type: "text/plain", body: "email=demo\npassword=demo12345", status: 415 },
    { type: "multipart/form-data; boundary=x", body: "--x\r\nbroken", status: 415 },
    { type: "multipart/form-data", body: "no boundary", status: 415 },
  ];
  for (const { type, body, status } of cases) {
    const response = await request.post("/login", { headers: { "Content-Type": type }, data: body });
    expect(response.status(), type).toBe(status);
    const html = await response.text();
    expect(html, type).toContain("Jenis data tidak didukung");
    expect(html, type).not.toMatch(/at .*\.(js|ts):\d+/);
  }
  const large = await request.post("/login", { form: { email: "x".repeat(70_000), password: "x" } });
  expect(large.status()).toBe(413);
});

test("an upload route refuses broken multipart and files it does not take with the 400 page", async ({
  page,
  request,
}) => {
  await signIn(page, await createBuyer(request));
  const post = (type: string, body: string) =>
    page.request.post("/profil/sunting-profil", { headers: { "Content-Type": type }, data: body });
  const cases = [
    // Cut off before the closing boundary.
    {
      type: "multipart/form-data; boundary=x",
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
    },
    { type: "multipart/form-data", body: "no boundary" },
    {
      type: "multipart/form-data; boundary=x",
      body: '--x\r\nContent-Disposition: form-data; name="lain"; filename="a.png"\r\n\r\nPNG\r\n--x--\r\n',
    },
  ];
  for (const { type, body } of cases) {
    const response = await post(type, body);
    expect(response.status(), body).toBe(400);
    const html = await response.text();
    expect(html, body).toContain("Permintaan tidak valid");
    expect(html, body).not.toMatch(/at .*\.(js|ts):\d+/);
  }
});
