// The cart without JavaScript (000 §4, §8), as HTTP conversations; the same journeys with
// JavaScript are in tests/e2e/cart.spec.ts.
import { createBuyer, expect, signIn, test, type NoJsBrowser } from "./kit";
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
} from "./support/cart";

// Products of the demo catalogue: 12 has no promo, 14 has one (see admin-host seed fixtures).
const PLAIN = 12;
const PROMO = 14;

/** 000 §8: a saved quantity or note says so in a dialog; OK closes it and keeps the cart. */
async function closeSaved(visitor: NoJsBrowser) {
  const saved = visitor.$("dialog").filter((_, el) => visitor.$(el).find("h2").text() === "Berhasil");
  expect(visitor.text(saved.find("[role=status]"))).toBe("Data berhasil disimpan");
  await visitor.follow("OK", saved);
  expect(visitor.$("dialog")).toHaveLength(0);
  expect(visitor.url.search).not.toMatch(/berhasil=/);
}

const rupiah = (value: number) => `Rp. ${value.toLocaleString("id-ID")}`;
const digits = (text: string) => Number(text.replace(/\D/g, ""));

test("an empty cart invites to shop", async ({ visitor, buyer }) => {
  await signIn(visitor, buyer, "/keranjang-belanja");
  expect(visitor.text("main")).toContain("Wah keranjang belanjamu masih kosong ..");
  expect(visitor.link("Yuk belanja sekarang").attribs.href).toBe("/produk?page=1");
  expect(visitor.text("main h2")).toContain("Rekomendasi untuk Anda");
});

test("selected lines are summed with the promo price; nothing selected cannot check out", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, PLAIN, 2);
  await putInCart(request, host, PROMO, 1);
  const [plainName, promoName] = await Promise.all([
    productName(request, PLAIN),
    productName(request, PROMO),
  ]);
  await signIn(visitor, buyer, "/keranjang-belanja");

  await visitor.press("Checkout");
  expect(visitor.text("[role=alert]")).toContain("Silahkan Pilih Produk!");
  // Its OK is a <form method="dialog">: it closes the dialog in the page, without a request.
  expect(visitor.$(visitor.button("OK", "dialog")).closest("form").attr("method")).toBe("dialog");

  const subtotal = (name: string) => digits(visitor.text(cartRow(visitor, name).find("td").eq(5)));
  const plainSubtotal = subtotal(plainName);
  const promoSubtotal = subtotal(promoName);
  visitor.check(`Pilih ${plainName}`).check(`Pilih ${promoName}`);
  await visitor.press("Hitung total");
  expect(visitor.text("[data-testid=selected-count]")).toBe("2");
  expect(visitor.text("[data-testid=selected-total]")).toBe(rupiah(plainSubtotal + promoSubtotal));
  // The promo line is priced at its promo price.
  const promoPrice = digits(visitor.text(cartRow(visitor, promoName).find("td").eq(4)));
  const detail = await request.get(`/admin-host/api/product/${PROMO}`);
  const product = ((await detail.json()) as { data: { price: number; promo: { price_promo: number }[] } })
    .data;
  expect(promoPrice).toBe(product.promo[0].price_promo);
  expect(promoPrice).toBeLessThan(product.price);
});

test("quantity rules: negative refused, above the stock refused by the host, empty resets to 1, zero asks to delete", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, PLAIN, 2);
  const [name, stock] = await Promise.all([productName(request, PLAIN), productStock(request, PLAIN)]);
  await signIn(visitor, buyer, "/keranjang-belanja");
  const quantity = `Jumlah ${name}`;
  const setQuantity = async (value: string) => {
    visitor.fill(quantity, value);
    await visitor.press("Ubah", cartRow(visitor, name));
  };
  const lineError = () => visitor.text(cartRow(visitor, name).find(".field-error"));

  // The host's refusal is shown beside the field (000 §8), not an error page.
  await setQuantity(String(stock + 1));
  expect(lineError()).toBe(`Stok tidak mencukupi, stok tersedia ${stock}`);
  await visitor.goto("/keranjang-belanja");
  expect(visitor.value(quantity)).toBe("2");

  await setQuantity("-1");
  expect(lineError()).toBe("QTY tidak boleh negatif!");
  // The refused form keeps what was typed; the cart itself still holds 2.
  expect(visitor.value(quantity)).toBe("-1");
  await visitor.goto("/keranjang-belanja");
  expect(visitor.value(quantity)).toBe("2");

  await setQuantity("");
  await closeSaved(visitor);
  expect(visitor.value(quantity)).toBe("1");

  await setQuantity("3");
  await closeSaved(visitor);
  expect(visitor.value(quantity)).toBe("3");
  await visitor.reload();
  expect(visitor.value(quantity)).toBe("3");

  // 0 asks to delete over the page as it was: the selection stays.
  visitor.check(`Pilih ${name}`);
  await visitor.press("Hitung total");
  expect(visitor.text("[data-testid=selected-count]")).toBe("1");
  await setQuantity("0");
  expect(visitor.text("dialog")).toContain("Anda yakin ingin menghapus produk ini?");
  await visitor.follow("Batal", "dialog");
  expect(visitor.text()).not.toContain("Anda yakin ingin menghapus produk ini?");
  expect(cartRow(visitor, name)).toHaveLength(1);
  expect(visitor.field(`Pilih ${name}`).attribs.checked).toBeDefined();
  expect(visitor.text("[data-testid=selected-count]")).toBe("1");
});

