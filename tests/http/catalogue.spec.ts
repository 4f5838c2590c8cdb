// Catalogue journeys without JavaScript (home, the product list with its filter, sort and pager,
// the promo list and the product page), as HTTP conversations; the same journeys with JavaScript
// are in tests/e2e/catalogue.spec.ts. Demo data ids are the host's fixtures
// (admin-host/src/seed/catalogue.ts).
import { expect, operator, signIn, test, type NoJsBrowser } from "./kit";
import {
  buttonsNamed,
  cardNames,
  cardPrices,
  cards,
  linksNamed,
  productStock,
  rupiah,
} from "./support/catalogue";
import { dialog } from "./support/cart";

const KNOWN_STOCK_PRODUCT = 1; // "Kertas HVS A4 70 gram", stock 10, no promo
const MANY_REVIEWS_PRODUCT = 3; // 12 reviews: 5★ ×4, 4★ ×3, 3★ ×2, 2★ ×2, 1★ ×1; 4 images
const NO_SPECIFICATIONS_PRODUCT = 11;
const NO_DESCRIPTION_PRODUCT = 13;
/** Emptied and given back by this test only. */
const SOLD_OUT_PRODUCT = 32;

const address = (visitor: NoJsBrowser) => visitor.url.pathname + visitor.url.search;

/** The home page's section under the heading `name`. */
const section = (visitor: NoJsBrowser, name: string) =>
  visitor.$("section").filter((_, el) => visitor.$(el).find("h2").first().text().trim() === name);

async function openProduct(visitor: NoJsBrowser, id: number) {
  await visitor.goto(`/produk-detail?id_produk=${id}`);
  expect(visitor.status).toBe(200);
}

test.describe("home", () => {
  test("shows banners, categories and the product sections", async ({ visitor }) => {
    await visitor.goto("/");
    expect(visitor.$(".banner-slider li")).toHaveLength(3);
    expect(visitor.link("Alat Tulis Kantor", 'nav[aria-label="Kategori produk"]').attribs.href).toBe(
      "/produk?kategori=1",
    );

    const best = section(visitor, "Produk Terlaris");
    expect(best.find(".product-card")).toHaveLength(6);
    const sold = best
      .find(".product-meta span")
      .toArray()
      .map((el) => visitor.$(el).text())
      .filter((text) => text.includes("Terjual"))
      .map(rupiah);
    expect(sold).toHaveLength(6);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));

    const promo = section(visitor, "Produk Promo");
    expect(promo.find(".product-card")).toHaveLength(6);
    expect(promo.find(".price-normal")).toHaveLength(6);

    expect(cards(visitor, "#rekomendasi")).toHaveLength(6);

    const bottom = visitor.$(".bottom-banners a");
    expect(bottom).toHaveLength(3);
    expect(bottom.eq(0).attr("href")).toBe("/produk?kategori=1");
  });

  test("loads more recommendations", async ({ visitor }) => {
    await visitor.goto("/");
    const first = cardNames(visitor, "#rekomendasi");
    expect(first).toHaveLength(6);
    await visitor.follow("Lihat lainnya", "#rekomendasi");
    expect(visitor.url.href).toMatch(/\/\?rekomendasi=20#rekomendasi$/);
    const next = cardNames(visitor, "#rekomendasi");
    expect(next).toHaveLength(6);
    expect(next).not.toEqual(first);
  });
});

