import { z } from "zod";
import type { Db } from "../db/index.ts";
import { HttpError, type FieldErrors } from "../http/errors.ts";
import { findTransaction, nowIso } from "./common.ts";
import { digitText, text } from "./input.ts";
import { setStatus } from "./log.ts";
import { latestRound } from "./negotiation-rounds.ts";

const spkRequired = {
  satuan_kerja: "Nama Satuan Kerja Wajib Diisi",
  lembaga: "Nama Kementerian/Lembaga/Pemerintahan Wajib Diisi",
  paket_kerja: "Nama Paket Pekerjaan Wajib Diisi",
  tahun_anggaran: "Tahun Anggaran Wajib Diisi",
  sumber_dana: "Sumber Dana Wajib Diisi",
  kode_rekening: "Kode Rekening Anggaran Wajib Diisi",
  pagu_anggaran: "Pagu Anggaran Wajib Diisi",
  nama_pemerintah: "Nama Pemerintah Wajib Diisi",
  nip_pemerintah: "NIP Pemerintah Wajib Diisi",
  nama_bendahara: "Nama Bendahara Wajib Diisi",
  nip_bendahara: "NIP Bendahara Wajib Diisi",
} as const;

const digitsMessage = "Pastikan data yang diinput berupa angka";
const tooLong = (label: string) => `${label} terlalu panjang!`;

const officialTypes: Record<string, string> = {
  ppk: "ppk",
  "pengguna angaran": "pengguna angaran",
  pengguna_anggaran: "pengguna angaran",
  "kuasa pengguna angaran": "kuasa pengguna angaran",
  kuasa_pengguna_anggaran: "kuasa pengguna angaran",
};
const treasurerTypes: Record<string, string> = {
  "bendahara umum": "bendahara umum",
  bendahara_umum: "bendahara umum",
  "bendahara pengeluaran": "bendahara pengeluaran",
  bendahara_pengeluaran: "bendahara pengeluaran",
  "bendahara pembantu": "bendahara pembantu",
  bendahara_pembantu: "bendahara pembantu",
};
const oneOf = (values: Record<string, string>, message: string) =>
  z
    .preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
      z.string({ invalid_type_error: message }),
    )
    .refine((v) => v in values, message)
    .transform((v) => values[v]);

const spkSchema = z.object({
  transaction_id: digitText(
    { required: "Transaksi tidak ditemukan", notDigits: "Transaksi tidak ditemukan" },
    15,
  ).transform(Number),
  satuan_kerja: text(spkRequired.satuan_kerja, 200, tooLong("Nama Satuan Kerja")),
  lembaga: text(spkRequired.lembaga, 200, tooLong("Nama Kementerian/Lembaga/Pemerintahan")),
  paket_kerja: text(spkRequired.paket_kerja, 200, tooLong("Nama Paket Pekerjaan")),
  tahun_anggaran: digitText(
    { required: spkRequired.tahun_anggaran, notDigits: digitsMessage, tooLong: tooLong("Tahun Anggaran") },
    9,
  ),
  sumber_dana: text(spkRequired.sumber_dana, 200, tooLong("Sumber Dana")),
  kode_rekening: digitText(
    { required: spkRequired.kode_rekening, notDigits: digitsMessage, tooLong: tooLong("Kode Rekening") },
    50,
  ),
  pagu_anggaran: digitText(
    { required: spkRequired.pagu_anggaran, notDigits: digitsMessage, tooLong: tooLong("Pagu Anggaran") },
    9,
  ).transform(Number),
  tipe_pemerintah: z.preprocess((v) => v ?? "ppk", oneOf(officialTypes, "Tipe pemerintah tidak valid")),
  nama_pemerintah: text(spkRequired.nama_pemerintah, 200, tooLong("Nama Pemerintah")),
  nip_pemerintah: digitText(
    { required: spkRequired.nip_pemerintah, notDigits: digitsMessage, tooLong: tooLong("NIP Pemerintah") },
    30,
  ),
  tipe_bendahara: z.preprocess(
    (v) => v ?? "bendahara umum",
    oneOf(treasurerTypes, "Tipe bendahara tidak valid"),
  ),
  nama_bendahara: text(spkRequired.nama_bendahara, 200, tooLong("Nama Bendahara")),
  nip_bendahara: digitText(
    { required: spkRequired.nip_bendahara, notDigits: digitsMessage, tooLong: tooLong("NIP Bendahara") },
    30,
  ),
});

/** SPK errors are 400 and carry the spec's `massage` field (001 §8) besides `message`. */
function spkError(message: string, errors?: FieldErrors): HttpError {
  return new HttpError(400, errors ? { massage: message, message, errors } : { massage: message, message });
}

export type Spk = z.output<typeof spkSchema>;

/**
 * Stores the budget data: from `confirmed` the order moves to `document`; from `pending` with the
 * admin's round latest the buyer accepts that offer and the order moves to `confirm`.
 */
export function storeSpk(db: Db, customerId: number, input: unknown): Spk {
  // Ownership before the fields: another buyer's (or an unknown) order is 404 whatever the body holds.
  const named = spkSchema.shape.transaction_id.safeParse(
    typeof input === "object" && input !== null
      ? (input as Record<string, unknown>).transaction_id
      : undefined,
  );
  if (named.success) findTransaction(db, named.data, customerId);
  const parsed = spkSchema.safeParse(input);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues)
      (errors[String(issue.path[0] ?? "data")] ??= []).push(issue.message);
    throw spkError(Object.values(errors)[0][0], errors);
  }
  const spk = parsed.data;
  const transaction = findTransaction(db, spk.transaction_id, customerId);
  const round = latestRound(db, transaction.id);
  const next =
    transaction.status === "confirmed"
      ? "document"
      : transaction.status === "pending" && round?.is_admin === 1
        ? "confirm"
        : null;
  if (!next || db.get("SELECT 1 FROM spks WHERE transaction_id = ?", [transaction.id])) {
    throw spkError("Transaksi tidak dapat dikonfirmasi");
  }
  db.tx(() => {
    db.run(
      `INSERT INTO spks (transaction_id, satuan_kerja, lembaga, paket_kerja, tahun_anggaran, sumber_dana, kode_rekening,
         pagu_anggaran, tipe_pemerintah, nama_pemerintah, nip_pemerintah, tipe_bendahara, nama_bendahara, nip_bendahara, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        transaction.id,
        spk.satuan_kerja,
        spk.lembaga,
        spk.paket_kerja,
        spk.tahun_anggaran,
        spk.sumber_dana,
        spk.kode_rekening,
        spk.pagu_anggaran,
        spk.tipe_pemerintah,
        spk.nama_pemerintah,
        spk.nip_pemerintah,
        spk.tipe_bendahara,
        spk.nama_bendahara,
        spk.nip_bendahara,
        nowIso(),
      ],
    );
    setStatus(db, transaction, next);
  });
  return spk;
}
