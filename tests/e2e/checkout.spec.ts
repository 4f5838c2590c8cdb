import type { Page } from "@playwright/test";
import {
  DENPASAR,
  addAddress,
  cartRow,
  chooseRegions,
  hostSignIn,
  ordersOf,
  productName,
  putInCart,
} from "./cart.helpers";
import { expect, signIn, test } from "./support";

const PLAIN = 12;
const PROMO = 14;

const amount = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? "").replace(/\D/g, ""));

/** Ticks the named lines and starts the checkout. */
async function checkOut(page: Page, names: string[]) {
  await page.goto("/keranjang-belanja");
  for (const name of names) await cartRow(page, name).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/checkout/);
}

async function chooseShipping(page: Page, javaScriptEnabled: boolean) {
  await page.getByLabel("Kurir").selectOption("jne");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Pilih kurir" }).click();
  await expect(page.getByLabel("Layanan")).toBeEnabled();
  await page.getByLabel("Layanan").selectOption("REG");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Pilih layanan" }).click();
  await expect(page.getByTestId("shipping-cost")).toHaveText(/Rp\. [\d.]+/);
}

test("checkout is entered only with a checkout in progress", async ({ page, buyer }) => {
  await signIn(page, buyer, "/checkout");
  await expect(page).toHaveURL(/\/keranjang-belanja$/);
  await page.goto("/confirmation-order");
  await expect(page).toHaveURL(/\/keranjang-belanja$/);
});

