import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../admin-host/src/http/auth.ts";
import { registration } from "./support/forms.ts";
import { startHost, type TestHost } from "./support/host.ts";

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());

const customerCount = () => host.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM customers")?.n;

describe("customer/login", () => {
  it("accepts email or username and returns a working bearer token with the user", async () => {
    for (const login of ["demo@example.com", "demo", "DEMO@example.com"]) {
      const res = await host.api("customer/login", { form: { email: login, password: "demo12345" } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: "Login berhasil",
        token_type: "Bearer",
        data: { id: 1, username: "demo" },
      });
      expect(res.body.data).not.toHaveProperty("password_hash");
      const user = await host.api("user", { token: res.body.token });
      expect(user.status).toBe(200);
      expect(user.body).toMatchObject({ id: 1, email: "demo@example.com" });
    }
  });

  it("validates with the spec's messages", async () => {
    const empty = await host.api("customer/login", { form: { email: "", password: "" } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      email: ["Email / Username tidak boleh kosong"],
      password: ["Kata sandi tidak boleh kosong"],
    });
    const short = await host.api("customer/login", { form: { email: "demo", password: "1234567" } });
    expect(short.body.errors).toEqual({ password: ["Kata sandi minimal memiliki 8 karakter"] });
    const wrongType = await host.api("customer/login", { json: { email: ["demo"], password: { a: 1 } } });
    expect(wrongType.status).toBe(422);
  });

  it("rejects a wrong password or unknown account with 422, never 401", async () => {
    for (const form of [
      { email: "demo", password: "salah12345" },
      { email: "tidak-ada@example.com", password: "demo12345" },
      { email: "' OR 1=1 --", password: "' OR '1'='1" },
    ]) {
      const res = await host.api("customer/login", { form });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("Email / Username atau kata sandi salah");
    }
  });
});

describe("bearer tokens", () => {
  it("answers 401 Unauthenticated. without, with a garbage and with an expired token", async () => {
    expect(await host.api("user")).toMatchObject({ status: 401, body: { message: "Unauthenticated." } });
    expect(await host.api("user", { token: "bukan-token" })).toMatchObject({
      status: 401,
      body: { message: "Unauthenticated." },
    });
    const buyer = await host.createBuyer();
    expect((await host.api("user", { token: buyer.token })).status).toBe(200);
    host.db.run("UPDATE customer_tokens SET expires_at = ? WHERE customer_id = ?", [
      new Date(Date.now() - 1000).toISOString(),
      buyer.id,
    ]);
    expect(await host.api("user", { token: buyer.token })).toMatchObject({
      status: 401,
      body: { message: "Unauthenticated." },
    });
  });

  it("drops a customer's expired tokens at the next login", async () => {
    const buyer = await host.createBuyer();
    host.db.run("UPDATE customer_tokens SET expires_at = ? WHERE customer_id = ?", [
      new Date(Date.now() - 1000).toISOString(),
      buyer.id,
    ]);
    const fresh = await host.login(buyer.email, buyer.password);
    expect((await host.api("user", { token: fresh })).status).toBe(200);
    const rows = host.db.all("SELECT 1 FROM customer_tokens WHERE customer_id = ?", [buyer.id]);
    expect(rows).toHaveLength(1);
  });

  it("stores only a hash of the token", async () => {
    const buyer = await host.createBuyer();
    const row = host.db.get<{ token_hash: string }>(
      "SELECT token_hash FROM customer_tokens WHERE customer_id = ?",
      [buyer.id],
    );
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(buyer.token);
  });
});

