// The procurement file in a browser (issue 33): what only Chromium shows. At 360 and 1366 px the
// realisation page, a package's orders, the print view and the dashboard's year-end block fit the
// screen (each wide table inside its own scrolling box, which it does not outgrow at 1366 px), the
// chart's bars are drawn to scale, and axe finds nothing; the filter works in place with
// JavaScript. The journeys without JavaScript are HTTP conversations (tests/http/procurement*.ts).
import { createBuyer, expect, signIn, test } from "./support";
import { hostToken } from "./support/orders";
import { axeViolations, axeWidth, excessWidth, overflow } from "./support/page-checks";
import { nextDay, orderIn, shiftedClock } from "../support/procurement";

const november = nextDay(11, 10);
const YEAR = november.getUTCFullYear();

test.use({ shopEnv: shiftedClock(november) });

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];

test("the realisation, its print view and the year-end block fit 360 and 1366 px; the chart is drawn", async ({
  page,
  request,
}) => {
  // Eleven orders through the host, then four pages at two widths.
  test.slow();
  const buyer = await createBuyer(request, true);
  const host = await hostToken(request, buyer);
  // A long package name, a package over its pagu, and one with half its pagu ordered.
  const long = {
    year: YEAR,
    source: "APBD Perubahan",
    account: "5102010100",
    packageName: "Pengadaan Alat Tulis Kantor dan Perlengkapan Rapat Bagian Umum Sekretariat Daerah",
    pagu: 10_000_000,
  };
  const first = await orderIn(request, host, "received", long);
  const pagu = first.grandTotal * 2;
  await orderIn(request, host, "paid", { ...long, packageName: "Kertas", pagu });
  await orderIn(request, host, "document", { ...long, source: "APBN", packageName: "Laptop", pagu: 1 });
  await orderIn(request, host, "confirmed");

  await signIn(page, buyer, "/profil/anggaran");
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const path of ["/profil/anggaran/cetak", "/profil/beranda"]) {
      await page.goto(path);
      expect(await overflow(page), `${path} at ${size.width} px`).toBeNull();
      if (size.width === axeWidth()) expect(await axeViolations(page), path).toEqual([]);
    }
    await page.goto("/profil/anggaran");
    await page.getByRole("link", { name: "1 pesanan paket Kertas" }).click();
    await expect(page.getByRole("heading", { name: "Pesanan paket Kertas" })).toBeVisible();
    expect(await overflow(page), `a package's orders at ${size.width} px`).toBeNull();
    const checkAxe = size.width === axeWidth();
    if (checkAxe) expect(await axeViolations(page), "the realisation").toEqual([]);
    if (size.width === 1366) {
      // Every table shows whole on the office screen, its scrolling box unused.
      for (const box of await page.locator(".profile-page .overflow-auto").all())
        expect(await excessWidth(box), (await box.getAttribute("aria-label")) ?? "").toBe(0);
    }
    // The chart: Kertas's ordered and paid bars drawn over half its pagu's track, across the page.
    const bullet = page.locator(".chart-rows li", { hasText: "Kertas" }).locator("svg");
    await expect(bullet.locator(".bar-paid")).toBeVisible();
    const track = (await bullet.locator(".bar-pagu").boundingBox())!.width;
    const chart = (await page.getByTestId("realisation-chart").boundingBox())!.width;
    expect(track / chart).toBeGreaterThan(0.95);
    for (const bar of [".bar-ordered", ".bar-paid"])
      expect((await bullet.locator(bar).boundingBox())!.width / track).toBeCloseTo(0.5, 1);
    await expect(bullet.locator(".bar-received")).toHaveAttribute("width", "0");
    // Laptop is over its pagu: its ordered bar fills the track and says so by its colour.
    await expect(page.locator(".chart-rows li", { hasText: "Laptop" }).locator(".bar-over")).toHaveCount(1);
  }

  // With JavaScript the filter navigates in place; without it, the same GET form loads the page.
  await page.goto("/profil/anggaran");
  const filter = page.getByRole("form", { name: "Saring realisasi" });
  await filter.getByLabel("Sumber dana").selectOption("APBN");
  await filter.getByRole("button", { name: "Tampilkan" }).click();
  await expect(page).toHaveURL(/sumber=APBN/);
  await expect(page.locator('[data-testid="package-row"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="package-row"]')).toContainText("Laptop");
});
