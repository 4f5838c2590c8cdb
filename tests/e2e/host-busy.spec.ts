// A host that answers 429 (its rate limit) is busy, not saying "no" (issue 9, item 6): pages show
// the 503 page with Retry-After, a form post comes back as typed with a message, and nothing
// is taken out of the session. The faults are switched on a storefront of this file's own
// (embedded host, own data folder), so other tests never meet them.
import type { Page } from "@playwright/test";
import { cartLines, hostSignIn, productName, putInCart } from "./cart.helpers";
import { createBuyer, expect, setHostFault, signIn, test, type Buyer } from "./support";
import { useOwnShop } from "./support/own-shop";

const PRODUCT = 12;
const BUSY = "Server toko sedang sibuk atau tidak dapat dihubungi.";
const RETRY_AFTER = "7"; // what the host's error429 fault asks for

test.describe.configure({ mode: "serial" });

const shop = useOwnShop("host-busy");

const signInHere = (page: Page, buyer: Buyer) => signIn(page, buyer, undefined, shop.storefront.url);

test("the product page under a 429 is the 503 page with Retry-After, not 'Produk tidak ditemukan'", async ({
  page,
}) => {
  await setHostFault(shop.api, "error429", `/product/${PRODUCT}`, "GET");
  const busy = await page.goto(`${shop.storefront.url}/produk-detail?id_produk=${PRODUCT}`);
  expect(busy?.status()).toBe(503);
  expect(await busy?.headerValue("retry-after")).toBe(RETRY_AFTER);
  await expect(page.getByRole("heading", { name: "Layanan sedang tidak tersedia" })).toBeVisible();
  await expect(page.getByText("Produk tidak ditemukan")).toHaveCount(0);

  // 'Coba lagi' goes back to the page the buyer was on (issue 21), with and without JS.
  await setHostFault(shop.api, "none");
  const healing = page.waitForResponse((res) => res.url().includes("/produk-detail") && res.status() === 200);
  await page.getByRole("button", { name: "Coba lagi" }).click();
  await healing;
  await expect(page).toHaveURL(`${shop.storefront.url}/produk-detail?id_produk=${PRODUCT}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(await productName(shop.api, PRODUCT));
});

test("a cart post under a 429 answers 503 with Retry-After and keeps the typed quantity", async ({
  page,
}) => {
  const buyer = await createBuyer(shop.api);
  await signInHere(page, buyer);
  await page.goto(`${shop.storefront.url}/produk-detail?id_produk=${PRODUCT}`);
  await page.getByLabel("Jumlah").fill("3");

  // Only the post fails: the page's own reads of the cart still answer.
  await setHostFault(shop.api, "error429", "/transaction/cart", "POST");
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
  const answer = await posted;
  expect(answer.status()).toBe(503);
  expect(await answer.headerValue("retry-after")).toBe(RETRY_AFTER);
  await expect(page.getByRole("alert")).toContainText(BUSY);
  await expect(page.getByLabel("Jumlah")).toHaveValue("3");
  expect(await cartLines(shop.api, await hostSignIn(shop.api, buyer))).toHaveLength(0);

  await setHostFault(shop.api, "none");
  await page.goto(`${shop.storefront.url}/produk-detail?id_produk=${PRODUCT}`);
  await page.getByLabel("Jumlah").fill("3");
  await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
  await expect(page.getByText("Produk berhasil ditambahkan")).toBeVisible();
  const lines = await cartLines(shop.api, await hostSignIn(shop.api, buyer));
  expect(lines.map((line) => line.qty)).toEqual([3]);
});

test("the checkout under a 429 is the 503 page and stays in the session", async ({ page }) => {
  const buyer = await createBuyer(shop.api);
  await putInCart(shop.api, await hostSignIn(shop.api, buyer), PRODUCT, 1);
  const name = await productName(shop.api, PRODUCT);
  await signInHere(page, buyer);
  await page.goto(`${shop.storefront.url}/keranjang-belanja`);
  await page.getByRole("checkbox", { name: `Pilih ${name}` }).check();
  await page.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/checkout/);

  await setHostFault(shop.api, "error429", "/transaction/checkout/detail-checkout", "GET");
  const busy = await page.goto(`${shop.storefront.url}/checkout`);
  expect(busy?.status()).toBe(503);
  expect(await busy?.headerValue("retry-after")).toBe(RETRY_AFTER);
  await expect(page.getByRole("heading", { name: "Layanan sedang tidak tersedia" })).toBeVisible();

  // Once the host answers again the same checkout is still there (before: back to the cart).
  await setHostFault(shop.api, "none");
  const healed = await page.goto(`${shop.storefront.url}/checkout`);
  expect(healed?.status()).toBe(200);
  await expect(page).toHaveURL(`${shop.storefront.url}/checkout`);
  await expect(page.locator("main").getByText(name).first()).toBeVisible();
});
