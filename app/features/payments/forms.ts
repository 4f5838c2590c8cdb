// The payment forms: the method dropdown and the proof-of-payment form (000 §5, 001 §5) with its
// field names, labels, limits and the spec's messages. Browser-safe and zod-free: the zod schema
// (./proof-schema.ts) and the form's native constraints are both built from it.

export const CHOOSE_PAYMENT_INTENT = "pilih-pembayaran";
/** The form's id: its fields' ids are `${id}-${name}` (answerFields, FormAnswer). */
export const CHOOSE_PAYMENT_FORM = "metode-pembayaran";

/** The proof form's id (the `?modal=bukti` section around it is `bukti`). */
export const PROOF_FORM = "bukti-form";
/** The success dialog's URL state after a proof was sent (a redirect, so a reload sends nothing twice). */
export const PROOF_SENT_MODAL = "bukti-terkirim";
export const PROOF_INTENT = "kirim-bukti";

/** The file input's name; the host calls it `image`. */
export const PROOF_FILE_FIELD = "file";

export const PROOF_MESSAGES = {
  atasnama: "Atas Nama Wajib Diisi",
  no_rekening: "No Rekening Wajib Diisi",
  namabank: "Nama Bank Wajib Diisi",
  file: "Anda belum Memasukkan Bukti Pembayaran",
  digits: "Pastikan data yang diinput berupa angka",
  sent: "Selamat File Anda telah dikirim",
  /** The proof form's address when the payment takes no proof (the host's own words for it). */
  closed: "Bukti pembayaran tidak dapat dikirim untuk pembayaran ini",
} as const;

/** 001 §8's refusal modals ('Ooppsss') of the payment choice and of the proof upload. */
export const PAYMENT_REFUSED_MODAL = "errorpayment";
export const PROOF_REFUSED_MODAL = "errorbukti";

/** The host's limits (docs/admin-api.md "Payments": 100, 30 digits, 100). */
export const PROOF_MAX_LENGTH = { atasnama: 100, no_rekening: 30, namabank: 100 } as const;

export const PROOF_LABELS = {
  atasnama: "Atas Nama",
  no_rekening: "No Rekening",
  namabank: "Nama Bank",
  file: "Bukti Pembayaran",
} as const;

export type ProofTextField = keyof typeof PROOF_MAX_LENGTH;
export const PROOF_TEXT_FIELDS: ProofTextField[] = ["atasnama", "no_rekening", "namabank"];
