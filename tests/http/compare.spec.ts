// Bandingkan Produk (issue 24) without JavaScript, as HTTP conversations: unknown and disabled
// products dropped with a note, and a signed-in buyer's add-to-cart from the comparison. The
// journeys at 360 px and 1366 px (layout, axe) stay in Chromium: tests/e2e/compare.spec.ts.
import { expect, signIn, test, type NoJsBrowser } from "./kit";

const columns = (visitor: NoJsBrowser) =>
  visitor.$(".compare-table thead th[data-testid^='compare-column-']");

test("unknown and disabled products are dropped with a note; the page is cacheable", async ({
  visitor,
  request,
}) => {
  // 7 is disabled in the demo data, 999999 does not exist.
  await visitor.goto("/produk/bandingkan?id=1,7,999999");
  expect(columns(visitor)).toHaveLength(1);
  expect(visitor.text("[data-testid=compare-dropped]")).toContain(
    "2 produk tidak ditemukan atau tidak aktif",
  );
  // One row per name: the demo products' 'Satuan' specification is not a second 'Satuan' row.
  for (const name of ["Merek", "Satuan"]) {
    expect(
      visitor.$(".compare-table th").filter((_, el) => visitor.$(el).text().trim() === name),
      name,
    ).toHaveLength(1);
  }

  // The first visit stores the list (a cookie: private); the same visit again is public.
  const first = await request.get("/produk/bandingkan?id=1,2");
  expect(first.headers()["cache-control"]).toBe("private, no-store");
  const again = await request.get("/produk/bandingkan?id=1,2");
  expect(again.headers()["cache-control"]).toMatch(/^public, /);
});

test("a signed-in buyer adds a compared product to the cart", async ({ visitor, buyer }) => {
  await signIn(visitor, buyer);
  await visitor.goto("/produk/bandingkan?id=1,2");
  const name = columns(visitor).first().find(".compare-product span").text();
  await visitor.press(`Tambah ke Keranjang: ${name}`);
  expect(visitor.text()).toContain("Produk berhasil ditambahkan");
  await visitor.follow("Keranjang", "header.site-header");
  expect(visitor.url.pathname).toBe("/keranjang-belanja");
  expect(visitor.link(name).attribs.href).toBeTruthy();
});
