// Content that fits its box (issue 21, items 14 and the rest of what a buyer trips over at 360
// and 1366 px), with JavaScript on and off: no table wider than its scrolling box, no value cut
// inside its field.
import type { Locator } from "@playwright/test";
import { createBuyer, expect, signIn, test } from "./support";
import { hostToken, placeOrder } from "./support/orders";
import { excessWidth, overflow } from "./support/page-checks";

const DESKTOP = { width: 1366, height: 768 };

/** The inputs of `scope` whose value is wider than the field shows. */
function cutValues(scope: Locator) {
  return scope
    .locator("input:not([type=hidden]):not([type=checkbox])")
    .evaluateAll((inputs: HTMLInputElement[]) =>
      inputs.filter((input) => input.scrollWidth > input.clientWidth).map((input) => input.value),
    );
}

test("after 'Beli lagi' the cart table fits its box at 1366 px, every quantity readable", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const buyer = await createBuyer(request, true);
  // Long amounts and a long name: 40 x Rp. 2.350.000 is Rp. 94.000.000 on one line.
  const id = await placeOrder(request, await hostToken(request, buyer), { products: [64, 71], qty: 40 });
  await signIn(page, buyer, `/profil/detailtransaksi?id_transaksi=${id}`);
  await page.getByRole("button", { name: "Beli lagi" }).click();
  await expect(page).toHaveURL(/\/keranjang-belanja$/);
  const table = page.locator(".cart-table");
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table).toContainText("Rp. 94.000.000");
  expect(await excessWidth(table)).toBe(0);
  expect(await overflow(page)).toBeNull();
  expect(await cutValues(table)).toEqual([]);
});
