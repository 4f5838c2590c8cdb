import {
  cartLines,
  cartRow,
  hostSignIn,
  placeOrder,
  productName,
  productStock,
  putDisabledInCart,
  putInCart,
  removeFromCart,
} from "./cart.helpers";
import type { APIRequestContext, Page } from "@playwright/test";
import { createBuyer, expect, ONCE, signIn, test, type Buyer } from "./support";
import { holdRequests, SCRIPTS } from "./support/held-requests";

// Products of the demo catalogue: 12 has no promo, 14 has one (see admin-host seed fixtures).
const PLAIN = 12;
const PROMO = 14;

/** 000 §8: a saved quantity or note says so in a dialog; OK closes it and keeps the cart. */
async function closeSaved(page: Page) {
  const saved = page.getByRole("dialog", { name: "Berhasil" });
  await expect(saved.getByRole("status")).toHaveText("Data berhasil disimpan");
  await saved.getByRole("button", { name: "OK" }).click();
  await expect(saved).toBeHidden();
  await expect(page).not.toHaveURL(/berhasil=/);
}

const rupiah = (value: number) => `Rp. ${value.toLocaleString("id-ID")}`;

/**
 * A cart of one line opened with its scripts held back, then Checkout with nothing ticked: the
 * browser's own post, whose refusal the server draws open in the page. `release` lets the
 * scripts load.
 */
async function checkoutBeforeScript(page: Page, request: APIRequestContext, buyer: Buyer) {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, PLAIN, 1);
  const name = await productName(request, PLAIN);
  await signIn(page, buyer, "/keranjang-belanja");
  const release = await holdRequests(page, SCRIPTS);
  await page.reload({ waitUntil: "commit" });
  await page.getByRole("button", { name: "Checkout" }).click();
  return { name, release, refusal: page.locator("dialog", { hasText: "Silahkan Pilih Produk!" }) };
}

test("an empty cart invites to shop", ONCE, async ({ page, buyer }) => {
  await signIn(page, buyer, "/keranjang-belanja");
  await expect(page.getByText("Wah keranjang belanjamu masih kosong ..")).toBeVisible();
  await expect(page.getByRole("button", { name: "Yuk belanja sekarang" })).toHaveAttribute(
    "href",
    "/produk?page=1",
  );
  await expect(page.getByRole("heading", { name: "Rekomendasi untuk Anda" })).toBeVisible();
});

test(
  "a refusal closed before the page's script has loaded stays closed once the page hydrates",
  ONCE,
  async ({ page, request, buyer }) => {
    const { name, refusal, release } = await checkoutBeforeScript(page, request, buyer);
    await expect(refusal).toBeVisible();
    await refusal.getByRole("button", { name: "OK" }).click();
    await expect(refusal).toBeHidden();
    release();
    // Hydrated: the quantity's own submit button hides.
    await expect(cartRow(page, name).getByRole("button", { name: "Ubah" })).toBeHidden();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await cartRow(page, name).getByRole("checkbox").check();
    await expect(page.getByTestId("selected-count")).toHaveText("1");
  },
);

test(
  "a refusal drawn in the page before the script has loaded stays in its place as the page hydrates",
  ONCE,
  async ({ page, request, buyer }) => {
    const { name, refusal, release } = await checkoutBeforeScript(page, request, buyer);
    // Drawn in the page before the form, its OK focused (autofocus), where a buyer is about to tap it.
    const ok = refusal.getByRole("button", { name: "OK" });
    await expect(ok).toBeFocused();
    const isModal = () => refusal.evaluate((dialog) => dialog.matches(":modal"));
    // Where the OK is against the form it stands before (the rows above it shrink as their
    // own submit buttons hide with hydration: the whole page below them moves with them).
    const okPlace = async () => {
      const [button, form] = await Promise.all([
        ok.boundingBox(),
        page.locator("#cart-selection").boundingBox(),
      ]);
      return { x: button!.x - form!.x, y: button!.y - form!.y };
    };
    expect(await isModal()).toBe(false);
    const drawn = await okPlace();
    release();
    await expect(cartRow(page, name).getByRole("button", { name: "Ubah" })).toBeHidden();
    // Hydrated: still in the page, not a centred modal, the OK where it was and still focused.
    expect(await isModal()).toBe(false);
    expect(await okPlace()).toEqual(drawn);
    await expect(ok).toBeInViewport();
    await expect(ok).toBeFocused();
    await ok.click();
    await expect(refusal).toBeHidden();
    // That a refusal the script posts for opens as a modal is Dialog.test.tsx's (happy-dom).
  },
);

