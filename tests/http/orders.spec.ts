// Orders in the account area without JavaScript (the dashboard table, the order detail's frame
// and tabs, 404s, the printable order, the .xlsx export and "Beli lagi") as HTTP conversations;
// the same journeys with JavaScript are in tests/e2e/orders.spec.ts. The demo buyer's 15 seeded
// orders are only read.
import { expect, NoJsBrowser, operator, setHostFault, signIn, test } from "./kit";
import { hostSignIn, placeOrder, productName, type HostBuyer } from "../e2e/cart.helpers";
import {
  column,
  demo,
  demo2,
  demoOrders,
  expectTransactionWorkbook,
  hasLink,
  LABELS,
  orderBody,
  PAID,
  rupiah,
  texts,
  transactionWorkbookName,
  wita,
} from "./support/orders";

const current = (visitor: NoJsBrowser, name: string) =>
  visitor.link(name, 'nav[aria-label="Tab transaksi"]').attribs["aria-current"];

test("the dashboard shows the institution data with the transaction table below", async ({
  visitor,
  request,
}) => {
  const orders = await demoOrders(request);
  await signIn(visitor, demo, "/profil/beranda");
  expect(texts(visitor, "h1")).toContain("Beranda");
  expect(visitor.text()).toContain("Pemerintah Provinsi Bali");
  expect(column(visitor, 2)).toEqual(orders.slice(0, 5).map((order) => order.invoice));
  await visitor.follow("Halaman 2");
  expect(visitor.url.pathname + visitor.url.search).toMatch(/^\/profil\/beranda\?page=2/);
  expect(column(visitor, 1)).toEqual(["6", "7", "8", "9", "10"]);
});

test("the bottom bar and the profile menu reach the transaction list", async ({ visitor }) => {
  await signIn(visitor, demo, "/profil/beranda");
  await visitor.follow("Daftar Transaksi", 'nav[aria-label="Menu akun"]');
  expect(visitor.url.pathname + visitor.url.search).toBe("/profil/transaksi");
  expect(texts(visitor, "h1, h2")).toContain("Daftar Transaksi");
  await visitor.goto("/");
  await visitor.follow("Transaksi", 'nav[aria-label="Navigasi bawah"]');
  expect(visitor.url.pathname + visitor.url.search).toBe("/profil/transaksi");
  expect(visitor.$('[data-testid="order-table"]')).toHaveLength(1);
});

test("every status's order opens with its badge, its tabs and its lines", async ({ visitor, request }) => {
  const orders = await demoOrders(request);
  await signIn(visitor, demo, "/profil/transaksi");
  for (const order of [...orders].reverse()) {
    const detail = await orderBody(request, order.id);
    const negotiated = detail.negotiations.length > 0;
    // The list's search finds it; its Detail link opens it.
    visitor.fill("Cari transaksi", order.invoice);
    await visitor.press("Cari", "form.order-controls");
    await visitor.follow(`Detail ${order.invoice}`);
    expect(visitor.url.pathname + visitor.url.search).toBe(
      `/profil/detailtransaksi?id_transaksi=${order.id}`,
    );
    expect(visitor.text('[data-testid="order-invoice"]')).toBe(order.invoice);
    expect(visitor.text(".order-head .status-badge")).toBe(LABELS[order.status]);
    const expectedTabs = [
      "Detail Pesanan",
      ...(negotiated ? ["Negosiasi"] : []),
      "Penerimaan",
      "Pembayaran",
      ...(PAID.includes(order.status) ? ["Komplain", "Ulasan"] : []),
      "Log Transaksi",
    ];
    expect(texts(visitor, 'nav[aria-label="Tab transaksi"] a'), order.status).toEqual(expectedTabs);
    expect(current(visitor, "Detail Pesanan")).toBe("page");
    for (const line of detail.data.data.transaction_detail) {
      expect(visitor.text('[data-testid="order-lines"]')).toContain(line.name_product);
    }
    expect(visitor.text('[data-testid="order-grand-total"]')).toMatch(/^Rp\. [\d.]+$/);
    // The confirmation notice only for a confirmed order without negotiation.
    expect(visitor.$('[role="note"]')).toHaveLength(order.status === "confirmed" && !negotiated ? 1 : 0);
    await visitor.follow("Daftar Transaksi", 'nav[aria-label="Menu akun"]');
  }
});

