// The profile edit page's forms (001 §5 Profile and Password change), with the host's limits
// (docs/admin-api.md "Auth & customer") as maximum lengths.
import { birthdateError, dayRule } from "@contract/dates";
import { z } from "zod";
import { requiredText } from "~/features/auth/schema";
import { NUMERIC_MESSAGE } from "~/features/auth/register-schema";
import { PROFILE_LABELS, PROFILE_MAX, type ProfileField } from "~/features/profile/fields";

const tooLong = (field: ProfileField) => `${PROFILE_LABELS[field]} terlalu panjang!`;
const limited = (field: ProfileField, message: string) =>
  requiredText(message).pipe(z.string().max(PROFILE_MAX[field], tooLong(field)));
const digits = (field: ProfileField, message: string) =>
  limited(field, message).pipe(z.string().regex(/^\d+$/, NUMERIC_MESSAGE));
/** Kept by the host when left empty (it keeps what it has for an absent field). */
const optional = (field: ProfileField) =>
  z.string().trim().max(PROFILE_MAX[field], tooLong(field)).optional();

export const profileSchema = z.object({
  name: limited("name", "Nama Instansi Wajib Diisi"),
  username: optional("username"),
  instance_name: optional("instance_name"),
  birthdate: requiredText("tanggal lahir Wajib Diisi").pipe(
    z
      .string()
      .date("tanggal lahir Wajib Diisi")
      .pipe(z.string().superRefine(dayRule(birthdateError))),
  ),
  gender: z.enum(["1", "0"]).optional(),
  kldi: optional("kldi"),
  lspe: optional("lspe").pipe(z.string().regex(/^\d*$/, NUMERIC_MESSAGE).optional()),
  email: limited("email", "Email wajib diisi").pipe(z.string().email("Format Email tidak sesuai")),
  phone: digits("phone", "Nomor Telepon wajib diisi"),
  nip: digits("nip", "NIP Wajib Diisi"),
  name_pp: limited("name_pp", "Nama PP Wajib Diisi"),
  name_ppk: limited("name_ppk", "Nama PPK Wajib Diisi"),
});

export const PASSWORD_MIN = 8;
export const PASSWORD_MISMATCH = "Konfirmasi Kata Sandi baru tidak sama dengan Kata Sandi baru";

// Passwords are not trimmed: they reach the host exactly as typed.
const password = (label: string) =>
  z
    .string({ required_error: `${label} wajib diisi` })
    .min(1, `${label} wajib diisi`)
    .min(PASSWORD_MIN, `${label} harus minimal diisi 8 Karakter`)
    .max(200, `${label} terlalu panjang!`);

/**
 * 001 §5 Password change. The spec gives the new password's messages and the mismatch; the
 * confirmation's own required and minimum messages follow the new password's wording.
 */
export const passwordSchema = z
  .object({ password: password("Kata Sandi"), password_confirmation: password("Konfirmasi Kata Sandi") })
  .refine((value) => value.password === value.password_confirmation, {
    message: PASSWORD_MISMATCH,
    path: ["password_confirmation"],
  });

/** What the page says after each save (001 §8). */
export const SAVED = {
  profil: "Data anda telah berhasil diperbaharui",
  sandi: "Data Kata Sandi anda telah berhasil diperbaharui",
} as const;

/** The page's two forms (the profile, multipart with its photo; the password, plain), by intent. */
export const profileIntent = z.enum(["profil", "sandi"]);
export type ProfileAction = { intent: z.infer<typeof profileIntent> };
