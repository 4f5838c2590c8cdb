// Catalogue journeys: home, the product list with its filter, sort and pager, the promo list
// and the product page, with JavaScript. Without it these journeys are HTTP conversations in
// tests/http/catalogue.spec.ts; "pages through with real links" stays as the Chromium canary
// (project nojs), with the checks of layout and scrolling.
// Demo data ids are the host's fixtures (admin-host/src/seed/catalogue.ts).
import type { Locator, Page } from "@playwright/test";
import { productStock } from "./cart.helpers";
import { expect, ONCE, operator, signIn, test } from "./support";

const KNOWN_STOCK_PRODUCT = 1; // "Kertas HVS A4 70 gram", stock 10, no promo
const MANY_REVIEWS_PRODUCT = 3; // 12 reviews: 5★ ×4, 4★ ×3, 3★ ×2, 2★ ×2, 1★ ×1; 4 images
const NO_SPECIFICATIONS_PRODUCT = 11;
const NO_DESCRIPTION_PRODUCT = 13;

const cards = (page: Page) => page.locator(".product-card");

function rupiah(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}

/** The price each card shows first (the promo price when there is one). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator(".price strong").allTextContents();
  return texts.map(rupiah);
}

async function soldCounts(section: Locator): Promise<number[]> {
  const texts = await section.locator(".product-meta span", { hasText: "Terjual" }).allTextContents();
  return texts.map(rupiah);
}

// The machine running the suite is shared: give hydration and re-rendered lists more time than the default.
const LIST_TIMEOUT = { timeout: 15_000 };

const withJs = () => test.info().project.name === "js";

/** With JS, waits until React took over the page; `marker` only exists after hydration. */
async function hydrated(marker: Locator) {
  if (withJs()) await expect(marker).toBeVisible(LIST_TIMEOUT);
}

/** The filter: a `<details>` panel without JS, a modal opened by a button with it. */
async function openFilter(page: Page) {
  await hydrated(page.locator("button", { hasText: "Filter" }));
  await page.getByRole("button", { name: "Filter" }).click();
}

/** On the product page the copy button appears with hydration. */
async function openProduct(page: Page, id: number) {
  await page.goto(`/produk-detail?id_produk=${id}`);
  await hydrated(page.getByRole("button", { name: "Salin" }));
}

test.describe("home", () => {
  test("shows banners, categories and the product sections", ONCE, async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".banner-slider li")).toHaveCount(3);
    await expect(
      page
        .getByRole("navigation", { name: "Kategori produk" })
        .getByRole("link", { name: "Alat Tulis Kantor" }),
    ).toHaveAttribute("href", "/produk?kategori=1");

    const best = page.locator("section", { has: page.getByRole("heading", { name: "Produk Terlaris" }) });
    await expect(best.locator(".product-card")).toHaveCount(6);
    const sold = await soldCounts(best);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));

    const promo = page.locator("section", { has: page.getByRole("heading", { name: "Produk Promo" }) });
    await expect(promo.locator(".product-card")).toHaveCount(6);
    await expect(promo.locator(".price-normal")).toHaveCount(6);

    const recommended = page.locator("#rekomendasi");
    await expect(recommended.locator(".product-card")).toHaveCount(6);

    const bottom = page.locator(".bottom-banners a");
    await expect(bottom).toHaveCount(3);
    await expect(bottom.nth(0)).toHaveAttribute("href", "/produk?kategori=1");
  });

  test("what lies below the first screen is rendered only near it, in a box of about its size", async ({
    page,
  }) => {
    // content-visibility: auto keeps the first rendering task to about one screen (issue 22).
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    // A block's children are what the browser skips while the block is far from the screen.
    const rendered = (selector: string) =>
      page
        .locator(`${selector} > *`)
        .first()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    expect(await rendered("#rekomendasi")).toBe(false);
    expect(await rendered(".footer-grid")).toBe(false);
    const before = await height();
    await page.locator(".copyright").scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(".footer-grid")).toBe(true);
    await page.locator("#rekomendasi").scrollIntoViewIfNeeded();
    await expect.poll(() => rendered("#rekomendasi")).toBe(true);
    // The placeholders are the measured heights: the page grows or shrinks by under 3 %.
    expect(Math.abs((await height()) - before) / before).toBeLessThan(0.03);
  });

  test("loads more recommendations", ONCE, async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#rekomendasi");
    await hydrated(section.locator("a", { hasText: "Lihat lainnya" }));
    const names = section.locator(".product-card .product-title");
    const first = await names.allTextContents();
    expect(first).toHaveLength(6);
    await section.locator("a", { hasText: "Lihat lainnya" }).click();
    // Appended in place: the first six stay.
    await expect(names).toHaveCount(12);
    expect((await names.allTextContents()).slice(0, 6)).toEqual(first);
  });

  test("a slider's next link moves to the next banner", async ({ page }) => {
    await page.goto("/");
    const strip = page.locator(".banner-slider .snap-strip");
    await page.locator("#banner-1").getByRole("link", { name: "Banner berikutnya" }).click();
    await expect
      .poll(() => strip.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth)))
      .toBe(1);
  });

  test(
    "the slider advances on its own once the page is idle, only with JavaScript",
    ONCE,
    async ({ page }) => {
      await page.goto("/");
      const strip = page.locator(".banner-slider .snap-strip");
      const slide = () => strip.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth));
      // Started after load when idle (at most 2 s), then every 4 s.
      await expect.poll(slide, { timeout: 8_000 }).toBe(1);
    },
  );
});

