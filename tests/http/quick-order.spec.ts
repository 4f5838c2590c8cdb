// Pesan Cepat (issue 33) without JavaScript, as HTTP conversations: a pasted list or an .xlsx
// (the shop's own quotation and order export) to a preview, choices and quantities mended there,
// then into the cart all at once; every refusal leaves the cart as it was, which each test reads
// through the host. The layout at 360 and 1366 px is tests/e2e/quick-order.spec.ts.
import { expect, signIn, test, type ChosenFile, type NoJsBrowser } from "./kit";
import { cartLines, hostSignIn, placeOrder, productName, productStock, putInCart } from "./support/cart";
import { setHostFault, type Buyer } from "../support/fixtures";
import { zip } from "../contract/support/files";
import { PNG_1PX } from "../e2e/support/payments";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const LIST = "Daftar produk";
const FILE = "Berkas .xlsx (opsional)";
const NOTHING_ADDED = "Tidak ada produk yang ditambahkan ke keranjang.";
// Demo catalogue (docs/admin-api.md, Demo data): 1 and 2 are the two "Kertas HVS" papers, 7 is
// disabled, 9 and 10 are plain enabled products.
const HVS_A4 = 1;
const HVS_F4 = 2;
const DISABLED = 7;

/** The cart as the host keeps it: product id → quantity. */
async function cartOf(request: Parameters<typeof hostSignIn>[0], buyer: Buyer) {
  const host = await hostSignIn(request, buyer);
  return Object.fromEntries((await cartLines(request, host)).map((line) => [line.product_id, line.qty]));
}

/** Signs in, opens the cart and follows its link to Pesan Cepat. */
async function openQuickOrder(visitor: NoJsBrowser, buyer: Buyer) {
  await signIn(visitor, buyer, "/keranjang-belanja");
  await visitor.follow("Pesan Cepat");
  expect(visitor.url.pathname).toBe("/keranjang-belanja/pesan-cepat");
  expect(visitor.heading()).toBe("Pesan Cepat");
}

async function paste(visitor: NoJsBrowser, text: string) {
  visitor.fill(LIST, text);
  await visitor.press("Lihat Pratinjau");
}

/** The preview's rows: what each line shows, in order. */
const rows = (visitor: NoJsBrowser) =>
  visitor
    .$(".quick-order-line")
    .toArray()
    .map((row) => visitor.$(row).text().replace(/\s+/g, " ").trim());

/** The status a row shows ("Siap" or why not). */
const statuses = (visitor: NoJsBrowser) =>
  visitor
    .$(".quick-order-line > p")
    .toArray()
    .map((el) => visitor.$(el).text().trim());

/** The refusal's dialog text. */
const refusal = (visitor: NoJsBrowser) => visitor.text("dialog[open] [role=alert]");

test("a pasted list: preview, then into the cart, opened with the lines ticked", async ({
  visitor,
  buyer,
  request,
}) => {
  // The link stands on the empty cart too.
  await openQuickOrder(visitor, buyer);
  const f4 = await productName(request, HVS_F4);
  await paste(visitor, `${HVS_A4}; 2\n${f4.toLowerCase()};3\n\n${HVS_A4};1`);
  expect(visitor.status).toBe(200);
  expect(visitor.heading()).toBe("Pratinjau Pesan Cepat");
  // Two lines of product 1 are one line of 3; the name found its product whatever its case.
  expect(rows(visitor)).toHaveLength(2);
  expect(rows(visitor)[0]).toContain("Baris 1, Baris 4");
  expect(rows(visitor)[1]).toContain(`ID ${HVS_F4}`);
  expect(statuses(visitor)).toEqual(["Siap", "Siap"]);
  expect(visitor.value("Jumlah Baris 1, Baris 4")).toBe("3");
  expect(await cartOf(request, buyer)).toEqual({});

  await visitor.press("Tambah ke Keranjang");
  expect(visitor.url.pathname).toBe("/keranjang-belanja");
  expect(visitor.text("main")).toContain("Produk berhasil ditambahkan");
  expect(await cartOf(request, buyer)).toEqual({ [HVS_A4]: 3, [HVS_F4]: 3 });
  // The added lines come ticked, ready for checkout or a quotation.
  const host = await hostSignIn(request, buyer);
  const ids = (await cartLines(request, host)).map((line) => String(line.id)).sort();
  expect(visitor.url.searchParams.getAll("pilih").sort()).toEqual(ids);
  // And the link stands on a cart with lines.
  expect(visitor.link("Pesan Cepat").attribs.href).toBe("/keranjang-belanja/pesan-cepat");
});

