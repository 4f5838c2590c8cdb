// The payment forms: the method dropdown and the proof-of-payment form (000 §5, 001 §5) with its
// field names, labels, limits and the spec's messages. Browser-safe and zod-free: the zod schema
// (app/lib/schemas/payment-proof.ts) and the form's native constraints are both built from it.

export const CHOOSE_PAYMENT_INTENT = "pilih-pembayaran";

/** The bank payment page (000 §2): /example/bpd-payment?id_transaksi={id}. */
export const BANK_PAGE_PATH = "/example/bpd-payment";
export const bankPageHref = (transactionId: number) => `${BANK_PAGE_PATH}?id_transaksi=${transactionId}`;

export const PROOF_MODAL = "bukti";
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
  /** The empty-data dialog. */
  empty: "mohon untuk mengisi data terlebih dahulu",
  digits: "Pastikan data yang diinput berupa angka",
  sent: "Selamat File Anda telah dikirim",
} as const;

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
