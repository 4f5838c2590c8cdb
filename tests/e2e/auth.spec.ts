// Sign-up, sign-in, sign-out and password recovery (000 §2, §5, §8), with JavaScript; without it
// they are HTTP conversations in tests/http/auth.spec.ts, the sign-up journey also in Chromium.
import type { Page } from "@playwright/test";
import { expect, latestMail, ONCE, operator, signIn, test } from "./support";
import { REGISTERED, REGISTERED_AS, uniqueUsername as unique, type Registration } from "../support/auth";

/** Picks a region; without JavaScript the form is reloaded with the next list first. */
async function chooseRegions(page: Page, javaScript: boolean, province: string, district: string) {
  await page.getByLabel("Provinsi", { exact: true }).selectOption({ label: province });
  if (!javaScript) await page.getByRole("button", { name: "Tampilkan Kabupaten/Kota" }).click();
  await page.getByLabel("Kabupaten/Kota", { exact: true }).selectOption({ label: district });
  if (!javaScript) await page.getByRole("button", { name: "Tampilkan Kecamatan" }).click();
  const subDistrict = page.getByLabel("Kecamatan", { exact: true });
  await expect(subDistrict.locator("option")).not.toHaveCount(1);
  await subDistrict.selectOption({ index: 1 });
}

async function fillRegistration(page: Page, javaScript: boolean, account: Registration) {
  await page.goto("/register");
  await page.getByLabel("Username", { exact: true }).fill(account.username);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Kata sandi", { exact: true }).fill(account.password);
  await page.getByLabel("Konfirmasi kata sandi", { exact: true }).fill(account.password);
  // Chosen before the other fields too, so the no-JS reloads must keep what was typed above.
  await chooseRegions(page, javaScript, "Bali", "Kota Denpasar");
  await expect(page.getByLabel("Username", { exact: true })).toHaveValue(account.username);
  await expect(page.getByLabel("Kata sandi", { exact: true })).toHaveValue(account.password);
  for (const [label, value] of Object.entries(REGISTERED_AS))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Jenis Kelamin", { exact: true }).selectOption({ label: "Perempuan" });
  await page.getByLabel("Satuan kerja", { exact: true }).fill("Bidang Sarana Prasarana");
  await page.getByLabel("Nama penerima", { exact: true }).fill("Ni Luh Putu Ayu");
  await page.getByLabel("No telepon penerima", { exact: true }).fill("081337001199");
  await page.getByLabel("Alamat", { exact: true }).fill("Jl. Mawar No. 5, Denpasar");
  await page.getByRole("checkbox").check();
}

const accountLink = (page: Page) => page.locator(".account-user");

// The auth area's canary: also run in Chromium without JavaScript, against its HTTP conversation
// in tests/http/auth.spec.ts (decision 0017).
test("sign up with the region cascade, verify the email, then sign in with the username", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const username = unique();
  const account = { username, email: `${username}@example.test`, password: "rahasia-123" };
  await fillRegistration(page, javaScriptEnabled, account);
  await page.getByRole("button", { name: "Daftar", exact: true }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(REGISTERED)).toBeVisible();

  // Not verified yet: the host refuses, and the page shows its message.
  await page.getByLabel("Email / Username").fill(username);
  await page.getByLabel("Kata sandi").fill(account.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByRole("alert")).toContainText("belum diverifikasi");

  const link = (await latestMail(request, account.email))?.link;
  expect(link).toBeTruthy();
  await page.goto(link ?? "");
  // The host verified it and sent the buyer back to the login page, which says so (issue 21).
  await expect(page).toHaveURL(/\/login\?terverifikasi=1$/);
  await expect(page.getByRole("status")).toHaveText("Email berhasil diverifikasi, silahkan masuk.");

  await signIn(page, { username, password: account.password });
  await expect(page).toHaveURL(/\/$/);
  await expect(accountLink(page)).toContainText(username);

  // The profile form holds each value under the label it was typed under.
  await page.goto("/profil/sunting-profil");
  const profile = page.locator("form#profil");
  for (const [label, value] of Object.entries(REGISTERED_AS))
    await expect(profile.getByLabel(label, { exact: true }), label).toHaveValue(value);
  await expect(profile.getByLabel("Jenis Kelamin", { exact: true })).toHaveValue("0");
  // The dashboard: the name ('Nama Instansi') as its heading, instance_name as 'Instansi'.
  await page.goto("/profil/beranda");
  const institution = page.locator(".institution");
  await expect(institution.getByRole("heading", { level: 2 })).toHaveText(REGISTERED_AS["Nama Instansi"]);
  await expect(institution.locator("dt", { hasText: /^Instansi$/ }).locator("+ dd")).toHaveText(
    REGISTERED_AS.Instansi,
  );
});

