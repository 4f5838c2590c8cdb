// Without JavaScript these journeys are HTTP conversations: tests/http/profile.spec.ts.
// 001 §2 Profile edit: the form's messages, the host's duplicate email, the header following
// a save, the password change and the photo (refused files, then one made square without EXIF).
import type { Page } from "@playwright/test";
import { expect, ONCE, signIn, test } from "./support";
import {
  expectStoredPhoto,
  PHOTO_BAD_TYPE,
  PHOTO_TOO_BIG,
  photoWithGps,
  PROFILE_EDIT as EDIT,
  PROFILE_REQUIRED as REQUIRED,
} from "../support/profile";
const save = (page: Page) => page.locator("form.profile-form").getByRole("button", { name: "Simpan" });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test(
  "edit the profile: every message, the duplicate email, then a save the header follows",
  ONCE,
  async ({ page, buyer }) => {
    await signIn(page, buyer, EDIT);
    await expect(field(page, "Email")).toHaveValue(buyer.email);
    await expect(field(page, "Username")).toHaveValue(buyer.username);
    await expect(field(page, "Tanggal Lahir")).toHaveValue("1990-01-01");
    await expect(field(page, "Jenis Kelamin")).toHaveValue("1");

    for (const [label] of REQUIRED) await field(page, label).fill("");
    await save(page).click();
    for (const [, message] of REQUIRED) await expect(page.getByText(message, { exact: true })).toBeVisible();

    await field(page, "Nama Instansi").fill("Dinas Kominfo Uji");
    await field(page, "Email").fill("bukan-email");
    await field(page, "Nomor Telepon").fill("0812-abc");
    await field(page, "Tanggal Lahir").fill("1985-06-15");
    await field(page, "NIP").fill("19850615x");
    await field(page, "Nama PP").fill("Made Pengadaan");
    await field(page, "Nama PPK").fill("Komang Komitmen");
    await save(page).click();
    await expect(page.getByText("Format Email tidak sesuai")).toBeVisible();
    await expect(page.getByText("Pastikan data yang diinput berupa angka")).toHaveCount(2);

    // The second demo buyer's address: the host's 'Email Telah Terdaftar' in the error dialog.
    await field(page, "Email").fill("demo2@example.com");
    await field(page, "Nomor Telepon").fill("081234567890");
    await field(page, "NIP").fill("198506152010011002");
    await save(page).click();
    const refused = page.getByRole("dialog", { name: "Ooops" });
    await expect(refused).toContainText("Email Telah Terdaftar");
    await refused.getByRole("button", { name: "OK" }).click();
    await expect(refused).toBeHidden();
    // Nothing typed is lost.
    await expect(field(page, "Nama Instansi")).toHaveValue("Dinas Kominfo Uji");
    await expect(field(page, "Nama PPK")).toHaveValue("Komang Komitmen");

    const username = `${buyer.username}-baru`;
    await field(page, "Email").fill(`baru-${buyer.email}`);
    await field(page, "Username").fill(username);
    await field(page, "Jenis Kelamin").selectOption("0");
    // Held back until the busy state has been seen: the overlay and the upload's per cent.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === EDIT,
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      },
    );
    await save(page).click();
    await expect(page.getByText("Mohon tunggu, data sedang diproses")).toBeVisible();
    await expect(page.getByText(/^Mengunggah \d+%$/)).toBeVisible();
    await expect(save(page)).toBeDisabled();
    release();
    const saved = page.getByRole("dialog", { name: "Selamat" });
    await expect(saved).toContainText("Data anda telah berhasil diperbaharui");
    await expect(page.locator(".account-user")).toContainText(username);
    await saved.getByRole("button", { name: "OK" }).click();
    await expect(saved).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${EDIT}$`));

    await page.reload();
    await expect(field(page, "Nama Instansi")).toHaveValue("Dinas Kominfo Uji");
    await expect(field(page, "Email")).toHaveValue(`baru-${buyer.email}`);
    await expect(field(page, "Tanggal Lahir")).toHaveValue("1985-06-15");
    await expect(field(page, "Jenis Kelamin")).toHaveValue("0");
    await page.goto("/profil/beranda");
    await expect(page.getByRole("heading", { name: "Dinas Kominfo Uji" })).toBeVisible();
    // One label, one meaning (issue 21): the form's 'Nama Instansi' is that heading; the
    // dashboard's row for the form's 'Instansi' field is 'Instansi' too.
    await expect(page.locator(".profile-page")).not.toContainText("Nama Instansi");
    await expect(page.locator(".profile-page")).toContainText("Instansi");
  },
);

test("change the password, stay signed in, and sign in with the new one", ONCE, async ({ page, buyer }) => {
  await signIn(page, buyer, EDIT);
  await page.getByRole("button", { name: "Ubah Kata Sandi" }).click();
  await expect(page).toHaveURL(/\?modal=sandi$/);
  const dialog = page.getByRole("dialog", { name: "Ubah Kata Sandi" });
  const submit = dialog.getByRole("button", { name: "Simpan" });
  await submit.click();
  await expect(dialog.getByText("Kata Sandi wajib diisi", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Konfirmasi Kata Sandi wajib diisi", { exact: true })).toBeVisible();

  await dialog.getByLabel("Kata Sandi Baru", { exact: true }).fill("pendek");
  await dialog.getByLabel("Konfirmasi Kata Sandi Baru", { exact: true }).fill("pendek");
  await submit.click();
  await expect(dialog.getByText("Kata Sandi harus minimal diisi 8 Karakter", { exact: true })).toBeVisible();

  await dialog.getByLabel("Kata Sandi Baru", { exact: true }).fill("sandi-baru-123");
  await dialog.getByLabel("Konfirmasi Kata Sandi Baru", { exact: true }).fill("sandi-baru-124");
  await submit.click();
  await expect(
    dialog.getByText("Konfirmasi Kata Sandi baru tidak sama dengan Kata Sandi baru", { exact: true }),
  ).toBeVisible();

  await dialog.getByLabel("Kata Sandi Baru", { exact: true }).fill("sandi-baru-123");
  await dialog.getByLabel("Konfirmasi Kata Sandi Baru", { exact: true }).fill("sandi-baru-123");
  await submit.click();
  await expect(page.getByRole("dialog", { name: "Selamat" })).toContainText(
    "Data Kata Sandi anda telah berhasil diperbaharui",
  );
  // The session stays signed in.
  await page.goto("/profil/beranda");
  await expect(page).toHaveURL(/\/profil\/beranda$/);

  await page.context().clearCookies();
  await signIn(page, { username: buyer.username, password: "sandi-baru-123" }, "/profil/beranda");
  await expect(page).toHaveURL(/\/profil\/beranda$/);
});

test(
  "upload a photo: wrong type and too big refused, a good one stored square without EXIF",
  ONCE,
  async ({ page, buyer }) => {
    const cropChunks: string[] = [];
    page.on("request", (request) => {
      if (/CropDialog|react-easy-crop/i.test(request.url())) cropChunks.push(request.url());
    });
    await signIn(page, buyer, EDIT);
    const photo = page.getByLabel("Foto Profil");
    const refusedWith = (message: string) => page.getByRole("dialog").filter({ hasText: message });

    const refuse = async (file: { name: string; mimeType: string; buffer: Buffer }, message: string) => {
      await photo.setInputFiles(file);
      const refused = refusedWith(message);
      await expect(refused).toBeVisible();
      await refused.getByRole("button", { name: "OK" }).click();
      await expect(refused).toBeHidden();
      // The browser's check clears the refused file.
      await expect(photo).toHaveValue("");
    };
    await refuse(
      { name: "catatan.txt", mimeType: "text/plain", buffer: Buffer.from("bukan gambar") },
      PHOTO_BAD_TYPE,
    );
    const small = await photoWithGps();
    const big = Buffer.concat([small, Buffer.alloc(2_000_000 - small.length)]);
    await refuse({ name: "besar.jpg", mimeType: "image/jpeg", buffer: big }, PHOTO_TOO_BIG);
    expect(cropChunks).toEqual([]);

    await photo.setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: small });
    // The cropper is fetched only now, in a modal; its box goes with the file.
    const crop = page.getByRole("dialog", { name: "Potong Foto" });
    await expect(crop).toBeVisible();
    expect(cropChunks.length).toBeGreaterThan(0);
    await crop.getByRole("button", { name: "Gunakan Foto" }).click();
    await expect(crop).toHaveCount(0);
    await expect(page.locator('input[name="crop_size"]')).toHaveValue("600");
    await expect(page.locator('input[name="crop_x"]')).toHaveValue("150");
    await save(page).click();
    await expect(page.getByRole("dialog", { name: "Selamat" })).toContainText(
      "Data anda telah berhasil diperbaharui",
    );

    // The header's avatar follows; the stored file is square, small and carries no EXIF.
    const avatar = page.locator(".account-user img.avatar");
    await expect(avatar).toHaveAttribute("src", /\/profil\/[0-9a-f]+\.jpg$/);
    const stored = await page.request.get((await avatar.getAttribute("src")) ?? "");
    expect(stored.ok()).toBe(true);
    await expectStoredPhoto(await stored.body(), expect);
  },
);

test("the loading state has its own address", ONCE, async ({ page, buyer }) => {
  await signIn(page, buyer, "/profil/skeleton-sunting");
  await expect(page.getByRole("region", { name: "Memuat data pengguna" })).toHaveAttribute(
    "aria-busy",
    "true",
  );
});
