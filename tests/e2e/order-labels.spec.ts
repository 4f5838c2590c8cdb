// One label, one meaning on an order (issue 21, item 13), with JavaScript (without it in
// tests/http/order-labels.spec.ts): the summary's 'Total Harga' is the goods, 'Total Tagihan'
// the whole bill in the summary, the confirmation section and the printed order alike; 'Nama
// Instansi' is the customer's name and 'Instansi' the institution, as on the profile form.
import type { Locator } from "@playwright/test";
import { createBuyer, expect, ONCE, signIn, test } from "./support";
import { hostOrder, hostToken, placeOrder } from "./support/orders";

const rupiah = (amount: number) => `Rp. ${amount.toLocaleString("id-ID")}`;

/** The value beside a label in a <dl> (the label matched whole). */
const valueOf = (list: Locator, label: string) =>
  list.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("+ dd");

test(
  "the goods total, the bill and the institution keep their labels across the order's views",
  ONCE,
  async ({ page, request }) => {
    const buyer = await createBuyer(request, true);
    const id = await placeOrder(request, await hostToken(request, buyer), { qty: 3 });
    const order = (await hostOrder(request, id)).data.data;
    const data = order as typeof order & {
      total_price: number;
      customer: { name: string; instance_name: string };
    };
    expect(data.grand_total).toBeGreaterThan(data.total_price);
    await signIn(page, buyer, `/profil/detailtransaksi?id_transaksi=${id}`);

    const summary = page.getByTestId("order-summary");
    await expect(valueOf(summary, "Total Harga \\(\\d+ barang\\)")).toHaveText(rupiah(data.total_price));
    await expect(valueOf(summary, "Total Tagihan")).toHaveText(rupiah(data.grand_total));

    // The confirmation section: the same sum under the same name, the goods total nowhere.
    const confirmation = page.locator("#konfirmasi");
    await expect(valueOf(confirmation, "Total Tagihan")).toHaveText(rupiah(data.grand_total));
    await expect(confirmation.locator("dt", { hasText: "Total Harga" })).toHaveCount(0);
    await expect(valueOf(confirmation, "Instansi")).toHaveText(data.customer.instance_name);
    await expect(confirmation.locator("dt", { hasText: "Nama Instansi" })).toHaveCount(0);

    // The printed order: 'Nama Instansi' the name, 'Instansi' the institution, the same totals.
    await page.goto(`/profil/detailtransaksi/cetak?id_transaksi=${id}`);
    const buyerPairs = page.getByRole("region", { name: "Pembeli" });
    await expect(valueOf(buyerPairs, "Nama Instansi")).toHaveText(data.customer.name);
    await expect(valueOf(buyerPairs, "Instansi")).toHaveText(data.customer.instance_name);
    const totals = page.locator(".print-totals");
    await expect(valueOf(totals, "Total Harga \\(\\d+ barang\\)")).toHaveText(rupiah(data.total_price));
    await expect(valueOf(totals, "Total Tagihan")).toHaveText(rupiah(data.grand_total));
  },
);