test("a note is saved with the line; one above 255 characters is refused with the host's limit", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, PLAIN, 1);
  const name = await productName(request, PLAIN);
  await signIn(visitor, buyer, "/keranjang-belanja");
  const note = `Catatan ${name}`;
  expect(visitor.field(note).attribs.maxlength).toBe("255");

  visitor.fill(note, "Warna biru, kemasan kardus");
  await visitor.press("Simpan", cartRow(visitor, name));
  await closeSaved(visitor);
  expect((await cartLines(request, host)).find((line) => line.product_id === PLAIN)?.note).toBe(
    "Warna biru, kemasan kardus",
  );
  await visitor.goto("/keranjang-belanja");
  expect(visitor.value(note)).toBe("Warna biru, kemasan kardus");

  // A browser that ignores maxlength still gets the message, not an error page.
  visitor.fill(note, "a".repeat(256));
  await visitor.press("Simpan", cartRow(visitor, name));
  expect(visitor.text(cartRow(visitor, name).find(".field-error"))).toBe("Catatan maksimal 255 karakter");
  expect((await cartLines(request, host))[0].note).toBe("Warna biru, kemasan kardus");
});

test("deleting a line asks first, then confirms and clears the selection", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, PLAIN, 1);
  await putInCart(request, host, PROMO, 1);
  const [plainName, promoName] = await Promise.all([
    productName(request, PLAIN),
    productName(request, PROMO),
  ]);
  await signIn(visitor, buyer, "/keranjang-belanja");
  visitor.check(`Pilih ${promoName}`);
  await visitor.press("Hitung total");
  expect(visitor.text("[data-testid=selected-count]")).toBe("1");

  expect(visitor.$("header").text()).toContain(plainName);
  await visitor.follow(`Hapus ${plainName}`);
  expect(visitor.text("dialog")).toContain("Anda yakin ingin menghapus produk ini?");
  await visitor.press("Hapus", "dialog");
  // 000 §4: a success dialog, not a toast.
  const deleted = visitor.$("dialog").filter((_, el) => visitor.$(el).find("h2").text() === "Berhasil");
  expect(visitor.text(deleted.find("[role=status]"))).toBe("Produk berhasil dihapus");
  await visitor.follow("OK", deleted);
  expect(visitor.$("dialog")).toHaveLength(0);
  expect(cartRow(visitor, plainName)).toHaveLength(0);
  expect(visitor.text("[data-testid=selected-count]")).toBe("0");
  // The header's cart dropdown follows the change.
  expect(visitor.$("header").text()).not.toContain(plainName);
});

test("deleting a line already removed elsewhere still ends as removed", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, PLAIN, 1);
  await putInCart(request, host, PROMO, 1);
  const plainName = await productName(request, PLAIN);
  await signIn(visitor, buyer, "/keranjang-belanja");
  await visitor.follow(`Hapus ${plainName}`);
  expect(visitor.text("dialog")).toContain("Anda yakin ingin menghapus produk ini?");
  // Another tab removes it first: the host answers 404.
  await removeFromCart(request, host, PLAIN);
  await visitor.press("Hapus", "dialog");
  expect(visitor.text()).toContain("Produk berhasil dihapus");
  expect(cartRow(visitor, plainName)).toHaveLength(0);
  expect(visitor.$("tbody tr")).toHaveLength(1);
});

test("a line of a disabled product cannot be selected", async ({ visitor, request, buyer }) => {
  // Disabled in the demo catalogue (id % 20 == 7).
  const disabled = 27;
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, PLAIN, 1);
  await putDisabledInCart(request, host, disabled);
  await signIn(visitor, buyer, "/keranjang-belanja");
  const name = await productName(request, disabled);
  expect(visitor.text(cartRow(visitor, name))).toContain("Produk dinonaktifkan");
  expect(visitor.field(`Pilih ${name}`).attribs.disabled).toBeDefined();
  expect(visitor.field(`Pilih ${await productName(request, PLAIN)}`).attribs.disabled).toBeUndefined();
});

test("a checkout the host refuses shows its message in a dialog", async ({ visitor, request, buyer }) => {
  // A product no other test uses: another buyer's order leaves too little.
  const productId = 59;
  const [stock, name] = await Promise.all([
    productStock(request, productId),
    productName(request, productId),
  ]);
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, productId, stock);
  await signIn(visitor, buyer, "/keranjang-belanja");
  visitor.check(`Pilih ${name}`);

  const other = await hostSignIn(request, await createBuyer(request, true));
  await placeOrder(request, other, productId, 1);
  await visitor.press("Checkout");
  expect(visitor.text("dialog [role=alert]")).toBe(`Stok produk ${name} tidak mencukupi`);
  expect(visitor.url.pathname).toBe("/keranjang-belanja");
  expect(visitor.$(visitor.button("OK", "dialog")).closest("form").attr("method")).toBe("dialog");
});

test("a line above the stock cannot be selected", async ({ visitor, request, buyer }) => {
  // Product 58 is shared by no other test: another buyer's order leaves too little for this cart.
  const productId = 58;
  const stock = await productStock(request, productId);
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, productId, stock);
  const other = await hostSignIn(request, await createBuyer(request, true));
  await placeOrder(request, other, productId, 1);

  await signIn(visitor, buyer, "/keranjang-belanja");
  const name = await productName(request, productId);
  expect(visitor.text(cartRow(visitor, name))).toContain("Stok kurang");
  expect(visitor.field(`Pilih ${name}`).attribs.disabled).toBeDefined();
});
