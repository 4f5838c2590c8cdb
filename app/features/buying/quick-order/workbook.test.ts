// The .xlsx reader (workbook.server.ts, zip.server.ts): the shop's own quotation and order export,
// written by their own code, read back into lines; then hostile workbooks: broken, bombs, huge.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ordersWorkbook } from "~/features/orders/export.server";
import { quotationWorkbook } from "~/features/quotation/workbook.server";
import type { Quotation } from "~/features/quotation/quotation.server";
import type { AdminClient } from "~/lib/admin/client.server";
import type { Order, OrderListItem } from "~/lib/admin/orders.server";
import { zip } from "../../../../tests/contract/support/files";
import { readWorkbookLines, WORKBOOK_TEXT } from "./workbook.server";
import { zipProblem } from "./zip.server";

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "pesan-cepat-"));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

let files = 0;
/** The bytes as an uploaded file on disk, read as the action reads it. */
async function read(bytes: Buffer | Uint8Array) {
  const path = join(folder, `${++files}.xlsx`);
  await writeFile(path, bytes);
  return readWorkbookLines(path);
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.fromWeb(stream as never)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const quotation = {
  number: "SPH/20261130/9-ABC",
  date: "30 November 2026",
  validUntil: "14 Desember 2026",
  shop: { name: "Toko Pengadaan", address: "Denpasar", phone: "0361", email: "toko@example.id" },
  buyer: { name: "Budi", institution: "Dinas PU" },
  delivery: { id: 1, satker: "Bagian Umum", receiver: "Budi (0813)", address: "Jl. Merdeka 1" },
  addresses: [],
  selected: [40, 41],
  lines: [
    {
      cartId: 40,
      productId: 12,
      name: "Kertas HVS A4 70 gram",
      qty: 5,
      unit: "Rim",
      unitPrice: 48_500,
      subtotal: 242_500,
    },
    {
      cartId: 41,
      productId: 31,
      name: "Pulpen Gel Hitam",
      qty: 24,
      unit: "Pcs",
      unitPrice: 5_000,
      subtotal: 120_000,
    },
  ],
  totals: { total: 362_500, ppn: 39_875, grandTotal: 402_375 },
  inWords: "empat ratus dua ribu tiga ratus tujuh puluh lima rupiah",
} satisfies Quotation;

const orderLine = (productId: number, name: string, qty: number) => ({
  product_id: productId,
  name_product: name,
  qty,
  unit: "Rim",
  price: 50_000,
  price_after_discount: null,
  price_nego: null,
  is_nego: false,
  subtotal: 50_000 * qty,
  subtotal_nego: null,
  notes: "",
});

/** The host's orders, as GET transaction/{id} gives them to the export. */
const ORDERS: Record<number, Order> = {
  7: {
    data: {
      invoice: "INV-20261101-00007",
      created_at: "2026-11-01T02:00:00Z",
      status: "paid",
      total_price: 250_000,
      total_price_nego: null,
      total_ppn: 27_500,
      shipping_cost: 20_000,
      shipping_cost_nego: null,
      grand_total: 297_500,
      transaction_detail: [orderLine(12, "Kertas HVS A4 70 gram", 3), orderLine(5, "Map Plastik", 2)],
    },
  } as unknown as Order,
  8: {
    data: {
      invoice: "INV-20261102-00008",
      created_at: "2026-11-02T02:00:00Z",
      status: "pending",
      total_price: 100_000,
      total_price_nego: null,
      total_ppn: 11_000,
      shipping_cost: 20_000,
      shipping_cost_nego: null,
      grand_total: 131_000,
      transaction_detail: [orderLine(12, "Kertas HVS A4 70 gram", 2)],
    },
  } as unknown as Order,
};

const fakeAdmin = {
  get: async (path: string) => ORDERS[Number(path.split("/").pop())],
} as unknown as AdminClient;

describe("readWorkbookLines: the shop's own files", () => {
  it("reads Cetak Penawaran's .xlsx back: each line's product id and quantity, not the totals", async () => {
    const read1 = await read(await bytesOf(quotationWorkbook(quotation)));
    expect(read1).toEqual({
      ok: true,
      lines: [
        { source: "Penawaran baris 10", ask: "12", qtyText: "5" },
        { source: "Penawaran baris 11", ask: "31", qtyText: "24" },
      ],
    });
  });

  it("reads Unduh Excel's Produk sheet back, every order's lines; the orders' sheet has none", async () => {
    const orders = [{ id: 7 }, { id: 8 }] as OrderListItem[];
    const result = await read(await bytesOf(await ordersWorkbook(fakeAdmin, orders)));
    expect(result).toEqual({
      ok: true,
      lines: [
        { source: "Produk baris 2", ask: "12", qtyText: "3" },
        { source: "Produk baris 3", ask: "5", qtyText: "2" },
        { source: "Produk baris 4", ask: "12", qtyText: "2" },
      ],
    });
  });

  it("reads any sheet headed Produk and Jumlah by name, formulas by their result", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Daftar");
    sheet.addRow(["Kebutuhan Bagian Umum 2027"]);
    sheet.addRow(["Nama Produk", "Jumlah", "Catatan"]);
    sheet.addRow(["Kertas HVS A4 70 gram", { formula: "2*5", result: 10 }]);
    sheet.addRow([{ richText: [{ text: "Pulpen " }, { text: "Gel" }] }, "1.000"]);
    sheet.addRow(["Tanpa jumlah", null, "dilewati"]);
    const result = await read(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(result).toEqual({
      ok: true,
      lines: [
        { source: "Daftar baris 3", ask: "Kertas HVS A4 70 gram", qtyText: "10" },
        { source: "Daftar baris 4", ask: "Pulpen Gel", qtyText: "1.000" },
      ],
    });
  });
});

const BOUNDS = { maxEntries: 100, maxInflated: 2_000_000 };
const TYPES = { "[Content_Types].xml": Buffer.from("<Types/>") };

describe("zipProblem: an archive is opened only when every entry inflates within bounds", () => {
  it("lets a real workbook through", async () => {
    expect(zipProblem(await bytesOf(quotationWorkbook(quotation)), BOUNDS)).toBeNull();
  });

  it("stops a bomb that lies about its size after a byte past the lie, and one that tells the truth", () => {
    const bomb = Buffer.alloc(50_000_000);
    expect(
      zipProblem(
        zip(
          { ...TYPES, "xl/sharedStrings.xml": bomb },
          { deflate: true, declared: { "xl/sharedStrings.xml": 1000 } },
        ),
        BOUNDS,
      ),
    ).toBe("broken entry");
    expect(
      zipProblem(
        zip({ ...TYPES, "xl/sharedStrings.xml": Buffer.alloc(3_000_000) }, { deflate: true }),
        BOUNDS,
      ),
    ).toBe("too large");
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`xl/${i}.xml`, Buffer.from("x")]));
    expect(zipProblem(zip(many, { deflate: true }), BOUNDS)).toBe("too many entries");
  });

  it("refuses what is not a plain ZIP: cut short, data in front, an encrypted entry", () => {
    const real = zip({ ...TYPES, "xl/workbook.xml": Buffer.from("<workbook/>") }, { deflate: true });
    expect(zipProblem(real, BOUNDS)).toBeNull();
    expect(zipProblem(real.subarray(0, real.length - 30), BOUNDS)).not.toBeNull();
    expect(zipProblem(Buffer.concat([Buffer.from("MZ"), real]), BOUNDS)).toBe("directory misplaced");
    const encrypted = Buffer.from(real);
    const directory = encrypted.indexOf("PK\x01\x02", 0, "latin1");
    encrypted.writeUInt16LE(1, directory + 8);
    expect(zipProblem(encrypted, BOUNDS)).toBe("encrypted");
    expect(zipProblem(Buffer.from("not a zip at all, only text"), BOUNDS)).toBe("no end record");
  });
});

