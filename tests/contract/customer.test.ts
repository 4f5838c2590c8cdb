import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filePart, jpegOfSize, png } from "./support/files.ts";
import { startHost, type Buyer, type TestHost } from "./support/host.ts";

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.close());

const profileForm = (overrides: Record<string, string> = {}) => ({
  _method: "PUT",
  name: "Dinas Kominfo Kabupaten Gianyar",
  username: "",
  instance_name: "Pemerintah Kabupaten Gianyar",
  birthdate: "1991-07-17",
  gender: "1",
  kldi: "Pemerintah Daerah Kabupaten Gianyar",
  lspe: "51004",
  email: "",
  phone: "0361943001",
  nip: "199107172015031002",
  name_pp: "Wayan Sukra",
  name_ppk: "Nyoman Sadra",
  ...overrides,
});

function multipart(fields: Record<string, string>, file?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("image", file);
  return form;
}

const profileFiles = () => readdir(join(host.dataDir, "files", "profil")).catch(() => [] as string[]);

async function buyerWithForm(): Promise<[Buyer, Record<string, string>]> {
  const buyer = await host.createBuyer();
  return [buyer, profileForm({ username: buyer.username, email: buyer.email })];
}

describe("GET user and customer/data-customer", () => {
  it("return the caller, never the password hash", async () => {
    const buyer = await host.createBuyer();
    const user = await host.api("user", { token: buyer.token });
    expect(user.body).toMatchObject({
      id: buyer.id,
      username: buyer.username,
      email: buyer.email,
      image: null,
    });
    expect(JSON.stringify(user.body)).not.toContain("scrypt");
    const data = await host.api(`customer/data-customer/${buyer.id}`, { token: buyer.token });
    expect(data.status).toBe(200);
    expect(data.body.customer).toEqual(user.body);
  });

  it("hide other customers and need a token", async () => {
    const buyer = await host.createBuyer();
    expect((await host.api("customer/data-customer/1", { token: buyer.token })).status).toBe(404);
    expect((await host.api("customer/data-customer/abc", { token: buyer.token })).status).toBe(404);
    expect((await host.api(`customer/data-customer/${buyer.id}`)).status).toBe(401);
  });
});

