// The checkout without JavaScript (000 §5, issue 21), as HTTP conversations; the same journeys
// with JavaScript are in tests/e2e/checkout.spec.ts.
import { expect, signIn, test, type Buyer, type NoJsBrowser } from "./kit";
import {
  DENPASAR,
  addAddress,
  amount,
  checkOut,
  hostSignIn,
  ordersOf,
  productName,
  putInCart,
  removeFromCart,
} from "./support/cart";
import type { APIRequestContext } from "@playwright/test";

const PLAIN = 12;
const PROMO = 14;

/** A checkout line (an article named by its product), looked up afresh on the current page. */
const article = (visitor: NoJsBrowser, name: string) => () => visitor.$(`article[aria-label="${name}"]`);

/** The buyer signed in on /checkout with one line of the plain product. */
async function checkoutOf(visitor: NoJsBrowser, request: APIRequestContext, buyer: Buyer, qty = 1) {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, PLAIN, qty);
  const name = await productName(request, PLAIN);
  await signIn(visitor, buyer);
  await checkOut(visitor, [name]);
  return { host, name };
}

/** Saves a line's parts; the form gives them back with one empty box more. */
async function savePartial(visitor: NoJsBrowser, line: ReturnType<typeof article>, parts: string[]) {
  for (const [index, part] of parts.entries()) visitor.fill(`Pengiriman ${index + 1}`, part, line());
  await visitor.press("Simpan partial", line());
  const boxes = line().find('input[name="parts"]');
  expect(boxes).toHaveLength(parts.length + 1);
  expect(boxes.eq(parts.length - 1).attr("value")).toBe(parts[parts.length - 1]);
}

/** A unit price of 1.000 for the line. */
async function negotiatePrice(visitor: NoJsBrowser, line: ReturnType<typeof article>) {
  visitor.fill("Nego harga satuan", "1000", line());
  await visitor.press("Nego harga", line());
  expect(visitor.text(line().find("[data-testid=price-nego]"))).toContain("Rp. 1.000");
}

async function chooseShipping(visitor: NoJsBrowser) {
  visitor.select("Kurir", "jne");
  await visitor.press("Pilih kurir");
  expect(visitor.field("Layanan").attribs.disabled).toBeUndefined();
  // Next-day services read '1 hari', not '1-1 hari' (issue 21); JNE YES is one of them.
  const options = visitor.$(visitor.field("Layanan")).find("option");
  const services = options
    .map((_, option) => visitor.$(option).text())
    .get()
    .join("|");
  expect(services).toMatch(/YES .*\(1(-2)? hari\)/);
  expect(services).not.toMatch(/\b(\d+)-\1 hari/);
  visitor.select("Layanan", "REG");
  await visitor.press("Pilih layanan");
  expect(visitor.text("[data-testid=shipping-cost]")).toMatch(/^Rp\. [\d.]+$/);
}

test("checkout is entered only with a checkout in progress", async ({ visitor, buyer }) => {
  await signIn(visitor, buyer, "/checkout");
  expect(visitor.url.pathname).toBe("/keranjang-belanja");
  await visitor.goto("/confirmation-order");
  expect(visitor.url.pathname).toBe("/keranjang-belanja");
});