test("Detail Pesanan shows buyer, shipping, discounted and negotiated prices and the summary", async ({
  visitor,
  request,
}) => {
  // Order 7: three negotiation rounds accepted; the shipping cost was negotiated too.
  const answer = await orderBody(request, 7);
  const order = answer.data.data;
  await signIn(visitor, demo, "/profil/detailtransaksi?id_transaksi=7");
  expect(texts(visitor, "h2, h3")).toContain("Informasi Pembeli");
  expect(visitor.text()).toContain(order.customer.instance_name);
  expect(visitor.text()).toContain(order.customer.nip);
  expect(visitor.text()).toContain(answer.data.address.name_receipt);
  const row = (name: string) =>
    visitor.$('[data-testid="order-lines"] tr').filter((_, tr) => visitor.$(tr).text().includes(name));
  const negotiatedLine = order.transaction_detail.find((line) => line.price_nego !== null)!;
  expect(visitor.text(row(negotiatedLine.name_product).find("td").eq(3))).toBe(
    rupiah(negotiatedLine.price_nego!),
  );
  const summary = '[data-testid="order-summary"]';
  expect(visitor.text(summary)).toContain(
    `${rupiah(order.shipping_cost)} ${rupiah(order.shipping_cost_nego!)}`,
  );
  expect(visitor.text(visitor.$(`${summary} s`).eq(1))).toBe(rupiah(order.shipping_cost));
  expect(visitor.text('[data-testid="order-grand-total"]')).toBe(rupiah(order.grand_total));
  expect(visitor.link("Cetak").attribs.href).toBe("/profil/detailtransaksi/cetak?id_transaksi=7");

  // Order 3 has a promo line: the normal price struck through beside the discount percent.
  const promo = (await orderBody(request, 3)).data.data.transaction_detail.find((line) => line.discount > 0)!;
  await visitor.goto("/profil/detailtransaksi?id_transaksi=3");
  const promoPrice = row(promo.name_product).find("td").eq(2);
  expect(visitor.text(promoPrice.find("s"))).toBe(rupiah(promo.price));
  expect(visitor.text(promoPrice)).toContain(`${promo.discount}%`);
  expect(visitor.text(promoPrice)).toContain(rupiah(promo.price_after_discount));

  // Order 9 ships its lines in parts: each line names its planned quantities.
  const partial = (await orderBody(request, 9)).data.data.transaction_detail[0];
  await visitor.goto("/profil/detailtransaksi?id_transaksi=9");
  expect(visitor.text(row(partial.name_product))).toContain(
    `Pengiriman bertahap: ${partial.shipping.map((part, index) => `Pengiriman ${index + 1}: ${part.qty} ${partial.unit}`).join(", ")}`,
  );
});

test("Log Transaksi lists every entry oldest first, dated in WITA", async ({ visitor, request }) => {
  const host = await hostSignIn(request, { id: 1, email: "demo@example.com", ...demo });
  const log = (await (
    await request.get("/admin-host/api/transaction/log/7", {
      headers: { Authorization: `Bearer ${host.token}` },
    })
  ).json()) as {
    log: {
      section_change: string;
      name_section_change: string;
      created_at: string;
      section_nego: number | null;
    }[];
  };
  await signIn(visitor, demo, "/profil/detailtransaksi?id_transaksi=7");
  await visitor.follow("Log Transaksi");
  expect(visitor.url.pathname + visitor.url.search).toBe("/profil/detailtransaksi/log?id_transaksi=7");
  expect(current(visitor, "Log Transaksi")).toBe("page");
  const entries = '[data-testid="log-entry"]';
  // One item per entry, a negotiation round's price lines sharing one table.
  const titles = log.log
    .filter((entry, index, all) => {
      const previous = all[index - 1];
      return !(
        entry.section_change === "price" &&
        previous?.section_change === "price" &&
        previous.section_nego === entry.section_nego
      );
    })
    .map((entry) => entry.name_section_change);
  expect(texts(visitor, `${entries} h3`)).toEqual(titles);
  expect(titles[0]).toBe("Pembuatan Order");
  expect(titles).toContain("Permintaan Nego tahap 1");
  expect(titles).toContain("Nego Ongkir");
  expect(titles).toContain("Perubahan Status");
  const entry = (text: string) => visitor.$(entries).filter((_, el) => visitor.$(el).text().includes(text));
  expect(visitor.text(visitor.$(entries).first().find("time"))).toBe(wita(log.log[0].created_at));
  expect(visitor.text(visitor.$(entries).first())).toContain("Total Pembayaran: Rp. ");
  expect(
    entry("Permintaan Nego tahap 1")
      .find("th")
      .toArray()
      .map((th) => visitor.text(visitor.$(th))),
  ).toEqual(["Nama Produk", "Harga Lama", "Harga Nego"]);
  const badges = entry("Perubahan Status").first().find(".status-badge").toArray();
  expect(badges.map((badge) => visitor.text(visitor.$(badge)))).toEqual(["Pending", "Confirmed"]);
});

