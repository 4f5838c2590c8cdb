// The registration form (000 §5): every field required with 'X tidak boleh kosong'.
import { birthdateError, dayRule } from "@contract/dates";
import { z } from "zod";
import { emailField, passwordField, requiredText, withPasswordConfirmation } from "~/features/auth/schema";
import { REGISTER_MAX, registerLabels, type RegisterField } from "~/features/auth/register-fields";

export const REGISTERED_MESSAGE =
  "Registrasi berhasil dilakukan, silahkan periksa email anda, untuk melakukan verifikasi email.";
export const NUMERIC_MESSAGE = "Pastikan data yang diinput berupa angka";
export const TERMS_MESSAGE = "Pastikan Anda sudah membaca dan menyetujui syarat dan ketentuan yang berlaku.";

const required = (field: RegisterField) => requiredText(`${registerLabels[field]} tidak boleh kosong`);
const limited = (field: RegisterField, max: number) =>
  required(field).pipe(z.string().max(max, `${registerLabels[field]} terlalu panjang!`));
const digits = (schema: z.ZodType<string, z.ZodTypeDef, unknown>) =>
  schema.pipe(z.string().regex(/^\d+$/, NUMERIC_MESSAGE));

export const registerSchema = withPasswordConfirmation(
  z.object({
    username: required("username"),
    name: limited("name", REGISTER_MAX.name),
    instance_name: limited("instance_name", REGISTER_MAX.instance_name),
    email: emailField(`${registerLabels.email} tidak boleh kosong`),
    password: passwordField(`${registerLabels.password} tidak boleh kosong`),
    // Not trimmed: it must reach the host exactly as typed, like the password it repeats.
    password_confirmation: z
      .string({ required_error: `${registerLabels.password_confirmation} tidak boleh kosong` })
      .refine((value) => value.trim() !== "", `${registerLabels.password_confirmation} tidak boleh kosong`),
    phone: digits(limited("phone", REGISTER_MAX.phone)),
    birthdate: required("birthdate").pipe(
      z
        .string()
        .date(`${registerLabels.birthdate} tidak boleh kosong`)
        .pipe(z.string().superRefine(dayRule(birthdateError))),
    ),
    lspe: digits(required("lspe")),
    kldi: required("kldi"),
    gender: z.enum(["1", "0"], {
      errorMap: () => ({ message: `${registerLabels.gender} tidak boleh kosong` }),
    }),
    province_id: required("province_id"),
    district_id: required("district_id"),
    sub_district_id: required("sub_district_id"),
    address: limited("address", REGISTER_MAX.address),
    nip: digits(limited("nip", REGISTER_MAX.nip)),
    name_pp: limited("name_pp", REGISTER_MAX.name_pp),
    name_ppk: limited("name_ppk", REGISTER_MAX.name_ppk),
    satker: required("satker"),
    receipt_name: required("receipt_name"),
    receipt_phone_number: digits(required("receipt_phone_number")),
    setuju: z.literal("on", { errorMap: () => ({ message: TERMS_MESSAGE }) }),
  }),
);
