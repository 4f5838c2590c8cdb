// A host that answers 429 (its rate limit) is busy, not saying "no" (issue 9, item 6), without
// JavaScript: pages show the 503 page with Retry-After, a form post comes back as typed with a
// message, and nothing is taken out of the session. The same with JavaScript:
// tests/e2e/host-busy.spec.ts. Faults are healed after every test (tests/support/fixtures.ts).
import { expect, setHostFault, signIn, test } from "./kit";
import { cartLines, hostSignIn, productName, putInCart } from "../e2e/cart.helpers";
import { BUSY, BUSY_PRODUCT as PRODUCT, RETRY_AFTER } from "../support/host-busy";

test("the product page under a 429 is the 503 page with Retry-After, not 'Produk tidak ditemukan'", async ({
  visitor,
  request,
}) => {
  await setHostFault(request, "error429", `/product/${PRODUCT}`, "GET");
  await visitor.goto(`/produk-detail?id_produk=${PRODUCT}`);
  expect(visitor.status).toBe(503);
  expect(visitor.page.headers.get("retry-after")).toBe(RETRY_AFTER);
  expect(visitor.heading()).toBe("Layanan sedang tidak tersedia");
  expect(visitor.text()).not.toContain("Produk tidak ditemukan");

  // 'Coba lagi' goes back to the page the buyer was on (issue 21).
  await setHostFault(request, "none");
  await visitor.follow("Coba lagi");
  expect(visitor.status).toBe(200);
  expect(visitor.url.pathname + visitor.url.search).toBe(`/produk-detail?id_produk=${PRODUCT}`);
  expect(visitor.heading()).toBe(await productName(request, PRODUCT));
});

test("a cart post under a 429 answers 503 with Retry-After and keeps the typed quantity", async ({
  visitor,
  request,
  buyer,
}) => {
  await signIn(visitor, buyer, `/produk-detail?id_produk=${PRODUCT}`);
  visitor.fill("Jumlah", "3");
  // Only the post fails: the page's own reads of the cart still answer.
  await setHostFault(request, "error429", "/transaction/cart", "POST");
  await visitor.press("Tambah ke Keranjang");
  expect(visitor.status).toBe(503);
  expect(visitor.page.headers.get("retry-after")).toBe(RETRY_AFTER);
  expect(visitor.text("[role=alert]")).toContain(BUSY);
  expect(visitor.value("Jumlah")).toBe("3");
  expect(await cartLines(request, await hostSignIn(request, buyer))).toHaveLength(0);

  await setHostFault(request, "none");
  await visitor.press("Tambah ke Keranjang");
  expect(visitor.text()).toContain("Produk berhasil ditambahkan");
  const lines = await cartLines(request, await hostSignIn(request, buyer));
  expect(lines.map((line) => line.qty)).toEqual([3]);
});

test("the checkout under a 429 is the 503 page and stays in the session", async ({
  visitor,
  request,
  buyer,
}) => {
  await putInCart(request, await hostSignIn(request, buyer), PRODUCT, 1);
  const name = await productName(request, PRODUCT);
  await signIn(visitor, buyer, "/keranjang-belanja");
  visitor.check(`Pilih ${name}`);
  await visitor.press("Checkout");
  expect(visitor.url.pathname).toBe("/checkout");

  await setHostFault(request, "error429", "/transaction/checkout/detail-checkout", "GET");
  await visitor.reload();
  expect(visitor.status).toBe(503);
  expect(visitor.page.headers.get("retry-after")).toBe(RETRY_AFTER);
  expect(visitor.heading()).toBe("Layanan sedang tidak tersedia");

  // Once the host answers again the same checkout is still there (before: back to the cart).
  await setHostFault(request, "none");
  await visitor.follow("Coba lagi");
  expect(visitor.status).toBe(200);
  expect(visitor.url.pathname).toBe("/checkout");
  expect(visitor.text("main")).toContain(name);
});