test("a hidden tab falls back to Detail Pesanan", async ({ visitor }) => {
  // Order 2 is confirmed and never negotiated: no Negosiasi, Komplain or Ulasan.
  await signIn(visitor, demo, "/profil/detailtransaksi/ulasan?id_transaksi=2");
  expect(visitor.url.pathname + visitor.url.search).toBe("/profil/detailtransaksi?id_transaksi=2");
  expect(current(visitor, "Detail Pesanan")).toBe("page");
  expect(hasLink(visitor, "Ulasan")).toBe(false);
  expect(texts(visitor, "h2, h3")).toContain("Informasi Pembeli");
});

test("an old ?tab= address leads to the tab's own, keeping the order and the modal", async ({ visitor }) => {
  await signIn(visitor, demo, "/profil/transaksi");
  const moved = await visitor.fetch("/profil/detailtransaksi?tab=pembayaran&id_transaksi=7&modal=bukti");
  expect(moved.status).toBe(301);
  expect(moved.headers.get("location")).toBe("/profil/detailtransaksi/pembayaran?id_transaksi=7&modal=bukti");
  await visitor.goto("/profil/detailtransaksi?id_transaksi=7&tab=log");
  expect(visitor.url.pathname + visitor.url.search).toBe("/profil/detailtransaksi/log?id_transaksi=7");
  expect(current(visitor, "Log Transaksi")).toBe("page");
});

test("another buyer's order, an unknown id and a non-number are a 404 showing nothing of an order", async ({
  visitor,
  request,
}) => {
  const orders = await demoOrders(request);
  const demoOrder = orders.find((order) => order.id === 7)!;
  await signIn(visitor, demo2, "/profil/transaksi");
  // Every tab's address (the old ?tab= one leads to its own first), each read as the other buyer.
  const addresses = [
    ...["7", "7&tab=log", "999999", "abc", "-3", "1.5", ""].map((query) => `?id_transaksi=${query}`),
    ...["negosiasi", "penerimaan", "pembayaran", "komplain", "ulasan", "log"].map(
      (tab) => `/${tab}?id_transaksi=7`,
    ),
  ];
  for (const address of addresses) {
    await visitor.goto(`/profil/detailtransaksi${address}`);
    expect(visitor.status, address).toBe(404);
    expect(texts(visitor, "h1, h2"), address).toContain("Halaman tidak ditemukan");
    expect(visitor.text(), address).not.toContain(demoOrder.invoice);
  }
  await visitor.goto("/profil/detailtransaksi/cetak?id_transaksi=7");
  expect(visitor.status).toBe(404);
  expect(visitor.text()).not.toContain(demoOrder.invoice);
  // demo2's own list does not hold demo's orders.
  await visitor.goto("/profil/transaksi");
  expect(visitor.text('[data-testid="order-table"]')).not.toContain(demoOrder.invoice);
});

test("the printable order: shop, invoice, buyer, SPK, lines, totals in words, no menus and no JavaScript", async ({
  visitor,
  request,
}) => {
  const answer = await orderBody(request, 11);
  const settings = (
    (await (await request.get("/admin-host/api/setting")).json()) as { data: { address: string } }
  ).data;
  await signIn(visitor, demo, "/profil/detailtransaksi?id_transaksi=11");
  await visitor.follow("Cetak");
  expect(visitor.url.pathname + visitor.url.search).toBe("/profil/detailtransaksi/cetak?id_transaksi=11");
  expect(visitor.status).toBe(200);
  expect(visitor.page.headers.get("cache-control")).toBe("private, no-store");
  const printed = ".print-order";
  expect(texts(visitor, `${printed} :header`)).toContain("Toko Pengadaan");
  expect(visitor.text(printed)).toContain(settings.address);
  expect(visitor.text(printed)).toContain(`Pesanan ${answer.data.invoice}`);
  expect(visitor.text(printed)).toContain("Status: Confirm");
  expect(texts(visitor, `${printed} :header`)).toContain("Data Anggaran (SPK)");
  expect(visitor.text(printed)).toContain("Pagu Anggaran");
  for (const line of answer.data.data.transaction_detail)
    expect(visitor.text(printed)).toContain(line.name_product);
  expect(visitor.text('[data-testid="print-grand-total"]')).toBe(rupiah(answer.data.data.grand_total));
  expect(visitor.text('[data-testid="print-words"]')).toMatch(/^Terbilang: [A-Z][a-z ]+ rupiah$/);
  // No site chrome and no scripts at all.
  expect(visitor.$("header.site-header, .bottom-bar, .profile-menu, footer")).toHaveLength(0);
  expect(visitor.$("script")).toHaveLength(0);
});

