import { unlink } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { birthdateError, dayRule } from "../../../contract/dates.ts";
import { PROFILE_PHOTO_RULE } from "../../../contract/uploads.ts";
import { bearerTokenHash, hashPassword, requireCustomer } from "../http/auth.ts";
import { invalid, notFound, type FieldErrors } from "../http/errors.ts";
import { json, type ApiRequest, type Router } from "../http/router.ts";
import {
  emailPattern,
  idParam,
  optionalText,
  requiredDigits,
  requiredText,
  validate,
} from "../http/validate.ts";
import { takenMessages } from "./customer.ts";
import { findCustomer } from "./customer-json.ts";

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === undefined || v === null || v === "" ? undefined : v), schema.optional());

const profileSchema = z
  .object({
    name: requiredText("Nama Instansi Wajib Diisi", 50, "Nama Instansi terlalu panjang!"),
    phone: requiredDigits("Nomor Telepon wajib diisi", 15, "Nomor Telepon terlalu panjang!"),
    birthdate: requiredText("tanggal lahir Wajib Diisi", 10, "tanggal lahir Wajib Diisi").superRefine(
      dayRule(birthdateError),
    ),
    nip: requiredDigits("NIP Wajib Diisi", 200, "NIP terlalu panjang!"),
    name_pp: requiredText("Nama PP Wajib Diisi", 200, "Nama PP terlalu panjang!"),
    name_ppk: requiredText("Nama PPK Wajib Diisi", 200, "Nama PPK terlalu panjang!"),
    email: requiredText("Email wajib diisi", 100, "Email terlalu panjang!").refine(
      (v) => emailPattern.test(v),
      "Format Email tidak sesuai",
    ),
    username: optional(
      z
        .string({ invalid_type_error: "Username tidak valid" })
        .trim()
        .max(50, "Username terlalu panjang!")
        .regex(
          /^[A-Za-z0-9._-]+$/,
          "Username hanya boleh berisi huruf, angka, titik, garis bawah dan tanda hubung",
        ),
    ),
    instance_name: optional(optionalText(50, "Instansi terlalu panjang!")),
    kldi: optional(optionalText(200, "KLDI terlalu panjang!")),
    lspe: optional(
      z
        .string({ invalid_type_error: "Pastikan data yang diinput berupa angka" })
        .trim()
        .max(50, "LSPE terlalu panjang!")
        .regex(/^\d*$/, "Pastikan data yang diinput berupa angka"),
    ),
    gender: optional(
      z.enum(["0", "1"], { errorMap: () => ({ message: "Jenis kelamin tidak valid" }) }).transform(Number),
    ),
    password: optional(
      z
        .string({ invalid_type_error: "Kata Sandi wajib diisi" })
        .min(8, "Kata Sandi harus minimal diisi 8 Karakter")
        .max(200, "Kata sandi terlalu panjang!"),
    ),
    password_confirmation: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password === undefined && (v.password_confirmation ?? "") === "") return;
    if (v.password === undefined)
      ctx.addIssue({ code: "custom", path: ["password"], message: "Kata Sandi wajib diisi" });
    else if (v.password_confirmation !== v.password) {
      ctx.addIssue({
        code: "custom",
        path: ["password_confirmation"],
        message: "Konfirmasi Kata Sandi baru tidak sama dengan Kata Sandi baru",
      });
    }
  });

/** The path's {userId} must be the caller: another customer's profile does not exist for them. */
function ownProfile(req: ApiRequest): number {
  const customer = requireCustomer(req);
  if (idParam(req, "userId") !== customer.id) throw notFound();
  return customer.id;
}

/** The current user and the profile form (001 §7). */
export function register(router: Router): void {
  router.get("/api/user", (req) => json(findCustomer(req.host.db, requireCustomer(req).id)));

  router.get("/api/customer/data-customer/:userId", (req) =>
    json({ customer: findCustomer(req.host.db, ownProfile(req)) }),
  );

  router.put("/api/customer/data-customer/update/:userId", async (req) => {
    const id = ownProfile(req);
    const { fields, files } = await req.multipart((field) =>
      field === "image" ? { rule: PROFILE_PHOTO_RULE, dir: "profil" } : undefined,
    );
    const { image: _file, ...rest } = fields;
    const input = validate(profileSchema, rest);
    const { db, filesDir } = req.host;
    const errors: FieldErrors = {};
    if (db.get("SELECT 1 FROM customers WHERE email = ? AND id <> ?", [input.email, id]))
      errors.email = ["Email Telah Terdaftar"];
    if (
      input.username &&
      db.get("SELECT 1 FROM customers WHERE username = ? AND id <> ?", [input.username, id])
    ) {
      errors.username = [takenMessages.username];
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const upload = files.find((file) => file.field === "image");
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    const previous = findCustomer(db, id)?.image ?? null;
    db.tx(() => {
      db.run(
        `UPDATE customers SET name = ?, phone = ?, birthdate = ?, nip = ?, name_pp = ?, name_ppk = ?, email = ?,
         username = COALESCE(?, username), instance_name = COALESCE(?, instance_name), kldi = COALESCE(?, kldi),
         lspe = COALESCE(?, lspe), gender = COALESCE(?, gender), image = COALESCE(?, image),
         password_hash = COALESCE(?, password_hash), updated_at = ?
       WHERE id = ?`,
        [
          input.name,
          input.phone,
          input.birthdate,
          input.nip,
          input.name_pp,
          input.name_ppk,
          input.email,
          input.username ?? null,
          input.instance_name ?? null,
          input.kldi ?? null,
          input.lspe ?? null,
          input.gender ?? null,
          upload?.path ?? null,
          passwordHash,
          new Date().toISOString(),
          id,
        ],
      );
      // A new password ends every other session of the buyer; the device that changed it stays signed in.
      if (passwordHash)
        db.run("DELETE FROM customer_tokens WHERE customer_id = ? AND token_hash <> ?", [
          id,
          bearerTokenHash(req),
        ]);
    });
    if (upload && previous?.startsWith("profil/"))
      await unlink(join(filesDir, previous)).catch(() => undefined);
    return json({ status: "Success", message: "Data berhasil diperbaharui", customer: findCustomer(db, id) });
  });
}