describe("customer/logout", () => {
  const tokenCount = (customerId: number) =>
    host.db.all("SELECT 1 FROM customer_tokens WHERE customer_id = ?", [customerId]).length;

  it("deletes the caller's token only: 401 with it afterwards, the buyer's other session stays", async () => {
    const buyer = await host.createBuyer();
    const otherSession = await host.login(buyer.email, buyer.password);
    const otherBuyer = await host.createBuyer();
    // A token named in the body is not the caller's and is left alone.
    const res = await host.api("customer/logout", { token: buyer.token, form: { token: otherSession } });
    expect(res).toMatchObject({ status: 200, body: { message: "Logout berhasil" } });
    expect(await host.api("user", { token: buyer.token })).toMatchObject({
      status: 401,
      body: { message: "Unauthenticated." },
    });
    expect((await host.api("user", { token: otherSession })).body.id).toBe(buyer.id);
    expect((await host.api("user", { token: otherBuyer.token })).body.id).toBe(otherBuyer.id);
    expect(tokenCount(buyer.id)).toBe(1);
    expect(await host.api("customer/logout", { method: "POST", token: buyer.token })).toMatchObject({
      status: 401,
      body: { message: "Unauthenticated." },
    });
  });

  it("answers 401 without a token, with a garbage or an expired one, and deletes nothing", async () => {
    const buyer = await host.createBuyer();
    const expired = await host.login(buyer.email, buyer.password);
    host.db.run("UPDATE customer_tokens SET expires_at = ? WHERE token_hash = ?", [
      new Date(Date.now() - 1000).toISOString(),
      sha256(expired),
    ]);
    for (const token of [undefined, "bukan-token", expired]) {
      expect(await host.api("customer/logout", { method: "POST", token })).toMatchObject({
        status: 401,
        body: { message: "Unauthenticated." },
      });
    }
    expect(tokenCount(buyer.id)).toBe(2);
    expect((await host.api("user", { token: buyer.token })).status).toBe(200);
  });
});