test("a name matching several products: the buyer chooses, and nothing goes in before", async ({
  visitor,
  buyer,
  request,
}) => {
  await openQuickOrder(visitor, buyer);
  await paste(visitor, "Kertas HVS; 2");
  expect(visitor.text(".quick-order-line legend")).toBe("Beberapa produk cocok, pilih satu:");
  const a4 = await productName(request, HVS_A4);
  const f4 = await productName(request, HVS_F4);
  const options = visitor
    .$(".quick-order-line label:has(input[type=radio]) strong")
    .toArray()
    .map((el) => visitor.$(el).text());
  expect(options).toEqual(expect.arrayContaining([a4, f4]));
  expect(statuses(visitor)).toEqual(["Pilih salah satu produk"]);

  // Sent without a choice (the browser would ask first; the server refuses anyway).
  await visitor.press("Tambah ke Keranjang");
  expect(visitor.status).toBe(400);
  expect(refusal(visitor)).toBe(`Baris 1 (Kertas HVS): Pilih salah satu produk. ${NOTHING_ADDED}`);
  expect(await cartOf(request, buyer)).toEqual({});

  visitor.check(f4);
  await visitor.press("Perbarui");
  expect(statuses(visitor)).toEqual(["Siap"]);
  expect(visitor.$(`input[type=radio][value="${HVS_F4}"]`).attr("checked")).toBeDefined();
  await visitor.press("Tambah ke Keranjang");
  expect(await cartOf(request, buyer)).toEqual({ [HVS_F4]: 2 });
});

test("'tidak ditemukan': shown, refused whole, then dropped with one button", async ({
  visitor,
  buyer,
  request,
}) => {
  await openQuickOrder(visitor, buyer);
  await paste(visitor, "999999; 1\nBarang yang tidak pernah dijual; 2\n9; 1\n10;lima");
  expect(statuses(visitor)).toEqual([
    "Produk tidak ditemukan ..",
    "Produk tidak ditemukan ..",
    "Siap",
    "Jumlah harus berupa angka",
  ]);
  await visitor.press("Tambah ke Keranjang");
  expect(visitor.status).toBe(400);
  expect(refusal(visitor)).toContain("Baris 1 (999999): Produk tidak ditemukan ..");
  expect(refusal(visitor)).toContain(NOTHING_ADDED);
  expect(await cartOf(request, buyer)).toEqual({});

  await visitor.press("Hapus baris bermasalah");
  expect(rows(visitor)).toHaveLength(1);
  expect(statuses(visitor)).toEqual(["Siap"]);
  await visitor.press("Tambah ke Keranjang");
  expect(await cartOf(request, buyer)).toEqual({ 9: 1 });
});

test("a disabled product and more than the stock are refused as the cart refuses them, nothing added", async ({
  visitor,
  buyer,
  request,
}) => {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, HVS_A4, 3);
  const stock = await productStock(request, HVS_A4);
  await openQuickOrder(visitor, buyer);
  await paste(visitor, `${DISABLED}; 1\n${HVS_A4}; ${stock - 2}\n10; 1`);
  expect(statuses(visitor)).toEqual([
    "Produk dinonaktifkan",
    "Kamu telah memasukan 3 barang ke dalam keranjang, kamu tidak bisa menambah jumlah barang di keranjang karena telah melebihi batas pembelian",
    "Siap",
  ]);
  await visitor.press("Tambah ke Keranjang");
  expect(visitor.status).toBe(400);
  expect(refusal(visitor)).toContain(`Baris 1 (${DISABLED}): Produk dinonaktifkan`);
  expect(refusal(visitor)).toContain("Baris 2 (1): Kamu telah memasukan 3 barang");
  expect(await cartOf(request, buyer)).toEqual({ [HVS_A4]: 3 });

  // Mended on the page: the line's own Hapus, and a quantity within the stock.
  await visitor.press("Hapus Baris 1");
  visitor.fill("Jumlah Baris 2", String(stock - 3));
  await visitor.press("Perbarui");
  expect(statuses(visitor)).toEqual(["Siap", "Siap"]);
  await visitor.press("Tambah ke Keranjang");
  expect(await cartOf(request, buyer)).toEqual({ [HVS_A4]: stock, 10: 1 });
});

test("a host that fails mid-way adds nothing and says so; the list stays on the page", async ({
  visitor,
  buyer,
  request,
}) => {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, 9, 1);
  await openQuickOrder(visitor, buyer);
  await paste(visitor, "10; 1\n11; 2\n9; 1");
  expect(statuses(visitor)).toEqual(["Siap", "Siap", "Siap"]);
  await setHostFault(request, "error500", "/transaction/cart", "POST");
  await visitor.press("Tambah ke Keranjang");
  expect(visitor.status).toBe(503);
  expect(refusal(visitor)).toContain("Server toko sedang sibuk");
  expect(refusal(visitor)).toContain(NOTHING_ADDED);
  expect(rows(visitor)).toHaveLength(3);
  await setHostFault(request, "none");
  expect(await cartOf(request, buyer)).toEqual({ 9: 1 });
  await visitor.press("Tambah ke Keranjang");
  expect(await cartOf(request, buyer)).toEqual({ 9: 2, 10: 1, 11: 2 });
});

test("'Ubah daftar' brings the list back to the text box, as lines to paste", async ({ visitor, buyer }) => {
  await openQuickOrder(visitor, buyer);
  await paste(visitor, "9;2\nKertas HVS");
  await visitor.press("Ubah daftar");
  expect(visitor.heading()).toBe("Pesan Cepat");
  expect(visitor.value(LIST)).toBe("9; 2\nKertas HVS");
});

