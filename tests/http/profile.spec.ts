// 001 §2 Profile edit without JavaScript, as HTTP conversations: the form's messages, the host's
// duplicate email, the header following a save, the password change and the photo (refused files
// by their content, then one made square without EXIF). With JavaScript (the busy state, the
// cropper): tests/e2e/profile.spec.ts.
import { expect, NoJsBrowser, signIn, test } from "./kit";
import {
  expectStoredPhoto,
  PHOTO_BAD_TYPE,
  PHOTO_TOO_BIG,
  photoWithGps,
  PROFILE_EDIT as EDIT,
  PROFILE_REQUIRED as REQUIRED,
} from "../support/profile";

const FORM = "form.profile-form";
const save = (visitor: NoJsBrowser) => visitor.press("Simpan", FORM);
/** The open dialog saying `text`. */
const dialogSaying = (visitor: NoJsBrowser, text: string) =>
  visitor.$("dialog[open]").filter((_, el) => visitor.$(el).text().includes(text));

test("edit the profile: every message, the duplicate email, then a save the header follows", async ({
  visitor,
  buyer,
}) => {
  await signIn(visitor, buyer, EDIT);
  expect(visitor.value("Email", FORM)).toBe(buyer.email);
  expect(visitor.value("Username", FORM)).toBe(buyer.username);
  expect(visitor.value("Tanggal Lahir", FORM)).toBe("1990-01-01");
  expect(visitor.value("Jenis Kelamin", FORM)).toBe("1");

  for (const [label] of REQUIRED) visitor.fill(label, "", FORM);
  await save(visitor);
  expect(visitor.status).toBe(400);
  for (const [, message] of REQUIRED) expect(visitor.text(FORM)).toContain(message);

  visitor
    .fill("Nama Instansi", "Dinas Kominfo Uji", FORM)
    .fill("Email", "bukan-email", FORM)
    .fill("Nomor Telepon", "0812-abc", FORM)
    .fill("Tanggal Lahir", "1985-06-15", FORM)
    .fill("NIP", "19850615x", FORM)
    .fill("Nama PP", "Made Pengadaan", FORM)
    .fill("Nama PPK", "Komang Komitmen", FORM);
  await save(visitor);
  expect(visitor.text(FORM)).toContain("Format Email tidak sesuai");
  expect(visitor.text(FORM).split("Pastikan data yang diinput berupa angka")).toHaveLength(3);

  // The second demo buyer's address: the host's 'Email Telah Terdaftar' in the error dialog.
  visitor.fill("Email", "demo2@example.com", FORM).fill("Nomor Telepon", "081234567890", FORM);
  visitor.fill("NIP", "198506152010011002", FORM);
  await save(visitor);
  expect(dialogSaying(visitor, "Email Telah Terdaftar")).toHaveLength(1);
  // Nothing typed is lost.
  expect(visitor.value("Nama Instansi", FORM)).toBe("Dinas Kominfo Uji");
  expect(visitor.value("Nama PPK", FORM)).toBe("Komang Komitmen");

  const username = `${buyer.username}-baru`;
  visitor.fill("Email", `baru-${buyer.email}`, FORM).fill("Username", username, FORM);
  visitor.select("Jenis Kelamin", "Perempuan", FORM);
  await save(visitor);
  expect(dialogSaying(visitor, "Data anda telah berhasil diperbaharui")).toHaveLength(1);
  expect(visitor.text(".account-user")).toContain(username);
  // A reload shows the dialog no more: its address leads to the page itself.
  expect(visitor.url.search).toBe("?berhasil=profil");
  await visitor.reload();
  expect(visitor.url.pathname + visitor.url.search).toBe(EDIT);
  expect(dialogSaying(visitor, "Data anda telah berhasil diperbaharui")).toHaveLength(0);

  await visitor.goto(EDIT);
  expect(visitor.value("Nama Instansi", FORM)).toBe("Dinas Kominfo Uji");
  expect(visitor.value("Email", FORM)).toBe(`baru-${buyer.email}`);
  expect(visitor.value("Tanggal Lahir", FORM)).toBe("1985-06-15");
  expect(visitor.value("Jenis Kelamin", FORM)).toBe("0");
  await visitor.goto("/profil/beranda");
  expect(visitor.$(":header").text()).toContain("Dinas Kominfo Uji");
  // One label, one meaning (issue 21): the dashboard says 'Instansi', never 'Nama Instansi'.
  expect(visitor.text(".profile-page")).not.toContain("Nama Instansi");
  expect(visitor.text(".profile-page")).toContain("Instansi");
});

