// The static pages (000 §2): texts from the host's settings, sanitised, with JavaScript on and off.
import type { APIRequestContext } from "@playwright/test";
import { expect, ONCE, test } from "./support";

type Settings = {
  phone: string;
  email: string;
  address: string;
  province: string;
  district: string;
  lat: string;
  long: string;
  about: string;
  tac: string;
  pp: string;
  faq: { id: number; question: string; answer: string }[];
};

async function settings(request: APIRequestContext): Promise<Settings> {
  return ((await (await request.get("/admin-host/api/setting")).json()) as { data: Settings }).data;
}

/** The longest run of text between tags of admin HTML: a phrase only that text contains. */
const phraseOf = (html: string) =>
  html
    .split(/<[^>]+>/)
    .map((run) => run.replace(/\s+/g, " ").trim())
    .reduce((longest, run) => (run.length > longest.length ? run : longest), "");

for (const [path, title, key] of [
  ["/tentang-kami", "Tentang Kami", "about"],
  ["/term-condition", "Syarat dan Ketentuan", "tac"],
  ["/privacy-police", "Kebijakan Privasi", "pp"],
] as const) {
  test(`${path} shows the settings' ${key} text`, async ({ page, request }) => {
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

test("every page's title has one form: 'Page | Toko Pengadaan'", async ({ page }) => {
  for (const [path, title] of [
    ["/", "Beranda"],
    ["/produk", "Produk"],
    ["/produk/promo", "Produk Promo"],
    ["/faq", "Pusat Bantuan"],
    ["/login", "Masuk"],
    ["/tidak-ada-halaman-ini", "Halaman tidak ditemukan"],
  ] as const) {
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

test("/hubungi-kami lists the contact details and links the office on a map", async ({ page, request }) => {
  const shop = await settings(request);
  await page.goto("/hubungi-kami");
  const contact = page.locator(".static-page");
  await expect(contact.getByRole("heading", { name: "Hubungi Kami" })).toBeVisible();
  await expect(contact.getByRole("link", { name: shop.phone })).toHaveAttribute("href", /^tel:/);
  await expect(contact.getByRole("link", { name: shop.email })).toHaveAttribute(
    "href",
    `mailto:${shop.email}`,
  );
  for (const text of [shop.address, shop.province, shop.district]) await expect(contact).toContainText(text);

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
});

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

test(
  "/favicon.ico is the shop's icon (browsers and some pages ask for it), not a 404",
  ONCE,
  async ({ request }) => {
    const icon = await request.get("/favicon.ico");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file: reserved 0, type 1 (icon), then at least one image.
    const body = await icon.body();
    expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  },
);
