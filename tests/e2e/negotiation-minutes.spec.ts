// The Berita Acara Negosiasi and the draft Surat Pesanan on paper and on a phone (issue 33): on A4
// nothing is cut at the sheet's edge, the tools bar is not printed and a round, the result's table
// or the signatures never straddle two pages; at 360 px nothing runs off the screen and each
// signature's NIP stays on one line. Their content and journeys are HTTP conversations
// (tests/http/negotiation-minutes.spec.ts). The demo buyer's order 7 (three rounds, budget data) is
// only read.
import type { Page } from "@playwright/test";
import { expect, ONCE, signIn, test } from "./support";
import { overflow } from "./support/page-checks";
import { demo } from "../support/demo-orders";

const DOCUMENTS = [
  "/profil/detailtransaksi/berita-acara?id_transaksi=7",
  "/profil/detailtransaksi/surat-pesanan?id_transaksi=7",
];
/** A4's printable width at print.css's 15 mm margins: 180 mm at 96 px an inch. */
const A4_PRINTABLE = 680;

/** How far the sheet's widest box reaches past `width` (0 when all fit). */
const pastEdge = (page: Page, width: number) =>
  page
    .locator(".print-order")
    .evaluate(
      (sheet, edge) =>
        Math.max(
          0,
          ...[sheet, ...sheet.querySelectorAll("*")].map((el) => el.getBoundingClientRect().right - edge),
        ),
      width,
    );

// The pages carry no script, so JavaScript on or off shows the same: run once.
test(
  "on A4 nothing is cut and nothing straddles a page; at 360 px nothing runs off",
  ONCE,
  async ({ page }) => {
    await signIn(page, demo, "/profil/beranda");
    for (const path of DOCUMENTS) {
      await page.setViewportSize({ width: A4_PRINTABLE, height: 962 });
      await page.goto(path);
      await page.emulateMedia({ media: "print" });
      await expect(page.locator(".agreement-tools")).toBeHidden();
      expect(await pastEdge(page, A4_PRINTABLE), path).toBe(0);
      // The product lines are a table on paper, not a phone's label: value rows.
      await expect(page.getByRole("columnheader", { name: "Subtotal" })).toBeVisible();
      const unbreakable = page.locator(
        ".agreement-round, .agreement-result table, .agreement-totals, .agreement-signatures",
      );
      // At least the totals and the signatures; on the Berita Acara each round and the result too.
      expect(await unbreakable.count(), path).toBeGreaterThanOrEqual(2);
      for (const breakInside of await unbreakable.evaluateAll((boxes) =>
        boxes.map((box) => getComputedStyle(box).breakInside),
      ))
        expect(breakInside, path).toBe("avoid");
      const pdf = await page.pdf({ format: "A4" });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      await page.emulateMedia({ media: "screen" });

      await page.setViewportSize({ width: 360, height: 740 });
      expect(await overflow(page), path).toBeNull();
      const nip = page.getByTestId("agreement-signatures").getByText("NIP. 198702152011012003");
      const { height } = (await nip.boundingBox())!;
      const lineHeight = await nip.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect(height, path).toBeLessThan(lineHeight * 1.5);
    }
  },
);