test("the shop's own quotation .xlsx is read back into the cart", async ({ visitor, buyer, request }) => {
  const host = await hostSignIn(request, buyer);
  await putInCart(request, host, 9, 2);
  await putInCart(request, host, 10, 5);
  await signIn(visitor, buyer, "/keranjang-belanja");
  for (const id of [9, 10]) visitor.check(`Pilih ${await productName(request, id)}`);
  await visitor.press("Cetak Penawaran");
  await visitor.follow("Unduh Excel (.xlsx)");
  expect(visitor.page.headers.get("content-type")).toBe(XLSX);
  const quotation: ChosenFile = { name: "penawaran.xlsx", type: XLSX, content: visitor.page.body };

  await visitor.goto("/keranjang-belanja/pesan-cepat");
  visitor.setFiles(FILE, [quotation]);
  await visitor.press("Lihat Pratinjau");
  expect(visitor.status).toBe(200);
  // In the quotation's order, the cart's (newest first).
  expect(rows(visitor).map((row) => row.match(/ID (\d+)/)?.[1])).toEqual(["10", "9"]);
  expect(rows(visitor)[0]).toContain("Penawaran baris");
  await visitor.press("Tambah ke Keranjang");
  expect(await cartOf(request, buyer)).toEqual({ 9: 4, 10: 10 });
});

test.describe("with an order", () => {
  test.use({ buyerWithAddress: true });

  test("the order export (Unduh Excel) is read back: its lines into the cart", async ({
    visitor,
    buyer,
    request,
  }) => {
    const host = await hostSignIn(request, buyer);
    await placeOrder(request, host, 11, 2);
    await signIn(visitor, buyer, "/profil/transaksi");
    await visitor.follow("Unduh Excel");
    const exported: ChosenFile = { name: "transaksi.xlsx", type: XLSX, content: visitor.page.body };
    await visitor.goto("/keranjang-belanja/pesan-cepat");
    visitor.fill(LIST, "9; 1").setFiles(FILE, [exported]);
    await visitor.press("Lihat Pratinjau");
    expect(rows(visitor)).toHaveLength(2);
    expect(rows(visitor)[1]).toContain("Produk baris 2");
    expect(rows(visitor)[1]).toContain("ID 11");
    await visitor.press("Tambah ke Keranjang");
    expect(await cartOf(request, buyer)).toEqual({ 9: 1, 11: 2 });
  });
});

test("a renamed picture and a broken .xlsx are refused by content, the list kept", async ({
  visitor,
  buyer,
  request,
}) => {
  await openQuickOrder(visitor, buyer);
  visitor.fill(LIST, "9; 1").setFiles(FILE, [{ name: "daftar.xlsx", type: XLSX, content: PNG_1PX }]);
  await visitor.press("Lihat Pratinjau");
  expect(visitor.status).toBe(400);
  expect(visitor.text("#pesan-cepat-berkas-error")).toBe("Format berkas hanya .xlsx (Excel)");
  expect(visitor.value(LIST)).toBe("9; 1");

  // A ZIP that names a workbook but holds none worth reading.
  const broken = zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook" });
  visitor.setFiles(FILE, [{ name: "daftar.xlsx", type: XLSX, content: broken }]);
  await visitor.press("Lihat Pratinjau");
  expect(visitor.status).toBe(400);
  expect(visitor.text("#pesan-cepat-berkas-error")).toBe(
    "Berkas .xlsx rusak atau tidak dapat dibaca. Simpan ulang dari Excel lalu unggah lagi.",
  );
  expect(await cartOf(request, buyer)).toEqual({});
});

test("a 10,000-line paste is refused whole with what to do; nothing is added", async ({
  visitor,
  buyer,
  request,
}) => {
  await openQuickOrder(visitor, buyer);
  // Ten thousand ids (49 kB): read, and refused by count, the list kept to be split.
  const ids = Array.from({ length: 10_000 }, (_, i) => String(i + 1)).join("\n");
  await paste(visitor, ids);
  expect(visitor.status).toBe(400);
  expect(visitor.text("#pesan-cepat-teks-error")).toBe(
    "Pesan cepat menerima paling banyak 100 produk sekaligus; daftar ini berisi 10.000 produk. Bagi daftar menjadi beberapa kali pesan.",
  );
  expect(visitor.value(LIST).split("\n")).toHaveLength(10_000);

  // Ten thousand names (over the form's 64 kB of text): not read, and said so on the same page.
  const names = Array.from({ length: 10_000 }, (_, i) => `Kertas HVS A4 70 gram; ${i + 1}`).join("\n");
  await paste(visitor, names);
  expect(visitor.status).toBe(413);
  expect(visitor.heading()).toBe("Pesan Cepat");
  expect(visitor.text("#pesan-cepat-teks-error")).toContain("Teks atau berkas terlalu besar");
  expect(await cartOf(request, buyer)).toEqual({});
});
