import { z } from "zod";
import {
  OFFICIAL_ROLES,
  TREASURER_ROLES,
  type OfficialRole,
  type TreasurerRole,
} from "~/lib/admin/spk-roles";
import {
  DEFAULT_OFFICIAL,
  DEFAULT_TREASURER,
  NOT_DIGITS,
  SPK_DIGIT_FIELDS,
  SPK_TEXT_FIELDS,
  SPK_TEXT_MAX_LENGTH,
  tooLong,
  type SpkValues,
} from "~/features/orders/budget/spk";

const required = (field: keyof typeof SPK_TEXT_FIELDS) =>
  z
    .string()
    .trim()
    .min(1, SPK_TEXT_FIELDS[field].required)
    .max(SPK_TEXT_MAX_LENGTH, tooLong(SPK_TEXT_FIELDS[field].label));

const requiredDigits = (field: keyof typeof SPK_TEXT_FIELDS & keyof typeof SPK_DIGIT_FIELDS) =>
  z
    .string()
    .trim()
    .min(1, SPK_TEXT_FIELDS[field].required)
    .regex(/^\d+$/, NOT_DIGITS)
    .max(SPK_DIGIT_FIELDS[field], tooLong(SPK_TEXT_FIELDS[field].label));

// 001 §5: names and NIPs are not checked here (the host refuses missing ones); only bounded,
// and a NIP, when typed, is digits.
const personName = (label: string) => z.string().trim().max(SPK_TEXT_MAX_LENGTH, tooLong(label));
const nip = (label: string) =>
  z.string().trim().regex(/^\d*$/, NOT_DIGITS).max(SPK_DIGIT_FIELDS.nip_pemerintah, tooLong(label));

const officialValues = OFFICIAL_ROLES.map((role) => role.value) as [OfficialRole, ...OfficialRole[]];
const treasurerValues = TREASURER_ROLES.map((role) => role.value) as [TreasurerRole, ...TreasurerRole[]];

/** The budget-data form (001 §5 Budget form); the transaction comes from the page's address. */
export const spkSchema = z.object({
  satuan_kerja: required("satuan_kerja"),
  lembaga: required("lembaga"),
  paket_kerja: required("paket_kerja"),
  tahun_anggaran: requiredDigits("tahun_anggaran"),
  sumber_dana: required("sumber_dana"),
  kode_rekening: requiredDigits("kode_rekening"),
  // 001 §5: pagu is coerced to an integer.
  pagu_anggaran: requiredDigits("pagu_anggaran").transform(Number),
  tipe_pemerintah: z.enum(officialValues, { message: "Jabatan tidak valid" }),
  nama_pemerintah: personName("Nama Pemerintah"),
  nip_pemerintah: nip("NIP Pemerintah"),
  tipe_bendahara: z.enum(treasurerValues, { message: "Jabatan tidak valid" }),
  nama_bendahara: personName("Nama Bendahara"),
  nip_bendahara: nip("NIP Bendahara"),
});
export type SpkInput = z.output<typeof spkSchema>;

const FIELDS = Object.keys(spkSchema.shape) as (keyof SpkValues)[];
/** Longest text echoed back into the form after a refusal. */
const ECHO_MAX = 300;

/** The form's values as typed (roles fall back to the defaults), for re-rendering. */
export function spkValues(form: FormData): SpkValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, ECHO_MAX) : "";
  };
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(name)])) as SpkValues;
  values.tipe_pemerintah = officialValues.includes(values.tipe_pemerintah)
    ? values.tipe_pemerintah
    : DEFAULT_OFFICIAL;
  values.tipe_bendahara = treasurerValues.includes(values.tipe_bendahara)
    ? values.tipe_bendahara
    : DEFAULT_TREASURER;
  return values;
}

export type SpkParse =
  | { ok: true; input: SpkInput }
  | { ok: false; errors: Partial<Record<keyof SpkValues, string>>; empty: boolean };

/** Checks the form; `empty` when nothing at all was typed (001 §5 Confirmation form). */
export function parseSpk(form: FormData): SpkParse {
  const raw = Object.fromEntries(
    FIELDS.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
  const parsed = spkSchema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<keyof SpkValues, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof SpkValues] ??= issue.message;
  const empty = FIELDS.every(
    (name) => name === "tipe_pemerintah" || name === "tipe_bendahara" || !String(raw[name]).trim(),
  );
  return { ok: false, errors, empty };
}
