// The budget-data (SPK) form of 001 §5: fields, roles, texts and the pagu guard. Pure, shared by
// the action (through ./schema.ts) and the form in the browser. The roles are the host's
// (~/lib/admin/spk-roles).
import type { OfficialRole, TreasurerRole } from "~/lib/admin/spk-roles";

export const SPK_TEXT_FIELDS = {
  satuan_kerja: { label: "Nama Satuan Kerja", required: "Nama Satuan Kerja Wajib Diisi" },
  lembaga: {
    label: "Nama Kementerian/Lembaga/Pemerintahan",
    required: "Nama Kementerian/Lembaga/Pemerintahan Wajib Diisi",
  },
  paket_kerja: { label: "Nama Paket Pekerjaan", required: "Nama Paket Pekerjaan Wajib Diisi" },
  tahun_anggaran: { label: "Tahun Anggaran", required: "Tahun Anggaran Wajib Diisi" },
  sumber_dana: { label: "Sumber Dana", required: "Sumber Dana Wajib Diisi" },
  kode_rekening: { label: "Kode Rekening Anggaran", required: "Kode Rekening Anggaran Wajib Diisi" },
  pagu_anggaran: { label: "Pagu Anggaran", required: "Pagu Anggaran Wajib Diisi" },
} as const;
export type SpkTextField = keyof typeof SPK_TEXT_FIELDS;

/** Fields typed with digits only (001 §5), with their longest length. */
export const SPK_DIGIT_FIELDS = {
  tahun_anggaran: 9,
  kode_rekening: 50,
  pagu_anggaran: 9,
  nip_pemerintah: 30,
  nip_bendahara: 30,
} as const;
export const SPK_TEXT_MAX_LENGTH = 200;

export const NOT_DIGITS = "Pastikan data yang diinput berupa angka";
export const tooLong = (label: string) => `${label} terlalu panjang!`;

export const DEFAULT_OFFICIAL: OfficialRole = "ppk";
export const DEFAULT_TREASURER: TreasurerRole = "bendahara_umum";

export const roleLabel = (roles: readonly { value: string; label: string }[], value: string) =>
  roles.find((role) => role.value === value)?.label ?? roles[0].label;

export const SPK_SUCCESS = "Data anda telah berhasil disimpan";
export const PAGU_EXCEEDED = "Total pesanan melebihi pagu anggaran";

/** Everything the form holds, as typed (re-rendered as is when refused). */
export type SpkValues = Record<SpkTextField, string> & {
  tipe_pemerintah: OfficialRole;
  nama_pemerintah: string;
  nip_pemerintah: string;
  tipe_bendahara: TreasurerRole;
  nama_bendahara: string;
  nip_bendahara: string;
};

export const EMPTY_SPK: SpkValues = {
  satuan_kerja: "",
  lembaga: "",
  paket_kerja: "",
  tahun_anggaran: "",
  sumber_dana: "",
  kode_rekening: "",
  pagu_anggaran: "",
  tipe_pemerintah: DEFAULT_OFFICIAL,
  nama_pemerintah: "",
  nip_pemerintah: "",
  tipe_bendahara: DEFAULT_TREASURER,
  nama_bendahara: "",
  nip_bendahara: "",
};

/** Pagu as the spec coerces it: the leading whole number, or null when there is none. */
export function paguAmount(pagu: string | number | null | undefined): number | null {
  const amount = Number.parseInt(String(pagu ?? "").trim(), 10);
  return Number.isFinite(amount) ? amount : null;
}

/** The pagu guard: a warning (never a refusal) when the order costs more than the budget entered. */
export function exceedsPagu(grandTotal: number, pagu: string | number | null | undefined): boolean {
  const amount = paguAmount(pagu);
  return amount !== null && grandTotal > amount;
}

/** Changing a role clears its person's name and NIP (001 §4): the values after a role change. */
export function withRoles(values: SpkValues, official: OfficialRole, treasurer: TreasurerRole): SpkValues {
  const next = { ...values, tipe_pemerintah: official, tipe_bendahara: treasurer };
  if (official !== values.tipe_pemerintah) Object.assign(next, { nama_pemerintah: "", nip_pemerintah: "" });
  if (treasurer !== values.tipe_bendahara) Object.assign(next, { nama_bendahara: "", nip_bendahara: "" });
  return next;
}