test.describe("product list", () => {
  test("searches from the header", ONCE, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Cari produk" }).fill("Kertas HVS");
    await page.getByRole("button", { name: "Cari" }).click();
    await expect(page).toHaveURL(/\/produk\?search=Kertas(\+|%20)HVS$/);
    await expect(page.getByText('Hasil pencarian "Kertas HVS"')).toBeVisible();
    // The list may still be arriving when the address changes: poll, as the filters do.
    await expect
      .poll(async () => {
        const names = await cards(page).locator(".product-title").allTextContents();
        return names.includes("Kertas HVS A4 70 gram") && names.every((name) => name.includes("Kertas HVS"));
      }, LIST_TIMEOUT)
      .toBe(true);
  });

  test("drops empty values from the address", ONCE, async ({ page }) => {
    await page.goto("/produk?search=&kategori=1&sort=&price_min=&rating=");
    await expect(page).toHaveURL(/\/produk\?kategori=1$/);
  });

  test("adds the category of a subcategory given alone", ONCE, async ({ page }) => {
    await page.goto("/produk?sub_kategori=1");
    await expect(page).toHaveURL(/\/produk\?kategori=1&sub_kategori=1$/);
    await expect(cards(page)).toHaveCount(4);
  });

  test("filters by category and subcategory", ONCE, async ({ page }) => {
    await page.goto("/produk");
    await openFilter(page);
    await page.locator(".filter-form summary", { hasText: "Alat Tulis Kantor" }).click();
    await page.getByRole("checkbox", { name: "Kertas", exact: true }).check();
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/\/produk\?kategori=1&sub_kategori=1$/);
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).locator(".product-title", { hasText: "Kertas HVS A4 70 gram" })).toBeVisible();

    await openFilter(page);
    await page.locator(".filter-form summary", { hasText: "Komputer & Aksesoris" }).click();
    await page.getByRole("checkbox", { name: "Semua Komputer & Aksesoris" }).check();
    await page.getByRole("checkbox", { name: "Kertas", exact: true }).uncheck();
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/\/produk\?kategori=1%2C2$/);
    await expect(cards(page)).toHaveCount(12, LIST_TIMEOUT);
  });

  test("closing the filter forgets choices not applied", ONCE, async ({ page }) => {
    await page.goto("/produk?kategori=1");
    await openFilter(page);
    await page.locator(".filter-form summary", { hasText: "Komputer & Aksesoris" }).click();
    const computers = page.getByRole("checkbox", { name: "Semua Komputer & Aksesoris" });
    await computers.check();
    await page.getByRole("dialog").getByRole("button", { name: "Tutup" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await openFilter(page);
    await expect(computers).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Semua Alat Tulis Kantor" })).toBeChecked();
  });

  test("filters by price and rating", ONCE, async ({ page }) => {
    await page.goto("/produk");
    await openFilter(page);
    await page.getByLabel("Harga minimum").fill("100000");
    await page.getByLabel("Harga maksimum").fill("500000");
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/\/produk\?price_min=100000&price_max=500000$/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((price) => price >= 100000 && price <= 500000);
      }, LIST_TIMEOUT)
      .toBe(true);

    await page.goto("/produk");
    await openFilter(page);
    await page.getByRole("radio", { name: "★★★★ 4" }).check();
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/\/produk\?rating=4$/);
    await expect
      .poll(async () => {
        const labels = await cards(page)
          .locator(".stars-track")
          .evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
        const means = labels.map((label) =>
          Number(/^Rating ([\d,]+) dari 5$/.exec(label)?.[1].replace(",", ".")),
        );
        return means.length > 0 && means.every((mean) => mean >= 4);
      }, LIST_TIMEOUT)
      .toBe(true);
  });

  test("sorts", ONCE, async ({ page }) => {
    await page.goto("/produk?kategori=2");
    await hydrated(page.locator("button", { hasText: "Filter" }));
    // With JS choosing is enough (without it the dropdown needs its button).
    await page.locator(".sort-form select").selectOption("termurah");
    await expect(page).toHaveURL(/\/produk\?kategori=2&sort=termurah$/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
      }, LIST_TIMEOUT)
      .toBe(true);
  });

  test("the list stays in place when the page hydrates", async ({ page }) => {
    // The controls above the list are laid out the same before and after hydration (the no-JS
    // sort button lives in <noscript>): the list used to move 66 px up (Lighthouse CLS 0.087).
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/produk");
    if (!withJs()) {
      await expect(page.locator(".sort-form").getByRole("button", { name: "Urutkan" })).toBeVisible();
      return;
    }
    await hydrated(page.locator("button", { hasText: "Filter" }));
    await expect(page.locator(".sort-form").getByRole("button", { name: "Urutkan" })).toHaveCount(0);
    const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
    expect(shifted).toBeLessThan(0.01);
  });

  test("pages through with real links", async ({ page }) => {
    await page.goto("/produk");
    await expect(cards(page)).toHaveCount(12);
    const firstPage = await cards(page).locator(".product-title").allTextContents();
    await page.getByRole("link", { name: "Halaman 2" }).click();
    await expect(page).toHaveURL(/\/produk\?page=2$/);
    await expect(cards(page).first().locator(".product-title")).not.toHaveText(firstPage[0]);
    await page.getByRole("link", { name: "Halaman terakhir" }).click();
    await expect(page).toHaveURL(/\/produk\?page=7$/);
    await expect(page.locator('.pager [aria-current="page"]')).toHaveText("7");
    await expect(cards(page)).toHaveCount(78 - 6 * 12); // 82 products, 4 of them disabled
    await page.getByRole("link", { name: "Halaman pertama" }).click();
    await expect(page).toHaveURL(/\/produk\?page=1$/);
  });

  test("lists promo products only", ONCE, async ({ page }) => {
    await page.goto("/produk/promo?page=1");
    await expect(page.getByRole("heading", { name: "Produk Promo" })).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(cards(page).locator(".price-normal")).toHaveCount(count);
    await expect(cards(page).locator(".price-discount").first()).toHaveText(/^\d+%$/);
  });

  test("says when nothing matches", ONCE, async ({ page }) => {
    await page.goto("/produk?search=tidakadaprodukseperti");
    await expect(page.getByText("Produk tidak ditemukan ..")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});

test.describe("product page", () => {
  test(
    "a product out of stock says so and cannot be added, for guests and buyers",
    ONCE,
    async ({ page, request, buyer }) => {
      // Emptied and given back by this test only.
      const id = 32;
      const stock = await productStock(request, id);
      const { data } = await operator<{ data: { stock: number } }>(request, "POST", `products/${id}`, {
        stock: 0,
      });
      expect(data.stock).toBe(0);
      try {
        await page.goto(`/produk-detail?id_produk=${id}`);
        await expect(page.getByText(/^Stok: 0 /)).toBeVisible();
        await expect(page.getByRole("button", { name: "Stok habis" })).toBeDisabled();
        await expect(page.getByRole("link", { name: "Tambah ke Keranjang" })).toHaveCount(0);

        await signIn(page, buyer, `/produk-detail?id_produk=${id}`);
        await expect(page.getByText(/^Stok: 0 /)).toBeVisible();
        await expect(page.getByRole("button", { name: "Stok habis" })).toBeDisabled();
        await expect(page.getByRole("button", { name: "Tambah ke Keranjang" })).toHaveCount(0);
      } finally {
        await operator(request, "POST", `products/${id}`, { stock });
      }
    },
  );

  test("opens from the list with breadcrumb, price and specifications", ONCE, async ({ page }) => {
    await page.goto("/produk?kategori=1&sub_kategori=1");
    await cards(page).locator("a", { hasText: "Kertas HVS A4 70 gram" }).click();
    await expect(page).toHaveURL(`/produk-detail?id_produk=${KNOWN_STOCK_PRODUCT}`);
    await expect(page.getByRole("heading", { level: 1, name: "Kertas HVS A4 70 gram" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Beranda", "Alat Tulis Kantor", "Kertas"]);
    await expect(page.locator(".price-large")).toHaveText("Rp. 48.500");
    await expect(page.getByText("Stok: 10 Rim")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Link produk" })).toHaveValue(
      /\/produk-detail\?id_produk=1$/,
    );
    await expect(page.locator("details", { hasText: "Spesifikasi" }).getByRole("row")).toHaveCount(6);
    await expect(page.locator(".product-detail details").nth(1)).toContainText("Kertas HVS A4 70 gram");
    await expect(page.getByRole("heading", { name: "Produk Terkait" })).toBeVisible();
    const related = await page.locator(".home-section .product-card").count();
    expect(related).toBeGreaterThan(0);
    expect(related).toBeLessThanOrEqual(6);
  });

  test("copies the product link", ONCE, async ({ page }) => {
    await openProduct(page, KNOWN_STOCK_PRODUCT);
    const field = page.getByRole("textbox", { name: "Link produk" });
    await expect(field).toHaveAttribute("readonly", "");
    await page.getByRole("button", { name: "Salin" }).click();
    const notice = page.getByRole("status").filter({ hasText: "Berhasil disalin" });
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 2000 });
  });

  test("says when specification or description is missing", ONCE, async ({ page }) => {
    await openProduct(page, NO_SPECIFICATIONS_PRODUCT);
    await expect(page.getByText("Belum ada data spesifikasi")).toBeVisible();
    await openProduct(page, NO_DESCRIPTION_PRODUCT);
    await expect(page.getByText("Belum ada data deskripsi")).toBeVisible();
  });

  test("switches images with the thumbnails", ONCE, async ({ page }) => {
    await openProduct(page, MANY_REVIEWS_PRODUCT);
    const main = page.locator(".gallery-main img");
    await expect(main).toHaveAttribute("src", /produk\/3-1\.jpg$/);
    await expect(page.locator(".gallery-thumbs a")).toHaveCount(4);
    await page.getByRole("link", { name: "Gambar 3" }).click();
    await expect(main).toHaveAttribute("src", /produk\/3-3\.jpg$/);
    await expect(page.getByRole("link", { name: "Gambar 3" })).toHaveAttribute("aria-current", "true");
  });

  test("previews images full screen", ONCE, async ({ page }) => {
    await openProduct(page, MANY_REVIEWS_PRODUCT);
    const main = page.getByRole("link", { name: "Lihat gambar layar penuh" });
    await main.click();
    const preview = page.getByRole("dialog", { name: "Kertas Foto Glossy A4 isi 20" });
    await expect(preview).toBeVisible();
    const strip = preview.locator(".snap-strip");
    const slide = () => strip.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth));
    await page.keyboard.press("ArrowRight");
    await expect.poll(slide).toBe(1);
    await page.keyboard.press("ArrowRight");
    await expect.poll(slide).toBe(2);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(slide).toBe(1);
    await page.keyboard.press("Escape");
    await expect(preview).toBeHidden();
  });

  test("reads reviews by star and page", ONCE, async ({ page }) => {
    await openProduct(page, MANY_REVIEWS_PRODUCT);
    const reviews = page.locator("#ulasan");
    await expect(reviews.getByText("Data ke 1 - 3 dari 12 data")).toBeVisible();
    await expect(reviews.locator(".review")).toHaveCount(3);
    await expect(reviews.getByText("Balasan Penjual").first()).toBeVisible();

    await reviews.getByRole("link", { name: "5 ★ (4)" }).click();
    await expect(reviews.getByText("Data ke 1 - 3 dari 4 data")).toBeVisible();
    await reviews.getByRole("link", { name: "Selanjutnya" }).click();
    await expect(reviews.getByText("Data ke 4 - 4 dari 4 data")).toBeVisible();
    await expect(reviews.locator(".review")).toHaveCount(1);
    await expect(reviews.locator(".review .stars-track")).toHaveAttribute("aria-label", "Rating 5 dari 5");

    await reviews.getByRole("link", { name: "1 ★ (1)" }).click();
    await expect(reviews.getByText("Data ke 1 - 1 dari 1 data")).toBeVisible();

    // Every review link names its tab, so the server tells it from opening the product.
    const all = reviews.getByRole("link", { name: "Semua (12)" });
    await expect(all).toHaveAttribute("href", /[?&]bintang=0(&|#|$)/);
    await all.click();
    await expect(reviews.getByText("Data ke 1 - 3 dari 12 data")).toBeVisible();
  });

  test("the reviews show a pending state while another tab loads", ONCE, async ({ page }) => {
    await openProduct(page, MANY_REVIEWS_PRODUCT);
    const reviews = page.locator("#ulasan");
    await expect(reviews).toHaveAttribute("aria-busy", "false");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await reviews.getByRole("link", { name: "4 ★ (3)" }).click();
    await expect(reviews).toHaveAttribute("aria-busy", "true");
    await expect(reviews).toHaveClass(/section-pending/);
    await expect(page.getByRole("progressbar", { name: "Memuat halaman" })).toBeVisible();
    release();
    await expect(reviews.getByText("Data ke 1 - 3 dari 3 data")).toBeVisible();
    await expect(reviews).toHaveAttribute("aria-busy", "false");
    await expect(reviews).not.toHaveClass(/section-pending/);
  });

  test("guests get links to the login page", ONCE, async ({ page }) => {
    await openProduct(page, KNOWN_STOCK_PRODUCT);
    await expect(page.locator("button", { hasText: "Tambah ke Keranjang" })).toHaveCount(0);
    const add = page.locator("a", { hasText: "Tambah ke Keranjang" });
    await expect(add).toHaveAttribute("href", /^\/login\?/);
    await expect(page.locator("a", { hasText: "Nego Harga" })).toHaveAttribute("href", /^\/login\?/);
    await add.click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test("answers 404 for an unknown product", ONCE, async ({ page }) => {
    const response = await page.goto("/produk-detail?id_produk=999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Produk tidak ditemukan .." })).toBeVisible();
    const bad = await page.goto("/produk-detail?id_produk=abc");
    expect(bad?.status()).toBe(404);
  });

  test("a buyer adds to the cart up to the stock", ONCE, async ({ page, buyer }) => {
    await signIn(page, buyer, `/produk-detail?id_produk=${KNOWN_STOCK_PRODUCT}`);
    await expect(page).toHaveURL(`/produk-detail?id_produk=${KNOWN_STOCK_PRODUCT}`);
    await hydrated(page.getByRole("button", { name: "Salin" }));

    await page.getByLabel("Jumlah").fill("4");
    await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
    const added = page.getByRole("dialog", { name: "Produk berhasil ditambahkan" });
    await expect(added).toBeVisible();
    await expect(added.locator("a", { hasText: "Lihat Keranjang" })).toHaveAttribute(
      "href",
      "/keranjang-belanja",
    );
    await added.getByRole("button", { name: "OK" }).click();
    await expect(added).toBeHidden();

    await page.getByLabel("Jumlah").fill("7");
    await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
    await expect(page.getByRole("dialog", { name: "Gagal" }).getByRole("alert")).toHaveText(
      "Kamu telah memasukan 4 barang ke dalam keranjang, kamu tidak bisa menambah jumlah barang di keranjang karena telah melebihi batas pembelian",
    );
  });

  test("a buyer reads the negotiation terms", ONCE, async ({ page, buyer }) => {
    await signIn(page, buyer, `/produk-detail?id_produk=${KNOWN_STOCK_PRODUCT}`);
    await hydrated(page.getByRole("button", { name: "Salin" }));
    await page.locator("a", { hasText: "Nego Harga" }).click();
    const terms = page.getByRole("dialog", { name: "Syarat Nego Harga" });
    await expect(terms).toBeVisible();
    await expect(page).toHaveURL(/modal=nego/);
    await terms.locator("a", { hasText: "Tutup" }).click();
    await expect(terms).toBeHidden();
    await expect(page).not.toHaveURL(/modal=nego/);
  });
});
