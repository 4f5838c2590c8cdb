// Issue 20 item 6 at checkout: a unit-price offer above the line's price (or of 0) and a shipping
// offer above the quote are refused with the shop's terms under the field; nothing is stored.
import type { Page } from "@playwright/test";
import { cartRow, hostSignIn, productName, putInCart } from "./cart.helpers";
import { expect, ONCE, signIn, test } from "./support";

const PLAIN = 12;
test.use({ buyerWithAddress: true });

const amount = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? "").replace(/\D/g, ""));

test(
  "offers above the price or the quoted shipping are refused under their field",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostSignIn(request, buyer);
    await putInCart(request, host, PLAIN, 1);
    const name = await productName(request, PLAIN);
    await signIn(page, buyer, "/keranjang-belanja");
    await cartRow(page, name).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL(/\/checkout/);

    const line = page.getByRole("article", { name });
    // "1 pcs × Rp. 32.500 = Rp. 32.500": the unit price the offer may not exceed.
    const unit = /× Rp\. ([\d.]+)/.exec((await line.locator("p").first().textContent()) ?? "")?.[1] ?? "";
    const price = Number(unit.replace(/\D/g, ""));
    expect(price).toBeGreaterThan(0);
    for (const [offer, message] of [
      [String(price + 7500), "Harga negosiasi tidak boleh melebihi harga normal"],
      ["0", "Harga negosiasi harus lebih dari Rp. 0"],
    ]) {
      await line.getByLabel("Nego harga satuan").fill(offer);
      await line.getByRole("button", { name: "Nego harga" }).click();
      await expect(line.getByText(message)).toBeVisible();
      await expect(line.getByTestId("price-nego")).toHaveCount(0);
    }

    await page.getByRole("combobox", { name: /^Kurir/ }).selectOption("jne");
    await page.getByRole("combobox", { name: /^Layanan/ }).selectOption("REG");
    await expect(page.getByTestId("shipping-cost")).toHaveText(/Rp\. [\d.]+/);
    const quoted = await amount(page, "shipping-cost");
    await page.getByLabel("Nego ongkos kirim").fill(String(quoted + 1_234_567));
    await page.getByRole("button", { name: "Nego ongkir" }).click();
    await expect(
      page.getByText("Ongkos kirim negosiasi tidak boleh melebihi ongkos kirim normal"),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("shipping-nego")).toHaveCount(0);
  },
);