test("change the password, stay signed in, and sign in with the new one", async ({
  visitor,
  buyer,
  shop,
}) => {
  await signIn(visitor, buyer, EDIT);
  await visitor.follow("Ubah Kata Sandi");
  expect(visitor.url.search).toBe("?modal=sandi");
  const dialog = 'dialog[open]:has(input[type="password"])';
  await visitor.press("Simpan", dialog);
  expect(visitor.text(dialog)).toContain("Kata Sandi wajib diisi");
  expect(visitor.text(dialog)).toContain("Konfirmasi Kata Sandi wajib diisi");

  visitor.fill("Kata Sandi Baru", "pendek", dialog).fill("Konfirmasi Kata Sandi Baru", "pendek", dialog);
  await visitor.press("Simpan", dialog);
  expect(visitor.text(dialog)).toContain("Kata Sandi harus minimal diisi 8 Karakter");

  visitor.fill("Kata Sandi Baru", "sandi-baru-123", dialog);
  visitor.fill("Konfirmasi Kata Sandi Baru", "sandi-baru-124", dialog);
  await visitor.press("Simpan", dialog);
  expect(visitor.text(dialog)).toContain("Konfirmasi Kata Sandi baru tidak sama dengan Kata Sandi baru");

  visitor.fill("Kata Sandi Baru", "sandi-baru-123", dialog);
  visitor.fill("Konfirmasi Kata Sandi Baru", "sandi-baru-123", dialog);
  await visitor.press("Simpan", dialog);
  expect(dialogSaying(visitor, "Data Kata Sandi anda telah berhasil diperbaharui")).toHaveLength(1);
  await visitor.reload();
  expect(dialogSaying(visitor, "Data Kata Sandi anda telah berhasil diperbaharui")).toHaveLength(0);
  // The session stays signed in.
  await visitor.goto("/profil/beranda");
  expect(visitor.url.pathname).toBe("/profil/beranda");

  // Another browser, signed in with the new password.
  const again = new NoJsBrowser(shop.url);
  await signIn(again, { username: buyer.username, password: "sandi-baru-123" }, "/profil/beranda");
  expect(again.url.pathname).toBe("/profil/beranda");
});

test("upload a photo: wrong type, a lying name and too big refused, a good one stored square without EXIF", async ({
  visitor,
  buyer,
}) => {
  await signIn(visitor, buyer, EDIT);
  const refuse = async (file: { name: string; type: string; content: Buffer }, message: string) => {
    visitor.setFiles("Foto Profil", [file], FORM);
    await save(visitor);
    expect(dialogSaying(visitor, message), message).toHaveLength(1);
  };
  await refuse(
    { name: "catatan.txt", type: "text/plain", content: Buffer.from("bukan gambar") },
    PHOTO_BAD_TYPE,
  );
  // A name that lies: the server decides by the content.
  await refuse(
    { name: "palsu.png", type: "image/png", content: Buffer.from("bukan gambar sama sekali") },
    PHOTO_BAD_TYPE,
  );
  const small = await photoWithGps();
  const big = Buffer.concat([small, Buffer.alloc(2_000_000 - small.length)]);
  await refuse({ name: "besar.jpg", type: "image/jpeg", content: big }, PHOTO_TOO_BIG);
  // A phone camera's photo of 25 MB: the form again with the spec's message, not a 413 page.
  const camera = Buffer.concat([small, Buffer.alloc(25_000_000 - small.length)]);
  await refuse({ name: "kamera.jpg", type: "image/jpeg", content: camera }, PHOTO_TOO_BIG);
  expect(visitor.status).toBe(400);

  visitor.setFiles("Foto Profil", [{ name: "foto.jpg", type: "image/jpeg", content: small }], FORM);
  await save(visitor);
  expect(dialogSaying(visitor, "Data anda telah berhasil diperbaharui")).toHaveLength(1);
  // The header's avatar follows; the stored file is square, small and carries no EXIF.
  const src = visitor.$(".account-user img.avatar").attr("src") ?? "";
  expect(src).toMatch(/\/profil\/[0-9a-f]+\.jpg$/);
  const stored = await visitor.fetch(src);
  expect(stored.ok).toBe(true);
  await expectStoredPhoto(Buffer.from(await stored.arrayBuffer()), expect);
});

test("the loading state has its own address", async ({ visitor, buyer }) => {
  await signIn(visitor, buyer, "/profil/skeleton-sunting");
  const region = visitor.$('[aria-label="Memuat data pengguna"]');
  expect(region.attr("aria-busy")).toBe("true");
});