test("the whole purchase: cart, address, courier, negotiation, partial delivery, confirmation", async ({
  visitor,
  request,
  buyer,
}) => {
  const [plainName, promoName] = await Promise.all([
    productName(request, PLAIN),
    productName(request, PROMO),
  ]);
  await signIn(visitor, buyer);

  // Two products through their pages.
  for (const [id, qty] of [
    [PLAIN, "3"],
    [PROMO, "1"],
  ] as const) {
    await visitor.goto(`/produk-detail?id_produk=${id}`);
    visitor.fill("Jumlah", qty);
    await visitor.press("Tambah ke Keranjang");
    expect(visitor.text()).toContain("Produk berhasil ditambahkan");
  }
  await checkOut(visitor, [plainName, promoName]);

  // A first address, added from the checkout and back.
  expect(visitor.text("main")).toContain("Belum ada alamat pengiriman.");
  await visitor.follow("Tambah alamat");
  expect(visitor.url.pathname).toBe("/profil/tambah-alamat");
  visitor
    .fill("Satuan kerja", "Dinas Kesehatan Kota Denpasar")
    .fill("Nama penerima", "Made Wirawan")
    .fill("No telepon", "081234567890")
    .select("Provinsi", DENPASAR.province);
  await visitor.press("Tampilkan Kabupaten/Kota");
  visitor.select("Kabupaten/Kota", DENPASAR.district);
  await visitor.press("Tampilkan Kecamatan");
  visitor.select("Kecamatan", DENPASAR.subDistrict).fill("Alamat", "Jl. Kamboja No. 3");
  await visitor.press("Simpan");
  expect(visitor.url.pathname).toBe("/checkout");
  expect(visitor.text()).toContain("Alamat berhasil ditambahkan");
  expect(visitor.text("[data-testid=delivery-address]")).toContain("Dinas Kesehatan Kota Denpasar");

  await chooseShipping(visitor);
  expect(visitor.text("[data-testid=etd]")).toMatch(/^\d+-\d+ hari$/);

  // Shipping negotiation: 8 digits are too long, then a proper offer.
  visitor.fill("Nego ongkos kirim", "12345678");
  await visitor.press("Nego ongkir");
  expect(visitor.text("main")).toContain("Data terlalu panjang!");
  visitor.fill("Nego ongkos kirim", "5000");
  await visitor.press("Nego ongkir");
  expect(visitor.text("[data-testid=shipping-cost-nego]")).toContain("Rp. 5.000");

  // Price negotiation on the plain line.
  const plainLine = article(visitor, plainName);
  await negotiatePrice(visitor, plainLine);

  // Cancel the shipping negotiation, after its confirmation.
  await visitor.follow("Batalkan nego ongkir");
  expect(visitor.text("main")).toContain("Anda yakin ingin membatalkan negosiasi ongkir?");
  await visitor.press("Ya, batalkan");
  expect(visitor.$("[data-testid=shipping-cost-nego]")).toHaveLength(0);
  // Issue 21 item 5: the field no longer shows the cancelled offer.
  expect(visitor.value("Nego ongkos kirim")).toBe("");

  // Partial delivery: one part equal to the quantity is refused, 1 + 2 is stored.
  visitor.fill("Pengiriman 1", "3", plainLine());
  await visitor.press("Simpan partial", plainLine());
  expect(visitor.text(plainLine())).toContain(
    "Jumlah partial kurang / melebihi atau sama dengan jumlah produk yang Anda pesan",
  );
  await savePartial(visitor, plainLine, ["1", "2"]);
  // Two shipments now: two delivery estimates.
  expect(visitor.text("[data-testid=etd]")).toMatch(
    /^Pengiriman 1: \d+(-\d+)? hari, Pengiriman 2: \d+(-\d+)? hari$/,
  );

  // Summary: negotiated price total + PPN + shipping.
  const total = amount(visitor, "total-price-nego");
  const ppn = amount(visitor, "total-ppn");
  const shipping = amount(visitor, "shipping-cost");
  expect(amount(visitor, "grand-total")).toBe(total + ppn + shipping);

  await visitor.press("Pengajuan pembelian");
  expect(visitor.url.pathname).toBe("/confirmation-order");
  expect(visitor.text("[data-testid=invoice]")).toMatch(/^INV-\d{8}-\d+$/);
  expect(visitor.text("main")).toContain("Made Wirawan");
  expect(visitor.text("[data-testid=order-grand-total]")).toBe(
    `Rp. ${(total + ppn + shipping).toLocaleString("id-ID")}`,
  );
  expect(visitor.text("main")).toContain("1 + 2");
  // What happens next (issue 21): the price negotiation waits for the administrator.
  const next = "[data-testid=next-step]";
  expect(visitor.text(next)).toContain("Negosiasi Anda sedang menunggu tanggapan administrator");
  expect(visitor.link("Ikuti negosiasi", next).attribs.href).toMatch(/negosiasi/);
});

