import { addAddress, addressIds, hostSignIn } from "./cart.helpers";
import { createBuyer, expect, ONCE, signIn, test } from "./support";

const rows = (page: import("@playwright/test").Page) => page.locator("tbody tr");

test(
  "the address book pages, searches and changes its page size in the URL",
  ONCE,
  async ({ page, request, buyer }) => {
    const host = await hostSignIn(request, buyer);
    for (let index = 1; index <= 7; index += 1)
      await addAddress(request, host, `Satker Uji ${index}`, `Penerima ${index}`);
    await signIn(page, buyer, "/profil/alamat");

    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).first().locator("td").first()).toHaveText("1");
    await page.getByRole("link", { name: "Halaman 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first().locator("td").first()).toHaveText("6");

    // A new page size starts again on page 1.
    const controls = page.getByRole("main").getByRole("search");
    await controls.getByLabel("Tampilkan").selectOption("10");
    await expect(page).toHaveURL(/limit=10/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(rows(page)).toHaveCount(7);

    await controls.getByLabel("Cari", { exact: true }).fill("Satker Uji 3");
    await controls.getByRole("button", { name: "Cari" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Satker Uji 3");

    await controls.getByLabel("Cari", { exact: true }).fill("tidak ada yang cocok");
    await controls.getByRole("button", { name: "Cari" }).click();
    await expect(page.getByText("Data tidak ditemukan")).toBeVisible();
  },
);

test("detail, edit and delete an address", ONCE, async ({ page, request, buyer }) => {
  test.setTimeout(60_000);
  const host = await hostSignIn(request, buyer);
  await addAddress(request, host, "Bagian Umum", "Ketut Ardana");
  await addAddress(request, host, "Bagian Keuangan", "Wayan Sudana");
  await signIn(page, buyer, "/profil/alamat");

  const umum = rows(page).filter({ hasText: "Bagian Umum" });
  await umum.getByRole("link", { name: "Detail" }).click();
  const detail = page.getByRole("dialog", { name: "Informasi Alamat" });
  await expect(detail).toContainText("Ketut Ardana");
  await expect(detail).toContainText("081300000000");
  await expect(detail).toContainText("Bali");
  await detail.getByRole("button", { name: "Tutup" }).click();
  await expect(detail).toHaveCount(0);
  // With JavaScript the dialog is modal and Escape leaves it like Tutup.
  await umum.getByRole("link", { name: "Detail" }).click();
  await expect(detail).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(detail).toHaveCount(0);
  await expect(page).not.toHaveURL(/detail=/);

  await umum.getByRole("link", { name: "Edit" }).click();
  await page.waitForURL(/\/profil\/edit-alamat\?id_alamat=\d+/);
  await expect(page.getByLabel("Nama penerima")).toHaveValue("Ketut Ardana");
  await page.getByLabel("Nama penerima").fill("");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Nama penerima tidak boleh kosong")).toBeVisible();
  await page.getByLabel("Nama penerima").fill("Nyoman Sari");
  await page.getByRole("button", { name: "Simpan" }).click();
  // 000 §4: the dialog 'Selamat', then the list.
  const updated = page.getByRole("dialog", { name: "Selamat" });
  await expect(updated).toContainText("Data anda telah berhasil diperbaharui");
  await expect(page).toHaveURL(/\/profil\/alamat\?diperbaharui=1$/);
  await updated.getByRole("button", { name: "OK" }).click();
  await expect(updated).toHaveCount(0);
  await expect(page).toHaveURL(/\/profil\/alamat$/);
  await rows(page).filter({ hasText: "Bagian Umum" }).getByRole("link", { name: "Detail" }).click();
  await expect(page.getByRole("dialog", { name: "Informasi Alamat" })).toContainText("Nyoman Sari");

  await page.goto("/profil/alamat");
  await rows(page).filter({ hasText: "Bagian Keuangan" }).getByRole("link", { name: "Hapus" }).click();
  await expect(page.getByText("Anda ingin melanjutkan menghapus data alamat ini?")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Hapus" }).click();
  await expect(rows(page).filter({ hasText: "Bagian Keuangan" })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
});

test("the add form names every missing field", ONCE, async ({ page, buyer }) => {
  await signIn(page, buyer, "/profil/tambah-alamat");
  await page.getByRole("button", { name: "Simpan" }).click();
  for (const message of [
    "Satuan kerja tidak boleh kosong",
    "Nama penerima tidak boleh kosong",
    "No telepon tidak boleh kosong",
    "Silahkan pilih provinsi",
    "Silahkan pilih kabupaten",
    "Silahkan pilih kecamatan",
    "Alamat tidak boleh kosong",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel("No telepon").fill("08a1");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Pastikan data yang diinput berupa angka")).toBeVisible();
});

test("another buyer's address id shows nothing of it", ONCE, async ({ page, request, buyer }) => {
  const other = await hostSignIn(request, await createBuyer(request));
  await addAddress(request, other, "Satker Rahasia", "Penerima Rahasia");
  const [foreignId] = await addressIds(request, other);
  await signIn(page, buyer, `/profil/edit-alamat?id_alamat=${foreignId}`);
  await expect(page.getByText("Data tidak ditemukan")).toBeVisible();
  await expect(page.getByText("Penerima Rahasia")).toHaveCount(0);
  await expect(page.locator('input[name="receipt_name"]')).toHaveCount(0);

  await page.goto(`/profil/alamat?detail=${foreignId}`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("Satker Rahasia")).toHaveCount(0);
});
