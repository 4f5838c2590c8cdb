// The static pages (000 §2) with JavaScript: texts from the host's settings, sanitised, and the
// FAQ's accordion (native <details>: in the browser with JavaScript on and off). Without JavaScript
// the other pages and the favicon are HTTP conversations: tests/http/static.spec.ts.
import { expect, ONCE, test } from "./support";
import { phraseOf, settings, TEXT_PAGES, TITLED_PAGES } from "../support/static-pages";

for (const [path, title, key] of TEXT_PAGES) {
  test(`${path} shows the settings' ${key} text`, ONCE, async ({ page, request }) => {
    const html = (await settings(request))[key];
    expect(html).toBeTruthy();
    await page.goto(path);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    // The settings' text opens with the same title: the page shows it once (issue 21).
    await expect(page.getByRole("heading", { name: title, exact: true })).toHaveCount(1);
    await expect(page).toHaveTitle(`${title} | Toko Pengadaan`);
    await expect(page.locator(".static-page")).toContainText(phraseOf(html));
  });
}

test("every page's title has one form: 'Page | Toko Pengadaan'", ONCE, async ({ page }) => {
  for (const [path, title] of TITLED_PAGES) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Toko Pengadaan`);
  }
  await page.goto("/produk");
  await page.locator('a[href*="/produk-detail?id_produk="]').first().click();
  await page.waitForURL(/\/produk-detail\?id_produk=/);
  // With JS the URL can change a moment before the detail renders: read its own heading.
  const heading = page.locator(".product-detail h1");
  await expect(heading).toBeVisible();
  const name = (await heading.innerText()).trim();
  expect(name).not.toBe("");
  await expect(page).toHaveTitle(`${name} | Toko Pengadaan`);
});

test(
  "/hubungi-kami lists the contact details and links the office on a map",
  ONCE,
  async ({ page, request }) => {
    const shop = await settings(request);
    await page.goto("/hubungi-kami");
    const contact = page.locator(".static-page");
    await expect(contact.getByRole("heading", { name: "Hubungi Kami" })).toBeVisible();
    await expect(contact.getByRole("link", { name: shop.phone })).toHaveAttribute("href", /^tel:/);
    await expect(contact.getByRole("link", { name: shop.email })).toHaveAttribute(
      "href",
      `mailto:${shop.email}`,
    );
    for (const text of [shop.address, shop.province, shop.district])
      await expect(contact).toContainText(text);

    const map = new URL(
      (await contact.getByRole("link", { name: "Lihat lokasi di peta" }).getAttribute("href")) ?? "",
    );
    expect(map.searchParams.get("query")).toBe(`${Number(shop.lat)},${Number(shop.long)}`);
    // No third-party script: every script the page loads is the site's own.
    for (const src of await page
      .locator("script[src]")
      .evaluateAll((scripts) => scripts.map((s) => s.getAttribute("src")))) {
      expect(src).toMatch(/^\//);
    }
  },
);

test("/faq is the Pusat Bantuan with every question as an accordion", async ({ page, request }) => {
  const { faq } = await settings(request);
  expect(faq.length).toBeGreaterThan(0);
  await page.goto("/faq");
  await expect(page).toHaveTitle(/Pusat Bantuan/);
  await expect(page.getByRole("heading", { name: "Pusat Bantuan", level: 1 })).toBeVisible();
  const entries = page.locator(".static-page details");
  await expect(entries).toHaveCount(faq.length);

  const first = entries.first();
  const answer = phraseOf(faq[0].answer);
  await expect(first.locator("summary")).toHaveText(faq[0].question);
  await expect(first.getByText(answer)).toBeHidden();
  await first.locator("summary").click();
  await expect(first.getByText(answer)).toBeVisible();
});