test.describe("with an address", () => {
  test.use({ buyerWithAddress: true });

  test("the purchase request needs a service, and a double submit makes one order", async ({
    visitor,
    request,
    buyer,
  }) => {
    const { host } = await checkoutOf(visitor, request, buyer);

    await visitor.press("Pengajuan pembelian");
    expect(visitor.text("main")).toContain("Silahkan pilih layanan ekspedisi terlebih dahulu");

    await chooseShipping(visitor);
    // A double click without JavaScript sends the form twice; the browser shows the second answer.
    const form = visitor.$(visitor.button("Pengajuan pembelian")).closest("form");
    const first = await visitor.fetch(form.attr("action") ?? "/checkout", {
      method: "POST",
      body: form.serialize(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    await first.body?.cancel();
    await visitor.press("Pengajuan pembelian");
    expect(visitor.url.pathname).toBe("/confirmation-order");
    const invoice = visitor.text("[data-testid=invoice]");
    // No negotiation: the order is confirmed and waits for the budget data (issue 21).
    expect(visitor.text("[data-testid=next-step]")).toContain("Pesanan Anda telah dikonfirmasi");
    expect(visitor.link("Lihat detail transaksi")).toBeTruthy();

    // Back to the checkout: it is gone, so the order cannot be sent again.
    await visitor.goto("/checkout");
    expect(visitor.url.pathname).toBe("/keranjang-belanja");
    const orders = await ordersOf(request, host);
    expect(orders).toHaveLength(1);
    expect(orders[0].invoice).toBe(invoice);
  });

  test("a new courier or address resets the shipping negotiation", async ({ visitor, request, buyer }) => {
    const host = await hostSignIn(request, buyer);
    await addAddress(request, host, "Bagian Perencanaan", "Komang Widi");
    await putInCart(request, host, PLAIN, 1);
    await signIn(visitor, buyer);
    await checkOut(visitor, [await productName(request, PLAIN)]);

    await chooseShipping(visitor);
    visitor.fill("Nego ongkos kirim", "4000");
    await visitor.press("Nego ongkir");
    expect(visitor.text("[data-testid=shipping-cost-nego]")).toContain("Rp. 4.000");

    visitor.select("Kurir", "pos");
    await visitor.press("Pilih kurir");
    expect(visitor.url.search).toMatch(/kurir=pos/);
    expect(visitor.$("[data-testid=shipping-cost-nego]")).toHaveLength(0);
    expect(visitor.text("[data-testid=shipping-cost]")).toBe("-");
    // The summary agrees with the panel: no shipping counted until a service of the new courier.
    expect(visitor.text("[data-testid=summary-shipping]")).toBe("-");
    // Adding an address comes back to the same address and courier (one host round trip).
    expect(visitor.link("Tambah alamat").attribs.href).toMatch(
      /redirectTo=%2Fcheckout%3Falamat%3D\d+%26kurir%3Dpos$/,
    );
    expect(amount(visitor, "grand-total")).toBe(
      amount(visitor, "total-price") + amount(visitor, "total-ppn"),
    );

    visitor.check("Bagian Perencanaan");
    await visitor.press("Gunakan alamat ini");
    expect(visitor.text("[data-testid=delivery-address]")).toContain("Komang Widi");
  });

  test("a purchase request the host refuses shows its message above the button", async ({
    visitor,
    request,
    buyer,
  }) => {
    const { host } = await checkoutOf(visitor, request, buyer);
    await chooseShipping(visitor);

    // The line leaves the cart in another tab before the request is sent.
    await removeFromCart(request, host, PLAIN);
    await visitor.press("Pengajuan pembelian");
    const alerts = visitor
      .$("[role=alert]")
      .filter((_, el) => visitor.$(el).text().includes("Produk pada checkout ini"));
    expect(visitor.text(alerts)).toBe("Produk pada checkout ini sudah tidak ada di keranjang");
    expect(visitor.url.pathname).toBe("/checkout");
    expect(await ordersOf(request, host)).toHaveLength(0);
  });

  test("before a courier: shipping negotiation asks for it, partial delivery and price negotiation work", async ({
    visitor,
    request,
    buyer,
  }) => {
    const { name } = await checkoutOf(visitor, request, buyer, 3);

    // The courier comes first, even before the amount's length (000 §5).
    visitor.fill("Nego ongkos kirim", "12345678");
    await visitor.press("Nego ongkir");
    const failure = visitor
      .$("dialog[open]")
      .filter((_, el) => visitor.$(el).text().includes("Silahkan pilih kurir terlebih dahulu"));
    expect(failure).toHaveLength(1);
    // Its OK is a <form method="dialog">: it closes the dialog in the page, without a request.
    expect(visitor.$(visitor.button("OK", failure)).closest("form").attr("method")).toBe("dialog");

    // Partial delivery needs no courier.
    const line = article(visitor, name);
    await savePartial(visitor, line, ["1", "2"]);
    expect(line().find("[role=alert]")).toHaveLength(0);

    // Price negotiation, then its cancellation after the question.
    await negotiatePrice(visitor, line);
    await visitor.follow("Batalkan nego harga", line());
    expect(visitor.text("main")).toContain("Anda yakin ingin membatalkan negosiasi harga?");
    await visitor.press("Ya, batalkan");
    expect(line().find("[data-testid=price-nego]")).toHaveLength(0);
    expect(visitor.$("[data-testid=total-price-nego]")).toHaveLength(0);

    // The parts stored before the courier make two shipments once a service is chosen.
    await chooseShipping(visitor);
    expect(visitor.text("[data-testid=etd]")).toMatch(
      /^Pengiriman 1: \d+(-\d+)? hari, Pengiriman 2: \d+(-\d+)? hari$/,
    );
    expect(amount(visitor, "grand-total")).toBe(
      amount(visitor, "total-price") + amount(visitor, "total-ppn") + amount(visitor, "summary-shipping"),
    );
  });
});