describe("customer/create", () => {
  it("registers an unverified customer with its first address and a verification mail", async () => {
    const form = registration();
    const res = await host.api("customer/create", { form });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message:
        "Registrasi berhasil dilakukan, silahkan periksa email anda, untuk melakukan verifikasi email.",
      data: { id: expect.any(Number), username: form.username, email: form.email },
    });
    const id = res.body.data.id;
    const login = await host.api("customer/login", {
      form: { email: form.username, password: form.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(
      "Email Anda belum diverifikasi, silahkan periksa email Anda untuk melakukan verifikasi.",
    );

    const mail = (await host.operator(`outbox?to=${encodeURIComponent(form.email)}`)).body.data[0];
    expect(mail.subject).toBe("Verifikasi email akun Anda");
    const link = new URL(mail.link);
    expect(link.pathname).toBe("/api/customer/verify-email");
    const verify = await host.api(`customer/verify-email${link.search}`);
    expect(verify.status).toBe(303);
    expect(verify.headers.get("location")).toBe("http://localhost:5199/login");
    expect((await host.api(`customer/verify-email${link.search}`)).status).toBe(422); // one use

    const token = await host.login(form.email, form.password);
    const profile = await host.api(`customer/data-customer/${id}`, { token });
    expect(profile.body.customer).toMatchObject({
      name: form.name,
      nip: form.nip,
      gender: 0,
      birthdate: "1988-02-29",
    });
    const addresses = await host.api(`customer/address/list/${id}`, { token });
    expect(addresses.body.data).toHaveLength(1);
    expect(addresses.body.data[0]).toMatchObject({
      name: "Bidang Lalu Lintas",
      customer_address: {
        receipt_name: "Kadek Rai",
        receipt_phone_number: "081299988877",
        sub_district_id: 517101,
      },
    });
  });

  it("reports every missing field with its own message and creates nothing", async () => {
    const before = customerCount();
    const res = await host.api("customer/create", { form: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      username: ["Username tidak boleh kosong"],
      name: ["Nama Instansi tidak boleh kosong"],
      instance_name: ["Instansi tidak boleh kosong"],
      email: ["Email tidak boleh kosong"],
      password: ["Kata sandi tidak boleh kosong"],
      password_confirmation: ["Konfirmasi kata sandi tidak boleh kosong"],
      phone: ["Nomor Telepon tidak boleh kosong"],
      birthdate: ["Tanggal Lahir tidak boleh kosong"],
      lspe: ["LSPE tidak boleh kosong"],
      kldi: ["KLDI tidak boleh kosong"],
      gender: ["Jenis Kelamin tidak boleh kosong"],
      province_id: ["Provinsi tidak boleh kosong"],
      district_id: ["Kabupaten/Kota tidak boleh kosong"],
      sub_district_id: ["Kecamatan tidak boleh kosong"],
      address: ["Alamat tidak boleh kosong"],
      nip: ["NIP tidak boleh kosong"],
      name_pp: ["Nama PP tidak boleh kosong"],
      name_ppk: ["Nama PPK tidak boleh kosong"],
      satker: ["Satuan kerja tidak boleh kosong"],
      receipt_name: ["Nama penerima tidak boleh kosong"],
      receipt_phone_number: ["No telepon penerima tidak boleh kosong"],
      setuju: ["Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku."],
    });
    expect(customerCount()).toBe(before);
  });

  it.each([
    ["email", "bukan-email", "Format email salah"],
    ["password", "pendek", "Kata sandi minimal memiliki 8 karakter"],
    ["password_confirmation", "lain12345", "Konfirmasi kata sandi tidak sama dengan password"],
    ["phone", "08123abc", "Pastikan data yang diinput berupa angka"],
    ["lspe", "-5", "Pastikan data yang diinput berupa angka"],
    ["nip", "1.5e3", "Pastikan data yang diinput berupa angka"],
    ["receipt_phone_number", "+62 812", "Pastikan data yang diinput berupa angka"],
    ["name", "x".repeat(51), "Nama Instansi terlalu panjang!"],
    ["instance_name", "x".repeat(51), "Instansi terlalu panjang!"],
    ["phone", "1".repeat(16), "Nomor Telepon terlalu panjang!"],
    ["address", "x".repeat(501), "Alamat terlalu panjang!"],
    ["nip", "1".repeat(201), "NIP terlalu panjang!"],
    ["name_pp", "x".repeat(201), "Nama PP terlalu panjang!"],
    ["name_ppk", "x".repeat(10_000), "Nama PPK terlalu panjang!"],
    ["setuju", "0", "Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku."],
    ["birthdate", "2999-01-01", "Tanggal lahir harus sebelum hari ini"],
    ["birthdate", "2023-02-30", "Tanggal lahir tidak valid"],
    ["gender", "2", "Jenis Kelamin tidak boleh kosong"],
    ["sub_district_id", "527101", "Kecamatan tidak sesuai dengan provinsi dan kabupaten yang dipilih"],
  ])("rejects %s (case %#)", async (field, value, message) => {
    const before = customerCount();
    const res = await host.api("customer/create", { form: registration({ [field]: value }) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(customerCount()).toBe(before);
  });

  it("names a taken username, a taken email, and both", async () => {
    const username = await host.api("customer/create", { form: registration({ username: "DEMO" }) });
    expect(username.status).toBe(422);
    expect(username.body).toEqual({
      message: "Username sudah terdaftar silahkan gunakan yang lain",
      errors: { username: ["Username sudah terdaftar silahkan gunakan yang lain"] },
    });
    const email = await host.api("customer/create", { form: registration({ email: "demo2@example.com" }) });
    expect(email.body).toEqual({
      message: "Email sudah terdaftar silahkan gunakan yang lain",
      errors: { email: ["Email sudah terdaftar silahkan gunakan yang lain"] },
    });
    const both = await host.api("customer/create", {
      form: registration({ username: "demo", email: "demo@example.com" }),
    });
    expect(both.body.message).toBe("Username dan Email sudah terdaftar silahkan gunakan yang lain");
    expect(Object.keys(both.body.errors).sort()).toEqual(["email", "username"]);
  });

  it("stores SQL and HTML in text fields verbatim", async () => {
    const form = registration({
      name: "<b>x</b>'); DROP TABLE customers;--",
      satker: "<script>alert(1)</script>",
    });
    const res = await host.api("customer/create", { form });
    expect(res.status).toBe(201);
    const row = host.db.get<{ name: string }>("SELECT name FROM customers WHERE id = ?", [res.body.data.id]);
    expect(row?.name).toBe(form.name);
  });
});

describe("password recovery", () => {
  const redirect = "http://localhost:5199/reset-password";

  async function requestReset(email: string) {
    const res = await host.api(`customer/forget-password?redirect_url=${encodeURIComponent(redirect)}`, {
      form: { email },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Silahkan periksa email Anda" });
    const link = new URL((await host.operator(`outbox?to=${encodeURIComponent(email)}`)).body.data[0].link);
    return { link, token: link.searchParams.get("token") ?? "" };
  }

  it("mails redirect_url?token=...&email=... and resets once", async () => {
    const buyer = await host.createBuyer();
    const { link, token } = await requestReset(buyer.email);
    expect(`${link.origin}${link.pathname}`).toBe(redirect);
    expect(link.searchParams.get("email")).toBe(buyer.email);
    const form = {
      email: buyer.email,
      token,
      password: "baru-sekali-1",
      password_confirmation: "baru-sekali-1",
    };
    const reset = await host.api("customer/reset-password", { form });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe("Kata sandi berhasil diubah, silahkan masuk dengan kata sandi baru.");
    expect((await host.api("user", { token: buyer.token })).status).toBe(401); // sessions end
    await host.login(buyer.email, "baru-sekali-1");
    const again = await host.api("customer/reset-password", {
      form: { ...form, password: "ketiga-kali", password_confirmation: "ketiga-kali" },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([
      "Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa",
    ]);
  });

  it("verifies the email of an unverified account it resets", async () => {
    const form = registration();
    expect((await host.api("customer/create", { form })).status).toBe(201);
    const { token } = await requestReset(form.email);
    const reset = await host.api("customer/reset-password", {
      form: { email: form.email, token, password: "lewat-reset-1", password_confirmation: "lewat-reset-1" },
    });
    expect(reset.status).toBe(200);
    await host.login(form.username, "lewat-reset-1");
  });

  it("refuses a link older than 60 minutes or for another email", async () => {
    const buyer = await host.createBuyer();
    const other = await host.createBuyer();
    const { token } = await requestReset(buyer.email);
    const form = {
      email: other.email,
      token,
      password: "baru-sekali-1",
      password_confirmation: "baru-sekali-1",
    };
    expect((await host.api("customer/reset-password", { form })).status).toBe(422);
    host.db.run("UPDATE password_resets SET expires_at = ? WHERE customer_id = ?", [
      new Date(Date.now() - 1).toISOString(),
      buyer.id,
    ]);
    const expired = await host.api("customer/reset-password", { form: { ...form, email: buyer.email } });
    expect(expired.status).toBe(422);
    await host.login(buyer.email, buyer.password);
  });

  it("validates the forms", async () => {
    const unknown = await host.api(`customer/forget-password?redirect_url=${encodeURIComponent(redirect)}`, {
      form: { email: "siapa@example.test" },
    });
    expect(unknown.body).toMatchObject({ message: "Email tidak terdaftar" });
    const badUrl = await host.api("customer/forget-password?redirect_url=javascript:alert(1)", {
      form: { email: "demo@example.com" },
    });
    expect(badUrl.body.errors).toEqual({ redirect_url: ["Alamat redirect tidak valid"] });
    const badEmail = await host.api(`customer/forget-password?redirect_url=${encodeURIComponent(redirect)}`, {
      form: { email: "x" },
    });
    expect(badEmail.body.errors).toEqual({ email: ["Format email salah"] });
    const reset = await host.api("customer/reset-password", {
      form: { email: "demo@example.com", token: "", password: "short", password_confirmation: "other" },
    });
    expect(reset.body.errors).toEqual({
      token: ["Token tidak boleh kosong"],
      password: ["Kata sandi minimal memiliki 8 karakter"],
      password_confirmation: ["Konfirmasi kata sandi tidak sama dengan password"],
    });
  });
});