test(
  "selected lines are summed with the promo price; nothing selected cannot check out",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostSignIn(request, buyer);
    await putInCart(request, host, PLAIN, 2);
    await putInCart(request, host, PROMO, 1);
    const [plainName, promoName] = await Promise.all([
      productName(request, PLAIN),
      productName(request, PROMO),
    ]);
    await signIn(page, buyer, "/keranjang-belanja");

    await page.getByRole("button", { name: "Checkout" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Silahkan Pilih Produk!" })).toBeVisible();
    await page.getByRole("button", { name: "OK" }).click();

    const subtotal = async (name: string) =>
      Number(((await cartRow(page, name).locator("td").nth(5).textContent()) ?? "").replace(/\D/g, ""));
    const plainSubtotal = await subtotal(plainName);
    const promoSubtotal = await subtotal(promoName);
    await cartRow(page, plainName).getByRole("checkbox").check();
    await cartRow(page, promoName).getByRole("checkbox").check();
    await expect(page.getByTestId("selected-count")).toHaveText("2");
    await expect(page.getByTestId("selected-total")).toHaveText(rupiah(plainSubtotal + promoSubtotal));
    // The promo line is priced at its promo price.
    const promoPrice = Number(
      ((await cartRow(page, promoName).locator("td").nth(4).textContent()) ?? "").replace(/\D/g, ""),
    );
    const detail = await request.get(`/admin-host/api/product/${PROMO}`);
    const product = ((await detail.json()) as { data: { price: number; promo: { price_promo: number }[] } })
      .data;
    expect(promoPrice).toBe(product.promo[0].price_promo);
    expect(promoPrice).toBeLessThan(product.price);
  },
);

test(
  "quantity rules: negative refused, above the stock refused by the host, empty resets to 1, zero asks to delete",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostSignIn(request, buyer);
    await putInCart(request, host, PLAIN, 2);
    const [name, stock] = await Promise.all([productName(request, PLAIN), productStock(request, PLAIN)]);
    await signIn(page, buyer, "/keranjang-belanja");
    const quantity = cartRow(page, name).getByRole("spinbutton");

    // The host's refusal is shown beside the field (000 §8), not an error page.
    await quantity.fill(String(stock + 1));
    await quantity.press("Enter");
    await expect(cartRow(page, name).locator(".field-error")).toHaveText(
      `Stok tidak mencukupi, stok tersedia ${stock}`,
    );
    await page.goto("/keranjang-belanja");
    await expect(quantity).toHaveValue("2");

    await quantity.fill("-1");
    await quantity.press("Enter");
    await expect(cartRow(page, name).locator(".field-error")).toHaveText("QTY tidak boleh negatif!");
    // The refused form keeps what was typed; the cart itself still holds 2 (reloading a refused
    // post without JavaScript would send it again).
    await expect(quantity).toHaveValue("-1");
    await page.goto("/keranjang-belanja");
    await expect(quantity).toHaveValue("2");

    await quantity.fill("");
    await quantity.press("Enter");
    await closeSaved(page);
    await expect(quantity).toHaveValue("1");

    // The field shows the typed 3 before the post is answered: the dialog comes after the answer.
    await quantity.fill("3");
    await quantity.press("Enter");
    await closeSaved(page);
    await expect(quantity).toHaveValue("3");
    await page.reload();
    await expect(quantity).toHaveValue("3");

    // 0 asks to delete over the page as it was: the selection stays.
    await cartRow(page, name).getByRole("checkbox").check();
    await expect(page.getByTestId("selected-count")).toHaveText("1");
    await quantity.fill("0");
    await quantity.press("Enter");
    await expect(page.getByText("Anda yakin ingin menghapus produk ini?")).toBeVisible();
    await page.getByRole("button", { name: "Batal" }).click();
    await expect(page.getByText("Anda yakin ingin menghapus produk ini?")).toBeHidden();
    await expect(cartRow(page, name)).toBeVisible();
    await expect(cartRow(page, name).getByRole("checkbox")).toBeChecked();
    await expect(page.getByTestId("selected-count")).toHaveText("1");
  },
);

test(
  "a note is saved with the line; one above 255 characters is refused with the host's limit",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostSignIn(request, buyer);
    await putInCart(request, host, PLAIN, 1);
    const name = await productName(request, PLAIN);
    await signIn(page, buyer, "/keranjang-belanja");
    const note = cartRow(page, name).getByRole("textbox", { name: /^Catatan/ });
    await expect(note).toHaveAttribute("maxlength", "255");

    await note.fill("Warna biru, kemasan kardus");
    await note.press("Enter");
    await closeSaved(page);
    await expect
      .poll(async () => (await cartLines(request, host)).find((line) => line.product_id === PLAIN)?.note)
      .toBe("Warna biru, kemasan kardus");
    await page.goto("/keranjang-belanja");
    await expect(note).toHaveValue("Warna biru, kemasan kardus");

    // A browser that ignores maxlength still gets the message, not an error page.
    await note.evaluate((input) => input.removeAttribute("maxlength"));
    await note.fill("a".repeat(256));
    await note.press("Enter");
    await expect(cartRow(page, name).locator(".field-error")).toHaveText("Catatan maksimal 255 karakter");
    expect((await cartLines(request, host))[0].note).toBe("Warna biru, kemasan kardus");
  },
);

