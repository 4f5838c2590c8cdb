// The address book without JavaScript, as HTTP conversations; the same journeys with JavaScript
// are in tests/e2e/address.spec.ts.
import { createBuyer, expect, signIn, test, type NoJsBrowser } from "./kit";
import { addAddress, addressIds, dialog, hostSignIn } from "./support/cart";

const rows = (visitor: NoJsBrowser) => visitor.$("tbody tr");
const row = (visitor: NoJsBrowser, text: string) =>
  rows(visitor).filter((_, el) => visitor.$(el).text().includes(text));
const firstCell = (visitor: NoJsBrowser) => visitor.text(rows(visitor).first().find("td").first());

test("the address book pages, searches and changes its page size in the URL", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostSignIn(request, buyer);
  for (let index = 1; index <= 7; index += 1)
    await addAddress(request, host, `Satker Uji ${index}`, `Penerima ${index}`);
  await signIn(visitor, buyer, "/profil/alamat");

  expect(rows(visitor)).toHaveLength(5);
  expect(firstCell(visitor)).toBe("1");
  await visitor.follow("Halaman 2");
  expect(visitor.url.search).toMatch(/page=2/);
  expect(rows(visitor)).toHaveLength(2);
  expect(firstCell(visitor)).toBe("6");

  // A new page size starts again on page 1.
  const controls = "main [role=search]";
  visitor.select("Tampilkan", "10", controls);
  await visitor.press("Cari", controls);
  expect(visitor.url.search).toMatch(/limit=10/);
  expect(visitor.url.search).not.toMatch(/page=/);
  expect(rows(visitor)).toHaveLength(7);

  visitor.fill("Cari", "Satker Uji 3", controls);
  await visitor.press("Cari", controls);
  expect(rows(visitor)).toHaveLength(1);
  expect(visitor.text(rows(visitor).first())).toContain("Satker Uji 3");

  visitor.fill("Cari", "tidak ada yang cocok", controls);
  await visitor.press("Cari", controls);
  expect(visitor.text("main")).toContain("Data tidak ditemukan");
});

test("detail, edit and delete an address", async ({ visitor, request, buyer }) => {
  const host = await hostSignIn(request, buyer);
  await addAddress(request, host, "Bagian Umum", "Ketut Ardana");
  await addAddress(request, host, "Bagian Keuangan", "Wayan Sudana");
  await signIn(visitor, buyer, "/profil/alamat");

  await visitor.follow("Detail", row(visitor, "Bagian Umum"));
  const detail = visitor.text(dialog(visitor, "Informasi Alamat"));
  expect(detail).toContain("Ketut Ardana");
  expect(detail).toContain("081300000000");
  expect(detail).toContain("Bali");
  await visitor.follow("Tutup", dialog(visitor, "Informasi Alamat"));
  expect(dialog(visitor, "Informasi Alamat")).toHaveLength(0);

  await visitor.follow("Edit", row(visitor, "Bagian Umum"));
  expect(visitor.url.pathname + visitor.url.search).toMatch(/^\/profil\/edit-alamat\?id_alamat=\d+$/);
  expect(visitor.value("Nama penerima")).toBe("Ketut Ardana");
  visitor.fill("Nama penerima", "");
  await visitor.press("Simpan");
  expect(visitor.text("main")).toContain("Nama penerima tidak boleh kosong");
  visitor.fill("Nama penerima", "Nyoman Sari");
  await visitor.press("Simpan");
  // 000 §4: the dialog 'Selamat', then the list.
  const updated = dialog(visitor, "Selamat");
  expect(visitor.text(updated)).toContain("Data anda telah berhasil diperbaharui");
  expect(visitor.url.pathname + visitor.url.search).toBe("/profil/alamat?diperbaharui=1");
  await visitor.follow("OK", updated);
  expect(dialog(visitor, "Selamat")).toHaveLength(0);
  expect(visitor.url.pathname + visitor.url.search).toBe("/profil/alamat");
  await visitor.follow("Detail", row(visitor, "Bagian Umum"));
  expect(visitor.text(dialog(visitor, "Informasi Alamat"))).toContain("Nyoman Sari");

  await visitor.goto("/profil/alamat");
  await visitor.follow("Hapus", row(visitor, "Bagian Keuangan"));
  const question = dialog(visitor, "Hapus Alamat");
  expect(visitor.text(question)).toContain("Anda ingin melanjutkan menghapus data alamat ini?");
  await visitor.press("Hapus", question);
  expect(row(visitor, "Bagian Keuangan")).toHaveLength(0);
  expect(rows(visitor)).toHaveLength(1);
});

test("deleting an address another tab removed meanwhile still ends as removed", async ({
  visitor,
  request,
  buyer,
}) => {
  const host = await hostSignIn(request, buyer);
  await addAddress(request, host, "Bagian Umum", "Ketut Ardana");
  await signIn(visitor, buyer, "/profil/alamat");
  await visitor.follow("Hapus", row(visitor, "Bagian Umum"));
  const [id] = await addressIds(request, host);
  const elsewhere = await request.fetch(`/admin-host/api/customer/address/delete/${id}`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${host.token}`, Accept: "application/json" },
  });
  expect(elsewhere.ok()).toBe(true);
  // The host answers 404 now: what the buyer asked for is done, the list shows it.
  await visitor.press("Hapus", dialog(visitor, "Hapus Alamat"));
  expect(visitor.status).toBe(200);
  expect(dialog(visitor, "Hapus Alamat")).toHaveLength(0);
  expect(row(visitor, "Bagian Umum")).toHaveLength(0);
});

test("the add form names every missing field", async ({ visitor, buyer }) => {
  await signIn(visitor, buyer, "/profil/tambah-alamat");
  await visitor.press("Simpan");
  for (const message of [
    "Satuan kerja tidak boleh kosong",
    "Nama penerima tidak boleh kosong",
    "No telepon tidak boleh kosong",
    "Silahkan pilih provinsi",
    "Silahkan pilih kabupaten",
    "Silahkan pilih kecamatan",
    "Alamat tidak boleh kosong",
  ]) {
    expect(visitor.text("main")).toContain(message);
  }
  visitor.fill("No telepon", "08a1");
  await visitor.press("Simpan");
  expect(visitor.text("main")).toContain("Pastikan data yang diinput berupa angka");
});

test("another buyer's address id shows nothing of it", async ({ visitor, request, buyer }) => {
  const other = await hostSignIn(request, await createBuyer(request));
  await addAddress(request, other, "Satker Rahasia", "Penerima Rahasia");
  const [foreignId] = await addressIds(request, other);
  await signIn(visitor, buyer, `/profil/edit-alamat?id_alamat=${foreignId}`);
  expect(visitor.text("main")).toContain("Data tidak ditemukan");
  expect(visitor.text()).not.toContain("Penerima Rahasia");
  expect(visitor.$('input[name="receipt_name"]')).toHaveLength(0);

  await visitor.goto(`/profil/alamat?detail=${foreignId}`);
  expect(visitor.$("dialog[open]")).toHaveLength(0);
  expect(visitor.text()).not.toContain("Satker Rahasia");
});
