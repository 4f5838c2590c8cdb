// The year-end reminders (issue 33) wait for November: in a shop whose clock reads 10 March, the
// dashboard of a buyer with an unpaid order of the year shows none, only the realisation's link.
import { expect, signIn, test } from "./kit";
import { hostToken } from "../e2e/support/orders";
import { nextDay, orderIn, shiftedClock } from "../support/procurement";

const march = nextDay(3, 10);

test.use({ shopEnv: shiftedClock(march), buyerWithAddress: true });

test("before November the dashboard has no year-end reminders", async ({ visitor, buyer, request }) => {
  const unpaid = await orderIn(request, await hostToken(request, buyer), "document", {
    year: march.getUTCFullYear(),
    source: "APBD",
    account: "5102010100",
    packageName: "Pengadaan ATK",
    pagu: 50_000_000,
  });
  await signIn(visitor, buyer, "/profil/beranda");
  expect(visitor.text('[data-testid="order-table"]')).toContain(unpaid.invoice);
  expect(visitor.$('[data-testid="year-end"]')).toHaveLength(0);
  await visitor.follow("Realisasi anggaran", ".profile-page");
  expect(visitor.url.pathname).toBe("/profil/anggaran");
  expect(visitor.text(`[data-testid="realisation-${march.getUTCFullYear()}"]`)).toContain("Pengadaan ATK");
  expect(visitor.text("main")).not.toContain("Akhir tahun anggaran");
});