describe("customer/data-customer/update", () => {
  it("updates from a multipart form with _method=PUT and a photo", async () => {
    const [buyer, form] = await buyerWithForm();
    const res = await host.api(`customer/data-customer/update/${buyer.id}`, {
      token: buyer.token,
      multipart: multipart(form, filePart(await png(), "foto.txt")),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "Success",
      customer: { name: form.name, nip: form.nip, gender: 1 },
    });
    expect(res.body.customer.image).toMatch(/^profil\/[0-9a-f]{32}\.png$/);
    const file = await fetch(`${host.url}/files/${res.body.customer.image}`);
    expect(file.headers.get("content-type")).toBe("image/png");

    // A new photo replaces the old file.
    const second = await host.api(`customer/data-customer/update/${buyer.id}`, {
      token: buyer.token,
      multipart: multipart(form, filePart(await png(16), "foto.png", "image/png")),
    });
    expect(second.body.customer.image).not.toBe(res.body.customer.image);
    expect((await fetch(`${host.url}/files/${res.body.customer.image}`)).status).toBe(404);
  });

  it("accepts an urlencoded form and keeps fields that are not sent", async () => {
    const [buyer, form] = await buyerWithForm();
    const { username: _u, instance_name: _i, gender: _g, ...partial } = form;
    const res = await host.api(`customer/data-customer/update/${buyer.id}`, {
      token: buyer.token,
      form: partial,
    });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({
      username: buyer.username,
      instance_name: "Pemerintah Provinsi Bali",
      gender: 1,
    });
  });

  it("changes the password when asked", async () => {
    const [buyer, form] = await buyerWithForm();
    const res = await host.api(`customer/data-customer/update/${buyer.id}`, {
      token: buyer.token,
      form: { ...form, password: "sandi-baru-99", password_confirmation: "sandi-baru-99" },
    });
    expect(res.status).toBe(200);
    await host.login(buyer.email, "sandi-baru-99");
  });

  it("ends the buyer's other sessions on a password change, not the caller's", async () => {
    const [buyer, form] = await buyerWithForm();
    const second = await host.login(buyer.email, buyer.password);
    const third = await host.login(buyer.email, buyer.password);
    const other = await host.createBuyer();
    const res = await host.api(`customer/data-customer/update/${buyer.id}`, {
      token: second,
      form: { ...form, password: "sandi-baru-99", password_confirmation: "sandi-baru-99" },
    });
    expect(res.status).toBe(200);
    expect((await host.api("user", { token: second })).status).toBe(200);
    expect((await host.api("user", { token: buyer.token })).status).toBe(401);
    expect((await host.api("user", { token: third })).status).toBe(401);
    expect((await host.api("user", { token: other.token })).status).toBe(200);
    // The chat's poll checks its token in the statement that reads the chat: ended there too.
    const poll = (token: string) =>
      host.api("usermanagement/chat/ajax-request", { token, form: { id: "", date: "" } });
    expect((await poll(third)).status).toBe(401);
    expect((await poll(second)).status).toBe(200);
    // A save without a new password ends nothing.
    const again = await host.api(`customer/data-customer/update/${buyer.id}`, { token: second, form });
    expect(again.status).toBe(200);
    expect((await host.api("user", { token: second })).status).toBe(200);
  });

  it("answers Email Telah Terdaftar for another customer's email", async () => {
    const [buyer, form] = await buyerWithForm();
    const res = await host.api(`customer/data-customer/update/${buyer.id}`, {
      token: buyer.token,
      form: { ...form, email: "DEMO@example.com" },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: "Email Telah Terdaftar",
      errors: { email: ["Email Telah Terdaftar"] },
    });
    expect((await host.api("user", { token: buyer.token })).body.email).toBe(buyer.email);
  });

  it("validates with the spec's messages and changes nothing", async () => {
    const [buyer, form] = await buyerWithForm();
    const empty = await host.api(`customer/data-customer/update/${buyer.id}`, {
      token: buyer.token,
      form: { _method: "PUT", password: "x" },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: ["Nama Instansi Wajib Diisi"],
      phone: ["Nomor Telepon wajib diisi"],
      birthdate: ["tanggal lahir Wajib Diisi"],
      nip: ["NIP Wajib Diisi"],
      name_pp: ["Nama PP Wajib Diisi"],
      name_ppk: ["Nama PPK Wajib Diisi"],
      email: ["Email wajib diisi"],
      password: ["Kata Sandi harus minimal diisi 8 Karakter"],
      password_confirmation: ["Konfirmasi Kata Sandi baru tidak sama dengan Kata Sandi baru"],
    });
    const cases: [Record<string, string>, string, string][] = [
      [{ email: "bukan email" }, "email", "Format Email tidak sesuai"],
      [{ phone: "0812-abc" }, "phone", "Pastikan data yang diinput berupa angka"],
      [{ nip: "12 34" }, "nip", "Pastikan data yang diinput berupa angka"],
      [
        { password: "sandi-baru-99", password_confirmation: "lain-lagi-99" },
        "password_confirmation",
        "Konfirmasi Kata Sandi baru tidak sama dengan Kata Sandi baru",
      ],
      [{ password_confirmation: "sandi-baru-99" }, "password", "Kata Sandi wajib diisi"],
      [{ name_pp: "x".repeat(10_000) }, "name_pp", "Nama PP terlalu panjang!"],
      [{ birthdate: "1990-02-30" }, "birthdate", "Tanggal lahir tidak valid"],
      [{ birthdate: "2999-01-01" }, "birthdate", "Tanggal lahir harus sebelum hari ini"],
      [{ username: "demo2" }, "username", "Username sudah terdaftar silahkan gunakan yang lain"],
    ];
    for (const [change, field, message] of cases) {
      const res = await host.api(`customer/data-customer/update/${buyer.id}`, {
        token: buyer.token,
        form: { ...form, ...change },
      });
      expect(res.status, field).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect((await host.api("user", { token: buyer.token })).body.name).not.toBe(form.name);
  });

  it("refuses a mislabelled or oversize photo and keeps no file", async () => {
    const [buyer, form] = await buyerWithForm();
    const before = await profileFiles();
    const fake = await host.api(`customer/data-customer/update/${buyer.id}`, {
      token: buyer.token,
      multipart: multipart(form, filePart("<?php echo 1; ?>", "foto.jpg", "image/jpeg")),
    });
    expect(fake.status).toBe(422);
    expect(fake.body.errors).toEqual({ image: ["Format File Image Hanya berupa(.jpg, .png, .jpeg, .webp)"] });
    const big = await host.api(`customer/data-customer/update/${buyer.id}`, {
      token: buyer.token,
      multipart: multipart(form, filePart(jpegOfSize(2_048_001), "foto.jpg", "image/jpeg")),
    });
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ image: ["Ukuran format Gambar anda lebih dari 2mb"] });
    // A valid photo with invalid fields is not kept either.
    const invalidFields = await host.api(`customer/data-customer/update/${buyer.id}`, {
      token: buyer.token,
      multipart: multipart({ ...form, name: "" }, filePart(await png(), "foto.png", "image/png")),
    });
    expect(invalidFields.status).toBe(422);
    expect(await profileFiles()).toEqual(before);
    expect((await host.api("user", { token: buyer.token })).body.image).toBeNull();
  });

  it("never updates another customer, with or without _method", async () => {
    const [buyer, form] = await buyerWithForm();
    const other = await host.api("customer/data-customer/update/2", {
      token: buyer.token,
      form: { ...form, email: "x@example.test" },
    });
    expect(other.status).toBe(404);
    expect(host.db.get<{ email: string }>("SELECT email FROM customers WHERE id = 2")?.email).toBe(
      "demo2@example.com",
    );
    const noOverride = await host.api(`customer/data-customer/update/${buyer.id}`, {
      token: buyer.token,
      form: { ...form, _method: "" },
    });
    expect(noOverride.status).toBe(405);
    const put = await host.api(`customer/data-customer/update/${buyer.id}`, {
      method: "PUT",
      token: buyer.token,
      form,
    });
    expect(put.status).toBe(200);
  });
});