test("the whole purchase: cart, address, courier, negotiation, partial delivery, confirmation", async ({
  page,
  request,
  buyer,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const [plainName, promoName] = await Promise.all([
    productName(request, PLAIN),
    productName(request, PROMO),
  ]);
  await signIn(page, buyer);

  // Two products through their pages.
  for (const [id, qty] of [
    [PLAIN, "3"],
    [PROMO, "1"],
  ] as const) {
    await page.goto(`/produk-detail?id_produk=${id}`);
    await page.getByLabel("Jumlah").fill(qty);
    await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
    await expect(page.getByText("Produk berhasil ditambahkan")).toBeVisible();
  }
  await checkOut(page, [plainName, promoName]);

  // A first address, added from the checkout and back.
  await expect(page.getByText("Belum ada alamat pengiriman.")).toBeVisible();
  await page.getByRole("button", { name: "Tambah alamat" }).click();
  await page.waitForURL(/\/profil\/tambah-alamat/);
  await page.getByLabel("Satuan kerja").fill("Dinas Kesehatan Kota Denpasar");
  await page.getByLabel("Nama penerima").fill("Made Wirawan");
  await page.getByLabel("No telepon").fill("081234567890");
  await chooseRegions(page, javaScriptEnabled, DENPASAR);
  await page.getByLabel("Alamat").fill("Jl. Kamboja No. 3");
  await page.getByRole("button", { name: "Simpan" }).click();
  await page.waitForURL(/\/checkout/);
  await expect(page.getByText("Data berhasil tersimpan")).toBeVisible();
  await expect(page.getByTestId("delivery-address")).toContainText("Dinas Kesehatan Kota Denpasar");

  await chooseShipping(page, javaScriptEnabled);
  await expect(page.getByTestId("etd")).toHaveText(/\d+-\d+ hari/);

  // Shipping negotiation: 8 digits are too long, then a proper offer.
  const negoField = page.getByLabel("Nego ongkos kirim");
  await negoField.fill("12345678");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Nego ongkir" }).click();
  await expect(page.getByText("Data terlalu panjang!")).toBeVisible();
  await negoField.fill("5000");
  await page.getByRole("button", { name: "Nego ongkir" }).click();
  await expect(page.getByTestId("shipping-cost-nego")).toContainText("Rp. 5.000");

  // Price negotiation on the plain line.
  const plainLine = page.getByRole("article", { name: plainName });
  await plainLine.getByLabel("Nego harga satuan").fill("1000");
  await plainLine.getByRole("button", { name: "Nego harga" }).click();
  await expect(plainLine.getByTestId("price-nego")).toContainText("Rp. 1.000");

  // Cancel the shipping negotiation, after its confirmation.
  await page.getByRole("link", { name: "Batalkan nego ongkir" }).click();
  await expect(page.getByText("Anda yakin ingin membatalkan negosiasi ongkir?")).toBeVisible();
  await page.getByRole("button", { name: "Ya, batalkan" }).click();
  await expect(page.getByTestId("shipping-cost-nego")).toHaveCount(0);

  // Partial delivery: one part equal to the quantity is refused, 1 + 2 is stored.
  await plainLine.getByText("Pengiriman partial").click();
  const parts = plainLine.locator('input[name="parts"]');
  await parts.nth(0).fill("3");
  if (!javaScriptEnabled) await plainLine.getByRole("button", { name: "Simpan partial" }).click();
  await expect(
    plainLine.getByText("Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan"),
  ).toBeVisible();
  await parts.nth(0).fill("1");
  await parts.nth(1).fill("2");
  await plainLine.getByRole("button", { name: "Simpan partial" }).click();
  await expect(plainLine.locator('input[name="parts"]')).toHaveCount(3);
  await expect(plainLine.locator('input[name="parts"]').nth(1)).toHaveValue("2");
  // Two shipments now: two delivery estimates.
  await expect(page.getByTestId("etd")).toHaveText(/hari, .* hari/);

  // Summary: negotiated price total + PPN + shipping.
  const total = await amount(page, "total-price-nego");
  const ppn = await amount(page, "total-ppn");
  const shipping = await amount(page, "shipping-cost");
  expect(await amount(page, "grand-total")).toBe(total + ppn + shipping);

  await page.getByRole("button", { name: "Pengajuan pembelian" }).click();
  await page.waitForURL(/\/confirmation-order$/);
  await expect(page.getByTestId("invoice")).toHaveText(/^INV-\d{8}-\d+$/);
  await expect(page.getByText("Made Wirawan")).toBeVisible();
  await expect(page.getByTestId("order-grand-total")).toHaveText(
    `Rp. ${(total + ppn + shipping).toLocaleString("id-ID")}`,
  );
  await expect(page.getByText("1 + 2")).toBeVisible();
});

test.describe("with an address", () => {
  test.use({ buyerWithAddress: true });

  test("the purchase request needs a service, and a double submit makes one order", async ({
    page,
    request,
    buyer,
    javaScriptEnabled,
  }) => {
    const host = await hostSignIn(request, buyer);
    await putInCart(request, host, PLAIN, 1);
    await signIn(page, buyer);
    await checkOut(page, [await productName(request, PLAIN)]);

    await page.getByRole("button", { name: "Pengajuan pembelian" }).click();
    await expect(page.getByText("Silahkan pilih layanan ekspedisi terlebih dahulu")).toBeVisible();

    await chooseShipping(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Pengajuan pembelian" }).dblclick();
    await page.waitForURL(/\/confirmation-order$/);
    const invoice = await page.getByTestId("invoice").textContent();

    // Back to the checkout: it is gone, so the order cannot be sent again.
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/keranjang-belanja$/);
    const orders = await ordersOf(request, host);
    expect(orders).toHaveLength(1);
    expect(orders[0].invoice).toBe(invoice);
  });

  test("a new courier or address resets the shipping negotiation", async ({
    page,
    request,
    buyer,
    javaScriptEnabled,
  }) => {
    test.setTimeout(60_000);
    const host = await hostSignIn(request, buyer);
    await addAddress(request, host, "Bagian Perencanaan", "Komang Widi");
    await putInCart(request, host, PLAIN, 1);
    await signIn(page, buyer);
    await checkOut(page, [await productName(request, PLAIN)]);

    await chooseShipping(page, javaScriptEnabled);
    await page.getByLabel("Nego ongkos kirim").fill("4000");
    await page.getByRole("button", { name: "Nego ongkir" }).click();
    await expect(page.getByTestId("shipping-cost-nego")).toContainText("Rp. 4.000");

    await page.getByLabel("Kurir").selectOption("pos");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Pilih kurir" }).click();
    await expect(page).toHaveURL(/kurir=pos/);
    await expect(page.getByTestId("shipping-cost-nego")).toHaveCount(0);
    await expect(page.getByTestId("shipping-cost")).toHaveText("-");

    await page.getByText("Pilih alamat").click();
    await page.getByLabel(/Bagian Perencanaan/).check();
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Gunakan alamat ini" }).click();
    await expect(page.getByTestId("delivery-address")).toContainText("Komang Widi");
  });
});