describe("readWorkbookLines: hostile workbooks", () => {
  it("says a broken or empty workbook cannot be read, and a bomb the same, without inflating it", async () => {
    const real = await bytesOf(quotationWorkbook(quotation));
    expect(await read(real.subarray(0, real.length - 100))).toEqual({
      ok: false,
      message: WORKBOOK_TEXT.unreadable,
    });
    const noSheet = zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook" });
    expect(await read(noSheet)).toEqual({ ok: false, message: WORKBOOK_TEXT.unreadable });
    const bomb = zip(
      { ...TYPES, "xl/sharedStrings.xml": Buffer.alloc(50_000_000) },
      { deflate: true, declared: { "xl/sharedStrings.xml": 10 } },
    );
    expect(bomb.length).toBeLessThan(100_000);
    expect(await read(bomb)).toEqual({ ok: false, message: WORKBOOK_TEXT.unreadable });
  });

  it("says which columns it needs when no sheet has them", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Catatan").addRow(["Barang", "Banyaknya"]);
    expect(await read(Buffer.from(await workbook.xlsx.writeBuffer()))).toEqual({
      ok: false,
      message: WORKBOOK_TEXT.noColumns,
    });
  });

  // Writing and reading 5,001 rows took 2.6 s on the 2-core machine of 2026-11-30.
  it("stops at 5,000 rows under the header", { timeout: 20_000 }, async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Banyak");
    sheet.addRow(["ID Produk", "Jumlah"]);
    for (let row = 0; row < 5_001; row++) sheet.addRow([row + 1, 1]);
    expect(await read(Buffer.from(await workbook.xlsx.writeBuffer()))).toEqual({
      ok: false,
      message: WORKBOOK_TEXT.tooManyRows,
    });
  });
});
