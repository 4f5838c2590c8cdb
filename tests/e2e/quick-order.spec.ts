// Pesan Cepat (issue 33) in Chromium: both steps at 360 and 1366 px without sideways overflow and
// without axe violations, with JavaScript on and off. With JavaScript the list goes by the upload
// script (XMLHttpRequest) and the preview answers quantities and removals on the page itself, no
// request sent. The journeys without JavaScript are tests/http/quick-order.spec.ts.
import type { Page } from "@playwright/test";
import { cartLines, hostSignIn, putInCart } from "./cart.helpers";
import { expect, signIn, test } from "./support";
import { axeViolations, axeWidth, overflow } from "./support/page-checks";
import { PNG_1PX } from "./support/payments";

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** At both widths: nothing wider than the screen; axe at the width the project stands for. */
async function checkLayout(page: Page) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    expect(await overflow(page), `${viewport.width} px`).toBeNull();
    if (viewport.width === axeWidth()) expect(await axeViolations(page)).toEqual([]);
  }
}

test("Pesan Cepat at 360 and 1366 px: the list, a refused file, the preview, into the cart", async ({
  page,
  request,
  buyer,
}) => {
  // Two widths, axe, three posts and a cart check: about 20 s beside another worker.
  test.setTimeout(60_000);
  const scripts = test.info().project.use.javaScriptEnabled;
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, 1, 2);
  await signIn(page, buyer, "/keranjang-belanja");
  await page.getByRole("link", { name: "Pesan Cepat" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pesan Cepat");
  await checkLayout(page);

  // A picture named .xlsx passes the browser's check by name; the server's by content refuses it.
  const list = page.getByLabel("Daftar produk");
  const long = "Kertas HVS A4 70 gram untuk mencetak laporan pertanggungjawaban satker tahun anggaran 2027";
  await list.fill(`1; 3\nKertas HVS; 1\n7; 1\n${long}; 2\n9; 1`);
  await page.getByLabel("Berkas .xlsx (opsional)").setInputFiles({
    name: "daftar.xlsx",
    mimeType: XLSX,
    buffer: PNG_1PX,
  });
  await page.getByRole("button", { name: "Lihat Pratinjau" }).click();
  await expect(page.locator("#pesan-cepat-berkas-error")).toHaveText("Format berkas hanya .xlsx (Excel)");
  await expect(list).toHaveValue(/^1; 3/);
  await checkLayout(page);

  await page.getByLabel("Berkas .xlsx (opsional)").setInputFiles([]);
  await page.getByRole("button", { name: "Lihat Pratinjau" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pratinjau Pesan Cepat");
  const lines = page.locator(".quick-order-line");
  await expect(lines).toHaveCount(5);
  await expect(lines.nth(0).locator("p")).toHaveText("Siap");
  await expect(lines.nth(1).locator("legend")).toHaveText("Beberapa produk cocok, pilih satu:");
  await expect(lines.nth(2).locator("p")).toHaveText("Produk dinonaktifkan");
  await expect(lines.nth(3).locator("p")).toHaveText("Produk tidak ditemukan ..");
  await checkLayout(page);

  if (scripts) {
    // Live: a quantity past the stock, a choice, a removal, all without a request.
    const posts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST") posts.push(sent.url());
    });
    await page.getByLabel("Jumlah Baris 1").fill("100000");
    await expect(lines.nth(0).locator("p")).toHaveText(/^Kamu telah memasukan 2 barang/);
    await page.getByLabel("Jumlah Baris 1").fill("3");
    await expect(lines.nth(0).locator("p")).toHaveText("Siap");
    await lines
      .nth(1)
      .getByRole("radio", { name: /Kertas HVS F4/ })
      .check();
    await expect(lines.nth(1).locator("p")).toHaveText("Siap");
    await page.getByRole("button", { name: "Hapus Baris 3" }).click();
    await page.getByRole("button", { name: "Hapus Baris 4" }).click();
    await expect(lines).toHaveCount(3);
    expect(posts).toEqual([]);
  } else {
    await page.getByRole("button", { name: "Hapus baris bermasalah" }).click();
    await expect(lines).toHaveCount(2);
  }
  await page.getByRole("button", { name: "Tambah ke Keranjang" }).click();
  await page.waitForURL(/\/keranjang-belanja\?pilih=/);
  const cart = Object.fromEntries(
    (await cartLines(request, host)).map((line) => [line.product_id, line.qty]),
  );
  expect(cart).toEqual(scripts ? { 1: 5, 2: 1, 9: 1 } : { 1: 5, 9: 1 });
});
