// What a buyer meets on the product page without JavaScript (issue 21, items 3 and 7), as HTTP
// conversations: reviewers' photos, a deactivated product for a guest, and stock gone since the
// page was shown. The same with JavaScript: tests/e2e/product-page.spec.ts.
import { expect, operator, signIn, test } from "./kit";
import { buttonsNamed, linksNamed, productStock } from "./support/catalogue";
import { dialog } from "./support/cart";

/** The seeded product with a dozen reviews; every other seeded reviewer has a profile photo. */
const REVIEWED = 3;
/** Seeded as deactivated (the seed disables every id with id % 20 === 7). */
const DEACTIVATED = 27;
/** Emptied and given back by this file only. */
const SOLD_OUT = 49;

test("a review shows its customer's photo (or initial) beside the name", async ({ visitor }) => {
  await visitor.goto(`/produk-detail?id_produk=${REVIEWED}`);
  const reviews = visitor.$("#ulasan .review");
  expect(reviews).toHaveLength(3);
  const photos = visitor.$("#ulasan .review-author img.avatar");
  expect(photos.length).toBeGreaterThan(0);
  const src = photos.first().attr("src");
  expect(src).toMatch(/\/profil\/pengulas-\d+\.jpg$/);
  const photo = await visitor.fetch(src!);
  expect(photo.status).toBe(200);
  await photo.body?.cancel();
  // A review without a photo shows the name's initial instead.
  for (const review of reviews.toArray())
    expect(visitor.$(review).find(".review-author .avatar")).toHaveLength(1);
});

test("a guest sees a deactivated product's cart button disabled, not a link", async ({ visitor }) => {
  await visitor.goto(`/produk-detail?id_produk=${DEACTIVATED}`);
  expect(buttonsNamed(visitor, "Produk dinonaktifkan")).toEqual([{ disabled: true }]);
  expect(linksNamed(visitor, "Tambah ke Keranjang", ".buy-form")).toHaveLength(0);
});

test("adding a product whose stock ran out since the page was shown says 'Stok habis'", async ({
  visitor,
  request,
  buyer,
}) => {
  const id = SOLD_OUT;
  const stock = await productStock(request, id);
  expect(stock).toBeGreaterThan(0);
  await signIn(visitor, buyer, `/produk-detail?id_produk=${id}`);
  const { data } = await operator<{ data: { stock: number } }>(request, "POST", `products/${id}`, {
    stock: 0,
  });
  expect(data.stock).toBe(0);
  try {
    visitor.fill("Jumlah", "1");
    await visitor.press("Tambah ke Keranjang");
    expect(visitor.status).toBe(422);
    expect(visitor.text(dialog(visitor, "Gagal").find("[role=alert]"))).toBe("Stok habis");
    expect(visitor.text()).not.toMatch(/Kamu telah memasukan 0 barang/);
  } finally {
    await operator(request, "POST", `products/${id}`, { stock });
  }
});
