// The static pages (000 §2) without JavaScript: texts from the host's settings, sanitised, and
// every page's title. The same pages with JavaScript, and the FAQ's accordion in the browser:
// tests/e2e/static.spec.ts.
import { expect, test } from "./kit";
import { phraseOf, settings, TEXT_PAGES, TITLED_PAGES } from "../support/static-pages";

for (const [path, title, key] of TEXT_PAGES) {
  test(`${path} shows the settings' ${key} text`, async ({ visitor, request }) => {
    const html = (await settings(request))[key];
    expect(html).toBeTruthy();
    await visitor.goto(path);
    expect(visitor.heading()).toBe(title);
    // The settings' text opens with the same title: the page shows it once (issue 21).
    const headings = visitor.$(":header").filter((_, el) => visitor.text(visitor.$(el)) === title);
    expect(headings).toHaveLength(1);
    expect(visitor.$("title").text()).toBe(`${title} | Toko Pengadaan`);
    expect(visitor.text(".static-page")).toContain(phraseOf(html));
  });
}

test("every page's title has one form: 'Page | Toko Pengadaan'", async ({ visitor }) => {
  for (const [path, title] of TITLED_PAGES) {
    await visitor.goto(path);
    expect(visitor.$("title").text(), path).toBe(`${title} | Toko Pengadaan`);
  }
  await visitor.goto("/produk");
  const product = visitor.$('a[href*="/produk-detail?id_produk="]').first().attr("href")!;
  await visitor.goto(product);
  const name = visitor.text(".product-detail h1");
  expect(name).not.toBe("");
  expect(visitor.$("title").text()).toBe(`${name} | Toko Pengadaan`);
});

test("/hubungi-kami lists the contact details and links the office on a map", async ({
  visitor,
  request,
}) => {
  const shop = await settings(request);
  await visitor.goto("/hubungi-kami");
  const contact = ".static-page";
  expect(visitor.$(`${contact} :header`).text()).toContain("Hubungi Kami");
  expect(visitor.link(shop.phone, contact).attribs.href).toMatch(/^tel:/);
  expect(visitor.link(shop.email, contact).attribs.href).toBe(`mailto:${shop.email}`);
  for (const text of [shop.address, shop.province, shop.district])
    expect(visitor.text(contact)).toContain(text);
  const map = new URL(visitor.link("Lihat lokasi di peta", contact).attribs.href);
  expect(map.searchParams.get("query")).toBe(`${Number(shop.lat)},${Number(shop.long)}`);
  // No third-party script: every script the page loads is the site's own.
  const sources = visitor
    .$("script[src]")
    .toArray()
    .map((script) => script.attribs.src);
  for (const src of sources) expect(src).toMatch(/^\//);
});

test("/favicon.ico is the shop's icon (browsers and some pages ask for it), not a 404", async ({
  request,
}) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An ICO file: reserved 0, type 1 (icon), then at least one image.
  const body = await icon.body();
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});
