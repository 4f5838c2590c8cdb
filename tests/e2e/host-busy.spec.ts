// A host that answers 429 (its rate limit) is busy, not saying "no" (issue 9, item 6), with
// JavaScript: pages show the 503 page with Retry-After, a form post comes back as typed with a
// message, and nothing is taken out of the session. Without JavaScript: tests/http/host-busy.spec.ts.
// The faults are the worker's shop's, healed after every test.
import { cartLines, hostSignIn, productName, putInCart } from "./cart.helpers";
import { expect, ONCE, setHostFault, signIn, test } from "./support";
import { BUSY, BUSY_PRODUCT as PRODUCT, RETRY_AFTER } from "../support/host-busy";

test(
  "the product page under a 429 is the 503 page with Retry-After, not 'Produk tidak ditemukan'",
  ONCE,
  async ({ page, request }) => {
    await setHostFault(request, "error429", `/product/${PRODUCT}`, "GET");
    const busy = await page.goto(`/produk-detail?id_produk=${PRODUCT}`);
    expect(busy?.status()).toBe(503);
    expect(await busy?.headerValue("retry-after")).toBe(RETRY_AFTER);
    await expect(page.getByRole("heading", { name: "Layanan sedang tidak tersedia" })).toBeVisible();
    await expect(page.getByText("Produk tidak ditemukan")).toHaveCount(0);

    // 'Coba lagi' goes back to the page the buyer was on (issue 21).
    await setHostFault(request, "none");
    const healing = page.waitForResponse(
      (res) => res.url().includes("/produk-detail") && res.status() === 200,
    );
    await page.getByRole("button", { name: "Coba lagi" }).click();
    await healing;
    await expect(page).toHaveURL(new RegExp(`/produk-detail\\?id_produk=${PRODUCT}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(await productName(request, PRODUCT));
  },
);

test(
  "a cart post under a 429 answers 503 with Retry-After and keeps the typed quantity",
  ONCE,
  async ({ page, request, buyer }) => {
    await signIn(page, buyer);
    await page.goto(`/produk-detail?id_produk=${PRODUCT}`);
    await page.getByLabel("Jumlah").fill("3");

    // Only the post fails: the page's own reads of the cart still answer.
    await setHostFault(request, "error429", "/transaction/cart", "POST");
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
    const answer = await posted;
    expect(answer.status()).toBe(503);
    expect(await answer.headerValue("retry-after")).toBe(RETRY_AFTER);
    await expect(page.getByRole("alert")).toContainText(BUSY);
    await expect(page.getByLabel("Jumlah")).toHaveValue("3");
    expect(await cartLines(request, await hostSignIn(request, buyer))).toHaveLength(0);

    await setHostFault(request, "none");
    await page.goto(`/produk-detail?id_produk=${PRODUCT}`);
    await page.getByLabel("Jumlah").fill("3");
    await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
    await expect(page.getByText("Produk berhasil ditambahkan")).toBeVisible();
    const lines = await cartLines(request, await hostSignIn(request, buyer));
    expect(lines.map((line) => line.qty)).toEqual([3]);
  },
);

test(
  "the checkout under a 429 is the 503 page and stays in the session",
  ONCE,
  async ({ page, request, buyer }) => {
    await putInCart(request, await hostSignIn(request, buyer), PRODUCT, 1);
    const name = await productName(request, PRODUCT);
    await signIn(page, buyer);
    await page.goto("/keranjang-belanja");
    await page.getByRole("checkbox", { name: `Pilih ${name}` }).check();
    await page.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL(/\/checkout/);

    await setHostFault(request, "error429", "/transaction/checkout/detail-checkout", "GET");
    const busy = await page.goto("/checkout");
    expect(busy?.status()).toBe(503);
    expect(await busy?.headerValue("retry-after")).toBe(RETRY_AFTER);
    await expect(page.getByRole("heading", { name: "Layanan sedang tidak tersedia" })).toBeVisible();

    // Once the host answers again the same checkout is still there (before: back to the cart).
    await setHostFault(request, "none");
    const healed = await page.goto("/checkout");
    expect(healed?.status()).toBe(200);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator("main").getByText(name).first()).toBeVisible();
  },
);
