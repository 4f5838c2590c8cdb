import { z } from "zod";
import { birthdateError, dayRule } from "../../../contract/dates.ts";
import {
  bearerTokenHash,
  hashPassword,
  issueToken,
  newSecret,
  requireCustomer,
  sha256,
  verifyPassword,
} from "../http/auth.ts";
import { HttpError, fieldError, invalid, type FieldErrors } from "../http/errors.ts";
import { json, redirect, type Router } from "../http/router.ts";
import {
  emailPattern,
  optionalText,
  requiredDigits,
  requiredId,
  requiredText,
  validate,
} from "../http/validate.ts";
import {
  insertAddress,
  insertCustomer,
  regionsMatch,
  sendMail,
  sendVerificationMail,
} from "./customer-accounts.ts";
import { findCustomer } from "./customer-json.ts";

export const resetLifetimeMs = 60 * 60 * 1000;

const loginSchema = z.object({
  email: requiredText("Email / Username tidak boleh kosong", 100, "Email / Username terlalu panjang!"),
  password: z.preprocess(
    (v) => (typeof v === "string" ? v : v == null ? "" : v),
    z
      .string({ invalid_type_error: "Kata sandi tidak boleh kosong" })
      .min(1, "Kata sandi tidak boleh kosong")
      .min(8, "Kata sandi minimal memiliki 8 karakter")
      .max(200, "Kata sandi terlalu panjang!"),
  ),
});

const password = (required: string, tooShort: string) =>
  z.preprocess(
    (v) => (v == null ? "" : v),
    z
      .string({ invalid_type_error: required })
      .min(1, required)
      .min(8, tooShort)
      .max(200, "Kata sandi terlalu panjang!"),
  );

const email = (required: string, format: string) =>
  requiredText(required, 100, "Email terlalu panjang!").refine((v) => emailPattern.test(v), format);

const birthdate = (required: string) =>
  requiredText(required, 10, required).superRefine(dayRule(birthdateError));

const gender = z.preprocess(
  (v) => (v == null ? "" : String(v)),
  z.enum(["0", "1"], { errorMap: () => ({ message: "Jenis Kelamin tidak boleh kosong" }) }).transform(Number),
);

const agreed = z.preprocess(
  (v) => (v == null ? "" : String(v)),
  z.enum(["1", "on", "true", "yes"], {
    errorMap: () => ({
      message: "Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku.",
    }),
  }),
);

const registrationSchema = z
  .object({
    username: requiredText("Username tidak boleh kosong", 50, "Username terlalu panjang!").refine(
      (v) => /^[A-Za-z0-9._-]+$/.test(v),
      "Username hanya boleh berisi huruf, angka, titik, garis bawah dan tanda hubung",
    ),
    name: requiredText("Nama Instansi tidak boleh kosong", 50, "Nama Instansi terlalu panjang!"),
    instance_name: requiredText("Instansi tidak boleh kosong", 50, "Instansi terlalu panjang!"),
    email: email("Email tidak boleh kosong", "Format email salah"),
    password: password("Kata sandi tidak boleh kosong", "Kata sandi minimal memiliki 8 karakter"),
    password_confirmation: z.preprocess(
      (v) => (v == null ? "" : v),
      z.string().min(1, "Konfirmasi kata sandi tidak boleh kosong"),
    ),
    phone: requiredDigits("Nomor Telepon tidak boleh kosong", 15, "Nomor Telepon terlalu panjang!"),
    birthdate: birthdate("Tanggal Lahir tidak boleh kosong"),
    lspe: requiredDigits("LSPE tidak boleh kosong", 50, "LSPE terlalu panjang!"),
    kldi: requiredText("KLDI tidak boleh kosong", 200, "KLDI terlalu panjang!"),
    gender,
    province_id: requiredId("Provinsi tidak boleh kosong"),
    district_id: requiredId("Kabupaten/Kota tidak boleh kosong"),
    sub_district_id: requiredId("Kecamatan tidak boleh kosong"),
    address: requiredText("Alamat tidak boleh kosong", 500, "Alamat terlalu panjang!"),
    nip: requiredDigits("NIP tidak boleh kosong", 200, "NIP terlalu panjang!"),
    name_pp: requiredText("Nama PP tidak boleh kosong", 200, "Nama PP terlalu panjang!"),
    name_ppk: requiredText("Nama PPK tidak boleh kosong", 200, "Nama PPK terlalu panjang!"),
    satker: requiredText("Satuan kerja tidak boleh kosong", 200, "Satuan kerja terlalu panjang!"),
    receipt_name: requiredText("Nama penerima tidak boleh kosong", 100, "Nama penerima terlalu panjang!"),
    receipt_phone_number: requiredDigits(
      "No telepon penerima tidak boleh kosong",
      15,
      "No telepon penerima terlalu panjang!",
    ),
    setuju: agreed,
    login_redirect_url: optionalText(500, "Alamat redirect terlalu panjang!"),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: "Konfirmasi kata sandi tidak sama dengan password",
  });

