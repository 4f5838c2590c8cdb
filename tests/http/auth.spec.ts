// Sign-up, sign-in, sign-out and password recovery without JavaScript (000 §2, §5, §8), as
// HTTP conversations; the same journeys with JavaScript are in tests/e2e/auth.spec.ts.
import { createBuyer, expect, latestMail, NoJsBrowser, signIn, test } from "./kit";

const REGISTERED =
  "Registrasi berhasil dilakukan, silahkan periksa email anda, untuk melakukan verifikasi email.";

/** What the registration form asks under the same label as the profile form (issue 21). */
const REGISTERED_AS = {
  "Nama Instansi": "Dinas Pendidikan Kota Denpasar",
  Instansi: "Pemerintah Kota Denpasar",
  "Tanggal Lahir": "1988-03-17",
  "Nomor Telepon": "081337001122",
  KLDI: "Pemda Kota Denpasar",
  LSPE: "51",
  NIP: "198803172012012001",
  "Nama PP": "I Made Sudana",
  "Nama PPK": "I Wayan Artha",
};

type Registration = { username: string; email: string; password: string };

/** The region cascade without JavaScript: each choice reloads the form with the next list. */
async function fillRegistration(visitor: NoJsBrowser, account: Registration) {
  await visitor.goto("/register");
  visitor
    .fill("Username", account.username)
    .fill("Email", account.email)
    .fill("Kata sandi", account.password)
    .fill("Konfirmasi kata sandi", account.password)
    .select("Provinsi", "Bali");
  await visitor.press("Tampilkan Kabupaten/Kota");
  visitor.select("Kabupaten/Kota", "Kota Denpasar");
  await visitor.press("Tampilkan Kecamatan");
  // The reloads kept what was typed.
  expect(visitor.value("Username")).toBe(account.username);
  expect(visitor.value("Kata sandi")).toBe(account.password);
  const subDistricts = visitor.$(`#${visitor.field("Kecamatan").attribs.id} option`);
  expect(subDistricts.length).toBeGreaterThan(1);
  visitor.select("Kecamatan", subDistricts.eq(1).text());
  for (const [label, value] of Object.entries(REGISTERED_AS)) visitor.fill(label, value);
  visitor
    .select("Jenis Kelamin", "Perempuan")
    .fill("Satuan kerja", "Bidang Sarana Prasarana")
    .fill("Nama penerima", "Ni Luh Putu Ayu")
    .fill("No telepon penerima", "081337001199")
    .fill("Alamat", "Jl. Mawar No. 5, Denpasar");
  visitor.check("Saya sudah membaca dan menyetujui syarat dan ketentuan yang berlaku.");
}

const unique = () => `akun${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("sign up with the region cascade, verify the email, then sign in with the username", async ({
  visitor,
  request,
}) => {
  const username = unique();
  const account = { username, email: `${username}@example.test`, password: "rahasia-123" };
  await fillRegistration(visitor, account);
  await visitor.press("Daftar");
  expect(visitor.url.pathname).toBe("/login");
  expect(visitor.text()).toContain(REGISTERED);

  // Not verified yet: the host refuses, and the page shows its message.
  visitor.fill("Email / Username", username).fill("Kata sandi", account.password);
  await visitor.press("Masuk");
  expect(visitor.text("[role=alert]")).toContain("belum diverifikasi");

  const link = (await latestMail(request, account.email))?.link;
  expect(link).toBeTruthy();
  // The mailed link points at the host, which sends the buyer back to the shop.
  await visitor.goto(link ?? "");
  expect(visitor.url.pathname + visitor.url.search).toBe("/login?terverifikasi=1");
  expect(visitor.text("[role=status]")).toBe("Email berhasil diverifikasi, silahkan masuk.");

  await signIn(visitor, { username, password: account.password });
  expect(visitor.url.pathname).toBe("/");
  expect(visitor.text(".account-user")).toContain(username);

  await visitor.goto("/profil/sunting-profil");
  for (const [label, value] of Object.entries(REGISTERED_AS))
    expect(visitor.value(label, "form#profil"), label).toBe(value);
  expect(visitor.value("Jenis Kelamin", "form#profil")).toBe("0");
  await visitor.goto("/profil/beranda");
  expect(visitor.text(".institution h2")).toBe(REGISTERED_AS["Nama Instansi"]);
});

test("redirectTo is followed on the site and refused off it", async ({ visitor, request, shop }) => {
  const buyer = await createBuyer(request);
  await signIn(visitor, buyer, "/profil/beranda");
  expect(visitor.url.pathname).toBe("/profil/beranda");

  for (const target of ["//evil.example", "https://evil.example/", "/\\evil.example", "/%09/evil.example"]) {
    // A new visitor each time (no session yet); the kit refuses to follow a redirect off the shop.
    const stranger = new NoJsBrowser(shop.url);
    await signIn(stranger, buyer, target);
    expect(`${stranger.url.pathname}${stranger.url.search}`, target).toBe("/");
  }
});
