import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from "~/features/auth/schema";
import { registerSchema } from "~/features/auth/register-schema";

/** Parses as the actions do (conform drops empty fields) and returns the first message per field. */
function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, list]) => [name, list?.[0]]));
}

const TERMS = "Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku.";

const validRegistration = {
  username: "dinaskesehatan",
  name: "Budi Santoso",
  instance_name: "Dinas Kesehatan Kota Denpasar",
  email: "budi@example.go.id",
  password: "rahasia123",
  password_confirmation: "rahasia123",
  phone: "081234567890",
  birthdate: "1985-04-12",
  lspe: "12",
  kldi: "Pemerintah Kota Denpasar",
  gender: "1",
  province_id: "51",
  district_id: "5171",
  sub_district_id: "517101",
  address: "Jl. Gatot Subroto No. 1",
  nip: "198504122010011001",
  name_pp: "Made Wirawan",
  name_ppk: "Ketut Sudarma",
  satker: "Sekretariat Dinas",
  receipt_name: "Budi Santoso",
  receipt_phone_number: "081234567890",
  setuju: "on",
};

describe("login schema", () => {
  it("requires the email or username and the password", () => {
    expect(errorsOf(loginSchema, { email: "", password: "" })).toEqual({
      email: "Email / Username tidak boleh kosong",
      password: "Kata sandi tidak boleh kosong",
    });
  });

  it("treats blanks as empty and wants 8 characters of password", () => {
    expect(errorsOf(loginSchema, { email: "   ", password: "1234567" })).toEqual({
      email: "Email / Username tidak boleh kosong",
      password: "Kata sandi minimal memiliki 8 karakter",
    });
  });

  it("accepts a username as well as an email", () => {
    expect(errorsOf(loginSchema, { email: "demo", password: "demo12345" })).toEqual({});
    expect(errorsOf(loginSchema, { email: "demo@example.com", password: "demo12345" })).toEqual({});
  });
});

describe("forgot password schema", () => {
  it("requires a well-formed email", () => {
    expect(errorsOf(forgotPasswordSchema, { email: "" })).toEqual({ email: "Email tidak boleh kosong" });
    expect(errorsOf(forgotPasswordSchema, { email: "budi@" })).toEqual({ email: "Format email salah" });
    expect(errorsOf(forgotPasswordSchema, { email: "budi@example.go.id" })).toEqual({});
  });
});

describe("reset password schema", () => {
  const valid = {
    token: "abc",
    email: "budi@example.go.id",
    password: "baru12345",
    password_confirmation: "baru12345",
  };

  it("accepts matching passwords of 8 characters", () => {
    expect(errorsOf(resetPasswordSchema, valid)).toEqual({});
  });

  it("checks email, length and confirmation", () => {
    expect(
      errorsOf(resetPasswordSchema, {
        ...valid,
        email: "x",
        password: "pendek",
        password_confirmation: "pendek",
      }),
    ).toEqual({
      email: "Format email salah",
      password: "Kata sandi minimal memiliki 8 karakter",
    });
    expect(errorsOf(resetPasswordSchema, { ...valid, password_confirmation: "lain12345" })).toEqual({
      password_confirmation: "Konfirmasi kata sandi tidak sama dengan password",
    });
  });

  it("names a different confirmation even when the email is missing", () => {
    expect(
      errorsOf(resetPasswordSchema, { ...valid, email: "", password_confirmation: "lain12345" }),
    ).toEqual({
      email: "Email tidak boleh kosong",
      password_confirmation: "Konfirmasi kata sandi tidak sama dengan password",
    });
  });
});

