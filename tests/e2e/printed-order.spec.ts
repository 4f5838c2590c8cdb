// The printable order on a screen and on paper (issue 21, item 14): at 360 px every column of
// the product lines is readable without scrolling sideways (label: value rows), at 1366 px and
// on A4 they are one table row per line. The demo buyer's order 7 (three lines) is only read.
import type { Page } from "@playwright/test";
import { expect, ONCE, signIn, test } from "./support";
import { overflow } from "./support/page-checks";
import { demo } from "../support/demo-orders";
const PRINT = "/profil/detailtransaksi/cetak?id_transaksi=7";
const COLUMNS = ["No", "Produk", "Jumlah", "Harga Satuan", "Subtotal"];

const lines = (page: Page) => page.getByRole("region", { name: "Rincian Produk" }).locator("tbody tr");

/** Each cell of a line: its box and the column name its ::before shows (none in a table). */
function cellsOf(page: Page, index: number) {
  return lines(page)
    .nth(index)
    .locator("td")
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const box = cell.getBoundingClientRect();
        const label = getComputedStyle(cell, "::before").content;
        return {
          left: box.left,
          right: box.right,
          top: Math.round(box.top),
          label: label === "none" ? null : label.replaceAll('"', ""),
          text: cell.textContent?.trim() ?? "",
        };
      }),
    );
}

// The printable page carries no script, so JavaScript on or off shows the same: run once.
test(
  "the product lines: label and value rows at 360 px, a table at 1366 px and on A4",
  ONCE,
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, demo, PRINT);
    await page.goto(PRINT);
    await expect(lines(page)).toHaveCount(3);
    expect(await overflow(page)).toBeNull();
    for (const index of [0, 1, 2]) {
      const cells = await cellsOf(page, index);
      // Every column, named and whole within the screen: the Subtotal no longer cut.
      expect(cells.map((cell) => cell.label)).toEqual(COLUMNS);
      for (const cell of cells) {
        expect(cell.left, cell.text).toBeGreaterThanOrEqual(0);
        expect(cell.right, cell.text).toBeLessThanOrEqual(360);
      }
      expect(cells[4].text).toMatch(/^Rp\. [\d.]+$/);
    }
    await expect(page.getByRole("columnheader", { name: "Subtotal" })).toBeHidden();

    // A desktop screen: the column heads, each line's cells side by side.
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(page.getByRole("columnheader", { name: "Subtotal" })).toBeVisible();
    const wide = await cellsOf(page, 0);
    expect(new Set(wide.map((cell) => cell.top)).size).toBe(1);
    expect(wide.map((cell) => cell.label)).toEqual([null, null, null, null, null]);
    expect(await overflow(page)).toBeNull();

    // Paper: A4's printable width (180 mm, 680 px) is under the phones' breakpoint, and yet the
    // lines print as a table, the hint above the sheet left out.
    await page.setViewportSize({ width: 680, height: 962 });
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("columnheader", { name: "Subtotal" })).toBeVisible();
    const printed = await cellsOf(page, 0);
    expect(new Set(printed.map((cell) => cell.top)).size).toBe(1);
    expect(printed.map((cell) => cell.label)).toEqual([null, null, null, null, null]);
    await expect(page.locator(".print-hint")).toBeHidden();
  },
);
