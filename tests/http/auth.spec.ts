// Sign-up, sign-in, sign-out and password recovery without JavaScript (000 §2, §5, §8), as
// HTTP conversations; the same journeys with JavaScript are in tests/e2e/auth.spec.ts.
import { createBuyer, expect, latestMail, NoJsBrowser, operator, signIn, test } from "./kit";
import { REGISTERED, REGISTERED_AS, uniqueUsername as unique, type Registration } from "../support/auth";

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

/** The sign-in form (the header has a sign-in button of its own). */
const LOGIN_FORM = "form:has(input[name=password])";

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

test("sign in with the email; a wrong password shows the host's message", async ({
  visitor,
  request,
  buyer,
}) => {
  const refusal = await request.post("/admin-host/api/customer/login", {
    form: { email: buyer.email, password: "salah-sekali" },
  });
  const { message } = (await refusal.json()) as { message: string };
  expect(message).toBeTruthy();

  await visitor.goto("/login");
  visitor.fill("Email / Username", buyer.email).fill("Kata sandi", "salah-sekali");
  await visitor.press("Masuk", LOGIN_FORM);
  expect(visitor.text("[role=alert]")).toBe(message);

  await signIn(visitor, { username: buyer.email, password: buyer.password });
  expect(visitor.url.pathname).toBe("/");
  expect(visitor.text(".account-user")).toContain(buyer.username);
});

test("the login form names what is missing", async ({ visitor }) => {
  await visitor.goto("/login");
  await visitor.press("Masuk", LOGIN_FORM);
  expect(visitor.text(LOGIN_FORM)).toContain("Email / Username tidak boleh kosong");
  expect(visitor.text(LOGIN_FORM)).toContain("Kata sandi tidak boleh kosong");
  const account = visitor.field("Email / Username");
  expect(account.attribs["aria-invalid"]).toBe("true");
  expect(visitor.text(`#${account.attribs["aria-describedby"]}`)).toBe("Email / Username tidak boleh kosong");

  visitor.fill("Email / Username", "demo").fill("Kata sandi", "pendek");
  await visitor.press("Masuk", LOGIN_FORM);
  expect(visitor.text(LOGIN_FORM)).toContain("Kata sandi minimal memiliki 8 karakter");
  expect(visitor.text(LOGIN_FORM)).not.toContain("Email / Username tidak boleh kosong");
  expect(visitor.value("Email / Username")).toBe("demo");
  expect(visitor.field("Email / Username").attribs["aria-invalid"]).toBeUndefined();
});

test("the sign-in pages' banner waits for the layout and offers the host's webp copies", async ({
  visitor,
}) => {
  // On a phone the banner follows the form: loaded eagerly it competed with the stylesheets.
  for (const path of ["/login", "/register"]) {
    await visitor.goto(path);
    const banner = visitor.$(".auth-banner picture");
    expect(banner.find("img").attr("loading")).toBe("lazy");
    expect(banner.find("source[type='image/webp']").attr("srcset")).toMatch(/-360w\.webp 360w/);
  }
});

test("the registration form names what is wrong", async ({ visitor }) => {
  await visitor.goto("/register");
  visitor.fill("Email", "bukan-email").fill("Nomor Telepon", "0812-abc");
  await visitor.press("Daftar");
  for (const text of [
    "Username tidak boleh kosong",
    "Format email salah",
    "Pastikan data yang diinput berupa angka",
    "Provinsi tidak boleh kosong",
    "Kecamatan tidak boleh kosong",
    "Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku.",
  ]) {
    expect(visitor.text("main"), text).toContain(text);
  }
});

test("a different password confirmation is named while other fields are still empty", async ({ visitor }) => {
  await visitor.goto("/register");
  visitor.fill("Kata sandi", "rahasia123").fill("Konfirmasi kata sandi", "rahasia124");
  await visitor.press("Daftar");
  expect(visitor.text("main")).toContain("Username tidak boleh kosong");
  expect(visitor.text("main")).toContain("Konfirmasi kata sandi tidak sama dengan password");
});

test("/wilayah answers a region list as JSON that may be cached briefly", async ({ request }) => {
  const provinces = (await (await request.get("/admin-host/api/customer/province")).json()) as {
    data: { province_id: number; province_name: string }[];
  };
  const bali = provinces.data.find((province) => province.province_name === "Bali");
  if (!bali) throw new Error("the demo regions include Bali");
  const response = await request.get(`/wilayah?provinsi=${bali.province_id}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=300");
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const body = (await response.json()) as { parent: string; regions: { id: string; name: string }[] };
  expect(body.parent).toBe(String(bali.province_id));
  expect(body.regions.map((region) => region.name)).toContain("Kota Denpasar");
});

test("a bot that fills the hidden honeypot field is refused on the three public forms", async ({
  visitor,
}) => {
  for (const path of ["/login", "/register", "/lupa-password"]) {
    await visitor.goto(path);
    const value = (name: string) => visitor.$(`input[name="${name}"]`).attr("value");
    const csrf = value("csrf");
    const validFrom = value("from__confirm");
    expect(csrf, `${path} has a CSRF token`).toBeTruthy();
    expect(validFrom, `${path} has the honeypot's timestamp`).toBeTruthy();
    const form = {
      csrf: csrf!,
      from__confirm: validFrom!,
      email: "bot@example.com",
      password: "rahasia-bot",
    };
    const post = (name: string) =>
      visitor.fetch(path, {
        method: "POST",
        body: new URLSearchParams({ ...form, name__confirm: name }),
        redirect: "manual",
      });
    // A person's post reaches the form (its answer may be a 400 refusal of the fields), not the trap.
    expect(await (await post("")).text(), `${path} takes a person's post`).not.toContain(
      "Permintaan ditolak.",
    );
    const bot = await post("Budi");
    expect(bot.status, `${path} refuses the bot`).toBe(400);
    expect(await bot.text()).toContain("Permintaan ditolak.");
  }
});

