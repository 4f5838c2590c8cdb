// What a buyer meets on the product page (issue 21, items 3 and 7), with JavaScript: reviewers'
// photos, a deactivated product for a guest, and stock gone since the page was shown. Without
// JavaScript the same journeys are HTTP conversations in tests/http/product-page.spec.ts.
import { productStock } from "./cart.helpers";
import { createBuyer, expect, ONCE, operator, signIn, test } from "./support";

/** The seeded product with a dozen reviews; every other seeded reviewer has a profile photo. */
const REVIEWED = 3;
/** Seeded as deactivated (the seed disables every id with id % 20 === 7). */
const DEACTIVATED = 27;
/** Emptied and given back by this file only. */
const SOLD_OUT = 49;

test("a review shows its customer's photo (or initial) beside the name", ONCE, async ({ page }) => {
  await page.goto(`/produk-detail?id_produk=${REVIEWED}`);
  const reviews = page.locator("#ulasan .review");
  await expect(reviews).toHaveCount(3);
  const photos = page.locator("#ulasan .review-author img.avatar");
  expect(await photos.count()).toBeGreaterThan(0);
  const src = await photos.first().getAttribute("src");
  expect(src).toMatch(/\/profil\/pengulas-\d+\.jpg$/);
  expect((await page.request.get(src!)).status()).toBe(200);
  // A review without a photo shows the name's initial instead.
  for (const review of await reviews.all()) {
    await expect(review.locator(".review-author .avatar")).toHaveCount(1);
  }
});

test("a guest sees a deactivated product's cart button disabled, not a link", ONCE, async ({ page }) => {
  await page.goto(`/produk-detail?id_produk=${DEACTIVATED}`);
  await expect(page.getByRole("button", { name: "Produk dinonaktifkan" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Tambah ke Keranjang" })).toHaveCount(0);
});

test(
  "adding a product whose stock ran out since the page was shown says 'Stok habis'",
  ONCE,
  async ({ page, request }) => {
    const id = SOLD_OUT;
    const stock = await productStock(request, id);
    expect(stock).toBeGreaterThan(0);
    const buyer = await createBuyer(request);
    await signIn(page, buyer, `/produk-detail?id_produk=${id}`);
    const { data } = await operator<{ data: { stock: number } }>(request, "POST", `products/${id}`, {
      stock: 0,
    });
    expect(data.stock).toBe(0);
    try {
      await page.getByRole("spinbutton").fill("1");
      await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
      // The refusal's dialog says it.
      await expect(page.getByRole("dialog", { name: "Gagal" }).getByRole("alert")).toHaveText("Stok habis");
      await expect(page.getByText(/Kamu telah memasukan 0 barang/)).toHaveCount(0);
    } finally {
      await operator(request, "POST", `products/${id}`, { stock });
    }
  },
);
