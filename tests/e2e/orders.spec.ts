// Orders in the account area: the transaction list and dashboard table, the order detail's
// frame (Detail Pesanan, Log Transaksi, tab visibility, a failed tab, the loading skeleton),
// 404s, the printable order, the .xlsx export and "Beli lagi". The demo buyer's 15 seeded orders
// are only read. Without JavaScript these journeys are HTTP conversations (tests/http/orders.spec.ts),
// except the transaction list, the canary that still runs in Chromium with JavaScript off.
import { readFile } from "node:fs/promises";
import { hostSignIn, placeOrder, productName, type HostBuyer } from "./cart.helpers";
import { expect, ONCE, operator, signIn, test } from "./support";
import type { Page } from "@playwright/test";

import {
  demo,
  demoOrders,
  expectTransactionWorkbook,
  LABELS,
  orderBody,
  PAID,
  transactionWorkbookName,
  wita,
} from "../support/demo-orders";

const table = (page: Page) => page.getByTestId("order-table");
const invoicesShown = (page: Page) => table(page).locator("tbody tr td:nth-child(2)");
const numbersShown = (page: Page) => table(page).locator("tbody tr td:nth-child(1)");

/** Submits the list's GET form: with JS the page-size select submits itself. */
async function choosePageSize(page: Page, size: string, javaScriptEnabled: boolean) {
  await page.getByLabel("Jumlah baris per halaman").selectOption(size);
  if (!javaScriptEnabled)
    await page.locator("form.order-controls").getByRole("button", { name: "Cari" }).click();
}

async function search(page: Page, text: string) {
  await page.getByLabel("Cari transaksi").fill(text);
  await page.locator("form.order-controls").getByRole("button", { name: "Cari" }).click();
}

