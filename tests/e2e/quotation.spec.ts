// Cetak Penawaran (issue 24), with JavaScript on and off, at 360 px and 1366 px: two ticked cart
// lines become a quotation whose every figure matches checkout's totals for the same lines; its
// .xlsx holds the same table; ten lines print on one A4 page.
import ExcelJS from "exceljs";
import type { Page } from "@playwright/test";
import { cartLines, cartRow, hostSignIn, productName, putInCart } from "./cart.helpers";
import { expect, signIn, test } from "./support";
import { axeViolations, axeWidth, overflow } from "./support/page-checks";

const PLAIN = 12;
const PROMO = 14;
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];

const amount = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? "").replace(/\D/g, ""));

async function tick(page: Page, names: string[]) {
  await page.goto("/keranjang-belanja");
  for (const name of names) await cartRow(page, name).getByRole("checkbox").check();
}

test.use({ buyerWithAddress: true });

for (const viewport of WIDTHS) {
  test(`quotation at ${viewport.width} px: figures as checkout, .xlsx read back`, async ({
    page,
    request,
    buyer,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const host = await hostSignIn(request, buyer);
    await putInCart(request, host, PLAIN, 3);
    await putInCart(request, host, PROMO, 2);
    const names = [await productName(request, PLAIN), await productName(request, PROMO)];
    await signIn(page, buyer);

    await tick(page, names);
    await page.getByRole("button", { name: "Cetak Penawaran" }).click();
    await page.waitForURL(/\/keranjang-belanja\/penawaran\?pilih=\d+&pilih=\d+/);
    const rows = page.getByTestId("quotation-line");
    await expect(rows).toHaveCount(2);
    const quoted = {
      total: await amount(page, "quotation-total"),
      ppn: await amount(page, "quotation-ppn"),
      grand: await amount(page, "quotation-grand-total"),
    };
    const lines = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "")),
    );
    const number = (await page.getByTestId("quotation-number").textContent())!;
    expect(number).toMatch(/^SPH\/\d{8}\/\d+-[0-9A-Z]+$/);
    await expect(page.getByTestId("quotation-satker")).not.toHaveText("-");
    await expect(page.getByTestId("quotation-words")).toContainText("rupiah");
    await expect(page.getByText("Ongkos kirim belum termasuk")).toBeVisible();
    // Each line names its product's unit, as the host's product page gives it.
    const units = await Promise.all(
      [PLAIN, PROMO].map(async (id) => {
        const answer = await request.get(`/admin-host/api/product/${id}`);
        return ((await answer.json()) as { data: { unit: { name: string } } }).data.unit.name;
      }),
    );
    expect(lines.map((cells) => cells[3])).toEqual(units);
    // Sum of the lines as shown, promo price included.
    const subtotals = lines.map((cells) => Number(cells[5].replace(/\D/g, "")));
    expect(subtotals.reduce((a, b) => a + b, 0)).toBe(quoted.total);
    expect(await overflow(page)).toBeNull();
    if (viewport.width === axeWidth()) expect(await axeViolations(page)).toEqual([]);

    // The .xlsx beside it holds the same table.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("quotation-xlsx").click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet("Penawaran")!;
    const values: (string | number)[][] = [];
    sheet.eachRow((row) => values.push((row.values as (string | number)[]).slice(1)));
    const at = (label: string) => values.find((row) => row[0] === label || row[4] === label);
    expect(at("Nomor")?.[1]).toBe(number);
    const header = values.findIndex((row) => row[0] === "No");
    expect(values.slice(header + 1, header + 3).map((row) => [row[1], row[2], row[5]])).toEqual(
      lines.map((cells, index) => [cells[1], Number(cells[2]), subtotals[index]]),
    );
    expect(at("Total Harga")?.[5]).toBe(quoted.total);
    expect(at("PPN 11%")?.[5]).toBe(quoted.ppn);
    expect(at("Total")?.[5]).toBe(quoted.grand);

    // Checkout of the same two lines: the same figures before shipping.
    await tick(page, names);
    await page.getByRole("button", { name: "Checkout" }).click();
    await page.waitForURL(/\/checkout/);
    expect(await amount(page, "total-price")).toBe(quoted.total);
    expect(await amount(page, "total-ppn")).toBe(quoted.ppn);
    expect(await amount(page, "grand-total")).toBe(quoted.grand);
    expect(quoted.grand).toBe(quoted.total + quoted.ppn);

    // Signed in only, never stored; another buyer's cart lines quote nothing.
    const response = await page.request.get("/keranjang-belanja/penawaran?pilih=1");
    expect(new URL(response.url()).pathname).toBe("/keranjang-belanja");
  });
}

test("ten lines print on one A4 page", async ({ page, request, buyer }) => {
  test.setTimeout(90_000);
  const host = await hostSignIn(request, buyer);
  // In stock and enabled in the demo data (5 has no stock, 7 is disabled).
  for (const id of [1, 2, 3, 4, 6, 8, 9, 10, 11, 12]) await putInCart(request, host, id, 2);
  const ids = (await cartLines(request, host)).map((line) => line.id);
  expect(ids).toHaveLength(10);
  await signIn(page, buyer);
  const response = await page.goto(
    `/keranjang-belanja/penawaran?${ids.map((id) => `pilih=${id}`).join("&")}`,
  );
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("quotation-line")).toHaveCount(10);
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});
