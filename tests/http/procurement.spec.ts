// The procurement file without JavaScript (issue 33): Realisasi Anggaran, its filters, its .xlsx,
// its print view, the SPJ bundle and the dashboard's year-end reminders, as HTTP conversations.
// The shop's clock reads 10 November (tests/support/shifted-clock.ts), so the reminders show
// (procurement-march.spec.ts: not in March). One buyer's orders per worker, only read.
import ExcelJS from "exceljs";
import type { APIRequestContext } from "@playwright/test";
import { createBuyer, expect, NoJsBrowser, signIn, test } from "./kit";
import { texts } from "./support/orders";
import { hostToken } from "../e2e/support/orders";
import { nextDay, orderIn, shiftedClock, type PlacedOrder, type TestBudget } from "../support/procurement";
import { readZip } from "../unit/zip.helpers";

const november = nextDay(11, 10);
const YEAR = november.getUTCFullYear();

// A formula typed as a package name must stay text everywhere, the .xlsx included.
const HOSTILE = '=HYPERLINK("https://contoh.invalid","Laptop")';
const ATK: TestBudget = {
  year: YEAR,
  source: "APBD",
  account: "5102010100",
  packageName: "Pengadaan ATK",
  pagu: 50_000_000,
};
const LAPTOP: TestBudget = {
  year: YEAR,
  source: "APBN",
  account: "5201",
  packageName: HOSTILE,
  pagu: 30_000_000,
};
const LAST_YEAR: TestBudget = { ...ATK, year: YEAR - 1, pagu: 40_000_000 };

type World = {
  buyer: { username: string; password: string };
  /** Received in full with its four documents. */
  received: PlacedOrder;
  /** Paid with a transfer proof, not shipped. */
  paid: PlacedOrder;
  /** Shipped, its receipt not saved. */
  shipped: PlacedOrder;
  /** Budget data stored, not paid. */
  agreed: PlacedOrder;
  lastYear: PlacedOrder;
  /** No budget data. */
  unbudgeted: PlacedOrder;
};

async function buildWorld(request: APIRequestContext): Promise<World> {
  const buyer = await createBuyer(request, true);
  const host = await hostToken(request, buyer);
  // One after another: the orders go through the buyer's one cart.
  const received = await orderIn(request, host, "received", ATK);
  const paid = await orderIn(request, host, "paid", ATK, { proof: true });
  const shipped = await orderIn(request, host, "shipped", ATK);
  const agreed = await orderIn(request, host, "document", LAPTOP);
  const lastYear = await orderIn(request, host, "paid", LAST_YEAR);
  const unbudgeted = await orderIn(request, host, "confirmed");
  return { buyer, received, paid, shipped, agreed, lastYear, unbudgeted };
}