test("deleting a line asks first, then confirms and clears the selection", async ({
  page,
  request,
  buyer,
  javaScriptEnabled,
}) => {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, PLAIN, 1);
  await putInCart(request, host, PROMO, 1);
  const [plainName, promoName] = await Promise.all([
    productName(request, PLAIN),
    productName(request, PROMO),
  ]);
  await signIn(page, buyer, "/keranjang-belanja");
  await cartRow(page, promoName).getByRole("checkbox").check();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Hitung total" }).click();
  await expect(page.getByTestId("selected-count")).toHaveText("1");

  await expect(page.locator("header").getByText(plainName)).toHaveCount(1);
  await cartRow(page, plainName)
    .getByRole("button", { name: /^Hapus/ })
    .click();
  await expect(page.getByText("Anda yakin ingin menghapus produk ini?")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Hapus" }).click();
  // 000 §4: a success dialog, not a toast.
  const deleted = page.getByRole("dialog", { name: "Berhasil" });
  await expect(deleted.getByRole("status")).toHaveText("Produk berhasil dihapus");
  await deleted.getByRole("button", { name: "OK" }).click();
  await expect(deleted).toBeHidden();
  await expect(cartRow(page, plainName)).toHaveCount(0);
  await expect(page.getByTestId("selected-count")).toHaveText("0");
  // The header's cart dropdown follows the change.
  await expect(page.locator("header").getByText(plainName)).toHaveCount(0);
});

test(
  "deleting a line already removed elsewhere still ends as removed",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostSignIn(request, buyer);
    await putInCart(request, host, PLAIN, 1);
    await putInCart(request, host, PROMO, 1);
    const plainName = await productName(request, PLAIN);
    await signIn(page, buyer, "/keranjang-belanja");
    await cartRow(page, plainName)
      .getByRole("button", { name: /^Hapus/ })
      .click();
    await expect(page.getByText("Anda yakin ingin menghapus produk ini?")).toBeVisible();
    // Another tab removes it first: the host answers 404.
    await removeFromCart(request, host, PLAIN);
    await page.getByRole("dialog").getByRole("button", { name: "Hapus" }).click();
    await expect(page.getByText("Produk berhasil dihapus")).toBeVisible();
    await expect(cartRow(page, plainName)).toHaveCount(0);
    await expect(page.locator("tbody tr")).toHaveCount(1);
  },
);

test("a line of a disabled product cannot be selected", ONCE, async ({ page, request, buyer }) => {
  // Disabled in the demo catalogue (id % 20 == 7).
  const disabled = 27;
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, PLAIN, 1);
  await putDisabledInCart(request, host, disabled);
  await signIn(page, buyer, "/keranjang-belanja");
  const row = cartRow(page, await productName(request, disabled));
  await expect(row.getByText("Produk dinonaktifkan")).toBeVisible();
  await expect(row.getByRole("checkbox")).toBeDisabled();
  await expect(cartRow(page, await productName(request, PLAIN)).getByRole("checkbox")).toBeEnabled();
});

test("a checkout the host refuses shows its message in a dialog", ONCE, async ({ page, request, buyer }) => {
  // A product no other test uses: another buyer's order leaves too little.
  const productId = 59;
  const [stock, name] = await Promise.all([
    productStock(request, productId),
    productName(request, productId),
  ]);
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, productId, stock);
  await signIn(page, buyer, "/keranjang-belanja");
  await cartRow(page, name).getByRole("checkbox").check();

  const other = await hostSignIn(request, await createBuyer(request, true));
  await placeOrder(request, other, productId, 1);
  await page.getByRole("button", { name: "Checkout" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("alert")).toHaveText(`Stok produk ${name} tidak mencukupi`);
  await expect(page).toHaveURL(/\/keranjang-belanja/);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
});

test("a line above the stock cannot be selected", ONCE, async ({ page, request, buyer }) => {
  // Product 58 is shared by no other test: another buyer's order leaves too little for this cart.
  const productId = 58;
  const stock = await productStock(request, productId);
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, productId, stock);
  const other = await hostSignIn(request, await createBuyer(request, true));
  await placeOrder(request, other, productId, 1);

  await signIn(page, buyer, "/keranjang-belanja");
  const row = cartRow(page, await productName(request, productId));
  await expect(row.getByText("Stok kurang")).toBeVisible();
  await expect(row.getByRole("checkbox")).toBeDisabled();
});