describe("register schema", () => {
  it("accepts a complete registration", () => {
    expect(errorsOf(registerSchema, validRegistration)).toEqual({});
  });

  it("names every empty field with 'X tidak boleh kosong'", () => {
    const empty = Object.fromEntries(Object.keys(validRegistration).map((name) => [name, ""]));
    expect(errorsOf(registerSchema, empty)).toEqual({
      username: "Username tidak boleh kosong",
      name: "Nama Instansi tidak boleh kosong",
      instance_name: "Instansi tidak boleh kosong",
      email: "Email tidak boleh kosong",
      password: "Kata sandi tidak boleh kosong",
      password_confirmation: "Konfirmasi kata sandi tidak boleh kosong",
      phone: "Nomor Telepon tidak boleh kosong",
      birthdate: "Tanggal Lahir tidak boleh kosong",
      lspe: "LSPE tidak boleh kosong",
      kldi: "KLDI tidak boleh kosong",
      gender: "Jenis Kelamin tidak boleh kosong",
      province_id: "Provinsi tidak boleh kosong",
      district_id: "Kabupaten/Kota tidak boleh kosong",
      sub_district_id: "Kecamatan tidak boleh kosong",
      address: "Alamat tidak boleh kosong",
      nip: "NIP tidak boleh kosong",
      name_pp: "Nama PP tidak boleh kosong",
      name_ppk: "Nama PPK tidak boleh kosong",
      satker: "Satuan kerja tidak boleh kosong",
      receipt_name: "Nama penerima tidak boleh kosong",
      receipt_phone_number: "No telepon penerima tidak boleh kosong",
      setuju: "Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku.",
    });
  });

  it("checks email format, password length and confirmation", () => {
    expect(errorsOf(registerSchema, { ...validRegistration, email: "budi.example" })).toEqual({
      email: "Format email salah",
    });
    expect(
      errorsOf(registerSchema, {
        ...validRegistration,
        password: "1234567",
        password_confirmation: "1234567",
      }),
    ).toEqual({
      password: "Kata sandi minimal memiliki 8 karakter",
    });
    expect(errorsOf(registerSchema, { ...validRegistration, password_confirmation: "rahasia124" })).toEqual({
      password_confirmation: "Konfirmasi kata sandi tidak sama dengan password",
    });
  });

  it("says the confirmation differs whenever both are filled, beside the other errors", () => {
    const empty = Object.fromEntries(Object.keys(validRegistration).map((name) => [name, ""]));
    const errors = errorsOf(registerSchema, {
      ...empty,
      password: "rahasia123",
      password_confirmation: "rahasia124",
    });
    expect(errors.password_confirmation).toBe("Konfirmasi kata sandi tidak sama dengan password");
    expect(errors.username).toBe("Username tidak boleh kosong");
    expect(errors.setuju).toBe(TERMS);
    expect(errors).not.toHaveProperty("password");

    // A short password and a different confirmation: both are named.
    expect(
      errorsOf(registerSchema, {
        ...validRegistration,
        email: "x",
        password: "pendek",
        password_confirmation: "lain",
      }),
    ).toEqual({
      email: "Format email salah",
      password: "Kata sandi minimal memiliki 8 karakter",
      password_confirmation: "Konfirmasi kata sandi tidak sama dengan password",
    });
  });

  it("asks for the confirmation first when it is empty or blank, and compares it as typed", () => {
    const required = { password_confirmation: "Konfirmasi kata sandi tidak boleh kosong" };
    expect(errorsOf(registerSchema, { ...validRegistration, password_confirmation: "" })).toEqual(required);
    expect(errorsOf(registerSchema, { ...validRegistration, password_confirmation: "   " })).toEqual(
      required,
    );
    // Only the confirmation filled: the password's own message, no mismatch.
    expect(errorsOf(registerSchema, { ...validRegistration, password: "" })).toEqual({
      password: "Kata sandi tidak boleh kosong",
    });
    const spaced = { ...validRegistration, password: "rahasia123 ", password_confirmation: "rahasia123 " };
    expect(errorsOf(registerSchema, spaced)).toEqual({});
    expect(errorsOf(registerSchema, { ...spaced, password_confirmation: "rahasia123" })).toEqual({
      password_confirmation: "Konfirmasi kata sandi tidak sama dengan password",
    });
  });

  it("wants digits in phone, LPSE, NIP and the receiver's phone", () => {
    const letters = { phone: "0812-345", lspe: "satu", nip: "19850412 2010", receipt_phone_number: "+6281" };
    expect(errorsOf(registerSchema, { ...validRegistration, ...letters })).toEqual({
      phone: "Pastikan data yang diinput berupa angka",
      lspe: "Pastikan data yang diinput berupa angka",
      nip: "Pastikan data yang diinput berupa angka",
      receipt_phone_number: "Pastikan data yang diinput berupa angka",
    });
  });

  it("limits the lengths of 000 §5 with '... terlalu panjang!'", () => {
    const long = (n: number, char = "a") => char.repeat(n);
    const tooLong = {
      name: long(51),
      instance_name: long(51),
      phone: long(16, "1"),
      address: long(501),
      nip: long(201, "1"),
      name_pp: long(201),
      name_ppk: long(201),
    };
    expect(errorsOf(registerSchema, { ...validRegistration, ...tooLong })).toEqual({
      name: "Nama Instansi terlalu panjang!",
      instance_name: "Instansi terlalu panjang!",
      phone: "Nomor Telepon terlalu panjang!",
      address: "Alamat terlalu panjang!",
      nip: "NIP terlalu panjang!",
      name_pp: "Nama PP terlalu panjang!",
      name_ppk: "Nama PPK terlalu panjang!",
    });
    const atLimit = {
      ...tooLong,
      name: long(50),
      instance_name: long(50),
      phone: long(15, "1"),
      address: long(500),
    };
    const limits = { ...atLimit, nip: long(200, "1"), name_pp: long(200), name_ppk: long(200) };
    expect(errorsOf(registerSchema, { ...validRegistration, ...limits })).toEqual({});
  });

  it("only knows the two genders of the host (1 male, 0 female)", () => {
    expect(errorsOf(registerSchema, { ...validRegistration, gender: "0" })).toEqual({});
    expect(errorsOf(registerSchema, { ...validRegistration, gender: "2" })).toEqual({
      gender: "Jenis Kelamin tidak boleh kosong",
    });
  });
});
