// What a buyer meets when a form is refused or the host fails under it (issue 21 items 1, 4 and
// 8): the courier quote failing keeps the checkout, an address added from the checkout is the
// one chosen (with JavaScript; without it: tests/http/forms.spec.ts), and a refused form's first
// message is in view and focused on a phone screen (with JavaScript on and off).
import type { APIRequestContext, Page } from "@playwright/test";
import {
  DENPASAR,
  addressIds,
  checkOut,
  chooseRegions,
  hostSignIn,
  productName,
  putInCart,
} from "./cart.helpers";
import { createBuyer, expect, ONCE, setHostFault, signIn, test, type FaultMode } from "./support";

const PRODUCT = 12;

/** The buyer on /checkout with one line, through the page's own cart. */
async function onCheckout(page: Page, request: APIRequestContext) {
  const buyer = await createBuyer(request, true);
  await putInCart(request, await hostSignIn(request, buyer), PRODUCT, 1);
  await signIn(page, buyer);
  await checkOut(page, [await productName(request, PRODUCT)]);
  return buyer;
}

async function chooseCourier(page: Page, code: string) {
  await page.getByRole("combobox", { name: /^Kurir/ }).selectOption(code);
  await page.waitForURL(new RegExp(`kurir=${code}`));
}

/** True when the element is wholly inside the 360x740 screen. */
async function inView(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height);
}

/** The focused element's id and name (the refused field, or the message itself). */
const focused = (page: Page) =>
  page.evaluate(() => ({
    id: document.activeElement?.id,
    name: document.activeElement?.getAttribute("name"),
  }));

// Without JavaScript: tests/http/forms.spec.ts.
for (const mode of ["error500", "error429", "malformed"] satisfies FaultMode[]) {
  test(
    `a failing courier quote keeps the buyer on the checkout with 'Layanan Tidak Tersedia' (host ${mode})`,
    ONCE,
    async ({ page, request }) => {
      await onCheckout(page, request);
      await setHostFault(request, mode, "/transaction/checkout/get-shipping-cost");
      await chooseCourier(page, "jne");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
      const service = page.getByRole("combobox", { name: /^Layanan/ });
      await expect(service).toBeDisabled();
      await expect(service).toContainText("Layanan Tidak Tersedia");

      // Another courier can be chosen once the host quotes again.
      await setHostFault(request, "none");
      await chooseCourier(page, "pos");
      await expect(service).toBeEnabled();
      await expect(service.locator("option")).not.toHaveCount(1);
    },
  );
}

// Without JavaScript: tests/http/forms.spec.ts.
test(
  "an address added from the checkout is the one chosen on return (000 §8)",
  ONCE,
  async ({ page, request }) => {
    const buyer = await onCheckout(page, request);
    const [first] = await addressIds(request, await hostSignIn(request, buyer));
    await expect(page.getByTestId("delivery-address")).not.toContainText("Dinas Pendidikan Kota Denpasar");

    await page.getByRole("button", { name: "Tambah alamat" }).click();
    await page.waitForURL(/\/profil\/tambah-alamat/);
    await page.getByLabel("Satuan kerja").fill("Dinas Pendidikan Kota Denpasar");
    await page.getByLabel("Nama penerima").fill("Ketut Sudarma");
    await page.getByLabel("No telepon").fill("081234567891");
    await chooseRegions(page, true, DENPASAR);
    await page.getByLabel("Alamat").fill("Jl. Mawar No. 7");
    await page.getByRole("button", { name: "Simpan" }).click();

    await page.waitForURL(/\/checkout/);
    await expect(page.getByText("Alamat berhasil ditambahkan")).toBeVisible();
    await expect(page.getByTestId("delivery-address")).toContainText("Dinas Pendidikan Kota Denpasar");
    const ids = await addressIds(request, await hostSignIn(request, buyer));
    const added = ids.find((id) => id !== first);
    expect(new URL(page.url()).searchParams.get("alamat")).toBe(String(added));
  },
);

test.describe("a refused form on a phone screen (issue 21 item 8)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("profile save: the first message in view, its field focused", async ({ page, buyer }) => {
    await signIn(page, buyer, "/profil/sunting-profil");
    // An e-mail the schema refuses, far down the form on a phone.
    await page.getByLabel("Email").fill("bukan-email");
    await page.getByRole("button", { name: "Simpan" }).click();
    const error = page.locator("#profil-email-error");
    await expect(error).toBeVisible();
    await expect.poll(() => inView(page, "#profil-email-error")).toBe(true);
    expect(await focused(page)).toMatchObject({ name: "email" });
  });

  test("an empty chat message: the message in view, the box focused", async ({ page, buyer }) => {
    await signIn(page, buyer, "/profil/chat");
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.locator("#chat-message-error")).toHaveText("Pesan Wajib Diisi");
    await expect.poll(() => inView(page, "#chat-message-error")).toBe(true);
    expect(await focused(page)).toMatchObject({ name: "message" });
  });
});