test("a taken username and email are refused with the spec's text", async ({ visitor }) => {
  await fillRegistration(visitor, { username: "demo", email: "demo@example.com", password: "rahasia-123" });
  await visitor.press("Daftar");
  expect(visitor.text("[role=alert]")).toContain(
    "Username dan Email sudah terdaftar silahkan gunakan yang lain",
  );
  expect(visitor.text("main")).toContain("Email sudah terdaftar silahkan gunakan yang lain");
  expect(visitor.value("Username")).toBe("demo");
});

test("sign out asks 'Anda yakin ingin keluar?' first", async ({ visitor, buyer }) => {
  await signIn(visitor, buyer, "/profil/beranda");
  // Without JavaScript "Keluar" leads to the question's own page.
  await visitor.follow("Keluar", 'nav[aria-label="Menu akun"]');
  expect(visitor.url.pathname).toBe("/logout");
  expect(visitor.text(".logout-confirmation")).toContain("Anda yakin ingin keluar?");
  expect(visitor.link("Batal", ".logout-confirmation").attribs.href).toBe("/profil/beranda");
  await visitor.press("Ya, keluar", ".logout-confirmation");
  expect(visitor.url.pathname).toBe("/");
  expect(visitor.link("Masuk", ".account-links").attribs.href).toMatch(/^\/login/);
  await visitor.goto("/profil/beranda");
  expect(visitor.url.pathname + visitor.url.search).toBe("/login?redirectTo=%2Fprofil%2Fberanda");
});

test("forgot password mails a link; the reset sets a new password", async ({
  visitor,
  request,
  buyer,
  shop,
}) => {
  await visitor.goto("/lupa-password");
  visitor.fill("Email", `tidak-ada-${buyer.email}`);
  await visitor.press("Kirim");
  expect(visitor.text("[role=alert]")).toBe("Email tidak terdaftar");

  visitor.fill("Email", buyer.email);
  await visitor.press("Kirim");
  expect(visitor.text()).toContain("Silahkan periksa email Anda");
  expect(visitor.value("Email")).toBe("");

  const target = new URL((await latestMail(request, buyer.email))?.link ?? "");
  expect(target.pathname).toBe("/reset-password");
  await visitor.goto(`${target.pathname}${target.search}`);
  expect(visitor.value("Email")).toBe(buyer.email);
  visitor.fill("Kata sandi baru", "baru-12345").fill("Konfirmasi kata sandi", "lain-12345");
  await visitor.press("Simpan");
  expect(visitor.text("main")).toContain("Konfirmasi kata sandi tidak sama dengan password");

  visitor.fill("Kata sandi baru", "baru-12345").fill("Konfirmasi kata sandi", "baru-12345");
  await visitor.press("Simpan");
  expect(visitor.url.pathname).toBe("/login");

  // The link works once.
  await visitor.goto(`${target.pathname}${target.search}`);
  visitor.fill("Kata sandi baru", "lagi-12345").fill("Konfirmasi kata sandi", "lagi-12345");
  await visitor.press("Simpan");
  expect(visitor.text("[role=alert]")).toContain("tidak valid");

  const again = new NoJsBrowser(shop.url);
  await signIn(again, { username: buyer.username, password: "baru-12345" });
  expect(again.text(".account-user")).toContain(buyer.username);
});

test("a signed-in visitor is sent from the sign-in pages to /", async ({ visitor, buyer }) => {
  await signIn(visitor, buyer);
  for (const path of ["/login", "/register", "/lupa-password", "/reset-password?token=x&email=y%40z.id"]) {
    await visitor.goto(path);
    expect(visitor.url.pathname, path).toBe("/");
  }
});

test("the account area needs a session; /profil opens the dashboard", async ({ visitor, buyer }) => {
  await visitor.goto("/profil");
  expect(visitor.url.pathname + visitor.url.search).toBe("/login?redirectTo=%2Fprofil");

  await signIn(visitor, buyer, "/profil");
  expect(visitor.url.pathname).toBe("/profil/beranda");
  expect(visitor.heading()).toBe("Beranda");
  expect(visitor.text()).toContain(buyer.email);
  const menu = 'nav[aria-label="Menu akun"]';
  for (const [name, href] of [
    ["Beranda", "/profil/beranda"],
    ["Sunting Pengguna", "/profil/sunting-profil"],
    ["Daftar Transaksi", "/profil/transaksi"],
    ["Chat", "/profil/chat"],
    ["Alamat", "/profil/alamat"],
  ]) {
    expect(visitor.link(name, menu).attribs.href, name).toBe(href);
  }
  await visitor.goto("/profil/dashboard");
  expect(visitor.url.pathname).toBe("/profil/beranda");
});

test("the side menu counts the admin's new chat messages", async ({ visitor, request, buyer }) => {
  await signIn(visitor, buyer, "/profil/beranda");
  const menu = 'nav[aria-label="Menu akun"]';
  expect(visitor.link("Chat", menu).attribs.href).toBe("/profil/chat");
  expect(visitor.$(`${menu} .badge`)).toHaveLength(0);

  await operator(request, "POST", `chat/${buyer.id}`, {
    message: "Selamat siang, ada yang bisa kami bantu?",
  });
  await operator(request, "POST", `chat/${buyer.id}`, { message: "Pesanan Anda sedang kami proses." });
  await visitor.goto("/profil/beranda");
  const chat = visitor.link("Chat 2 pesan baru", menu);
  expect(chat.attribs.href).toBe("/profil/chat");
  expect(visitor.text(visitor.$(chat).find(".badge"))).toBe("2");
});
