// Issue 20 item 6 at checkout without JavaScript, as an HTTP conversation: a unit-price offer
// above the line's price (or of 0) and a shipping offer above the quote are refused with the
// shop's terms under the field; nothing is stored. With JavaScript: tests/e2e/offer-limits.spec.ts.
import { expect, signIn, test } from "./kit";
import { amount, cartRow, hostSignIn, productName, putInCart } from "./support/cart";

const PLAIN = 12;
test.use({ buyerWithAddress: true });

test("offers above the price or the quoted shipping are refused under their field", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, PLAIN, 1);
  const name = await productName(request, PLAIN);
  await signIn(visitor, buyer, "/keranjang-belanja");
  expect(cartRow(visitor, name)).toHaveLength(1);
  visitor.check(`Pilih ${name}`);
  await visitor.press("Checkout");
  expect(visitor.url.pathname).toBe("/checkout");

  const line = () => visitor.$(`article[aria-label="${name}"]`);
  // "1 pcs × Rp. 32.500 = Rp. 32.500": the unit price the offer may not exceed.
  const unit = /× Rp\. ([\d.]+)/.exec(visitor.text(line().find("p").first()))?.[1] ?? "";
  const price = Number(unit.replace(/\D/g, ""));
  expect(price).toBeGreaterThan(0);
  for (const [offer, message] of [
    [String(price + 7500), "Harga negosiasi tidak boleh melebihi harga normal"],
    ["0", "Harga negosiasi harus lebih dari Rp. 0"],
  ]) {
    visitor.fill("Nego harga satuan", offer, line());
    await visitor.press("Nego harga", line());
    expect(visitor.text(line())).toContain(message);
    expect(line().find("[data-testid=price-nego]")).toHaveLength(0);
  }

  visitor.select("Kurir", "jne");
  await visitor.press("Pilih kurir");
  visitor.select("Layanan", "REG");
  await visitor.press("Pilih layanan");
  expect(visitor.text("[data-testid=shipping-cost]")).toMatch(/^Rp\. [\d.]+$/);
  const quoted = amount(visitor, "shipping-cost");
  visitor.fill("Nego ongkos kirim", String(quoted + 1_234_567));
  await visitor.press("Nego ongkir");
  expect(visitor.text("main")).toContain("Ongkos kirim negosiasi tidak boleh melebihi ongkos kirim normal");
  await visitor.reload();
  expect(visitor.$("[data-testid=shipping-nego]")).toHaveLength(0);
});