test("Unduh Excel downloads the orders as shown, as a private workbook with an orders and a lines sheet", async ({
  visitor,
  request,
}) => {
  const orders = await demoOrders(request);
  await signIn(visitor, demo, "/profil/transaksi?search=payment");
  const expected = orders.filter((order) => order.status.includes("payment"));
  await visitor.follow("Unduh Excel");
  const { headers, body } = visitor.page;
  expect(visitor.status).toBe(200);
  expect(headers.get("cache-control")).toBe("private, no-store");
  expect(headers.get("content-type")).toBe(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  expect(headers.get("content-disposition")).toContain(`filename="${transactionWorkbookName()}"`);
  await expectTransactionWorkbook(body, expected);
});

test("Beli lagi puts the order's products back in the cart and says which could not be added", async ({
  visitor,
  request,
}) => {
  // This file's only user of the product: it is disabled for a moment, and enabled again.
  const productId = 61;
  const buyer = (await operator<{ data: HostBuyer }>(request, "POST", "customers", { with_address: true }))
    .data;
  const host = await hostSignIn(request, buyer);
  await placeOrder(request, host, productId, 3);
  const [order] = (await (
    await request.get(`/admin-host/api/transaction/list-transaction/${buyer.id}`, {
      headers: { Authorization: `Bearer ${host.token}` },
    })
  ).json()) as { id: number }[];
  const name = await productName(request, productId);
  const qty = () =>
    visitor
      .$("tbody tr")
      .filter((_, tr) => visitor.$(tr).text().includes(name))
      .find('input[name="qty"]')
      .attr("value");

  await signIn(visitor, buyer, `/profil/detailtransaksi?id_transaksi=${order.id}`);
  await visitor.press("Beli lagi");
  expect(visitor.url.pathname).toBe("/keranjang-belanja");
  expect(visitor.text(".toast")).toContain("Produk pesanan ini telah dimasukkan ke keranjang");
  expect(qty()).toBe("3");

  // The cart's own rules apply: a disabled product is refused and named.
  await operator(request, "POST", `products/${productId}`, { status: "disabled" });
  try {
    await visitor.goto(`/profil/detailtransaksi/log?id_transaksi=${order.id}`);
    await visitor.press("Beli lagi");
    expect(visitor.url.pathname).toBe("/keranjang-belanja");
    expect(visitor.text(".toast")).toContain("Produk pesanan ini tidak dapat dimasukkan ke keranjang");
    expect(visitor.text(".toast")).toContain(`${name}: Produk dinonaktifkan`);
  } finally {
    await operator(request, "POST", `products/${productId}`, { status: "enabled" });
  }
  await visitor.reload();
  expect(qty()).toBe("3");
});

test("a tab whose read fails shows its error under the order's head, tabs and the account menu", async ({
  visitor,
  request,
}) => {
  await signIn(visitor, demo, "/profil/detailtransaksi?id_transaksi=7");
  await setHostFault(request, "error500", "/transaction/log");
  await visitor.follow("Log Transaksi");
  expect(visitor.text('[data-testid="tab-error"]')).toContain("Server toko sedang sibuk");
  expect(visitor.$('[data-testid="order-invoice"]')).toHaveLength(1);
  expect(current(visitor, "Log Transaksi")).toBe("page");
  expect(hasLink(visitor, "Daftar Transaksi")).toBe(true);
  await setHostFault(request, "none");
  // The other tabs still open.
  await visitor.follow("Detail Pesanan");
  expect(visitor.$('[data-testid="order-lines"]')).toHaveLength(1);
});