test.describe("product list", () => {
  test("searches from the header", async ({ visitor }) => {
    await visitor.goto("/");
    visitor.fill("Cari produk", "Kertas HVS", "form[role=search]");
    await visitor.press("Cari", "form[role=search]");
    expect(address(visitor)).toMatch(/^\/produk\?search=Kertas(\+|%20)HVS$/);
    expect(visitor.text()).toContain('Hasil pencarian "Kertas HVS"');
    const names = cardNames(visitor);
    expect(names).toContain("Kertas HVS A4 70 gram");
    for (const name of names) expect(name).toContain("Kertas HVS");
  });

  test("drops empty values from the address", async ({ visitor }) => {
    await visitor.goto("/produk?search=&kategori=1&sort=&price_min=&rating=");
    expect(address(visitor)).toBe("/produk?kategori=1");
  });

  test("adds the category of a subcategory given alone", async ({ visitor }) => {
    await visitor.goto("/produk?sub_kategori=1");
    expect(address(visitor)).toBe("/produk?kategori=1&sub_kategori=1");
    expect(cards(visitor)).toHaveLength(4);
  });

  test("filters by category and subcategory", async ({ visitor }) => {
    await visitor.goto("/produk");
    visitor.check("Kertas", true, ".filter-form");
    await visitor.press("Terapkan");
    expect(address(visitor)).toBe("/produk?kategori=1&sub_kategori=1");
    expect(cards(visitor)).toHaveLength(4);
    expect(cardNames(visitor)).toContain("Kertas HVS A4 70 gram");

    visitor.check("Semua Komputer & Aksesoris", true, ".filter-form");
    visitor.check("Kertas", false, ".filter-form");
    await visitor.press("Terapkan");
    expect(address(visitor)).toBe("/produk?kategori=1%2C2");
    expect(cards(visitor)).toHaveLength(12);
  });

  test("the filter is a panel on the page; its choices come from the address", async ({ visitor }) => {
    await visitor.goto("/produk?kategori=1");
    // Without JS the panel is a plain `<details>` holding the form: folding it submits nothing.
    const panel = visitor.$("details.filter-panel");
    expect(panel.children("summary").text()).toBe("Filter");
    const box = (label: string) => visitor.$(visitor.field(label, "details.filter-panel"));
    expect(box("Semua Alat Tulis Kantor").attr("checked")).toBeDefined();
    expect(box("Semua Komputer & Aksesoris").attr("checked")).toBeUndefined();
  });

  test("filters by price and rating", async ({ visitor }) => {
    await visitor.goto("/produk");
    visitor.fill("Harga minimum", "100000").fill("Harga maksimum", "500000");
    await visitor.press("Terapkan");
    expect(address(visitor)).toBe("/produk?price_min=100000&price_max=500000");
    const prices = cardPrices(visitor);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(100000);
    for (const price of prices) expect(price).toBeLessThanOrEqual(500000);

    await visitor.goto("/produk");
    visitor.check("★★★★ 4");
    await visitor.press("Terapkan");
    expect(address(visitor)).toBe("/produk?rating=4");
    const means = cards(visitor)
      .find(".stars-track")
      .toArray()
      .map((el) =>
        Number(/^Rating ([\d,]+) dari 5$/.exec(el.attribs["aria-label"] ?? "")?.[1].replace(",", ".")),
      );
    expect(means.length).toBeGreaterThan(0);
    for (const mean of means) expect(mean).toBeGreaterThanOrEqual(4);
  });

  test("sorts", async ({ visitor }) => {
    await visitor.goto("/produk?kategori=2");
    // Without JS the dropdown needs its button (in <noscript>).
    visitor.select("Urutkan", "termurah", ".sort-form");
    await visitor.press("Urutkan", ".sort-form");
    expect(address(visitor)).toBe("/produk?kategori=2&sort=termurah");
    const prices = cardPrices(visitor);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("pages through with real links", async ({ visitor }) => {
    await visitor.goto("/produk");
    const firstPage = cardNames(visitor);
    expect(firstPage).toHaveLength(12);
    await visitor.follow("Halaman 2");
    expect(address(visitor)).toBe("/produk?page=2");
    expect(cardNames(visitor)[0]).not.toBe(firstPage[0]);
    await visitor.follow("Halaman terakhir");
    expect(address(visitor)).toBe("/produk?page=7");
    expect(visitor.text('.pager [aria-current="page"]')).toBe("7");
    expect(cards(visitor)).toHaveLength(78 - 6 * 12); // 82 products, 4 of them disabled
    await visitor.follow("Halaman pertama");
    expect(address(visitor)).toBe("/produk?page=1");
  });

  test("lists promo products only", async ({ visitor }) => {
    await visitor.goto("/produk/promo?page=1");
    expect(visitor.heading()).toBe("Produk Promo");
    const count = cards(visitor).length;
    expect(count).toBeGreaterThan(0);
    expect(cards(visitor).find(".price-normal")).toHaveLength(count);
    expect(cards(visitor).find(".price-discount").first().text()).toMatch(/^\d+%$/);
  });

  test("says when nothing matches", async ({ visitor }) => {
    await visitor.goto("/produk?search=tidakadaprodukseperti");
    expect(visitor.text("main")).toContain("Produk tidak ditemukan ..");
    expect(cards(visitor)).toHaveLength(0);
  });
});

test.describe("product page", () => {
  test("a product out of stock says so and cannot be added, for guests and buyers", async ({
    visitor,
    request,
    buyer,
  }) => {
    const id = SOLD_OUT_PRODUCT;
    const stock = await productStock(request, id);
    const { data } = await operator<{ data: { stock: number } }>(request, "POST", `products/${id}`, {
      stock: 0,
    });
    expect(data.stock).toBe(0);
    const stockLine = () =>
      visitor
        .$(".buy-form p")
        .toArray()
        .map((el) => visitor.$(el).text().replace(/\s+/g, " ").trim());
    try {
      await openProduct(visitor, id);
      expect(stockLine().some((line) => /^Stok: 0 /.test(line))).toBe(true);
      expect(buttonsNamed(visitor, "Stok habis")).toEqual([{ disabled: true }]);
      expect(linksNamed(visitor, "Tambah ke Keranjang", ".buy-form")).toHaveLength(0);

      await signIn(visitor, buyer, `/produk-detail?id_produk=${id}`);
      expect(stockLine().some((line) => /^Stok: 0 /.test(line))).toBe(true);
      expect(buttonsNamed(visitor, "Stok habis")).toEqual([{ disabled: true }]);
      expect(buttonsNamed(visitor, "Tambah ke Keranjang", ".buy-form")).toHaveLength(0);
    } finally {
      await operator(request, "POST", `products/${id}`, { stock });
    }
  });

  test("opens from the list with breadcrumb, price and specifications", async ({ visitor }) => {
    await visitor.goto("/produk?kategori=1&sub_kategori=1");
    await visitor.follow("Kertas HVS A4 70 gram", ".product-grid");
    expect(address(visitor)).toBe(`/produk-detail?id_produk=${KNOWN_STOCK_PRODUCT}`);
    expect(visitor.heading()).toBe("Kertas HVS A4 70 gram");
    const crumbs = visitor
      .$('nav[aria-label="breadcrumb"] a')
      .toArray()
      .map((el) => visitor.$(el).text().trim());
    expect(crumbs).toEqual(["Beranda", "Alat Tulis Kantor", "Kertas"]);
    expect(visitor.text(".price-large")).toBe("Rp. 48.500");
    expect(visitor.text(".product-detail")).toContain("Stok: 10 Rim");
    expect(visitor.value("Link produk")).toMatch(/\/produk-detail\?id_produk=1$/);
    const specifications = visitor
      .$("details")
      .filter((_, el) => visitor.$(el).text().includes("Spesifikasi"));
    expect(specifications.find("tr")).toHaveLength(6);
    expect(visitor.text(visitor.$(".product-detail details").eq(1))).toContain("Kertas HVS A4 70 gram");
    expect(visitor.$("h2").filter((_, el) => visitor.$(el).text().trim() === "Produk Terkait")).toHaveLength(
      1,
    );
    const related = visitor.$(".home-section .product-card").length;
    expect(related).toBeGreaterThan(0);
    expect(related).toBeLessThanOrEqual(6);
  });

  test("offers the product link to copy by hand", async ({ visitor }) => {
    await openProduct(visitor, KNOWN_STOCK_PRODUCT);
    expect(visitor.field("Link produk").attribs.readonly).toBe("");
    // Without JS the field is there to select by hand; a copy button could not work.
    expect(buttonsNamed(visitor, "Salin")).toHaveLength(0);
  });

  test("says when specification or description is missing", async ({ visitor }) => {
    await openProduct(visitor, NO_SPECIFICATIONS_PRODUCT);
    expect(visitor.text("main")).toContain("Belum ada data spesifikasi");
    await openProduct(visitor, NO_DESCRIPTION_PRODUCT);
    expect(visitor.text("main")).toContain("Belum ada data deskripsi");
  });

  test("switches images with the thumbnails", async ({ visitor }) => {
    await openProduct(visitor, MANY_REVIEWS_PRODUCT);
    const main = () => visitor.$(".gallery-main img").attr("src");
    expect(main()).toMatch(/produk\/3-1\.jpg$/);
    expect(visitor.$(".gallery-thumbs a")).toHaveLength(4);
    await visitor.follow("Gambar 3");
    expect(main()).toMatch(/produk\/3-3\.jpg$/);
    expect(visitor.link("Gambar 3").attribs["aria-current"]).toBe("true");
  });

  test("the main image opens the picture itself", async ({ visitor }) => {
    await openProduct(visitor, MANY_REVIEWS_PRODUCT);
    expect(visitor.link("Lihat gambar layar penuh").attribs.href).toMatch(/produk\/3-1\.jpg$/);
  });

  test("reads reviews by star and page", async ({ visitor }) => {
    await openProduct(visitor, MANY_REVIEWS_PRODUCT);
    const reviews = () => visitor.text("#ulasan");
    expect(reviews()).toContain("Data ke 1 - 3 dari 12 data");
    expect(visitor.$("#ulasan .review")).toHaveLength(3);
    expect(reviews()).toContain("Balasan Penjual");

    await visitor.follow("5 ★ (4)", "#ulasan");
    expect(reviews()).toContain("Data ke 1 - 3 dari 4 data");
    await visitor.follow("Selanjutnya", "#ulasan");
    expect(reviews()).toContain("Data ke 4 - 4 dari 4 data");
    expect(visitor.$("#ulasan .review")).toHaveLength(1);
    expect(visitor.$("#ulasan .review .stars-track").attr("aria-label")).toBe("Rating 5 dari 5");

    await visitor.follow("1 ★ (1)", "#ulasan");
    expect(reviews()).toContain("Data ke 1 - 1 dari 1 data");

    // Every review link names its tab, so the server tells it from opening the product.
    expect(visitor.link("Semua (12)", "#ulasan").attribs.href).toMatch(/[?&]bintang=0(&|#|$)/);
    await visitor.follow("Semua (12)", "#ulasan");
    expect(reviews()).toContain("Data ke 1 - 3 dari 12 data");
  });

  test("the reviews are never rendered busy", async ({ visitor }) => {
    await openProduct(visitor, MANY_REVIEWS_PRODUCT);
    expect(visitor.$("#ulasan").attr("aria-busy")).toBe("false");
    // The browser loads the next page itself; the server never renders it busy.
    await visitor.follow("4 ★ (3)", "#ulasan");
    expect(visitor.text("#ulasan")).toContain("Data ke 1 - 3 dari 3 data");
    expect(visitor.$("#ulasan").attr("aria-busy")).toBe("false");
  });

  test("guests get links to the login page", async ({ visitor }) => {
    await openProduct(visitor, KNOWN_STOCK_PRODUCT);
    expect(buttonsNamed(visitor, "Tambah ke Keranjang")).toHaveLength(0);
    expect(visitor.link("Tambah ke Keranjang", ".buy-form").attribs.href).toMatch(/^\/login\?/);
    expect(visitor.link("Nego Harga", ".buy-form").attribs.href).toMatch(/^\/login\?/);
    await visitor.follow("Tambah ke Keranjang", ".buy-form");
    expect(address(visitor)).toMatch(/^\/login\?redirectTo=/);
  });

  test("answers 404 for an unknown product", async ({ visitor }) => {
    await visitor.goto("/produk-detail?id_produk=999999");
    expect(visitor.status).toBe(404);
    expect(visitor.heading()).toBe("Produk tidak ditemukan ..");
    await visitor.goto("/produk-detail?id_produk=abc");
    expect(visitor.status).toBe(404);
  });

  test("a buyer adds to the cart up to the stock", async ({ visitor, buyer }) => {
    await signIn(visitor, buyer, `/produk-detail?id_produk=${KNOWN_STOCK_PRODUCT}`);
    expect(address(visitor)).toBe(`/produk-detail?id_produk=${KNOWN_STOCK_PRODUCT}`);

    visitor.fill("Jumlah", "4");
    await visitor.press("Tambah ke Keranjang");
    const added = 'dialog[open][aria-label="Produk berhasil ditambahkan"]';
    expect(visitor.$(added)).toHaveLength(1);
    expect(visitor.link("Lihat Keranjang", added).attribs.href).toBe("/keranjang-belanja");
    // OK closes the dialog in the browser itself (a `method=dialog` form): nothing is sent.
    expect(visitor.$(visitor.button("OK", added)).closest("form").attr("method")).toBe("dialog");

    visitor.fill("Jumlah", "7");
    await visitor.press("Tambah ke Keranjang");
    // The host's refusal: the buy form's FormAnswer, its 'Gagal' dialog, under 422.
    expect(visitor.status).toBe(422);
    expect(visitor.text(dialog(visitor, "Gagal").find("[role=alert]"))).toBe(
      "Kamu telah memasukan 4 barang ke dalam keranjang, kamu tidak bisa menambah jumlah barang di keranjang karena telah melebihi batas pembelian",
    );
    expect(visitor.value("Jumlah")).toBe("7");

    // The form's own error (a browser without `min` checks sends it): under the field, 400.
    visitor.fill("Jumlah", "0");
    await visitor.press("Tambah ke Keranjang");
    expect(visitor.status).toBe(400);
    expect(visitor.text("#keranjang-qty-error")).toBe("Jumlah minimal 1");
    expect(visitor.value("Jumlah")).toBe("0");
    expect(dialog(visitor, "Gagal")).toHaveLength(0);
  });

  test("a buyer reads the negotiation terms", async ({ visitor, buyer }) => {
    await signIn(visitor, buyer, `/produk-detail?id_produk=${KNOWN_STOCK_PRODUCT}`);
    await visitor.follow("Nego Harga");
    expect(visitor.url.search).toMatch(/modal=nego/);
    const terms = 'dialog[open][aria-label="Syarat Nego Harga"]';
    expect(visitor.$(terms)).toHaveLength(1);
    await visitor.follow("Tutup", terms);
    expect(visitor.url.search).not.toMatch(/modal=nego/);
    expect(visitor.$("dialog[open]")).toHaveLength(0);
  });
});
