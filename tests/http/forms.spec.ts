// What a buyer without JavaScript meets when the host fails under a form (issue 21 items 1 and
// 4): the courier quote failing keeps the checkout, and an address added from the checkout is the
// one chosen. The same with JavaScript, and the refused forms on a phone screen (focus, scroll):
// tests/e2e/forms.spec.ts.
import type { APIRequestContext } from "@playwright/test";
import { createBuyer, expect, setHostFault, signIn, test, type FaultMode, type NoJsBrowser } from "./kit";
import { addressIds, checkOut, DENPASAR, hostSignIn, productName, putInCart } from "./support/cart";

const PRODUCT = 12;

/** A buyer with an address on /checkout with one line. */
async function onCheckout(visitor: NoJsBrowser, request: APIRequestContext) {
  const buyer = await createBuyer(request, true);
  await putInCart(request, await hostSignIn(request, buyer), PRODUCT, 1);
  await signIn(visitor, buyer);
  await checkOut(visitor, [await productName(request, PRODUCT)]);
  return buyer;
}

async function chooseCourier(visitor: NoJsBrowser, code: string) {
  visitor.select("Kurir", code);
  await visitor.press("Pilih kurir");
  expect(visitor.url.searchParams.get("kurir")).toBe(code);
}

for (const mode of ["error500", "error429", "malformed"] satisfies FaultMode[]) {
  test(`a failing courier quote keeps the buyer on the checkout with 'Layanan Tidak Tersedia' (host ${mode})`, async ({
    visitor,
    request,
  }) => {
    await onCheckout(visitor, request);
    await setHostFault(request, mode, "/transaction/checkout/get-shipping-cost");
    await chooseCourier(visitor, "jne");
    expect(visitor.heading()).toBe("Checkout");
    const service = visitor.field(/^Layanan/);
    expect(service.attribs.disabled).toBeDefined();
    expect(visitor.$(service).text()).toContain("Layanan Tidak Tersedia");

    // Another courier can be chosen once the host quotes again.
    await setHostFault(request, "none");
    await chooseCourier(visitor, "pos");
    const quoted = visitor.field(/^Layanan/);
    expect(quoted.attribs.disabled).toBeUndefined();
    expect(visitor.$(quoted).find("option").length).toBeGreaterThan(1);
  });
}

test("an address added from the checkout is the one chosen on return (000 §8)", async ({
  visitor,
  request,
}) => {
  const buyer = await onCheckout(visitor, request);
  const [first] = await addressIds(request, await hostSignIn(request, buyer));
  expect(visitor.text("[data-testid=delivery-address]")).not.toContain("Dinas Pendidikan Kota Denpasar");

  await visitor.follow("Tambah alamat");
  expect(visitor.url.pathname).toBe("/profil/tambah-alamat");
  visitor
    .fill("Satuan kerja", "Dinas Pendidikan Kota Denpasar")
    .fill("Nama penerima", "Ketut Sudarma")
    .fill("No telepon", "081234567891")
    .select("Provinsi", DENPASAR.province);
  await visitor.press("Tampilkan Kabupaten/Kota");
  visitor.select("Kabupaten/Kota", DENPASAR.district);
  await visitor.press("Tampilkan Kecamatan");
  visitor.select("Kecamatan", DENPASAR.subDistrict).fill("Alamat", "Jl. Mawar No. 7");
  await visitor.press("Simpan");

  expect(visitor.url.pathname).toBe("/checkout");
  expect(visitor.text()).toContain("Alamat berhasil ditambahkan");
  expect(visitor.text("[data-testid=delivery-address]")).toContain("Dinas Pendidikan Kota Denpasar");
  const ids = await addressIds(request, await hostSignIn(request, buyer));
  const added = ids.find((id) => id !== first);
  expect(visitor.url.searchParams.get("alamat")).toBe(String(added));
});