const it = test.extend<object, { world: World }>({
  world: [
    async ({ shop, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: shop.url });
      await use(await buildWorld(request));
      await request.dispose();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

/** The package row whose name is `name`, in the year's table: its cells by column. */
function packageRow(visitor: NoJsBrowser, year: number, name: string) {
  const row = visitor
    .$(`[data-testid="realisation-${year}"] [data-testid="package-row"]`)
    .filter((_, el) => visitor.$(el).find("th").contents().first().text().trim() === name);
  expect(row, `${name} in ${year}`).toHaveLength(1);
  const cell = (label: string) =>
    visitor.text(row.find(`td[data-label="${label} (Rp)"]`)).replace(/\s*\(.*\)$/, "");
  return {
    pagu: cell("Pagu"),
    ordered: cell("Dipesan"),
    agreed: cell("Disepakati"),
    paid: cell("Dibayar"),
    received: cell("Diterima"),
    left: cell("Sisa Pagu"),
  };
}

/** An amount as the tables write it, under a "(Rp)" header: "1.250.000". */
const digits = (amount: number) => amount.toLocaleString("id-ID");

const FILTER = 'form[aria-label="Saring realisasi"]';
const SPJ = "form.spj-form";

it.use({ shopEnv: shiftedClock(november) });

it.describe("in November", () => {
  it("the account menu opens Realisasi Anggaran: each package against its pagu, private", async ({
    visitor,
    world,
  }) => {
    const { received, paid, shipped, agreed, lastYear, unbudgeted } = world;
    await signIn(visitor, world.buyer, "/profil/beranda");
    await visitor.follow("Realisasi Anggaran", 'nav[aria-label="Menu akun"]');
    expect(visitor.url.pathname).toBe("/profil/anggaran");
    expect(visitor.page.headers.get("cache-control")).toBe("private, no-store");
    expect(texts(visitor, "h2")).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Tahun Anggaran ${YEAR}`),
        expect.stringContaining(`Tahun Anggaran ${YEAR - 1}`),
        "Belum ada data anggaran",
      ]),
    );
    const atkOrders = received.grandTotal + paid.grandTotal + shipped.grandTotal;
    expect(packageRow(visitor, YEAR, "Pengadaan ATK")).toEqual({
      pagu: digits(50_000_000),
      ordered: digits(atkOrders),
      agreed: digits(atkOrders),
      paid: digits(atkOrders),
      received: digits(received.grandTotal),
      left: digits(50_000_000 - atkOrders),
    });
    // The formula is shown as typed, as text.
    expect(packageRow(visitor, YEAR, HOSTILE)).toEqual({
      pagu: digits(30_000_000),
      ordered: digits(agreed.grandTotal),
      agreed: digits(agreed.grandTotal),
      paid: digits(0),
      received: digits(0),
      left: digits(30_000_000 - agreed.grandTotal),
    });
    expect(packageRow(visitor, YEAR - 1, "Pengadaan ATK").paid).toBe(digits(lastYear.grandTotal));
    // The year's total row adds both sources up; pagu once per package.
    const total = visitor.text(`[data-testid="realisation-${YEAR}"] tfoot td[data-label="Pagu (Rp)"]`);
    expect(total).toBe(digits(80_000_000));
    // One chart per year, one bar per package, beside the tables.
    expect(visitor.$('[data-testid="realisation-chart"]')).toHaveLength(2);
    expect(visitor.$('[data-testid="realisation-chart"] svg')).toHaveLength(3);
    // Orders without budget data are listed apart, with a link to each.
    expect(texts(visitor, '[data-testid="unbudgeted-orders"] tbody td[data-label="ID Pembelian"]')).toEqual([
      unbudgeted.invoice,
    ]);
    // What each figure means is on the page.
    expect(visitor.text(".figure-meanings")).toContain(
      "Total tagihan pesanan yang pembayarannya sudah diterima",
    );
  });

  it("the filters keep the year and the source in the address; a package opens its orders", async ({
    visitor,
    world,
  }) => {
    await signIn(visitor, world.buyer, "/profil/anggaran");
    visitor.select("Tahun anggaran", String(YEAR - 1), FILTER);
    await visitor.press("Tampilkan", FILTER);
    expect(visitor.url.searchParams.get("tahun")).toBe(String(YEAR - 1));
    expect(texts(visitor, ".realisation-year h2")).toEqual([`Tahun Anggaran ${YEAR - 1} (1 pesanan)`]);
    // Orders without budget data go by the year they were made in: this year's, not shown.
    expect(visitor.$('[data-testid="unbudgeted-orders"]')).toHaveLength(0);
    expect(visitor.value("Tahun anggaran", FILTER)).toBe(String(YEAR - 1));

    visitor.select("Tahun anggaran", "Semua tahun", FILTER).select("Sumber dana", "APBN", FILTER);
    await visitor.press("Tampilkan", FILTER);
    expect(visitor.url.searchParams.get("sumber")).toBe("APBN");
    expect(texts(visitor, ".realisation-year h2")).toEqual([`Tahun Anggaran ${YEAR} (1 pesanan)`]);
    expect(visitor.text(`[data-testid="realisation-${YEAR}"] .group-row`)).toContain("Sumber dana: APBN");
    expect(visitor.text(`[data-testid="realisation-${YEAR}"]`)).not.toContain("APBD");

    await visitor.goto(`/profil/anggaran?tahun=${YEAR}`);
    await visitor.follow("3 pesanan paket Pengadaan ATK");
    expect(visitor.url.searchParams.get("tahun")).toBe(String(YEAR));
    expect(visitor.url.searchParams.get("paket")).toMatch(/^[a-z0-9]+$/);
    expect(texts(visitor, '[data-testid="package-orders"] tbody td[data-label="ID Pembelian"]')).toEqual([
      world.shipped.invoice,
      world.paid.invoice,
      world.received.invoice,
    ]);
    await visitor.follow(world.paid.invoice, '[data-testid="package-orders"]');
    expect(visitor.url.pathname + visitor.url.search).toBe(
      `/profil/detailtransaksi?id_transaksi=${world.paid.id}`,
    );
  });

  it("a hostile address shows everything, never an error; a guest is sent to sign in", async ({
    visitor,
    world,
  }) => {
    const guest = new NoJsBrowser(visitor.origin);
    await guest.goto("/profil/anggaran?tahun=2026");
    expect(guest.url.pathname).toBe("/login");
    expect(guest.url.searchParams.get("redirectTo")).toBe("/profil/anggaran?tahun=2026");

    await signIn(visitor, world.buyer);
    await visitor.goto(`/profil/anggaran?tahun=%3Cscript%3E&sumber=${"x".repeat(500)}&paket=%22%3E`);
    expect(visitor.status).toBe(200);
    expect(texts(visitor, ".realisation-year h2")).toHaveLength(2);
    expect(visitor.value("Tahun anggaran", FILTER)).toBe("");
    for (const query of ["", "?tahun=abc", `?tahun=${YEAR}&bulan=13`, `?tahun=${YEAR}&bulan=-1`]) {
      await visitor.goto(`/profil/anggaran/spj${query}`);
      expect(visitor.status, query).toBe(404);
    }
  });

  it("the .xlsx holds the packages, every order and what the figures mean; formulas stay text", async ({
    visitor,
    world,
  }) => {
    await signIn(visitor, world.buyer, `/profil/anggaran?tahun=${YEAR}`);
    const href = visitor.link("Unduh Excel (.xlsx)").attribs.href;
    expect(href).toBe(`/profil/anggaran.xlsx?tahun=${YEAR}`);
    const answer = await visitor.fetch(href);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="realisasi-anggaran-${YEAR}-\\d{8}\\.xlsx"$`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await answer.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Realisasi", "Pesanan", "Keterangan"]);

    const packages = workbook.getWorksheet("Realisasi")!;
    const rows = (packages.getRows(2, packages.rowCount - 1) ?? []).map((row) => row.values as unknown[]);
    const atk = world.received.grandTotal + world.paid.grandTotal + world.shipped.grandTotal;
    expect(rows).toEqual([
      [
        undefined,
        String(YEAR),
        "APBD",
        "5102010100",
        "Pengadaan ATK",
        3,
        50_000_000,
        atk,
        atk,
        atk,
        world.received.grandTotal,
        50_000_000 - atk,
      ],
      [
        undefined,
        String(YEAR),
        "APBN",
        "5201",
        HOSTILE,
        1,
        30_000_000,
        world.agreed.grandTotal,
        world.agreed.grandTotal,
        0,
        0,
        30_000_000 - world.agreed.grandTotal,
      ],
      [
        undefined,
        String(YEAR),
        undefined,
        undefined,
        `Jumlah tahun anggaran ${YEAR}`,
        4,
        80_000_000,
        atk + world.agreed.grandTotal,
        atk + world.agreed.grandTotal,
        atk,
        world.received.grandTotal,
        80_000_000 - atk - world.agreed.grandTotal,
      ],
    ]);
    // The typed formula is a text cell, not a formula a spreadsheet would run.
    const hostileCell = packages.getRow(3).getCell(4);
    expect(hostileCell.type).toBe(ExcelJS.ValueType.String);
    expect(hostileCell.formula).toBeUndefined();

    const orders = workbook.getWorksheet("Pesanan")!;
    const invoices = (orders.getRows(2, orders.rowCount - 1) ?? []).map((row) => row.getCell(2).value);
    expect(invoices).toEqual([
      world.shipped.invoice,
      world.paid.invoice,
      world.received.invoice,
      world.agreed.invoice,
      world.unbudgeted.invoice,
    ]);
    const shippedRow = orders.getRow(2);
    expect(shippedRow.getCell(15).value).toBe(
      "SPK Surat Pesanan, Receipt Kwitansi Pembayaran, Invoice Surat Tagihan, Bast",
    );
    expect(orders.getRow(6).getCell(6).value).toBe("Belum ada data anggaran");
    expect(workbook.getWorksheet("Keterangan")!.getRow(4).getCell(1).value).toBe("Dibayar");
  });

  it("the print view shows the letterhead, each year and each package's orders, without scripts", async ({
    visitor,
    world,
  }) => {
    await signIn(visitor, world.buyer, "/profil/anggaran");
    await visitor.follow("Cetak");
    expect(visitor.url.pathname).toBe("/profil/anggaran/cetak");
    expect(visitor.page.headers.get("cache-control")).toBe("private, no-store");
    expect(visitor.$("script")).toHaveLength(0);
    expect(visitor.text(".print-head")).toContain("Realisasi Anggaran");
    expect(texts(visitor, ".realisation-year > h2")).toEqual([
      `Tahun Anggaran ${YEAR}`,
      `Tahun Anggaran ${YEAR - 1}`,
    ]);
    const printed = texts(visitor, '[data-testid="package-orders"] tbody td[data-label="ID Pembelian"]');
    expect(printed.sort()).toEqual(
      [world.shipped, world.paid, world.received, world.agreed, world.lastYear]
        .map((order) => order.invoice)
        .sort(),
    );
    expect(texts(visitor, '[data-testid="unbudgeted-orders"] tbody td[data-label="ID Pembelian"]')).toEqual([
      world.unbudgeted.invoice,
    ]);
    await visitor.follow("Kembali ke realisasi anggaran");
    expect(visitor.url.pathname).toBe("/profil/anggaran");
  });

  it("the SPJ of a year is one ZIP: a summary, and a folder per invoice with its documents", async ({
    visitor,
    world,
  }) => {
    await signIn(visitor, world.buyer, "/profil/anggaran");
    visitor.select("Tahun anggaran", String(YEAR), SPJ);
    await visitor.press("Unduh SPJ (.zip)", SPJ);
    expect(visitor.status).toBe(200);
    expect(visitor.page.headers.get("content-type")).toBe("application/zip");
    expect(visitor.page.headers.get("cache-control")).toBe("private, no-store");
    expect(visitor.page.headers.get("content-disposition")).toBe(`attachment; filename="SPJ-${YEAR}.zip"`);
    const entries = readZip(visitor.page.body);
    const folder = (order: PlacedOrder, name: string) => `${order.invoice}/${order.invoice}_${name}`;
    const templates = (order: PlacedOrder) =>
      ["spk", "receipt", "invoice", "bast"].map((slot) => folder(order, `Template_${slot}.doc`));
    const uploaded = (order: PlacedOrder) =>
      ["spk", "receipt", "invoice", "bast"].map((slot) => folder(order, `${slot}.pdf`));
    const { received, paid, shipped, agreed, unbudgeted } = world;
    // Every order's price is agreed: each has its draft Surat Pesanan (none was negotiated).
    const common = (order: PlacedOrder) => [
      folder(order, "pesanan.html"),
      folder(order, "Surat_Pesanan_Draf.doc"),
    ];
    expect([...entries.keys()].sort()).toEqual(
      [
        `SPJ-${YEAR}-ringkasan.xlsx`,
        ...common(received),
        ...templates(received),
        ...uploaded(received),
        ...common(paid),
        folder(paid, "bukti-bayar.png"),
        ...common(shipped),
        ...templates(shipped),
        ...common(agreed),
        ...common(unbudgeted),
      ].sort(),
    );
    // The printable order stands alone: its own styles, the budget data, no script.
    const printed = entries.get(folder(agreed, "pesanan.html"))!.toString("utf8");
    expect(printed).toMatch(/^<!DOCTYPE html>/);
    expect(printed).toContain("<style>");
    expect(printed).toContain(agreed.invoice);
    expect(printed).toContain("Data Anggaran (SPK)");
    expect(printed).not.toContain("<script");
    // The proof and the uploaded documents are the stored files.
    expect(entries.get(folder(paid, "bukti-bayar.png"))!.subarray(1, 4).toString()).toBe("PNG");
    expect(entries.get(folder(received, "bast.pdf"))!.subarray(0, 5).toString()).toBe("%PDF-");

    const summary = new ExcelJS.Workbook();
    await summary.xlsx.load(entries.get(`SPJ-${YEAR}-ringkasan.xlsx`)! as unknown as ArrayBuffer);
    const sheet = summary.getWorksheet("Pesanan")!;
    expect((sheet.getRows(2, sheet.rowCount - 1) ?? []).map((row) => row.getCell(2).value)).toEqual(
      [shipped, agreed, unbudgeted, paid, received].sort((a, b) => b.id - a.id).map((order) => order.invoice),
    );
  });

  it("the SPJ of a month holds that month's orders; an empty period says so on the page", async ({
    visitor,
    world,
  }) => {
    await signIn(visitor, world.buyer, "/profil/anggaran");
    visitor.select("Tahun anggaran", String(YEAR - 1), SPJ).select("Bulan pesanan", "November", SPJ);
    await visitor.press("Unduh SPJ (.zip)", SPJ);
    expect(visitor.page.headers.get("content-disposition")).toBe(
      `attachment; filename="SPJ-${YEAR - 1}-11.zip"`,
    );
    const folders = new Set([...readZip(visitor.page.body).keys()].map((name) => name.split("/")[0]));
    expect(folders).toEqual(new Set([`SPJ-${YEAR - 1}-11-ringkasan.xlsx`, world.lastYear.invoice]));

    await visitor.goto("/profil/anggaran");
    visitor.select("Tahun anggaran", String(YEAR), SPJ).select("Bulan pesanan", "Januari", SPJ);
    await visitor.press("Unduh SPJ (.zip)", SPJ);
    expect(visitor.url.pathname).toBe("/profil/anggaran");
    expect(visitor.url.searchParams.get("spj")).toBe("kosong");
    expect(visitor.text('[role="status"]')).toBe("Tidak ada pesanan pada periode SPJ yang dipilih.");
  });

  it("the dashboard reminds of the year's orders not paid, not received or missing documents", async ({
    visitor,
    world,
  }) => {
    const { received, paid, shipped, agreed, unbudgeted, lastYear } = world;
    await signIn(visitor, world.buyer, "/profil/beranda");
    const block = '[data-testid="year-end"]';
    expect(visitor.text(`${block} h2`)).toBe(`Akhir tahun anggaran ${YEAR}`);
    const list = (title: string) =>
      visitor
        .$(`${block} h3`)
        .filter((_, el) => visitor.text(visitor.$(el)).startsWith(title))
        .next("ul")
        .find("a")
        .toArray()
        .map((el) => [visitor.$(el).contents().first().text(), el.attribs.href]);
    expect(list("Belum dibayar")).toEqual([
      [unbudgeted.invoice, `/profil/detailtransaksi?id_transaksi=${unbudgeted.id}`],
      [agreed.invoice, `/profil/detailtransaksi/pembayaran?id_transaksi=${agreed.id}`],
    ]);
    expect(list("Belum diterima")).toEqual([
      [shipped.invoice, `/profil/detailtransaksi/penerimaan?id_transaksi=${shipped.id}`],
      [paid.invoice, `/profil/detailtransaksi/penerimaan?id_transaksi=${paid.id}`],
    ]);
    expect(list("Dokumen penerimaan belum lengkap")).toEqual([
      [shipped.invoice, `/profil/detailtransaksi/penerimaan?id_transaksi=${shipped.id}`],
    ]);
    // Received in full with its documents, or of last year: nothing to remind of.
    for (const order of [received, lastYear]) expect(visitor.text(block)).not.toContain(order.invoice);
    await visitor.follow(`${shipped.invoice}, dokumen penerimaan belum lengkap`, block);
    expect(visitor.status).toBe(200);
    expect(visitor.url.pathname).toBe("/profil/detailtransaksi/penerimaan");
  });

  it("another buyer's orders never appear, in the page, the .xlsx, the print view or the SPJ", async ({
    visitor,
    world,
    request,
  }) => {
    const other = await createBuyer(request, true);
    const theirs = await orderIn(request, await hostToken(request, other), "document", {
      ...ATK,
      packageName: "Paket Rahasia Lain",
    });
    const mine = new NoJsBrowser(visitor.origin);
    await signIn(mine, world.buyer, "/profil/anggaran");
    await signIn(visitor, other, "/profil/anggaran");
    // Both read through the same storefront process (its cache is per buyer).
    expect(texts(visitor, '[data-testid="package-row"] th')).toEqual([
      expect.stringContaining("Paket Rahasia Lain"),
    ]);
    await mine.reload();
    // An .xlsx is a ZIP of XML parts: their text, unpacked.
    const xlsx = readZip(Buffer.from(await (await mine.fetch("/profil/anggaran.xlsx")).arrayBuffer()));
    const pages = [
      mine.page.html,
      [...xlsx.values()].map((part) => part.toString("utf8")).join("\n"),
      (await mine.goto("/profil/anggaran/cetak")).html,
    ];
    expect(pages[1]).toContain(world.received.invoice);
    for (const page of pages) {
      expect(page).not.toContain(theirs.invoice);
      expect(page).not.toContain("Paket Rahasia Lain");
    }
    await mine.goto("/profil/anggaran");
    mine.select("Tahun anggaran", String(YEAR), SPJ);
    await mine.press("Unduh SPJ (.zip)", SPJ);
    const names = [...readZip(mine.page.body).keys()].join("\n");
    expect(names).not.toContain(theirs.invoice);
    // And the other buyer's SPJ has only their order.
    visitor.select("Tahun anggaran", String(YEAR), SPJ);
    await visitor.press("Unduh SPJ (.zip)", SPJ);
    expect(new Set([...readZip(visitor.page.body).keys()].map((name) => name.split("/")[0]))).toEqual(
      new Set([`SPJ-${YEAR}-ringkasan.xlsx`, theirs.invoice]),
    );
  });
});