// Without JavaScript: tests/http/auth.spec.ts.
test(
  "sign in with the email; a wrong password shows the host's message",
  ONCE,
  async ({ page, request, buyer }) => {
    const refusal = await request.post("/admin-host/api/customer/login", {
      form: { email: buyer.email, password: "salah-sekali" },
    });
    const { message } = (await refusal.json()) as { message: string };
    expect(message).toBeTruthy();

    await page.goto("/login");
    await page.getByLabel("Email / Username").fill(buyer.email);
    await page.getByLabel("Kata sandi").fill("salah-sekali");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page.getByRole("alert")).toHaveText(message);

    await signIn(page, { username: buyer.email, password: buyer.password });
    await expect(page).toHaveURL(/\/$/);
    await expect(accountLink(page)).toContainText(buyer.username);
  },
);

// Without JavaScript: tests/http/auth.spec.ts.
test("the login form names what is missing", ONCE, async ({ page }) => {
  const account = page.getByLabel("Email / Username");
  const password = page.getByLabel("Kata sandi");
  await page.goto("/login");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByText("Email / Username tidak boleh kosong")).toBeVisible();
  await expect(page.getByText("Kata sandi tidak boleh kosong")).toBeVisible();
  await expect(account).toHaveAttribute("aria-invalid", "true");
  await expect(account).toHaveAccessibleDescription("Email / Username tidak boleh kosong");
  // With JavaScript the first field named gets the focus, as conform's hook gave it.
  await expect(account).toBeFocused();

  await account.fill("demo");
  await password.fill("pendek");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByText("Kata sandi minimal memiliki 8 karakter")).toBeVisible();
  await expect(page.getByText("Email / Username tidak boleh kosong")).toHaveCount(0);
  await expect(account).toHaveValue("demo");
  await expect(account).not.toHaveAttribute("aria-invalid");
  await expect(password).toBeFocused();
});

