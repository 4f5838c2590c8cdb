// Content that fits its box (issue 21, items 14 and the rest of what a buyer trips over at 360
// and 1366 px), with JavaScript on and off: no table wider than its scrolling box, no value cut
// inside its field.
import type { Locator, Page } from "@playwright/test";
import { createBuyer, expect, operator, signIn, test, type Buyer } from "./support";
import { hostToken, placeOrder } from "./support/orders";
import { excessWidth, overflow } from "./support/page-checks";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 768 };

/** The inputs of `scope` whose value is wider than the field shows. */
function cutValues(scope: Locator) {
  return scope
    .locator("input:not([type=hidden]):not([type=checkbox])")
    .evaluateAll((inputs: HTMLInputElement[]) =>
      inputs.filter((input) => input.scrollWidth > input.clientWidth).map((input) => input.value),
    );
}

/**
 * The selects and empty fields whose shown text (the chosen option, the placeholder) is wider
 * than the field draws it, each as "name: text".
 */
function cutFieldTexts(page: Page) {
  return page.locator("select, input[placeholder]").evaluateAll((fields) =>
    fields
      .filter((field) => field.checkVisibility())
      .map((field) => {
        const box = field as HTMLInputElement | HTMLSelectElement;
        const text =
          box instanceof HTMLSelectElement
            ? (box.selectedOptions[0]?.text ?? "")
            : box.value
              ? ""
              : box.placeholder;
        const style = getComputedStyle(box);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(text).width > room ? `${box.name}: ${text}` : null;
      })
      .filter((cut) => cut !== null),
  );
}

test("the registration form's selects show their whole text at 360 and 1366 px", async ({ page }) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto("/register");
    await expect(page.getByLabel("Jenis Kelamin", { exact: true })).toBeVisible();
    expect(await cutFieldTexts(page), `at ${size.width} px`).toEqual([]);
    expect(await overflow(page)).toBeNull();
  }
});

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

test("a long e-mail address breaks inside the dashboard's card and the printed order", async ({
  page,
  request,
}) => {
  const unique = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const email = `pengadaan.barangjasa.dinaspekerjaanumum.${unique}@baliprov.example.go.id`;
  const { data: buyer } = await operator<{ data: Buyer }>(request, "POST", "customers", {
    with_address: true,
    email,
  });
  const id = await placeOrder(request, await hostToken(request, buyer));
  await signIn(page, buyer, "/profil/beranda");
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    for (const path of ["/profil/beranda", `/profil/detailtransaksi/cetak?id_transaksi=${id}`]) {
      await page.goto(path);
      const value = page.locator("dd", { hasText: email });
      await expect(value).toBeVisible();
      expect(await overflow(page), `${path} at ${size.width} px`).toBeNull();
      const box = (await value.boundingBox())!;
      expect(box.x + box.width, `${path} at ${size.width} px`).toBeLessThanOrEqual(size.width);
    }
  }
});