test("the transaction list: newest first, numbered, page size, paging and search in the URL", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const orders = await demoOrders(request);
  expect(orders).toHaveLength(15);
  await signIn(page, demo, "/profil/transaksi");
  await expect(page.getByRole("heading", { name: "Daftar Transaksi" })).toBeVisible();
  await expect(table(page).locator("thead th")).toHaveText([
    "No",
    "ID Pembelian",
    "Tanggal",
    "Status",
    "Aksi",
  ]);

  // Default page size 5, newest first, numbered from 1.
  await expect(table(page).locator("tbody tr")).toHaveCount(5);
  await expect(invoicesShown(page)).toHaveText(orders.slice(0, 5).map((order) => order.invoice));
  await expect(numbersShown(page)).toHaveText(["1", "2", "3", "4", "5"]);
  const first = table(page).locator("tbody tr").first();
  await expect(first.locator("td").nth(2)).toHaveText(/^\d{2} [A-Z][a-z]+ \d{4}$/);
  await expect(first.locator(".status-badge")).toHaveText(LABELS[orders[0].status]);
  await expect(first.getByRole("link", { name: /Detail/ })).toHaveAttribute(
    "href",
    `/profil/detailtransaksi?id_transaksi=${orders[0].id}`,
  );
  await expect(page.getByText("Data ke 1 - 5 dari 15 data")).toBeVisible();

  // Paging: page 3 holds rows 11-15.
  await page.getByRole("link", { name: "Halaman 3" }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(numbersShown(page)).toHaveText(["11", "12", "13", "14", "15"]);
  await expect(invoicesShown(page)).toHaveText(orders.slice(10).map((order) => order.invoice));

  // Changing the page size returns to page 1.
  await choosePageSize(page, "10", javaScriptEnabled);
  await expect(page).toHaveURL(/limit=10/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(table(page).locator("tbody tr")).toHaveCount(10);
  await page.getByRole("link", { name: "Halaman berikutnya" }).click();
  await expect(numbersShown(page)).toHaveText(["11", "12", "13", "14", "15"]);

  // Search by status (raw value or label), by invoice, by date; a new search starts on page 1.
  await search(page, "payment");
  await expect(page).not.toHaveURL(/page=/);
  const paymentStatuses = orders.filter((order) => order.status.includes("payment"));
  await expect(invoicesShown(page)).toHaveText(paymentStatuses.map((order) => order.invoice));
  await search(page, "prosess");
  await expect(invoicesShown(page)).toHaveText(
    orders.filter((order) => order.status === "payment_process").map((order) => order.invoice),
  );
  await search(page, orders[7].invoice);
  await expect(invoicesShown(page)).toHaveText([orders[7].invoice]);
  const shownDate = wita(orders[0].created_at).split(" ").slice(0, 3).join(" ");
  await search(page, shownDate);
  await expect(table(page).locator("tbody tr")).toHaveCount(10);
  await search(page, "tidak-ada-transaksi-ini");
  await expect(table(page).locator("tbody")).toHaveText("Data tidak ditemukan");
});

test(
  "the dashboard shows the institution data with the transaction table below",
  ONCE,
  async ({ page, request }) => {
    const orders = await demoOrders(request);
    await signIn(page, demo, "/profil/beranda");
    await expect(page.getByRole("heading", { name: "Beranda", level: 1 })).toBeVisible();
    await expect(page.getByText("Pemerintah Provinsi Bali").first()).toBeVisible();
    await expect(invoicesShown(page)).toHaveText(orders.slice(0, 5).map((order) => order.invoice));
    await page.getByRole("link", { name: "Halaman 2" }).click();
    await expect(page).toHaveURL(/\/profil\/beranda\?page=2/);
    await expect(numbersShown(page)).toHaveText(["6", "7", "8", "9", "10"]);
  },
);

test("the bottom bar and the profile menu reach the transaction list", ONCE, async ({ page }) => {
  await signIn(page, demo, "/profil/beranda");
  await page
    .getByRole("navigation", { name: "Menu akun" })
    .getByRole("link", { name: "Daftar Transaksi" })
    .click();
  await expect(page).toHaveURL(/\/profil\/transaksi$/);
  await expect(page.getByRole("heading", { name: "Daftar Transaksi" })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Navigasi bawah" })
    .getByRole("link", { name: "Transaksi" })
    .click();
  await expect(page).toHaveURL(/\/profil\/transaksi$/);
  await expect(table(page)).toBeVisible();
});

test("every status's order opens with its badge, its tabs and its lines", ONCE, async ({ page, request }) => {
  const orders = await demoOrders(request);
  await signIn(page, demo, "/profil/transaksi");
  for (const order of [...orders].reverse()) {
    const detail = await orderBody(request, order.id);
    const negotiated = detail.negotiations.length > 0;
    await page.goto(`/profil/detailtransaksi?id_transaksi=${order.id}`);
    await expect(page.getByTestId("order-invoice")).toHaveText(order.invoice);
    await expect(page.locator(".order-head .status-badge")).toHaveText(LABELS[order.status]);
    const expectedTabs = [
      "Detail Pesanan",
      ...(negotiated ? ["Negosiasi"] : []),
      "Penerimaan",
      "Pembayaran",
      ...(PAID.includes(order.status) ? ["Komplain", "Ulasan"] : []),
      "Log Transaksi",
    ];
    await expect(page.getByRole("navigation", { name: "Tab transaksi" }).getByRole("link")).toHaveText(
      expectedTabs,
    );
    await expect(page.getByRole("link", { name: "Detail Pesanan" })).toHaveAttribute("aria-current", "page");
    for (const line of detail.data.data.transaction_detail) {
      await expect(page.getByTestId("order-lines")).toContainText(line.name_product);
    }
    await expect(page.getByTestId("order-grand-total")).toHaveText(/^Rp\. [\d.]+$/);
    // The confirmation notice only for a confirmed order without negotiation.
    await expect(page.getByRole("note")).toHaveCount(order.status === "confirmed" && !negotiated ? 1 : 0);
  }
});

test(
  "Detail Pesanan shows buyer, shipping, discounted and negotiated prices and the summary",
  ONCE,
  async ({ page, request }) => {
    // Order 7: three negotiation rounds accepted; the shipping cost was negotiated too.
    const answer = await orderBody(request, 7);
    const order = answer.data.data;
    const rupiah = (value: number) => `Rp. ${value.toLocaleString("id-ID")}`;
    await signIn(page, demo, "/profil/detailtransaksi?id_transaksi=7");
    await expect(page.getByRole("heading", { name: "Informasi Pembeli" })).toBeVisible();
    await expect(page.getByText(order.customer.instance_name).first()).toBeVisible();
    await expect(page.getByText(order.customer.nip)).toBeVisible();
    await expect(page.getByText(answer.data.address.name_receipt)).toBeVisible();
    const negotiatedLine = order.transaction_detail.find((line) => line.price_nego !== null)!;
    await expect(
      page
        .getByTestId("order-lines")
        .locator("tr", { hasText: negotiatedLine.name_product })
        .locator("td")
        .nth(3),
    ).toHaveText(rupiah(negotiatedLine.price_nego!));
    const summary = page.getByTestId("order-summary");
    await expect(summary).toContainText(
      `${rupiah(order.shipping_cost)} ${rupiah(order.shipping_cost_nego!)}`,
    );
    await expect(summary.locator("s").nth(1)).toHaveText(rupiah(order.shipping_cost));
    await expect(page.getByTestId("order-grand-total")).toHaveText(rupiah(order.grand_total));
    await expect(page.getByRole("button", { name: "Cetak" })).toHaveAttribute(
      "href",
      "/profil/detailtransaksi/cetak?id_transaksi=7",
    );

    // Order 3 has a promo line: the normal price struck through beside the discount percent.
    const promo = (await orderBody(request, 3)).data.data.transaction_detail.find(
      (line) => line.discount > 0,
    )!;
    await page.goto("/profil/detailtransaksi?id_transaksi=3");
    const promoPrice = page
      .getByTestId("order-lines")
      .locator("tr", { hasText: promo.name_product })
      .locator("td")
      .nth(2);
    await expect(promoPrice.locator("s")).toHaveText(rupiah(promo.price));
    await expect(promoPrice).toContainText(`${promo.discount}%`);
    await expect(promoPrice).toContainText(rupiah(promo.price_after_discount));

    // Order 9 ships its lines in parts: each line names its planned quantities.
    const partial = (await orderBody(request, 9)).data.data.transaction_detail[0];
    await page.goto("/profil/detailtransaksi?id_transaksi=9");
    await expect(
      page.getByTestId("order-lines").locator("tr", { hasText: partial.name_product }),
    ).toContainText(
      `Pengiriman bertahap: ${partial.shipping.map((part, index) => `Pengiriman ${index + 1}: ${part.qty} ${partial.unit}`).join(", ")}`,
    );
  },
);

test("Log Transaksi lists every entry oldest first, dated in WITA", ONCE, async ({ page, request }) => {
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
  await signIn(page, demo, "/profil/detailtransaksi?id_transaksi=7");
  await page.getByRole("link", { name: "Log Transaksi" }).click();
  await expect(page).toHaveURL(/\/detailtransaksi\/log\?id_transaksi=7$/);
  await expect(page.getByRole("link", { name: "Log Transaksi" })).toHaveAttribute("aria-current", "page");
  const entries = page.getByTestId("log-entry");
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
  await expect(entries.locator("h3")).toHaveText(titles);
  expect(titles[0]).toBe("Pembuatan Order");
  expect(titles).toContain("Permintaan Nego tahap 1");
  expect(titles).toContain("Nego Ongkir");
  expect(titles).toContain("Perubahan Status");
  await expect(entries.first().locator("time")).toHaveText(wita(log.log[0].created_at));
  await expect(entries.first()).toContainText("Total Pembayaran: Rp. ");
  await expect(entries.filter({ hasText: "Permintaan Nego tahap 1" }).locator("th")).toHaveText([
    "Nama Produk",
    "Harga Lama",
    "Harga Nego",
  ]);
  await expect(entries.filter({ hasText: "Perubahan Status" }).first().locator(".status-badge")).toHaveText([
    "Pending",
    "Confirmed",
  ]);
});

test("a hidden tab falls back to Detail Pesanan", ONCE, async ({ page }) => {
  // Order 2 is confirmed and never negotiated: no Negosiasi, Komplain or Ulasan.
  await signIn(page, demo, "/profil/detailtransaksi/ulasan?id_transaksi=2");
  await expect(page).toHaveURL(/\/profil\/detailtransaksi\?id_transaksi=2$/);
  await expect(page.getByRole("link", { name: "Detail Pesanan" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Ulasan" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Informasi Pembeli" })).toBeVisible();
});

test(
  "an old ?tab= address leads to the tab's own, keeping the order and the modal",
  ONCE,
  async ({ page }) => {
    await signIn(page, demo, "/profil/transaksi");
    const moved = await page.request.get(
      "/profil/detailtransaksi?tab=pembayaran&id_transaksi=7&modal=bukti",
      {
        maxRedirects: 0,
      },
    );
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/profil/detailtransaksi/pembayaran?id_transaksi=7&modal=bukti");
    await page.goto("/profil/detailtransaksi?id_transaksi=7&tab=log");
    await expect(page).toHaveURL(/\/profil\/detailtransaksi\/log\?id_transaksi=7$/);
    await expect(page.getByRole("link", { name: "Log Transaksi" })).toHaveAttribute("aria-current", "page");
  },
);

test(
  "Unduh Excel downloads the orders as shown, as a private workbook with an orders and a lines sheet",
  ONCE,
  async ({ page, request }) => {
    const orders = await demoOrders(request);
    await signIn(page, demo, "/profil/transaksi?search=payment");
    const expected = orders.filter((order) => order.status.includes("payment"));
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Unduh Excel" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(transactionWorkbookName());
    await expectTransactionWorkbook(await readFile(await download.path()), expected);

    const direct = await page.request.get("/profil/transaksi/unduh");
    expect(direct.headers()["cache-control"]).toBe("private, no-store");
    expect(direct.headers()["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
  },
);

test(
  "Beli lagi puts the order's products back in the cart and says which could not be added",
  ONCE,
  async ({ page, request }) => {
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

    await signIn(page, buyer, `/profil/detailtransaksi?id_transaksi=${order.id}`);
    await page.getByRole("button", { name: "Beli lagi" }).click();
    await expect(page).toHaveURL(/\/keranjang-belanja$/);
    await expect(page.locator(".toast")).toContainText("Produk pesanan ini telah dimasukkan ke keranjang");
    const row = page.locator("tbody tr", { hasText: name });
    await expect(row.locator('input[name="qty"]')).toHaveValue("3");

    // The cart's own rules apply: a disabled product is refused and named.
    await operator(request, "POST", `products/${productId}`, { status: "disabled" });
    try {
      await page.goto(`/profil/detailtransaksi/log?id_transaksi=${order.id}`);
      await page.getByRole("button", { name: "Beli lagi" }).click();
      await expect(page).toHaveURL(/\/keranjang-belanja$/);
      const toast = page.locator(".toast");
      await expect(toast).toContainText("Produk pesanan ini tidak dapat dimasukkan ke keranjang");
      await expect(toast).toContainText(`${name}: Produk dinonaktifkan`);
    } finally {
      await operator(request, "POST", `products/${productId}`, { status: "enabled" });
    }
    await expect(page.locator("tbody tr", { hasText: name }).locator('input[name="qty"]')).toHaveValue("3");
  },
);