// Without JavaScript: tests/http/auth.spec.ts.
test("the registration form names what is wrong", ONCE, async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Email", { exact: true }).fill("bukan-email");
  await page.getByLabel("Nomor Telepon", { exact: true }).fill("0812-abc");
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
  for (const text of [
    "Username tidak boleh kosong",
    "Format email salah",
    "Pastikan data yang diinput berupa angka",
    "Provinsi tidak boleh kosong",
    "Kecamatan tidak boleh kosong",
    "Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku.",
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
});

// Without JavaScript: tests/http/auth.spec.ts.
test(
  "a different password confirmation is named while other fields are still empty",
  ONCE,
  async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Kata sandi", { exact: true }).fill("rahasia123");
    await page.getByLabel("Konfirmasi kata sandi", { exact: true }).fill("rahasia124");
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await expect(page.getByText("Username tidak boleh kosong", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Konfirmasi kata sandi tidak sama dengan password", { exact: true }),
    ).toBeVisible();
  },
);

// Without JavaScript: tests/http/auth.spec.ts.
test("a taken username and email are refused with the spec's text", ONCE, async ({ page }) => {
  await fillRegistration(page, true, {
    username: "demo",
    email: "demo@example.com",
    password: "rahasia-123",
  });
  await page.getByRole("button", { name: "Daftar", exact: true }).click();
  await expect(page.getByRole("alert").first()).toHaveText(
    "Username dan Email sudah terdaftar silahkan gunakan yang lain",
  );
  await expect(
    page.getByText("Email sudah terdaftar silahkan gunakan yang lain", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("Username", { exact: true })).toHaveValue("demo");
});

// Without JavaScript: tests/http/auth.spec.ts.
test("sign out asks 'Anda yakin ingin keluar?' first", ONCE, async ({ page, buyer }) => {
  await signIn(page, buyer, "/profil/beranda");
  await page.getByRole("navigation", { name: "Menu akun" }).getByRole("link", { name: "Keluar" }).click();
  await expect(page.getByText("Anda yakin ingin keluar?").filter({ visible: true })).toBeVisible();
  await page.getByRole("button", { name: "Ya, keluar" }).filter({ visible: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(".account-links").getByRole("button", { name: "Masuk" })).toBeVisible();
  await page.goto("/profil/beranda");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofil%2Fberanda$/);
});

// Without JavaScript: tests/http/auth.spec.ts.
test(
  "forgot password mails a link; the reset sets a new password",
  ONCE,
  async ({ page, request, buyer }) => {
    await page.goto("/lupa-password");
    await page.getByLabel("Email").fill(`tidak-ada-${buyer.email}`);
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email tidak terdaftar");

    await page.getByLabel("Email").fill(buyer.email);
    await page.getByRole("button", { name: "Kirim" }).click();
    await expect(page.getByText("Silahkan periksa email Anda")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("");

    const link = (await latestMail(request, buyer.email))?.link ?? "";
    const target = new URL(link);
    expect(target.pathname).toBe("/reset-password");
    await page.goto(`${target.pathname}${target.search}`);
    await expect(page.getByLabel("Email")).toHaveValue(buyer.email);
    await page.getByLabel("Kata sandi baru").fill("baru-12345");
    await page.getByLabel("Konfirmasi kata sandi").fill("lain-12345");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Konfirmasi kata sandi tidak sama dengan password")).toBeVisible();

    await page.getByLabel("Kata sandi baru").fill("baru-12345");
    await page.getByLabel("Konfirmasi kata sandi").fill("baru-12345");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The link works once.
    await page.goto(`${target.pathname}${target.search}`);
    await page.getByLabel("Kata sandi baru").fill("lagi-12345");
    await page.getByLabel("Konfirmasi kata sandi").fill("lagi-12345");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByRole("alert")).toContainText("tidak valid");

    await signIn(page, { username: buyer.username, password: "baru-12345" });
    await expect(accountLink(page)).toContainText(buyer.username);
  },
);

// Without JavaScript: tests/http/auth.spec.ts.
test("a signed-in visitor is sent from the sign-in pages to /", ONCE, async ({ page, buyer }) => {
  await signIn(page, buyer);
  for (const path of ["/login", "/register", "/lupa-password", "/reset-password?token=x&email=y%40z.id"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

// Without JavaScript: tests/http/auth.spec.ts.
test("the account area needs a session; /profil opens the dashboard", ONCE, async ({ page, buyer }) => {
  await page.goto("/profil");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofil$/);

  await signIn(page, buyer, "/profil");
  await expect(page).toHaveURL(/\/profil\/beranda$/);
  await expect(page.getByRole("heading", { name: "Beranda", level: 1 })).toBeVisible();
  await expect(page.getByText(buyer.email)).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Menu akun" });
  for (const [name, href] of [
    ["Beranda", "/profil/beranda"],
    ["Sunting Pengguna", "/profil/sunting-profil"],
    ["Daftar Transaksi", "/profil/transaksi"],
    ["Chat", "/profil/chat"],
    ["Alamat", "/profil/alamat"],
  ]) {
    await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }

  await page.goto("/profil/dashboard");
  await expect(page).toHaveURL(/\/profil\/beranda$/);
});

// Without JavaScript: tests/http/auth.spec.ts.
test("the side menu counts the admin's new chat messages", ONCE, async ({ page, request, buyer }) => {
  await signIn(page, buyer, "/profil/beranda");
  const menu = page.getByRole("navigation", { name: "Menu akun" });
  await expect(menu.getByRole("link", { name: "Chat", exact: true })).toBeVisible();
  await expect(menu.locator(".badge")).toHaveCount(0);

  await operator(request, "POST", `chat/${buyer.id}`, {
    message: "Selamat siang, ada yang bisa kami bantu?",
  });
  await operator(request, "POST", `chat/${buyer.id}`, { message: "Pesanan Anda sedang kami proses." });
  await page.goto("/profil/beranda");
  const chat = menu.getByRole("link", { name: "Chat 2 pesan baru", exact: true });
  await expect(chat).toHaveAttribute("href", "/profil/chat");
  await expect(chat.locator(".badge")).toHaveText("2");
});