const forgotSchema = z.object({ email: email("Email tidak boleh kosong", "Format email salah") });

const resetSchema = z
  .object({
    email: email("Email tidak boleh kosong", "Format email salah"),
    token: requiredText("Token tidak boleh kosong", 200, "Token tidak valid"),
    password: password("Kata sandi tidak boleh kosong", "Kata sandi minimal memiliki 8 karakter"),
    password_confirmation: z.preprocess(
      (v) => (v == null ? "" : v),
      z.string().min(1, "Konfirmasi kata sandi tidak boleh kosong"),
    ),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: "Konfirmasi kata sandi tidak sama dengan password",
  });

export const takenMessages = {
  username: "Username sudah terdaftar silahkan gunakan yang lain",
  email: "Email sudah terdaftar silahkan gunakan yang lain",
  both: "Username dan Email sudah terdaftar silahkan gunakan yang lain",
};

/** An absolute http(s) URL, or null: links in mails must never point at other schemes. */
function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

interface LoginRow {
  id: number;
  password_hash: string;
  email_verified_at: string | null;
}

/** Sign-in, registration, email verification and password recovery. */
export function register(router: Router): void {
  router.post("/api/customer/login", async (req) => {
    const input = validate(loginSchema, await req.fields());
    const { db } = req.host;
    const row = db.get<LoginRow>(
      "SELECT id, password_hash, email_verified_at FROM customers WHERE email = ? OR username = ?",
      [input.email, input.email],
    );
    if (!row || !(await verifyPassword(input.password, row.password_hash))) {
      throw invalid({ email: ["Email / Username atau kata sandi salah"] });
    }
    if (!row.email_verified_at) {
      throw new HttpError(403, {
        message: "Email Anda belum diverifikasi, silahkan periksa email Anda untuk melakukan verifikasi.",
      });
    }
    const { token, expiresAt } = issueToken(db, row.id);
    return json({
      message: "Login berhasil",
      token,
      token_type: "Bearer",
      expires_at: expiresAt,
      data: findCustomer(db, row.id),
    });
  });

  // Ends this session only: the caller's token is deleted, the customer's other sessions stay.
  router.post("/api/customer/logout", (req) => {
    requireCustomer(req);
    req.host.db.run("DELETE FROM customer_tokens WHERE token_hash = ?", [bearerTokenHash(req)]);
    return json({ message: "Logout berhasil" });
  });

  router.post("/api/customer/create", async (req) => {
    const input = validate(registrationSchema, await req.fields());
    const { db, publicUrl } = req.host;
    const taken = {
      username: db.get("SELECT 1 FROM customers WHERE username = ?", [input.username]) !== undefined,
      email: db.get("SELECT 1 FROM customers WHERE email = ?", [input.email]) !== undefined,
    };
    if (taken.username || taken.email) {
      const errors: FieldErrors = {};
      if (taken.username) errors.username = [takenMessages.username];
      if (taken.email) errors.email = [takenMessages.email];
      throw invalid(errors, taken.username && taken.email ? takenMessages.both : undefined);
    }
    if (!regionsMatch(db, input.province_id, input.district_id, input.sub_district_id)) {
      throw fieldError(
        "sub_district_id",
        "Kecamatan tidak sesuai dengan provinsi dan kabupaten yang dipilih",
      );
    }
    const passwordHash = await hashPassword(input.password);
    const redirectUrl = httpUrl(input.login_redirect_url)?.href ?? null;
    const id = db.tx(() => {
      const customerId = insertCustomer(db, {
        ...input,
        passwordHash,
        gender: input.gender as 0 | 1,
        verified: false,
      });
      insertAddress(db, customerId, {
        satker_name: input.satker,
        receipt_name: input.receipt_name,
        receipt_phone_number: input.receipt_phone_number,
        address: input.address,
        province_id: input.province_id,
        district_id: input.district_id,
        sub_district_id: input.sub_district_id,
      });
      sendVerificationMail(
        db,
        publicUrl,
        { id: customerId, email: input.email, name: input.name },
        redirectUrl,
      );
      return customerId;
    });
    return json(
      {
        message:
          "Registrasi berhasil dilakukan, silahkan periksa email anda, untuk melakukan verifikasi email.",
        data: { id, username: input.username, email: input.email },
      },
      201,
    );
  });

  router.get("/api/customer/verify-email", (req) => {
    const email = req.query.get("email") ?? "";
    const token = req.query.get("token") ?? "";
    const { db } = req.host;
    const row = db.get<{ id: number; customer_id: number }>(
      `SELECT v.id, v.customer_id FROM email_verifications v JOIN customers c ON c.id = v.customer_id
       WHERE v.token_hash = ? AND c.email = ?`,
      [sha256(token), email],
    );
    if (!row) throw fieldError("token", "Tautan verifikasi tidak valid atau sudah digunakan");
    db.tx(() => {
      db.run("UPDATE customers SET email_verified_at = COALESCE(email_verified_at, ?) WHERE id = ?", [
        new Date().toISOString(),
        row.customer_id,
      ]);
      db.run("DELETE FROM email_verifications WHERE customer_id = ?", [row.customer_id]);
    });
    const next = httpUrl(req.query.get("redirect_url") ?? "");
    return next ? redirect(next.href) : json({ message: "Email berhasil diverifikasi, silahkan masuk." });
  });

  router.post("/api/customer/forget-password", async (req) => {
    const input = validate(forgotSchema, await req.fields());
    const target = httpUrl(req.query.get("redirect_url") ?? "");
    if (!target) throw fieldError("redirect_url", "Alamat redirect tidak valid");
    const { db } = req.host;
    const customer = db.get<{ id: number; email: string; name: string }>(
      "SELECT id, email, name FROM customers WHERE email = ?",
      [input.email],
    );
    if (!customer) throw fieldError("email", "Email tidak terdaftar");
    const token = newSecret();
    const now = new Date();
    target.searchParams.set("token", token);
    target.searchParams.set("email", customer.email);
    db.tx(() => {
      db.run(
        "INSERT INTO password_resets (customer_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)",
        [
          customer.id,
          sha256(token),
          new Date(now.getTime() + resetLifetimeMs).toISOString(),
          now.toISOString(),
        ],
      );
      sendMail(
        db,
        customer.email,
        "Atur ulang kata sandi",
        `Halo ${customer.name},\n\nBuka tautan berikut untuk mengatur ulang kata sandi Anda (berlaku 60 menit):\n${target.href}\n`,
        target.href,
      );
    });
    return json({ message: "Silahkan periksa email Anda" });
  });

  router.post("/api/customer/reset-password", async (req) => {
    const input = validate(resetSchema, await req.fields());
    const { db } = req.host;
    const now = new Date().toISOString();
    const reset = db.get<{ id: number; customer_id: number }>(
      `SELECT r.id, r.customer_id FROM password_resets r JOIN customers c ON c.id = r.customer_id
       WHERE r.token_hash = ? AND c.email = ? AND r.used_at IS NULL AND r.expires_at > ?`,
      [sha256(input.token), input.email, now],
    );
    if (!reset) throw fieldError("token", "Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa");
    const passwordHash = await hashPassword(input.password);
    db.tx(() => {
      // Opening the mailed link proves the address too, so an unverified account becomes verified.
      db.run(
        `UPDATE customers SET password_hash = ?, email_verified_at = COALESCE(email_verified_at, ?), updated_at = ?
         WHERE id = ?`,
        [passwordHash, now, now, reset.customer_id],
      );
      // One use: this and every other open link of the customer; existing sessions end too.
      db.run("UPDATE password_resets SET used_at = ? WHERE customer_id = ? AND used_at IS NULL", [
        now,
        reset.customer_id,
      ]);
      db.run("DELETE FROM customer_tokens WHERE customer_id = ?", [reset.customer_id]);
    });
    return json({ message: "Kata sandi berhasil diubah, silahkan masuk dengan kata sandi baru." });
  });
}
